import AutorotateEngine
import AutorotateHTTP
import AutorotateRendering
import AutorotateWire

/// `POST /v1/simulate`: a Scenario (`application/json`) → its Simulation (200), or a problem
/// (400 not JSON or not the right shape, 422 invalid) listing every error with its pointer.
/// With `Accept: image/svg+xml` the Simulation is drawn as a timeline (api.md §8,
/// ``TimelinePicture``); errors stay problem+json.
struct SimulateRoute: Route {
    let path = RoutePath.exact("/v1/simulate")
    let methods = ["POST"]
    let requestMediaTypes: [String]? = ["application/json"]
    let responseMediaTypes = ["application/json", "image/svg+xml"]
    let limits: EngineLimits
    let metrics: ServiceMetrics

    init(_ context: RouteContext) {
        limits = context.engineLimits
        metrics = context.metrics
    }

    func handle(_ request: HTTPRequest, as mediaType: String) -> HTTPResponse {
        if mediaType == "image/svg+xml" { return picture(request.body) }
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

    /// The timeline picture of the scenario in `body` (its events' arguments are read from it).
    private func picture(_ body: [UInt8]) -> HTTPResponse {
        let expanded: [UInt8]
        switch ScenarioBody.expanded(body) {
        case .success(let json): expanded = json
        case .failure(let problem): return Problem(problem).response
        }
        let result = Simulator.run(json: expanded, limits: limits)
        switch result {
        case .success(let simulation):
            metrics.recordSimulation(outcome: "ok", decisions: simulation.decisionCount)
            let scenario = try? JSONReader.parse(expanded, maxDepth: limits.maxJSONDepth)
            return HTTPResponse(
                status: 200, headers: HTTPHeaders([("Content-Type", "image/svg+xml")]),
                body: TimelinePicture(simulation: simulation, scenario: scenario).svg())
        case .failure(let problem):
            metrics.recordSimulation(
                outcome: problem.kind == .malformed ? "malformed" : "invalid", decisions: 0)
            return Problem(problem).response
        }
    }
}
