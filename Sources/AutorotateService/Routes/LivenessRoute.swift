import AutorotateHTTP

/// `GET /livez`: 200 `{"status":"live"}` while the process runs. Health and metrics answers say
/// `Cache-Control: no-store`: a stored copy would report a state that has passed.
struct LivenessRoute: Route {
    let path = RoutePath.exact("/livez")
    let methods = ["GET"]
    let responseMediaTypes = ["application/json"]
    let isCheap = true
    let isHealthProbe = true
    private static let body = Array("{\"status\":\"live\"}\n".utf8)
    private static let headers = HTTPHeaders([
        ("Content-Type", "application/json"), ("Cache-Control", "no-store"),
    ])

    func handle(_ request: HTTPRequest, as mediaType: String) -> HTTPResponse {
        HTTPResponse(status: 200, headers: Self.headers, body: Self.body)
    }
}
