import AutorotateEngine
import AutorotateTestSupport
import AutorotateWire
import Foundation
import Testing

@Suite("Fuzz corpora and regressions, replayed without libFuzzer")
struct FuzzCorpusReplayTests {
    /// Every scenario input gets an answer from `Simulator.simulate` (a simulation, or a 400/422
    /// problem), and `Simulation(json:)` agrees with the reader on the same bytes and round-trips
    /// what it decodes, as the fuzz harness asks.
    @Test func scenarioInputs() throws {
        let inputs = try fuzzInputs("scenario")
        #expect(inputs.count >= 10)
        var decodedAnswers = 0
        for (name, bytes) in inputs {
            switch Simulator.simulate(json: bytes, limits: .default) {
            case .success(let output): #expect(!output.json.isEmpty, "\(name)")
            case .failure(let problem): #expect([.malformed, .invalid].contains(problem.kind), "\(name)")
            }
            let readerError = JSONCursorTests.readerError(bytes)
            do {
                let simulation = try Simulation(json: bytes)
                decodedAnswers += 1
                #expect(readerError == nil, "\(name)")
                #expect(try Simulation(json: simulation.jsonBytes()) == simulation, "\(name)")
            } catch {
                #expect(error.syntax == readerError, "\(name)")
            }
        }
        #expect(decodedAnswers >= 2)
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
