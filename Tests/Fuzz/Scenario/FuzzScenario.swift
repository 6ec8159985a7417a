// libFuzzer target: the JSON reader, the scenario decoder and validator, and the simulation that
// follows — `Simulator.simulate(json:)` end to end, encoder included — on arbitrary bytes; and the
// same bytes read as an answer by the client's one-pass decoder, `Simulation(json:)`, which must
// agree with the reader on what is JSON and give back what it decoded when re-encoded (the seed
// corpus holds answers as well as scenarios).
import AutorotateEngine
import AutorotateWire

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScenario(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    switch Simulator.simulate(json: bytes, limits: .default) {
    case .success(let output): _ = output.json.count
    case .failure(let problem): _ = (problem.detail, problem.errors.count)
    }
    do {
        let simulation = try Simulation(json: bytes)
        precondition((try? JSONReader.parse(bytes)) != nil, "decoded bytes the reader rejects")
        precondition(
            (try? Simulation(json: simulation.jsonBytes())) == simulation, "round trip changed the value")
    } catch {
        do {
            _ = try JSONReader.parse(bytes)
            precondition(error.syntax == nil, "a syntax error the reader does not see")
        } catch let readerError {
            precondition(error.syntax == readerError, "a syntax error other than the reader's")
        }
    }
    return 0
}
