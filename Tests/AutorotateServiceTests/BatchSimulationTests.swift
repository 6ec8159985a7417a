import AutorotateEngine
import Foundation
import Testing

@testable import AutorotateHTTP
@testable import AutorotateService

@Suite("Batch simulation lines and metrics")
struct BatchSimulationTests {
    /// The fixture scenario seed000 as one NDJSON line.
    static func scenarioLine() throws -> [UInt8] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/scenarios/seed000-force-landscape-tabbar.json")
        let fixture = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let scenario = try #require(fixture["scenario"])
        return Array(try JSONSerialization.data(withJSONObject: scenario))
    }

    /// Every line of a batch longer than the metrics interval is counted by outcome once the
    /// batch has run (ok, malformed, invalid), blank lines are skipped, and each answer line is
    /// the one a line computed from its own bytes (the reused line array leaks nothing between
    /// lines: a short line after a long one is malformed, not a remnant of the long one).
    @Test func everyLineIsCountedAndAnsweredFromItsOwnBytes() throws {
        let scenario = try Self.scenarioLine()
        let metrics = ServiceMetrics()
        let batch = BatchSimulation(limits: .default, metrics: metrics)
        // The same scenario with an idiom the engine does not know: 422, invalid.
        let invalid = Array(
            String(decoding: scenario, as: UTF8.self).replacing(#""phone""#, with: #""watch""#).utf8)
        var lines: [[UInt8]] = []
        for index in 0..<(BatchSimulation.metricsInterval * 2 + 5) {
            switch index % 7 {
            case 3: lines.append(Array("{".utf8))
            case 5: lines.append(invalid)
            case 6: lines.append(Array("  \r".utf8))
            default: lines.append(scenario)
            }
        }
        // What counting each line on its own gives (the route's per-line outcome).
        var expected: (ok: Int, malformed: Int, invalid: Int, decisions: Int) = (0, 0, 0, 0)
        for line in lines where line.contains(where: { $0 != 0x20 && $0 != 0x0D }) {
            switch ScenarioBody.simulate(line, limits: .default) {
            case .success(let simulation):
                expected.ok += 1
                expected.decisions += simulation.decisionCount
            case .failure(let problem):
                if problem.kind == .malformed { expected.malformed += 1 } else { expected.invalid += 1 }
            }
        }
        let body = Array(lines.joined(separator: [0x0A]))
        let received = ReceivedBytes()
        batch.run(
            body: body,
            writer: HTTPBodyWriter { bytes in
                received.bytes += bytes
                return true
            })
        let answers = received.bytes.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast()
        #expect(answers.count == expected.ok + expected.malformed + expected.invalid)
        let okAnswer = try #require(answers.first)
        #expect(answers.filter { $0 == okAnswer }.count == expected.ok)
        #expect(
            answers.filter { $0.starts(with: Array(#"{"line":"#.utf8)) }.count == expected.malformed
                + expected.invalid)
        let text = metrics.render(stats: HTTPServerStats(), workers: 2)
        #expect(text.contains("autorotate_engine_simulations_total{outcome=\"ok\"} \(expected.ok)\n"))
        #expect(
            text.contains(
                "autorotate_engine_simulations_total{outcome=\"malformed\"} \(expected.malformed)\n"))
        #expect(
            text.contains("autorotate_engine_simulations_total{outcome=\"invalid\"} \(expected.invalid)\n"))
        #expect(
            expected.invalid > 0 && expected.malformed > 0 && expected.ok > BatchSimulation.metricsInterval)
        #expect(text.contains("autorotate_engine_decisions_total \(expected.decisions)\n"))
    }
}

/// The bytes a batch streamed.
private final class ReceivedBytes: @unchecked Sendable {
    var bytes: [UInt8] = []
}
