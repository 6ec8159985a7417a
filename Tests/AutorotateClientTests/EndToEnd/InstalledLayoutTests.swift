import AutorotateClient
import AutorotateTestSupport
import Foundation
import Testing

/// `make install`'s layout: `PREFIX/bin/autorotated` serves `PREFIX/share/autorotate/openapi.yaml`
/// from any working directory, and says at startup which paths it tried when the file is missing.
@Suite("Installed layout")
struct InstalledLayoutTests {
    /// A fresh directory with `bin/autorotated` (a copy of the built binary) and, when
    /// `withDocument`, `share/autorotate/openapi.yaml` (the repository's); plus an empty
    /// directory to start the service in, far from the checkout.
    static func installedPrefix(withDocument: Bool) throws -> (prefix: URL, elsewhere: URL) {
        let built = try #require(
            Fixtures.binary("autorotated"), "autorotated is not built: run `swift build`")
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("autorotate-install-\(UUID().uuidString)")
        let prefix = root.appendingPathComponent("prefix")
        let elsewhere = root.appendingPathComponent("elsewhere")
        let bin = prefix.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: built, to: bin.appendingPathComponent("autorotated"))
        if withDocument {
            let share = prefix.appendingPathComponent("share/autorotate")
            try FileManager.default.createDirectory(at: share, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: Fixtures.packageRoot.appendingPathComponent("openapi.yaml"),
                to: share.appendingPathComponent("openapi.yaml"))
        }
        return (prefix, elsewhere)
    }

    /// An installed service started outside the checkout answers `GET /openapi.yaml` with the
    /// bytes of the document installed beside it.
    @Test func installedServiceServesItsOwnDocument() async throws {
        let (prefix, elsewhere) = try Self.installedPrefix(withDocument: true)
        defer { try? FileManager.default.removeItem(at: prefix.deletingLastPathComponent()) }
        let server = try await ServerProcess.start(
            executable: prefix.appendingPathComponent("bin/autorotated"), workingDirectory: elsewhere)
        defer { server.stop() }
        let installed = try Data(contentsOf: prefix.appendingPathComponent("share/autorotate/openapi.yaml"))
        let served = try await AutorotateClient(baseURL: server.baseURL).openAPI()
        #expect(Array(served.utf8) == Array(installed))
    }

    /// Without the document the service answers 404 and its startup log has a warning naming
    /// the installed path it tried.
    @Test func missingDocumentIsLoggedWithThePathsTried() async throws {
        let (prefix, elsewhere) = try Self.installedPrefix(withDocument: false)
        defer { try? FileManager.default.removeItem(at: prefix.deletingLastPathComponent()) }
        let logPath = elsewhere.appendingPathComponent("stderr.log")
        #expect(FileManager.default.createFile(atPath: logPath.path, contents: nil))
        let log = try FileHandle(forWritingTo: logPath)
        defer { try? log.close() }
        let server = try await ServerProcess.start(
            executable: prefix.appendingPathComponent("bin/autorotated"), workingDirectory: elsewhere,
            standardError: log)
        defer { server.stop() }
        let client = try AutorotateClient(baseURL: server.baseURL)
        do {
            _ = try await client.openAPI()
            Issue.record("a service with no openapi.yaml served one")
        } catch {
            #expect(error.problem?.status == 404)
        }
        // The log writer has a thread of its own: wait for the line rather than read once.
        var warning: Substring?
        _ = try await Waiting.untilAsync {
            let text = (try? String(contentsOf: logPath, encoding: .utf8)) ?? ""
            warning = text.split(separator: "\n").first { $0.contains("\"msg\":\"openapi.yaml not found") }
            return warning != nil
        }
        let line = try #require(warning, "no warning about the missing openapi.yaml in the log")
        #expect(line.contains("\"level\":\"warning\""))
        #expect(line.contains(prefix.path + "/bin/../share/autorotate/openapi.yaml"))
    }
}
