import AutorotateHTTP

/// `GET /metrics`: Prometheus text format 0.0.4 (see ``ServiceMetrics``).
struct MetricsRoute: Route {
    let path = RoutePath.exact("/metrics")
    let methods = ["GET"]
    let responseMediaTypes = ["text/plain"]
    let metrics: ServiceMetrics
    let stats: HTTPServerStats
    let logger: ServiceLogger
    let workers: Int

    init(_ context: RouteContext) {
        metrics = context.metrics
        stats = context.stats
        logger = context.logger
        workers = context.configuration.server.workerCount
    }

    func handle(_ request: HTTPRequest, as mediaType: String) -> HTTPResponse {
        HTTPResponse(
            status: 200,
            headers: HTTPHeaders([
                ("Content-Type", "text/plain; version=0.0.4; charset=utf-8"), ("Cache-Control", "no-store"),
            ]),
            body: Array(
                metrics.render(
                    stats: stats, workers: workers, logLinesDropped: logger.droppedLines
                ).utf8))
    }
}
