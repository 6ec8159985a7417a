import Testing

@testable import autorotate

@Suite("Scenario files")
struct ScenarioFileTests {
    /// A fixture's `scenario` member is found and taken byte for byte, whatever comes before it.
    @Test func extractsFixtureScenario() {
        let text =
            #"{"name": "x \"}{", "list": [1, {"a": "]"}], "scenario" : {"device": {"os": "6.1"}, "events": []}, "expect": []}"#
        let bytes = Array(text.utf8)
        let range = ScenarioFile.fixtureScenario(in: bytes)
        #expect(
            range.map { String(decoding: bytes[$0], as: UTF8.self) }
                == #"{"device": {"os": "6.1"}, "events": []}"#)
    }

    /// A plain scenario, a non-object or nested `scenario`, or text that is not JSON (duplicate keys
    /// and trailing data included) is sent as it is.
    @Test(arguments: [
        #"{"device": {"os": "6.1"}, "events": []}"#, #"{"scenario": "text"}"#, #"{"scenario": {"#, "not json",
        "", #"[{"scenario": {}}]"#, #"{"scenario": {}, "scenario": {}}"#, #"{"scenario": {}} trailing"#,
    ])
    func leavesOthersAlone(text: String) {
        #expect(ScenarioFile.fixtureScenario(in: Array(text.utf8)) == nil)
    }

    /// Every golden fixture in Tests/Fixtures/scenarios is recognised as a fixture.
    @Test func goldenFixturesAreRecognised() throws {
        let files = Fixtures.scenarioFiles()
        #expect(!files.isEmpty)
        for file in files {
            let loaded = try ScenarioFile.load(file).get()
            #expect(loaded.isFixture, "\(file)")
            #expect(loaded.scenario.first == UInt8(ascii: "{"))
        }
    }

    /// An unreadable file reports the system's reason.
    @Test func unreadableFile() {
        guard case .failure(let error) = ScenarioFile.load("/nonexistent/x.json") else {
            Issue.record("expected a read error")
            return
        }
        #expect(error.message == "cannot read /nonexistent/x.json: No such file or directory")
    }
}

@Suite("Scenario files: keys")
struct ScenarioFileKeyTests {
    /// The `scenario` key is recognised however the fixture spells it (escapes decoded).
    @Test func escapedKey() {
        let bytes = Array(#"{"\u0073cenario": {"events": []}}"#.utf8)
        #expect(
            ScenarioFile.fixtureScenario(in: bytes).map { Array(bytes[$0]) } == Array(#"{"events": []}"#.utf8)
        )
    }
}
