/// Why a command line was rejected: the sentence, and the help of the command it named, to print
/// after it.
public struct UsageError: Error, Equatable, Sendable {
    /// What is wrong, one sentence without a final period.
    public var message: String
    /// The command's whole `--help` text.
    public var usage: String

    /// A rejection saying `message`, followed by `usage`.
    public init(message: String, usage: String) {
        self.message = message
        self.usage = usage
    }
}
