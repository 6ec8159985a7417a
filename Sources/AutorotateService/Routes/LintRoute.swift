import AutorotateEngine
import AutorotateHTTP
import AutorotateImport
import AutorotateRendering
import AutorotateWire

/// `POST /v1/lint` (api.md §7): a Scenario with an optional `lint` member (`application/json`) →
/// its lint report (200, `application/json`), or, with `Accept: application/sarif+json`, the
/// same report as a SARIF 2.1.0 log; a problem (400 not JSON or not the right shape, 422
/// invalid, pointers such as `/lint/minimumOS`) listing every error. `app.infoPlist` may be the
/// text of an Info.plist; findings on its keys then carry the plist line (`plistLine`).
struct LintRoute: Route {
    let path = RoutePath.exact("/v1/lint")
    let methods = ["POST"]
    let requestMediaTypes: [String]? = ["application/json"]
    let responseMediaTypes = ["application/json", "application/sarif+json"]
    let limits: EngineLimits

    init(_ context: RouteContext) {
        limits = context.engineLimits
    }

    func handle(_ request: HTTPRequest, as mediaType: String) -> HTTPResponse {
        let expanded: InfoPlistText.ExpandedScenario
        switch InfoPlistText.expandInScenario(json: request.body) {
        case .success(let scenario): expanded = scenario
        case .failure(let problem): return Problem(problem).response
        }
        switch Linter.lint(json: expanded.json, limits: limits) {
        case .success(var report):
            report.locatePlistKeys(expanded.plistLines)
            let body =
                mediaType == "application/sarif+json"
                ? report.sarifBytes(rules: Linter.descriptors) : report.jsonBytes()
            return HTTPResponse(status: 200, headers: HTTPHeaders([("Content-Type", mediaType)]), body: body)
        case .failure(let problem):
            return Problem(problem).response
        }
    }
}
