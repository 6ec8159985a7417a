import AutorotateWire
import Foundation
import Testing

@testable import AutorotateEngine

/// The scenario reference in README.md is what ``ScenarioReference/markdown()`` generates from the
/// decoder's tables, and every example in it is a scenario the decoder accepts without a warning.
@Suite struct ScenarioReferenceTests {
    private static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
    private static let begin = "<!-- reference:begin -->\n"
    private static let end = "<!-- reference:end -->"

    /// README.md's text and the range of its reference section (between the markers).
    static func section() throws -> (text: String, range: Range<String.Index>) {
        let text = try String(contentsOf: readme, encoding: .utf8)
        let start = try #require(text.range(of: begin), "README.md has no \(begin)")
        let stop = try #require(
            text.range(of: end, range: start.upperBound..<text.endIndex), "README.md has no \(end)")
        return (text, start.upperBound..<stop.lowerBound)
    }

    /// README.md's reference section is byte for byte the generated reference; with
    /// AUTOROTATE_WRITE_REFERENCE=1 the test writes it first.
    @Test func readmeHoldsTheGeneratedReference() throws {
        let generated = ScenarioReference.markdown()
        if ProcessInfo.processInfo.environment["AUTOROTATE_WRITE_REFERENCE"] == "1" {
            let (text, range) = try Self.section()
            try text.replacingCharacters(in: range, with: generated).write(
                to: Self.readme, atomically: true, encoding: .utf8)
        }
        let (text, range) = try Self.section()
        #expect(
            String(text[range]) == generated,
            """
            README.md's scenario reference is stale: run \
            `AUTOROTATE_WRITE_REFERENCE=1 swift test --skip-build --filter ScenarioReferenceTests`
            """)
    }

    /// Every event example, put into the example scenario, decodes and runs with no warning at the
    /// event (an unknown member would be one).
    @Test(arguments: ScenarioReference.eventExamples.map(\.json))
    func eventExampleDecodes(example: String) throws {
        var scenario = ScenarioReference.exampleScenario
        let closing = try #require(scenario.lastIndex(of: "}"))
        scenario.replaceSubrange(closing...closing, with: ", \"events\": [\(example)]}")
        switch Simulator.run(json: Array(scenario.utf8)) {
        case .success(let simulation):
            let warnings = ([simulation.launch] + simulation.decisions).flatMap(\.warnings)
            let atEvent = warnings.filter { $0.pointer?.hasPrefix("/events") ?? false }
            #expect(atEvent.isEmpty, "\(atEvent.map(\.message))")
        case .failure(let problem):
            Issue.record("\(example): \(problem.errors.map { "\($0.pointer): \($0.detail)" })")
        }
    }

    /// Every event type the decoder knows has exactly one example, in the decoder's order.
    @Test func everyEventTypeHasAnExample() {
        #expect(ScenarioReference.eventExamples.map(\.type) == ScenarioNames.eventTypes)
        for (type, json) in ScenarioReference.eventExamples {
            #expect(json.hasPrefix("{\"type\": \"\(type)\""), "\(type)")
        }
    }

    /// The app-delegate example in the reference decodes, and its mask is read (not dropped).
    @Test func delegateExampleDecodes() throws {
        let scenario = #"""
            {"device": {"os": "17.0"}, "app": {"delegate": {"supportedInterfaceOrientationsForWindow": ".allButUpsideDown"}},
             "viewControllers": {"a": {}}, "window": {"rootViewController": "a"}}
            """#
        let simulation = try Simulator.run(json: Array(scenario.utf8)).get()
        let warnings = simulation.launch.warnings.filter { $0.pointer?.hasPrefix("/app") ?? false }
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")
        #expect(
            ScenarioReference.markdown().contains(#""delegate": {"supportedInterfaceOrientationsForWindow""#))
    }
}
