import AutorotateEngine
import AutorotateHTTP
import AutorotateWire

/// The service's ``HTTPHandler``: the routes of api.md §5, problem+json errors, metrics and one
/// log line per request.
///
/// | route | answer |
/// |---|---|
/// | `POST /v1/simulate` | `application/json` scenario → Simulation (200), or problem 400/422; other media types 415 |
/// | `POST /v1/simulate/batch` | NDJSON → NDJSON, chunked (see ``BatchSimulation``) |
/// | `GET /livez` | 200 `{"status":"live"}` while the process runs |
/// | `GET /readyz` | 200 `{"status":"ready"}`, or 503 problem while starting or draining |
/// | `GET /metrics` | Prometheus text (see ``ServiceMetrics``) |
/// | `GET /openapi.yaml` | the contract, byte for byte (`application/yaml`), or 404 problem when not installed |
/// | `GET /v1/version` | engine version and generations (see ``VersionDocument``) |
///
/// Any other path is 404, a known path with another method 405 with `Allow`. `GET` routes also
/// answer `HEAD`. With ``APITokens`` every path under `/v1/` (known or not) first needs
/// `Authorization: Bearer <token>`, else 401 with `WWW-Authenticate: Bearer`; health, metrics and
/// the OpenAPI document stay open.
public final class ServiceHandler: HTTPHandler {
    private let routes: [String: Route]
    private let metrics: ServiceMetrics
    private let logger: ServiceLogger
    private let tokens: APITokens?

    /// Creates the handler. `stats` is the server's (for `/readyz` and `/metrics`); with `tokens`
    /// the `/v1/` routes need a bearer token.
    public init(
        configuration: ServiceConfiguration, stats: HTTPServerStats, metrics: ServiceMetrics,
        logger: ServiceLogger, tokens: APITokens? = nil
    ) {
        self.metrics = metrics
        self.logger = logger
        self.tokens = tokens
        let limits = configuration.engineLimits
        let openAPI = OpenAPIDocument(explicitPath: configuration.openAPIFile)
        let batch = BatchSimulation(limits: limits, metrics: metrics)
        let json = HTTPHeaders([("Content-Type", "application/json")])
        let list: [Route] = [
            Route(
                path: "/v1/simulate", methods: ["POST"],
                respond: { request in
                    switch Simulator.simulate(json: request.body, limits: limits) {
                    case .success(let simulation):
                        metrics.recordSimulation(outcome: "ok", decisions: simulation.decisionCount)
                        return HTTPResponse(status: 200, headers: json, body: simulation.json)
                    case .failure(let problem):
                        metrics.recordSimulation(
                            outcome: problem.kind == .malformed ? "malformed" : "invalid", decisions: 0)
                        return Problem(problem).response
                    }
                }, acceptedMediaTypes: ["application/json"]),
            Route(
                path: "/v1/simulate/batch", methods: ["POST"],
                respond: { request in
                    let body = request.body
                    return HTTPResponse(
                        status: 200, headers: HTTPHeaders([("Content-Type", "application/x-ndjson")])
                    ) {
                        writer in batch.run(body: body, writer: writer)
                    }
                }, acceptedMediaTypes: ["application/x-ndjson", "application/ndjson"]),
            Route(
                path: "/livez", methods: ["GET"],
                respond: { _ in
                    HTTPResponse(status: 200, headers: json, body: Array("{\"status\":\"live\"}\n".utf8))
                }),
            Route(
                path: "/readyz", methods: ["GET"],
                respond: { _ in
                    if stats.isReady {
                        return HTTPResponse(
                            status: 200, headers: json, body: Array("{\"status\":\"ready\"}\n".utf8))
                    }
                    var problem = Problem.http(
                        503, stats.isDraining ? "the service is shutting down" : "the service is starting")
                    problem.type = "about:blank"
                    var response = problem.response
                    response.headers.add("Retry-After", "1")
                    return response
                }),
            Route(
                path: "/metrics", methods: ["GET"],
                respond: { _ in
                    HTTPResponse(
                        status: 200,
                        headers: HTTPHeaders([("Content-Type", "text/plain; version=0.0.4; charset=utf-8")]),
                        body: Array(metrics.render(stats: stats).utf8))
                }),
            Route(
                path: "/openapi.yaml", methods: ["GET"],
                respond: { _ in
                    guard let document = openAPI.read() else {
                        return Problem.http(404, "the OpenAPI document is not installed with this server")
                            .response
                    }
                    return HTTPResponse(
                        status: 200, headers: HTTPHeaders([("Content-Type", "application/yaml")]),
                        body: document)
                }),
            Route(
                path: "/v1/version", methods: ["GET"],
                respond: { _ in
                    HTTPResponse(status: 200, headers: json, body: VersionDocument.json)
                }),
        ]
        var table: [String: Route] = [:]
        for route in list { table[route.path] = route }
        routes = table
    }

    public func handle(_ request: HTTPRequest) -> HTTPResponse {
        if let refusal = check(request.head) { return refusal }
        guard let route = routes[String(request.path)] else {
            return Problem.http(404, "no route for this path").response
        }
        return route.respond(request)
    }

    public func check(_ head: HTTPRequestHead) -> HTTPResponse? {
        if let tokens, head.path.hasPrefix("/v1/") {
            let authorization = head.headers["Authorization"]
            if !tokens.authorizes(authorization) {
                return Self.unauthorized(tokenPresented: authorization != nil)
            }
        }
        guard let route = routes[String(head.path)] else {
            return Problem.http(404, "there is no resource at \(head.path.prefix(200))").response
        }
        guard route.allows(head.method) else {
            var response = Problem.http(405, "\(head.method) is not allowed here; use \(route.allow)")
                .response
            response.headers.add("Allow", route.allow)
            return response
        }
        guard route.acceptsMediaType(head.headers["Content-Type"]) else {
            let expected = (route.acceptedMediaTypes ?? []).joined(separator: " or ")
            return Problem.http(415, "the request body must be \(expected)").response
        }
        return nil
    }

    /// Health checks, the version document and refusals (unknown path, wrong method) cost a few
    /// microseconds: the event loop answers them itself. Simulations, metrics and the OpenAPI
    /// file (disk) go to the workers.
    public func isCheap(_ head: HTTPRequestHead) -> Bool {
        switch head.path {
        case "/livez", "/readyz", "/v1/version": return true
        default: return routes[String(head.path)]?.allows(head.method) != true
        }
    }

    /// 401 with the RFC 6750 challenge; `invalid_token` when a credential was sent but refused.
    static func unauthorized(tokenPresented: Bool) -> HTTPResponse {
        var response = Problem.http(
            401,
            tokenPresented
                ? "the bearer token is not valid"
                : "this route needs an 'Authorization: Bearer <token>' header"
        ).response
        response.headers.add(
            "WWW-Authenticate",
            tokenPresented
                ? #"Bearer realm="autorotate", error="invalid_token""# : #"Bearer realm="autorotate""#)
        return response
    }

    public func errorResponse(status: Int, detail: String) -> HTTPResponse {
        Problem.http(status, detail).response
    }

    public func didRespond(_ record: HTTPExchangeRecord) {
        let route = routes[record.path] != nil ? record.path : "unmatched"
        metrics.recordRequest(
            route: route, method: record.method, status: record.status,
            durationMicroseconds: record.durationMicroseconds)
        // The fields cost more than the rest of a /livez answer: build them only when logged.
        guard LogLevel.info >= logger.level else { return }
        logger.log(
            .info, "request",
            [
                ("method", ServiceLogger.string(record.method)), ("path", ServiceLogger.string(record.path)),
                ("status", String(record.status)), ("duration_us", String(record.durationMicroseconds)),
                ("bytes", String(record.bodyBytes)), ("request_id", ServiceLogger.string(record.requestID)),
            ])
    }
}
