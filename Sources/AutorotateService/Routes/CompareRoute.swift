import AutorotateHTTP
import AutorotateOperations

/// `POST /v1/compare` (api.md §6): `{"scenario", "os"?, "idioms"?}` (`application/json`) → the
/// Comparison (200), or a problem (400 not JSON or not the right shape, 422 invalid: the
/// scenario's problems as `/v1/simulate` reports them under `/scenario`, more than 64 columns at
/// `/os`) listing every error with its pointer. With `Accept: image/svg+xml` the comparison is
/// drawn as a matrix (api.md §8, ``ComparisonPicture``). The answer is ``Operations/compare(_:as:)``'s.
struct CompareRoute: Route {
    let path = RoutePath.exact("/v1/compare")
    let methods = ["POST"]
    let requestMediaTypes: [String]? = ["application/json"]
    let responseMediaTypes = [AnswerFormat.json.mediaType, AnswerFormat.svg.mediaType]
    let operations: Operations

    init(_ context: RouteContext) {
        operations = context.operations
    }

    func handle(_ request: HTTPRequest, as mediaType: String) -> HTTPResponse {
        HTTPResponse(operations.compare(request.body, as: AnswerFormat(mediaType: mediaType) ?? .json))
    }
}
