import AutorotateHTTP

/// `GET /v1/version`: the engine version and the rule generations with their OS ranges (see
/// ``VersionDocument``).
struct VersionRoute: Route {
    let path = RoutePath.exact("/v1/version")
    let methods = ["GET"]
    let responseMediaTypes = ["application/json"]
    let isCheap = true

    func handle(_ request: HTTPRequest, as mediaType: String) -> HTTPResponse {
        HTTPResponse(
            status: 200, headers: HTTPHeaders([("Content-Type", mediaType)]), body: VersionDocument.json)
    }
}
