import AutorotateEngine
import AutorotateImport
import AutorotateImportTestSupport
import Testing

/// The generated project the benchmark imports is a real project: exactly the files asked for,
/// and a scenario the engine accepts.
@Suite struct SyntheticProjectTests {
    /// A generated project of 120 files imports to a valid scenario with a view controller per class.
    @Test func generatedProjectImports() throws {
        let files = SyntheticProject.files(count: 120)
        #expect(files.count == 120)
        let result = try ProjectImporter.importProject(files)
        guard case .object(let scenario) = result.scenario,
            case .object(let controllers)? = scenario["viewControllers"]
        else {
            Issue.record("no view controllers")
            return
        }
        let classes = files.filter { $0.path.hasSuffix(".swift") || $0.path.hasSuffix(".m") }.count
        #expect(controllers.members.count >= classes)
        switch Simulator.run(document: result.scenario) {
        case .success: break
        case .failure(let problem): Issue.record("\(problem.errors.prefix(3))")
        }
    }
}
