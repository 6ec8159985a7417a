import AutorotateWire
import Foundation
import Testing

@testable import AutorotateEngine

/// The golden scenarios of the founding documents (Tests/Fixtures/scenarios), each simulated and
/// checked against its expected decisions.
@Suite struct GoldenScenarioTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/scenarios")

    static var fixtureNames: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".json") }.sorted()
    }

    /// There are golden scenarios to run (a missing directory must not pass silently).
    @Test func fixturesExist() {
        #expect(Self.fixtureNames.count >= 12)
    }

    /// Each golden scenario produces the expected decisions through the wire format.
    @Test(arguments: fixtureNames)
    func golden(name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.directory.appendingPathComponent(name)))
        let fixture = try #require(try JSONReader.parse(bytes).object)
        let scenario = try #require(fixture["scenario"])
        guard case .array(let expectations)? = fixture["expect"] else {
            Issue.record("\(name) has no expect array")
            return
        }
        let simulation = try Simulator.run(document: scenario).get()
        let output = try #require(try JSONReader.parse(simulation.jsonBytes()).object)
        let problems = GoldenExpectation(simulation: output).mismatches(expectations)
        #expect(problems.isEmpty, Comment(rawValue: "\(name):\n" + problems.joined(separator: "\n")))
    }

    /// The same scenario gives the same bytes twice (api.md §5: deterministic output).
    @Test(arguments: fixtureNames)
    func deterministic(name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.directory.appendingPathComponent(name)))
        let scenario = try #require(try JSONReader.parse(bytes).object?["scenario"])
        let body = scenario.serialized()
        let first = try Simulator.simulate(json: body).get().json
        let second = try Simulator.simulate(json: body).get().json
        #expect(first == second)
    }
}
