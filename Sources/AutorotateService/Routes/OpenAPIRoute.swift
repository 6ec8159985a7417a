import AutorotateHTTP
import AutorotateWire

/// `GET /openapi.yaml`: the contract byte for byte (`application/yaml`), or a 404 problem when
/// it is not installed with the server (see ``OpenAPIDocument``).
struct OpenAPIRoute: Route {
    let path = RoutePath.exact("/openapi.yaml")
    let methods = ["GET"]
    let responseMediaTypes = ["application/yaml"]
    let document: OpenAPIDocument

    init(_ context: RouteContext) {
        document = OpenAPIDocument(explicitPath: context.configuration.openAPIFile)
    }

    func handle(_ request: HTTPRequest, as mediaType: String) -> HTTPResponse {
        guard let bytes = document.read() else {
            return Problem.http(404, "the OpenAPI document is not installed with this server").response
        }
        return HTTPResponse(status: 200, headers: HTTPHeaders([("Content-Type", mediaType)]), body: bytes)
    }
}
