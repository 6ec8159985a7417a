import AutorotateHTTP
import AutorotateOperations

/// `POST /v1/simulate`: a Scenario (`application/json`) → its Simulation (200), or a problem
/// (400 not JSON or not the right shape, 422 invalid) listing every error with its pointer.
/// With `Accept: image/svg+xml` the Simulation is drawn as a timeline (api.md §8,
/// ``TimelinePicture``); errors stay problem+json. The answer is ``Operations/simulate(_:as:)``'s.
struct SimulateRoute: Route {
    let path = RoutePath.exact("/v1/simulate")
    let methods = ["POST"]
    let requestMediaTypes: [String]? = ["application/json"]
    let responseMediaTypes = [AnswerFormat.json.mediaType, AnswerFormat.svg.mediaType]
    let operations: Operations
    let metrics: ServiceMetrics

    init(_ context: RouteContext) {
        operations = context.operations
        metrics = context.metrics
    }

    func handle(_ request: HTTPRequest, as mediaType: String) -> HTTPResponse {
        let simulated = operations.simulate(request.body, as: AnswerFormat(mediaType: mediaType) ?? .json)
        metrics.recordSimulation(outcome: simulated.outcome.rawValue, decisions: simulated.decisions)
        return HTTPResponse(simulated.answer)
    }
}
