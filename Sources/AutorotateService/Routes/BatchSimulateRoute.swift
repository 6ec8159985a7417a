import AutorotateHTTP

/// `POST /v1/simulate/batch`: NDJSON of scenarios → NDJSON of simulations, streamed in order
/// (see ``BatchSimulation`` for the line format).
struct BatchSimulateRoute: Route {
    let path = RoutePath.exact("/v1/simulate/batch")
    let methods = ["POST"]
    let requestMediaTypes: [String]? = ["application/x-ndjson", "application/ndjson"]
    let responseMediaTypes = ["application/x-ndjson"]
    let batch: BatchSimulation

    init(_ context: RouteContext) {
        batch = BatchSimulation(limits: context.engineLimits, metrics: context.metrics)
    }

    func handle(_ request: HTTPRequest, as mediaType: String) -> HTTPResponse {
        let body = request.body
        let batch = self.batch
        return HTTPResponse(status: 200, headers: HTTPHeaders([("Content-Type", mediaType)])) { writer in
            batch.run(body: body, writer: writer)
        }
    }
}
