import AutorotateEngine

/// Reads one line of a batch answer: a simulation, or a problem document for that scenario.
enum BatchLine {
    static func decode(_ line: [UInt8], index: Int) -> Result<BatchItem, WireDecoding.Failure> {
        switch WireDecoding.simulation(line) {
        case .success(let simulation):
            return .success(BatchItem(index: index, result: .success(simulation), json: line))
        case .failure(let reason):
            if let problem = ProblemDetails(json: line, status: 422), problem.status >= 400 {
                return .success(BatchItem(index: index, result: .failure(problem), json: line))
            }
            return .failure(WireDecoding.Failure(reason: "line \(index + 1): \(reason.reason)"))
        }
    }
}
