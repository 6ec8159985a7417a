import AutorotateEngine

/// Reads one line of a batch answer (see the service's `BatchSimulation`): either the Simulation
/// object, or `{"line": N, "problem": {…}}` for a scenario that failed. A Simulation has no
/// top-level `problem` member, which tells the two apart.
enum BatchLine {
    static func decode(_ line: [UInt8], index: Int, requestID: String) -> Result<
        BatchItem, WireDecoding.Failure
    > {
        guard let value = WireDecoding.parse(line), let object = value.objectValue else {
            return .failure(WireDecoding.Failure(reason: "item \(index): not a JSON object"))
        }
        if let problemValue = object["problem"] {
            guard let problemObject = problemValue.objectValue,
                let problem = ProblemDetails(object: problemObject, status: 422, requestID: requestID)
            else { return .failure(WireDecoding.Failure(reason: "item \(index): malformed problem")) }
            return .success(BatchItem(index: index, result: .failure(problem), json: line))
        }
        do {
            let simulation = try Simulation(jsonValue: value)
            return .success(BatchItem(index: index, result: .success(simulation), json: line))
        } catch {
            return .failure(WireDecoding.Failure(reason: "item \(index): not a simulation: \(error)"))
        }
    }
}
