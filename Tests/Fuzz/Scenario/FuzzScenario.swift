// libFuzzer target: the JSON reader, the scenario decoder and validator, and the simulation that
// follows — `Simulator.simulate(json:)` end to end, encoder included — on arbitrary bytes.
import AutorotateEngine

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScenario(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    switch Simulator.simulate(json: bytes, limits: .default) {
    case .success(let output): _ = output.json.count
    case .failure(let problem): _ = (problem.detail, problem.errors.count)
    }
    return 0
}
