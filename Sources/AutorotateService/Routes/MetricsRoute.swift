import AutorotateHTTP

/// `GET /metrics`: Prometheus text format 0.0.4 (see ``ServiceMetrics``).
struct MetricsRoute: Route {
    let path = RoutePath.exact("/metrics")
    let methods = ["GET"]
    let responseMediaTypes = ["text/plain"]
    let metrics: ServiceMetrics
    let stats: HTTPServerStats

    init(_ context: RouteContext) {
        metrics = context.metrics
        stats = context.stats
    }

    func handle(_ request: HTTPRequest, as mediaType: String) -> HTTPResponse {
        HTTPResponse(
            status: 200, headers: HTTPHeaders([("Content-Type", "text/plain; version=0.0.4; charset=utf-8")]),
            body: Array(metrics.render(stats: stats).utf8))
    }
}
