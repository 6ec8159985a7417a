/// A complete request handed to an ``HTTPHandler``: the head, the body (already de-chunked and,
/// when it arrived with `Content-Encoding: gzip`, decompressed) and the request id.
public struct HTTPRequest: Sendable {
    /// Request line and headers.
    public var head: HTTPRequestHead
    /// The body bytes (empty when there was none).
    public var body: [UInt8]
    /// The `X-Request-ID` the client sent (when it was a safe token), or one the server generated.
    public var requestID: String

    /// Creates a request.
    public init(head: HTTPRequestHead, body: [UInt8] = [], requestID: String = "") {
        self.head = head
        self.body = body
        self.requestID = requestID
    }

    /// The method, e.g. `POST`.
    public var method: String { head.method }
    /// The path, without the query.
    public var path: Substring { head.path }
    /// The header fields.
    public var headers: HTTPHeaders { head.headers }
}
