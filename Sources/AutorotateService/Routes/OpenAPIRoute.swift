import AutorotateHTTP
import AutorotateOperations

/// `GET /openapi.yaml`: the contract byte for byte (`application/yaml`), read once at startup
/// (see ``OpenAPIDocument``) and served with a strong `ETag` (see ``StaticRepresentation``), or a
/// 404 problem when it was not installed with the server; then a warning at startup names every
/// path tried, so an installed binary missing its `share/autorotate/openapi.yaml` says so.
struct OpenAPIRoute: Route {
    let path = RoutePath.exact("/openapi.yaml")
    let methods = ["GET"]
    let responseMediaTypes = ["application/yaml"]
    let isCheap = true
    let document: StaticRepresentation?

    init(_ context: RouteContext) {
        let source = OpenAPIDocument(explicitPath: context.configuration.openAPIFile)
        document = source.read().map {
            StaticRepresentation(
                body: $0, contentType: "application/yaml",
                compressionMinimumBytes: context.configuration.server.compressionMinimumBytes)
        }
        if document == nil {
            context.logger.log(
                .warning, "openapi.yaml not found: GET /openapi.yaml answers 404",
                [("tried", .string(source.candidates.joined(separator: ", ")))])
        }
    }

    func handle(_ request: HTTPRequest, as mediaType: String) -> HTTPResponse {
        guard let document else {
            return Problem.http(404, "the OpenAPI document is not installed with this server").response
        }
        return document.response(to: request.head)
    }
}
