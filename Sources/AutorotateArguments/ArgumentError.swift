/// Why one argument cannot be used: the sentence, without the usage text that follows it.
///
/// A value option's `parse` closure throws it to refuse a value; the sentence names the option
/// (`--timeout wants seconds > 0, got '0'`), and the parser adds where the value came from when
/// it came from an environment variable.
public struct ArgumentError: Error, Equatable, Sendable {
    /// The sentence, without a final period.
    public var message: String
    /// The name that was not recognised, when that is the error.
    public var unknownName: UnknownName?

    /// An error saying `message`; `unknownName` when an unrecognised name is the cause.
    public init(_ message: String, unknownName: UnknownName? = nil) {
        self.message = message
        self.unknownName = unknownName
    }
}
