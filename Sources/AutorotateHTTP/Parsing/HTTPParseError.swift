/// Why a request could not be read: the status to answer with and a sentence for the client.
/// After any of these the connection closes.
public struct HTTPParseError: Error, Sendable, Equatable {
    /// The response status (400, 408, 413, 414, 415, 417, 431, 501, 505).
    public var status: Int
    /// One sentence saying what was wrong, safe to show to the client.
    public var detail: String

    /// Creates a parse error.
    public init(status: Int, detail: String) {
        self.status = status
        self.detail = detail
    }
}
