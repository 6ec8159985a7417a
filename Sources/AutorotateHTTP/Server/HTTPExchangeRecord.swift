/// One answered request, as the server reports it to ``HTTPHandler/didRespond(_:)``.
public struct HTTPExchangeRecord: Sendable, Equatable {
    /// The request method, or `"-"` when the request line could not be read.
    public var method: String
    /// The request path (no query), or `"-"` when the request line could not be read.
    public var path: String
    /// The response status.
    public var status: Int
    /// From the complete request to the response being queued (to the last chunk for a stream).
    public var durationMicroseconds: Int
    /// Body bytes sent, after compression.
    public var bodyBytes: Int
    /// The request id in the response's `X-Request-ID`.
    public var requestID: String
    /// Whether the request was answered by the server itself (parse error, limit, cap).
    public var generatedByServer: Bool

    /// Creates a record.
    public init(
        method: String, path: String, status: Int, durationMicroseconds: Int, bodyBytes: Int,
        requestID: String, generatedByServer: Bool
    ) {
        self.method = method
        self.path = path
        self.status = status
        self.durationMicroseconds = durationMicroseconds
        self.bodyBytes = bodyBytes
        self.requestID = requestID
        self.generatedByServer = generatedByServer
    }
}
