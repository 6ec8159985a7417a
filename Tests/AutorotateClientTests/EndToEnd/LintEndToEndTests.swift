import AutorotateClient
import AutorotateEngine
import AutorotateRendering
import AutorotateWire
import Foundation
import Testing

/// `autorotate lint` and `client.lint` end to end (api.md §7, issue 16): the real binaries.
@Suite("Lint end to end", .serialized, .timeLimit(.minutes(2)))
struct LintEndToEndTests {
    static let trigger = "Tests/Fixtures/lint/AR004-trigger.json"
    static let nearMiss = "Tests/Fixtures/lint/AR004-near-miss.json"

    /// An error-level finding is printed as FILE:LINE:COLUMN at the pointer's value and exits 1.
    @Test func errorFindingPrintsItsPlaceAndExitsOne() async throws {
        let run = try await CLIRun.run(["lint", "--local", Self.trigger])
        #expect(run.status == 1, "\(run.standardError)")
        // Line 23, column 55: the value of paint's preferredInterfaceOrientationForPresentation.
        #expect(run.standardOutput.contains("\(Self.trigger):23:55: error: "))
        #expect(run.standardOutput.contains("[AR004]"))
        #expect(run.standardOutput.hasPrefix("Errors (1):"))
    }

    /// No error-level finding exits 0; a bad option value is an input error (2).
    @Test func exitCodesFollowTheWorstFinding() async throws {
        let clean = try await CLIRun.run(["lint", "--local", Self.nearMiss])
        #expect(clean.status == 0, "\(clean.standardError)")
        let bad = try await CLIRun.run(["lint", "--local", Self.trigger, "--min-os", "banana"])
        #expect(bad.status == 2)
        #expect(bad.standardError.contains("--min-os 'banana'"), "\(bad.standardError)")
        let idiom = try await CLIRun.run(["lint", "--local", Self.trigger, "--idiom", "tv"])
        #expect(idiom.status == 2)
    }

    /// `--sarif OUT` writes SARIF whose results carry the file, line and column, and whose rules
    /// link to the rule reference that exists beside the tool.
    @Test func sarifCarriesPhysicalLocations() async throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lint-\(UUID().uuidString).sarif")
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try await CLIRun.run(["lint", "--local", Self.trigger, "--sarif", out.path, "--json"])
        #expect(run.status == 1, "\(run.standardError)")
        let log = try JSONSerialization.jsonObject(with: Data(contentsOf: out)) as? [String: Any]
        let runs = log?["runs"] as? [[String: Any]]
        let results = runs?.first?["results"] as? [[String: Any]]
        let location = (results?.first?["locations"] as? [[String: Any]])?.first
        let physical = location?["physicalLocation"] as? [String: Any]
        #expect((physical?["artifactLocation"] as? [String: Any])?["uri"] as? String == Self.trigger)
        #expect((physical?["region"] as? [String: Any])?["startLine"] as? Int == 23)
        #expect(try LintReport(json: Array(run.standardOutput.utf8)).summary.error == 1)
        // Run from the checkout, each rule's helpUri is its section of this checkout's docs/lint.md.
        let driver = (runs?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any]
        let rule = (driver?["rules"] as? [[String: Any]])?.first { $0["id"] as? String == "AR004" }
        let docs = Fixtures.packageRoot.appendingPathComponent("docs/lint.md").path
        #expect(rule?["helpUri"] as? String == "file://" + docs + "#ar004")
        #expect(FileManager.default.fileExists(atPath: docs))
    }

    /// Through the server, the CLI and the client get the report the engine gives in process, and
    /// the server's SARIF links its own rule reference.
    @Test func serverAnswersTheSameReport() async throws {
        let server = try await ServerProcess.start()
        defer { server.stop() }
        let local = try await CLIRun.run(["lint", "--json", "--local", Self.trigger])
        let out = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lint-\(UUID().uuidString).sarif")
        defer { try? FileManager.default.removeItem(at: out) }
        let remote = try await CLIRun.run([
            "lint", "--json", "--server", server.baseURL, Self.trigger, "--sarif", out.path,
        ])
        #expect(remote.status == 1, "\(remote.standardError)")
        #expect(remote.standardOutput == local.standardOutput)
        // Linted by the server, the CLI's SARIF links the server's rule reference.
        let log = try JSONSerialization.jsonObject(with: Data(contentsOf: out)) as? [String: Any]
        let driver = ((log?["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"]
        let rule = ((driver as? [String: Any])?["rules"] as? [[String: Any]])?.first {
            $0["id"] as? String == "AR004"
        }
        #expect(rule?["helpUri"] as? String == server.baseURL + "/docs/lint#ar004")
        let client = try AutorotateClient(configuration: ClientConfiguration(baseURL: server.baseURL))
        let body = [UInt8](try Data(contentsOf: Fixtures.packageRoot.appendingPathComponent(Self.trigger)))
        let report = try await client.lint(body)
        #expect(try LintReport(json: Array(local.standardOutput.utf8)) == report)
        let sarif = try await client.lintSARIF(body)
        // The service's SARIF links each rule to its own GET /docs/lint, as the client reached it.
        #expect(
            sarif
                == report.sarifBytes(
                    rules: Linter.descriptors(documentationURI: server.baseURL + "/docs/lint")))
    }
}
