/// What the server asks of an application: answer requests, shape error bodies, observe exchanges.
///
/// The server knows nothing of the application; the application knows nothing of sockets.
/// `handle` runs on a worker thread, never on the event-loop thread, so it may take a while.
///
/// ```swift
/// struct Hello: HTTPHandler {
///     func handle(_ request: HTTPRequest) -> HTTPResponse {
///         HTTPResponse(status: 200, headers: HTTPHeaders([("Content-Type", "text/plain")]), body: Array("hi\n".utf8))
///     }
/// }
/// ```
public protocol HTTPHandler: Sendable {
    /// Answers a complete request. A `HEAD` request arrives as itself; the server drops the body
    /// of the answer and keeps its `Content-Length`.
    func handle(_ request: HTTPRequest) -> HTTPResponse

    /// Checks a request head before its body is read, when the client sent
    /// `Expect: 100-continue`: `nil` to accept, or the final response that refuses it — every
    /// refusal the head alone decides (401 missing credentials, 404 unknown path, 405 wrong
    /// method, 415 wrong media type). A refusal is sent instead of `100 Continue`, the body is
    /// never read and the connection closes after it (RFC 9110 §10.1.1). When the handler
    /// accepts, the server itself still refuses a `Content-Encoding` it cannot decode (415) and,
    /// before the head reaches here, a `Content-Length` over the limit (413).
    func check(_ head: HTTPRequestHead) -> HTTPResponse?

    /// The response for an error the server detects itself (400, 408, 413, 414, 415, 431, 503 …).
    /// The default is plain text (`<status> <reason>: <detail>`): the HTTP layer writes no JSON;
    /// a handler that answers in problem+json (the service does) overrides this.
    func errorResponse(status: Int, detail: String) -> HTTPResponse

    /// Whether answering this request is so cheap (a few microseconds, never blocking) that the
    /// event-loop thread should answer it itself instead of handing it to a worker. The hand-off
    /// costs a queue push, a semaphore post, an eventfd write and two context switches; for `/livez`
    /// that is most of the work. Default `false`.
    func isCheap(_ head: HTTPRequestHead) -> Bool

    /// Called once per response the server finished queuing (the handler's or its own), e.g. for
    /// logging and metrics. Runs on the event-loop or a worker thread: keep it short. The record
    /// is the handler's to keep (a log line holds it until written) without a copy.
    func didRespond(_ record: consuming HTTPExchangeRecord)
}

extension HTTPHandler {
    public func check(_ head: HTTPRequestHead) -> HTTPResponse? { nil }

    public func errorResponse(status: Int, detail: String) -> HTTPResponse {
        HTTPResponse(
            status: status, headers: HTTPHeaders([("Content-Type", "text/plain; charset=utf-8")]),
            body: Array("\(status) \(HTTPStatus.reason(status)): \(detail)\n".utf8))
    }

    public func didRespond(_ record: consuming HTTPExchangeRecord) {}

    public func isCheap(_ head: HTTPRequestHead) -> Bool { false }
}
