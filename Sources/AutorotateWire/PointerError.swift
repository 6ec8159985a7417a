/// One problem in a request body, located by an RFC 6901 JSON pointer.
public struct PointerError: Sendable, Equatable {
    /// Where the problem is: an RFC 6901 pointer into the request body.
    public var pointer: String
    /// One sentence saying what is wrong there.
    public var detail: String
    public init(pointer: String, detail: String) {
        self.pointer = pointer
        self.detail = detail
    }
}
