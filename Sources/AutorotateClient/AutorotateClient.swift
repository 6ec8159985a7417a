import AutorotatePlatform
import AutorotateWire
import Glibc

/// A client for `autorotated`, the Autorotate HTTP service, built on libcurl.
///
/// One client holds one keep-alive connection, which consecutive calls reuse. libcurl opens it;
/// the client writes and reads HTTP/1.1 on it itself, or, for `https://`, a proxy set in the
/// environment or a URL with credentials or a path, leaves the whole exchange to libcurl. It is `Sendable`: calls from several tasks (or threads) at once run one at a time,
/// serialized by a mutex around the handle; async calls wait their turn on the client's own serial
/// Dispatch queue, so blocking libcurl work never occupies the Swift concurrency pool. For parallel
/// requests, create several clients.
///
/// Every call sends an `X-Request-ID` (yours or a random one), accepts gzip responses, compresses
/// request bodies from ``ClientConfiguration/gzipThreshold`` bytes, and retries only where that is
/// safe (see ``RetryPolicy``). Failures are ``AutorotateClientError`` values: a server problem
/// document with every JSON-pointer error, or a transport failure with libcurl's message.
///
/// ```swift
/// let client = try AutorotateClient(baseURL: "http://127.0.0.1:8080")
/// do {
///     let simulation = try await client.simulate(scenarioBytes)
///     for decision in simulation.decisions {
///         print(decision.type, decision.interfaceOrientation, decision.rule)
///     }
/// } catch let error where error.kind == .problem {
///     for pointerError in error.problem?.errors ?? [] { print(pointerError.pointer, pointerError.detail) }
/// } catch {
///     print(error)  // a .transport error carries libcurl's message
/// }
///
/// for try await item in client.simulateBatch([first, second]) {
///     print(item.index, (try? item.result.get())?.terminated == nil)
/// }
/// ```
public final class AutorotateClient: Sendable {
    /// The configuration the client was created with.
    public let configuration: ClientConfiguration
    let connection: Connection

    /// Creates a client; nothing is sent until the first call.
    public convenience init(configuration: ClientConfiguration = ClientConfiguration())
        throws(AutorotateClientError)
    {
        try self.init(configuration: configuration, transport: nil)
    }

    /// Creates a client whose requests go through the transport of kind `transport` (`nil`: the
    /// hand-written one where it can carry them, see ``TransportKind/choose(baseURL:userAgent:environment:)``).
    init(configuration: ClientConfiguration, transport: TransportKind?) throws(AutorotateClientError) {
        var base = configuration.baseURL
        while base.hasSuffix("/") { base.removeLast() }
        guard base.hasPrefix("http://") || base.hasPrefix("https://"), base.count > 8 else {
            throw .invalidArgument("base URL must start with http:// or https://: \(configuration.baseURL)")
        }
        guard
            let connection = Connection(
                baseURL: base, connectTimeoutMilliseconds: configuration.connectTimeout.clampedMilliseconds,
                totalTimeoutMilliseconds: configuration.timeout.clampedMilliseconds,
                userAgent: configuration.userAgent,
                acceptsCompressedResponses: configuration.acceptsCompressedResponses,
                policy: configuration.retry,
                label: "autorotate.client",
                kind: transport
                    ?? TransportKind.choose(baseURL: base, userAgent: configuration.userAgent) { name in
                        getenv(name).map { String(cString: $0) }
                    })
        else { throw .invalidArgument("libcurl could not create a handle") }
        self.configuration = configuration
        self.connection = connection
    }

    /// Creates a client for `baseURL` with the default configuration otherwise.
    public convenience init(baseURL: String) throws(AutorotateClientError) {
        try self.init(configuration: ClientConfiguration(baseURL: baseURL))
    }

    /// Sends `endpoint` and returns the decoded answer with the exchange's facts.
    ///
    /// Cancelling the calling task aborts the transfer and throws ``AutorotateClientError/cancelled``.
    public func send<Value>(
        _ endpoint: Endpoint<Value>, requestID: String? = nil
    ) async throws(AutorotateClientError) -> Reply<Value> {
        let flag = CancelFlag()
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation {
                (continuation: CheckedContinuation<Result<Reply<Value>, AutorotateClientError>, Never>) in
                connection.queue.async {
                    continuation.resume(
                        returning: self.exchange(endpoint, requestID: requestID, cancelFlag: flag))
                }
            }
        } onCancel: {
            flag.cancel()
        }
        return try result.get()
    }

    /// Like ``send(_:requestID:)``, blocking the calling thread; do not call it from a task that
    /// must not block.
    public func sendBlocking<Value>(
        _ endpoint: Endpoint<Value>, requestID: String? = nil
    ) throws(AutorotateClientError) -> Reply<Value> {
        try exchange(endpoint, requestID: requestID, cancelFlag: nil).get()
    }

    /// `POST /v1/simulate`: simulates a scenario given as JSON bytes.
    public func simulate(_ scenario: [UInt8], requestID: String? = nil) async throws(AutorotateClientError)
        -> Simulation
    {
        try await send(.simulate(scenario), requestID: requestID).value
    }

    /// `POST /v1/simulate`: simulates a scenario given as a parsed JSON value.
    public func simulate(_ scenario: JSONValue, requestID: String? = nil) async throws(AutorotateClientError)
        -> Simulation
    {
        try await send(.simulate(scenario.serialized()), requestID: requestID).value
    }

    /// `GET /livez`: whether the server process is alive.
    public func livez() async throws(AutorotateClientError) -> Bool { try await send(.livez).value }

    /// `GET /readyz`: whether the server accepts work (`false` while starting or draining).
    public func readyz() async throws(AutorotateClientError) -> Bool { try await send(.readyz).value }

    /// `GET /metrics`: the Prometheus text exposition.
    public func metrics() async throws(AutorotateClientError) -> String { try await send(.metrics).value }

    /// `GET /openapi.yaml`: the machine-readable contract.
    public func openAPI() async throws(AutorotateClientError) -> String { try await send(.openAPI).value }

    /// `GET /v1/version`: the engine version and its rule generations.
    public func version() async throws(AutorotateClientError) -> ServerVersion {
        try await send(.version).value
    }

    /// One exchange, retries included: on the connection's queue for async calls, on the caller's
    /// thread for blocking ones (the connection's mutex serializes both).
    func exchange<Value>(
        _ endpoint: Endpoint<Value>, requestID: String?, cancelFlag: CancelFlag?
    ) -> Result<Reply<Value>, AutorotateClientError> {
        if cancelFlag?.isCancelled == true { return .failure(.cancelled) }
        let request: HTTPRequest
        switch prepare(
            method: endpoint.method, path: endpoint.path, body: endpoint.body,
            contentType: endpoint.contentType,
            accept: endpoint.accept, requestID: requestID)
        {
        case .success(let prepared): request = prepared
        case .failure(let error): return .failure(error)
        }
        let sink = TransferSink(cancelFlag: cancelFlag)
        let outcome = connection.execute(
            request, retriesUnavailable: endpoint.retriesUnavailable, sink: sink, cancelFlag: cancelFlag)
        switch outcome.result {
        case .failure(let failure):
            if cancelFlag?.isCancelled == true { return .failure(.cancelled) }
            return .failure(.transport(failure, requestID: request.requestID))
        case .success(let response):
            let answeredID = response.header("X-Request-ID") ?? request.requestID
            // A switch moves the decoded value into the reply (`map` would copy it).
            switch endpoint.decode(response, answeredID) {
            case .success(let value):
                return .success(
                    Reply(
                        value: value, status: response.status, requestID: answeredID, body: response.body,
                        headers: response.headers, attempts: outcome.attempts))
            case .failure(let error): return .failure(error)
            }
        }
    }

    /// The request to send: a request id, and the body gzip-compressed when it is large.
    func prepare(
        method: HTTPRequest.Method, path: String, body: [UInt8], contentType: String?, accept: String,
        requestID: String?, timeout: Duration? = nil
    ) -> Result<HTTPRequest, AutorotateClientError> {
        if let requestID,
            requestID.isEmpty || requestID.utf8.count > 200
                || !requestID.utf8.allSatisfy({ $0 > 32 && $0 < 127 })
        {
            return .failure(.invalidArgument("a request id is 1 to 200 visible ASCII characters"))
        }
        var request = HTTPRequest(
            method: method, path: path, body: body, contentType: contentType, accept: accept,
            requestID: requestID ?? RequestID.generate(),
            totalTimeoutMilliseconds: timeout?.clampedMilliseconds)
        if method == .post, body.count >= configuration.gzipThreshold {
            guard let compressed = Gzip.compress(body) else {
                return .failure(.invalidArgument("zlib could not compress the request body"))
            }
            request.body = compressed
            request.gzipped = true
        }
        return .success(request)
    }
}
