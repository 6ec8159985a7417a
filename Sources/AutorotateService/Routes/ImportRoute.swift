import AutorotateHTTP
import AutorotateOperations

/// `POST /v1/import` (api.md §9): an Xcode project's text files (`{"files": [{path, content}],
/// "target"?}`) → the scenario they describe, with the lint range, the source of each value and
/// notes (200). Problems: 400 not JSON or not the shape of a request; 413 too much file content;
/// 422 too many files, an empty or duplicate path, or a project whose app target must be chosen
/// (`/target`, naming the targets). The answer is ``Operations/importProject(_:)-(_:[UInt8])``'s.
struct ImportRoute: Route {
    let path = RoutePath.exact("/v1/import")
    let methods = ["POST"]
    let requestMediaTypes: [String]? = ["application/json"]
    let responseMediaTypes = [AnswerFormat.json.mediaType]
    let operations: Operations

    init(_ context: RouteContext) {
        operations = context.operations
    }

    func handle(_ request: HTTPRequest, as mediaType: String) -> HTTPResponse {
        HTTPResponse(operations.importProject(request.body))
    }
}
