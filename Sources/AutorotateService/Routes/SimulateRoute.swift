import AutorotateEngine
import AutorotateHTTP
import AutorotateWire

/// `POST /v1/simulate`: a Scenario (`application/json`) → its Simulation (200), or a problem
/// (400 not JSON or not the right shape, 422 invalid) listing every error with its pointer.
struct SimulateRoute: Route {
    let path = RoutePath.exact("/v1/simulate")
    let methods = ["POST"]
    let requestMediaTypes: [String]? = ["application/json"]
    let responseMediaTypes = ["application/json"]
    let limits: EngineLimits
    let metrics: ServiceMetrics

    init(_ context: RouteContext) {
        limits = context.engineLimits
        metrics = context.metrics
    }

    func handle(_ request: HTTPRequest, as mediaType: String) -> HTTPResponse {
        switch ScenarioBody.simulate(request.body, limits: limits) {
        case .success(let simulation):
            metrics.recordSimulation(outcome: "ok", decisions: simulation.decisionCount)
            return HTTPResponse(
                status: 200, headers: HTTPHeaders([("Content-Type", mediaType)]), body: simulation.json)
        case .failure(let problem):
            metrics.recordSimulation(
                outcome: problem.kind == .malformed ? "malformed" : "invalid", decisions: 0)
            return Problem(problem).response
        }
    }
}
