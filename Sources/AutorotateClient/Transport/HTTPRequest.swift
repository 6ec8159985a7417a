/// One HTTP request as the transport sends it: already serialised, possibly gzip-compressed.
struct HTTPRequest: Sendable {
    enum Method: String, Sendable { case get = "GET", post = "POST" }

    var method: Method
    /// Path and query, starting with `/`.
    var path: String
    /// The request body; empty for GET.
    var body: [UInt8] = []
    /// `Content-Type` of the body.
    var contentType: String?
    /// Whether `body` is gzip-compressed (sends `Content-Encoding: gzip`).
    var gzipped = false
    /// `Accept` header.
    var accept: String
    /// The `X-Request-ID` this request carries.
    var requestID: String
    /// Overrides the client's total timeout (e.g. for a long batch); `nil` = the client's.
    var totalTimeoutMilliseconds: Int?
    /// Abort when no byte arrives for this many seconds (streams); `nil` = no idle limit.
    var idleTimeoutSeconds: Int?
}
