/// A name that is not accepted where it was read (api.md §1 "Accepted spellings", R10.5 model
/// names): the message says why and, when a close spelling exists, which one was meant.
public struct NameError: Error, Sendable, Equatable {
    public var message: String
    public init(message: String) { self.message = message }
}
