import AutorotateOperations
import Foundation
import Testing

/// A golden fixture file posted as it stands (`{"scenario": …, "expect": …}`) gets a 400 that
/// says it looks like a fixture file and points at `/scenario`; real scenarios and compare
/// requests are untouched.
@Suite struct FixtureFileProblemTests {
    static let operations = Operations(limits: .default)

    static var fixture: [UInt8] {
        get throws {
            let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Fixtures/scenarios/seed000-force-landscape-tabbar.json")
            return [UInt8](try Data(contentsOf: url))
        }
    }

    /// Simulate and lint both answer the fixture-file problem: 400, one error at `/scenario`.
    @Test func simulateAndLintNameTheFixtureFile() throws {
        let body = try Self.fixture
        let simulated = Self.operations.simulate(body)
        #expect(simulated.outcome == .malformed)
        for result in [simulated.answer, Self.operations.lint(body)] {
            guard case .failure(let problem) = result else {
                Issue.record("a fixture file was accepted as a scenario")
                continue
            }
            #expect(problem.status == 400)
            #expect(problem.type == "urn:autorotate:problem:malformed-scenario")
            #expect(problem.detail?.contains("looks like a fixture file") == true)
            #expect(problem.errors?.map(\.pointer) == ["/scenario"])
        }
    }

    /// Its `scenario` member posted instead runs; a body with `scenario` and `device` keeps the
    /// decoder's own problem; compare, whose requests have a `scenario` member, is unaffected.
    @Test func onlyFixtureShapedBodiesAreNamed() throws {
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(Self.fixture)) as? [String: Any])
        let scenario = Array(try JSONSerialization.data(withJSONObject: object["scenario"] ?? [:]))
        #expect(Self.operations.simulate(scenario).outcome == .ok)
        let both = Array(#"{"scenario": {}, "device": {"os": "9.0"}}"#.utf8)
        guard case .failure(let problem) = Self.operations.simulate(both).answer else {
            Issue.record("an incomplete scenario was accepted")
            return
        }
        #expect(problem.errors?.map(\.pointer) != ["/scenario"])
        let compare = Array(#"{"scenario":"#.utf8) + scenario + [UInt8(ascii: "}")]
        guard case .success = Self.operations.compare(compare) else {
            Issue.record("a compare request was refused")
            return
        }
    }
}
