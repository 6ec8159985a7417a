import AutorotateHTTP
import AutorotateOperations

/// `POST /v1/simulate/batch`: NDJSON of scenarios → NDJSON of simulations, streamed in order
/// (``Operations/batch(_:each:)`` says the line format), gathered into chunks by ``BatchOutput``.
/// A failed line never fails the others: the response status is 200 once streaming starts.
/// Simulations are added to the metrics every ``metricsInterval`` lines and when the batch ends,
/// not line by line.
struct BatchSimulateRoute: Route {
    let path = RoutePath.exact("/v1/simulate/batch")
    let methods = ["POST"]
    let requestMediaTypes: [String]? = ["application/x-ndjson", "application/ndjson"]
    let responseMediaTypes = ["application/x-ndjson"]
    let operations: Operations
    let metrics: ServiceMetrics

    /// Simulations are added to the metrics at least this often (in lines), and at the end.
    static let metricsInterval = 64

    init(_ context: RouteContext) {
        operations = context.operations
        metrics = context.metrics
    }

    func handle(_ request: HTTPRequest, as mediaType: String) -> HTTPResponse {
        let body = request.body
        let operations = self.operations
        let metrics = self.metrics
        return HTTPResponse(status: 200, headers: HTTPHeaders([("Content-Type", mediaType)])) { writer in
            Self.run(body, operations: operations, metrics: metrics, writer: writer)
        }
    }

    /// Streams the answers for `body` into `writer`.
    static func run(_ body: [UInt8], operations: Operations, metrics: ServiceMetrics, writer: HTTPBodyWriter)
    {
        var output = BatchOutput(writer: writer)
        var tally = SimulationTally()
        defer { tally.record(in: metrics) }
        var connected = true
        operations.batch(body) { line in
            tally.add(line)
            if tally.count >= metricsInterval { tally.record(in: metrics) }
            connected = output.append(line: line.bytes)
            return connected
        }
        if connected { _ = output.finish() }
    }

    /// Simulations counted since they were last added to the metrics.
    private struct SimulationTally {
        var ok = 0
        var malformed = 0
        var invalid = 0
        var decisions = 0

        var count: Int { ok + malformed + invalid }

        mutating func add(_ line: Operations.BatchLine) {
            switch line.outcome {
            case .ok: ok += 1
            case .malformed: malformed += 1
            case .invalid: invalid += 1
            }
            decisions += line.decisions
        }

        /// Adds the counts to `metrics` and starts again from zero.
        mutating func record(in metrics: ServiceMetrics) {
            guard count > 0 else { return }
            metrics.recordSimulations(ok: ok, malformed: malformed, invalid: invalid, decisions: decisions)
            self = SimulationTally()
        }
    }
}
