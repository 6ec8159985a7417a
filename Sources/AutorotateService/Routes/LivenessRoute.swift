import AutorotateHTTP

/// `GET /livez`: 200 `{"status":"live"}` while the process runs.
struct LivenessRoute: Route {
    let path = RoutePath.exact("/livez")
    let methods = ["GET"]
    let responseMediaTypes = ["application/json"]
    let isCheap = true
    let isHealthProbe = true
    private static let body = Array("{\"status\":\"live\"}\n".utf8)

    func handle(_ request: HTTPRequest, as mediaType: String) -> HTTPResponse {
        HTTPResponse(status: 200, headers: HTTPHeaders([("Content-Type", mediaType)]), body: Self.body)
    }
}
