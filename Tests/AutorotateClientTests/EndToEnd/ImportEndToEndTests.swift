import AutorotateClient
import AutorotateImport
import Foundation
import Testing

/// `client.importProject`, `autorotate import` and `autorotate simulate --project` against the
/// fixture project with the known crash.
@Suite("Import end to end", .timeLimit(.minutes(2)))
struct ImportEndToEndTests {
    static let project = "Tests/Fixtures/projects/SwiftTabs"

    /// The fixture project's importable files, paths relative to its folder.
    static func files() throws -> [ProjectFile] {
        let root = Fixtures.packageRoot.appendingPathComponent(project).path
        let enumerator = FileManager.default.enumerator(atPath: root)
        var files: [ProjectFile] = []
        while let relative = enumerator?.nextObject() as? String {
            guard ProjectFile.isImportable(path: relative) else { continue }
            files.append(
                ProjectFile(
                    path: relative,
                    content: try String(contentsOfFile: root + "/" + relative, encoding: .utf8)))
        }
        return files.sorted { $0.path < $1.path }
    }

    /// What an async call returned or threw.
    static func outcome(
        _ call: () async throws(AutorotateClientError) -> ImportResult
    ) async -> Result<ImportResult, AutorotateClientError> {
        do {
            return .success(try await call())
        } catch {
            return .failure(error)
        }
    }

    /// The async and the blocking call both return what the import gives in-process.
    @Test func clientImportsLikeTheImporter() async throws {
        let server = try await ServerProcess.start()
        defer { server.stop() }
        let client = try AutorotateClient(baseURL: server.baseURL)
        let files = try Self.files()
        let expected = try ProjectImporter.importProject(files)
        let asynchronous = await Self.outcome { () async throws(AutorotateClientError) in
            try await client.importProject(files: files)
        }
        #expect((try? asynchronous.get()) == expected)
        #expect((try? client.importProjectBlocking(files: files)) == expected)
        let refused = await Self.outcome { () async throws(AutorotateClientError) in
            try await client.importProject(files: files, target: "Nope")
        }
        guard case .failure(let error) = refused else {
            Issue.record("an unknown target was accepted")
            return
        }
        #expect(error.problem?.status == 422)
        #expect(error.problem?.errors.map(\.pointer) == ["/target"])
    }

    /// `autorotate import DIR` prints the scenario the tests pinned, skipping the project's tests
    /// folder; `--out` writes it and says what it wrote.
    @Test func importCommandPrintsTheScenario() async throws {
        let run = try await CLIRun.run(["import", Self.project])
        #expect(run.status == 0, "\(run.standardError)")
        let printed = try JSONReader.parse(Array(run.standardOutput.utf8))
        let read = try Self.files().filter { !$0.path.hasPrefix("SwiftTabsTests/") }
        #expect(printed == (try ProjectImporter.importProject(read).scenario))
        let out = FileManager.default.temporaryDirectory.appendingPathComponent(
            "autorotate-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: out) }
        let written = try await CLIRun.run(["import", Self.project, "--out", out.path])
        #expect(written.status == 0)
        #expect(written.standardError.contains("7 view controllers, root MainTabBarController"))
        #expect(try JSONReader.parse(Array(try Data(contentsOf: out))) == printed)
    }

    /// A folder with no project files, and a bad target, are input errors (exit 2).
    @Test func importCommandInputErrors() async throws {
        let empty = try await CLIRun.run(["import", "Tests/Fixtures/help"])
        #expect(empty.status == 2)
        #expect(empty.standardError.contains("no Info.plist"))
        let target = try await CLIRun.run(["import", Self.project, "--target", "Nope"])
        #expect(target.status == 2)
        #expect(target.standardError.contains("SwiftTabs"))
    }

    /// `simulate --project DIR EVENTS --local`: presenting the player crashes (exit 1).
    @Test func simulateProjectReproducesTheCrash() async throws {
        let events = FileManager.default.temporaryDirectory.appendingPathComponent(
            "events-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: events) }
        try Data(#"[{"type": "present", "viewController": "Player"}]"#.utf8).write(to: events)
        let run = try await CLIRun.run(["simulate", "--local", "--project", Self.project, events.path])
        #expect(run.status == 1, "\(run.standardError)")
        #expect(run.standardOutput.contains("UIApplicationInvalidInterfaceOrientation"))
    }
}
