/// Why one argument cannot be used: the sentence, without the usage text that follows it.
///
/// A value option's `parse` closure throws it to refuse a value; the sentence names the option
/// (`--timeout wants seconds > 0, got '0'`), and the parser adds where the value came from when
/// it came from an environment variable.
public struct ArgumentError: Error, Equatable, Sendable {
    /// The sentence, without a final period.
    public var message: String

    /// An error saying `message`.
    public init(_ message: String) { self.message = message }
}
