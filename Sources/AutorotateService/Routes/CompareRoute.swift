import AutorotateEngine
import AutorotateHTTP
import AutorotateImport
import AutorotateRendering
import AutorotateWire

/// `POST /v1/compare` (api.md §6): `{"scenario", "os"?, "idioms"?}` (`application/json`) → the
/// Comparison (200), or a problem (400 not JSON or not the right shape, 422 invalid: the
/// scenario's problems as `/v1/simulate` reports them under `/scenario`, more than 64 columns at
/// `/os`) listing every error with its pointer. With `Accept: image/svg+xml` the comparison is
/// drawn as a matrix (api.md §8, ``ComparisonPicture``).
struct CompareRoute: Route {
    let path = RoutePath.exact("/v1/compare")
    let methods = ["POST"]
    let requestMediaTypes: [String]? = ["application/json"]
    let responseMediaTypes = ["application/json", "image/svg+xml"]
    let limits: EngineLimits

    init(_ context: RouteContext) {
        limits = context.engineLimits
    }

    func handle(_ request: HTTPRequest, as mediaType: String) -> HTTPResponse {
        let body: [UInt8]
        switch ScenarioBody.expanded(request.body, scenarioPath: ["scenario"]) {
        case .success(let expanded): body = expanded
        case .failure(let problem): return Problem(problem).response
        }
        switch Comparator.compare(json: body, limits: limits) {
        case .success(let comparison):
            let body =
                mediaType == "image/svg+xml"
                ? ComparisonPicture(comparison: comparison).svg() : comparison.jsonBytes()
            return HTTPResponse(status: 200, headers: HTTPHeaders([("Content-Type", mediaType)]), body: body)
        case .failure(let problem):
            return Problem(problem).response
        }
    }
}
