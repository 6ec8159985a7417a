/// Why a command line was rejected: the sentence, and the usage of the command it named, to print
/// after it.
public struct UsageError: Error, Equatable, Sendable {
    /// What is wrong, one sentence without a final period.
    public var message: String
    /// What to print after the message: the command's usage synopsis and where its whole help is.
    public var usage: String
    /// The option or command name that was not recognised, when that is the error, so that the
    /// caller can suggest the one meant.
    public var unknownName: UnknownName?

    /// A rejection saying `message`, followed by `usage`.
    public init(message: String, usage: String, unknownName: UnknownName? = nil) {
        self.message = message
        self.usage = usage
        self.unknownName = unknownName
    }
}
