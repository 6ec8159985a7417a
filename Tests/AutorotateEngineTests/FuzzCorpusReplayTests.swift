import AutorotateEngine
import AutorotateTestSupport
import Foundation
import Testing

@Suite("Fuzz corpora and regressions, replayed without libFuzzer")
struct FuzzCorpusReplayTests {
    /// Every scenario input gets an answer from `Simulator.simulate` (a simulation, or a 400/422
    /// problem), as the fuzz harness asks for it.
    @Test func scenarioInputs() throws {
        let inputs = try fuzzInputs("scenario")
        #expect(inputs.count >= 10)
        for (name, bytes) in inputs {
            switch Simulator.simulate(json: bytes, limits: .default) {
            case .success(let output): #expect(!output.json.isEmpty, "\(name)")
            case .failure(let problem): #expect([400, 422].contains(problem.status), "\(name)")
            }
        }
    }

    /// Every expression input (first byte = kind) evaluates or fails with a column inside the text.
    @Test func expressionInputs() throws {
        let inputs = try fuzzInputs("expression")
        #expect(inputs.count >= 10)
        let kinds: [ExpressionKind] = [.orientationMask, .orientationValue, .autoresizing]
        for (name, bytes) in inputs {
            guard let first = bytes.first else { continue }
            let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
            if case .failure(let error) = ExpressionEvaluator.evaluate(
                text, kind: kinds[Int(first) % kinds.count])
            {
                #expect(error.column >= 0 && error.column <= text.unicodeScalars.count + 1, "\(name)")
            }
        }
    }
}
