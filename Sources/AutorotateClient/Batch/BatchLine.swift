import AutorotateWire

/// Reads one line of a batch answer (see `Operations.batch(_:each:)`): either the Simulation
/// object, or `{"line": N, "problem": {…}}` for a scenario that failed. The line is read as a
/// Simulation first (the common case, one pass); only a line that is not one is parsed again and
/// looked at for its `problem` member.
enum BatchLine {
    static func decode(_ line: [UInt8], index: Int, requestID: String) -> Result<
        BatchItem, WireDecoding.Failure
    > {
        let decodingError: SimulationDecodingError
        do {
            return .success(BatchItem(index: index, result: .success(try Simulation(json: line)), json: line))
        } catch {
            decodingError = error
        }
        guard let value = WireDecoding.parse(line), let object = value.objectValue else {
            return .failure(WireDecoding.Failure(reason: "item \(index): not a JSON object"))
        }
        guard let problemValue = object["problem"] else {
            return .failure(WireDecoding.Failure(reason: "item \(index): not a simulation: \(decodingError)"))
        }
        guard let problemObject = problemValue.objectValue,
            let problem = ProblemDetails(object: problemObject, status: 422, requestID: requestID)
        else { return .failure(WireDecoding.Failure(reason: "item \(index): malformed problem")) }
        return .success(BatchItem(index: index, result: .failure(problem), json: line))
    }
}
