import AutorotateEngine
import AutorotateImport
import AutorotateWire
import Foundation
import Testing

/// The fixture projects import to the results pinned beside them, and the engine accepts each
/// imported scenario as it is.
@Suite struct FixtureImportTests {
    /// Each fixture project imports to exactly the pinned bytes (set AUTOROTATE_UPDATE_IMPORT_GOLDEN=1 to re-pin).
    @Test(arguments: FixtureProjects.names)
    func importsToPinnedResult(name: String) throws {
        let result = try ProjectImporter.importProject(try FixtureProjects.files(name))
        let bytes = result.jsonBytes()
        let url = FixtureProjects.expectedURL(name)
        if ProcessInfo.processInfo.environment["AUTOROTATE_UPDATE_IMPORT_GOLDEN"] == "1" {
            try Data(PrettyJSON.format(bytes).utf8).write(to: url)
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(PrettyJSON.format(bytes) == expected)
    }

    /// The engine validates and simulates every imported scenario without an input error.
    @Test(arguments: FixtureProjects.names)
    func engineAcceptsImportedScenario(name: String) throws {
        let result = try ProjectImporter.importProject(try FixtureProjects.files(name))
        switch Simulator.run(document: result.scenario) {
        case .success: break
        case .failure(let problem): Issue.record("\(name): \(problem.errors)")
        }
    }
}
