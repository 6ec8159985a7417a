/// A response an ``HTTPHandler`` returns: status, headers and a body that is either a complete
/// byte array (sent with `Content-Length`) or a stream (sent with `Transfer-Encoding: chunked`).
///
/// The server adds the framing headers (`Content-Length` or `Transfer-Encoding`, `Connection`,
/// `Content-Encoding` and `Vary` when it compresses, `X-Request-ID`); a handler sets the rest.
///
/// ```swift
/// HTTPResponse(status: 200, headers: HTTPHeaders([("Content-Type", "text/plain")]), body: Array("ok\n".utf8))
/// ```
public struct HTTPResponse: Sendable {
    /// The status code.
    public var status: Int
    /// Headers set by the handler.
    public var headers: HTTPHeaders
    /// The body.
    public var body: HTTPResponseBody

    /// Creates a response with a complete body.
    public init(status: Int, headers: HTTPHeaders = HTTPHeaders(), body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = .bytes(body)
    }

    /// Creates a streamed response; `produce` runs on a worker thread and writes the body in pieces.
    public init(
        status: Int, headers: HTTPHeaders = HTTPHeaders(),
        stream produce: @escaping @Sendable (HTTPBodyWriter) -> Void
    ) {
        self.status = status
        self.headers = headers
        self.body = .stream(produce)
    }
}

/// The body of an ``HTTPResponse``.
public enum HTTPResponseBody: Sendable {
    /// A complete body, sent with `Content-Length`.
    case bytes([UInt8])
    /// A body written piece by piece by the closure, sent with chunked transfer coding.
    case stream(@Sendable (HTTPBodyWriter) -> Void)
}
