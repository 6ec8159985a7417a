import AutorotateHTTP
import AutorotateOperations

/// The service's ``HTTPHandler``: finds the ``Route`` for a request in the ``RouteTable``, does
/// what every route shares, and records metrics and one log line per request.
///
/// In order, before a route runs (also on `Expect: 100-continue`, before the body is read):
/// 0. a CORS preflight from an allowed origin is answered 204 (see ``CORSPolicy``);
/// 1. with ``APITokens``, every path under `/v1/` (known or not) needs
///    `Authorization: Bearer <token>`, else 401 with `WWW-Authenticate: Bearer` (health, metrics
///    and the OpenAPI document stay open);
/// 2. an unknown path is 404;
/// 3. a method the route does not answer is 405 with `Allow` (`GET` routes also answer `HEAD`);
/// 4. a body media type the route does not read is 415;
/// 5. an `Accept` that excludes every media type the route answers with is 406, listing them
///    (see ``ContentNegotiation``).
///
/// Every answer then gets the CORS headers its `Origin` calls for, and `Vary: Accept` when the
/// route offers more than one media type.
public final class ServiceHandler: HTTPHandler {
    private let routes: RouteTable
    private let metrics: ServiceMetrics
    private let logger: ServiceLogger
    private let tokens: APITokens?
    private let cors: CORSPolicy

    /// Creates the handler. `stats` is the server's (for `/readyz` and `/metrics`); with `tokens`
    /// the `/v1/` routes need a bearer token.
    public init(
        configuration: ServiceConfiguration, stats: HTTPServerStats, metrics: ServiceMetrics,
        logger: ServiceLogger, tokens: APITokens? = nil
    ) {
        self.metrics = metrics
        self.logger = logger
        self.tokens = tokens
        cors = CORSPolicy(
            allowedOrigins: Set(configuration.allowedOrigins.map { $0.lowercased() }),
            tokensRequired: tokens != nil)
        routes = RouteTable.service(
            RouteContext(configuration: configuration, stats: stats, metrics: metrics, logger: logger))
    }

    public func handle(_ request: HTTPRequest) -> HTTPResponse {
        switch resolve(request.head) {
        case .answered(let answer):
            return answer
        case .accepted(let route, let mediaType):
            var response = route.handle(request, as: mediaType)
            if route.responseMediaTypes.count > 1 { CORSPolicy.addVary("Accept", to: &response.headers) }
            cors.decorate(&response, origin: request.headers["Origin"])
            return response
        }
    }

    public func check(_ head: HTTPRequestHead) -> HTTPResponse? {
        if case .answered(let answer) = resolve(head) { return answer }
        return nil
    }

    /// What the head decides: the route and the media type to answer with, or the whole answer
    /// (a refusal or a preflight's), CORS headers included.
    private enum Resolution {
        case accepted(any Route, mediaType: String)
        case answered(HTTPResponse)
    }

    private func resolve(_ head: HTTPRequestHead) -> Resolution {
        switch route(head) {
        case .accepted(let route, let mediaType):
            return .accepted(route, mediaType: mediaType)
        case .answered(var answer):
            cors.decorate(&answer, origin: head.headers["Origin"])
            return .answered(answer)
        }
    }

    private func route(_ head: HTTPRequestHead) -> Resolution {
        let path = head.path
        if cors.isAllowedPreflight(head) {
            guard let route = routes.route(for: path) else {
                return .answered(Problem.http(404, "there is no resource at \(path.prefix(200))").response)
            }
            return .answered(cors.preflightResponse(allow: route.allow))
        }
        if let tokens, path.hasPrefix("/v1/") {
            let authorization = head.headers["Authorization"]
            if !tokens.authorizes(authorization) {
                return .answered(Self.unauthorized(tokenPresented: authorization != nil))
            }
        }
        guard let route = routes.route(for: path) else {
            return .answered(Problem.http(404, "there is no resource at \(path.prefix(200))").response)
        }
        guard route.allows(head.method) else {
            var response = Problem.http(405, "\(head.method) is not allowed here; use \(route.allow)")
                .response
            response.headers.add("Allow", route.allow)
            return .answered(response)
        }
        guard route.readsMediaType(head.headers["Content-Type"]) else {
            let expected = (route.requestMediaTypes ?? []).joined(separator: " or ")
            return .answered(Problem.http(415, "the request body must be \(expected)").response)
        }
        // A request without Accept (load generators, probes) builds no array.
        let accept = head.headers["Accept"].map { _ in head.headers.values("Accept").joined(separator: ",") }
        let outcome = ContentNegotiation.select(accept: accept, offered: route.responseMediaTypes)
        switch outcome {
        case .acceptable(let mediaType):
            return .accepted(route, mediaType: mediaType)
        case .notAcceptable:
            let offered = route.responseMediaTypes.joined(separator: ", ")
            return .answered(
                Problem.http(
                    406, "this resource is available as \(offered); the Accept header allows none of them"
                )
                .response)
        }
    }

    /// Routes whose answers are prepared or trivial (health checks, the version and OpenAPI
    /// documents) and refusals (unknown path, wrong method, preflights) cost a few microseconds:
    /// the event loop answers them itself. Simulations and metrics go to the workers.
    public func isCheap(_ head: HTTPRequestHead) -> Bool {
        guard let route = routes.route(for: head.path), route.allows(head.method) else { return true }
        return route.isCheap
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

    public func didRespond(_ record: consuming HTTPExchangeRecord) {
        let route = routes.route(for: record.path)
        metrics.recordRequest(
            route: route?.path.label ?? "unmatched", method: record.method, status: record.status,
            durationMicroseconds: record.durationMicroseconds)
        // Health probes that succeed are logged at debug, not info: an orchestrator probes every
        // replica every few seconds (liveness and readiness, plus the load balancer), so at info
        // they would be most of the log and say nothing that the requests_total metric does not.
        // A probe that fails (a 503 from /readyz while starting or draining) is logged at info.
        let level: LogLevel = route?.isHealthProbe == true && record.status < 400 ? .debug : .info
        logger.logRequest(consume record, level: level)
    }
}
