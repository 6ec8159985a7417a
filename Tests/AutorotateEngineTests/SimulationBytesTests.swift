import AutorotateWire
import Foundation
import Testing

@testable import AutorotateEngine

/// The exact bytes of one golden simulation, pinned: a faster decoder, engine or writer must not
/// change a single byte of the response (api.md §5, deterministic output).
///
/// When a rule fix changes this scenario's output on purpose, regenerate the file and review the diff:
/// `swift run -c release engine-bench --emit Tests/Fixtures/scenarios/seed000-force-landscape-tabbar.json
/// > Tests/Fixtures/simulations/seed000-force-landscape-tabbar.json`.
@Suite struct SimulationBytesTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// seed000-force-landscape-tabbar simulates to exactly the pinned bytes.
    @Test func seed000Bytes() throws {
        let name = "seed000-force-landscape-tabbar.json"
        let fixture = try [UInt8](Data(contentsOf: Self.fixtures.appendingPathComponent("scenarios/\(name)")))
        let scenario = try #require(try JSONReader.parse(fixture).object?["scenario"])
        let expected = try [UInt8](
            Data(contentsOf: Self.fixtures.appendingPathComponent("simulations/\(name)")))
        let output = try Simulator.simulate(json: scenario.serialized()).get().json
        #expect(output.count == expected.count)
        if output != expected {
            let first =
                zip(output, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(output.count, expected.count)
            let context = String(
                decoding: output[max(0, first - 60)..<min(output.count, first + 60)], as: UTF8.self)
            Issue.record("first differing byte at \(first): …\(context)…")
        }
    }
}
