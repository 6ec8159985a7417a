import AutorotateHTTP
import AutorotateOperations

/// `GET /v1/version`: the engine version and the rule generations with their OS ranges (see
/// ``VersionDocument``), with a strong `ETag` (it changes only with a release; see
/// ``StaticRepresentation``).
struct VersionRoute: Route {
    let path = RoutePath.exact("/v1/version")
    let methods = ["GET"]
    let responseMediaTypes = ["application/json"]
    let isCheap = true
    let document: StaticRepresentation

    init(_ context: RouteContext) {
        document = StaticRepresentation(
            body: VersionDocument.json, contentType: "application/json",
            compressionMinimumBytes: context.configuration.server.compressionMinimumBytes)
    }

    func handle(_ request: HTTPRequest, as mediaType: String) -> HTTPResponse {
        document.response(to: request.head)
    }
}
