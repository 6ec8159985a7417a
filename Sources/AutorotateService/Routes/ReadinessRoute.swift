import AutorotateHTTP
import AutorotateOperations

/// `GET /readyz`: 200 `{"status":"ready"}` while serving, or a 503 problem with `Retry-After`
/// while starting or draining (so a load balancer stops sending before connections close).
struct ReadinessRoute: Route {
    let path = RoutePath.exact("/readyz")
    let methods = ["GET"]
    let responseMediaTypes = ["application/json"]
    let isCheap = true
    let isHealthProbe = true
    let stats: HTTPServerStats
    private static let body = Array("{\"status\":\"ready\"}\n".utf8)

    init(_ context: RouteContext) {
        stats = context.stats
    }

    func handle(_ request: HTTPRequest, as mediaType: String) -> HTTPResponse {
        if stats.isReady {
            return HTTPResponse(
                status: 200,
                headers: HTTPHeaders([("Content-Type", mediaType), ("Cache-Control", "no-store")]),
                body: Self.body)
        }
        var response = Problem.http(
            503, stats.isDraining ? "the service is shutting down" : "the service is starting"
        ).response
        response.headers.add("Retry-After", "1")
        response.headers.add("Cache-Control", "no-store")
        return response
    }
}
