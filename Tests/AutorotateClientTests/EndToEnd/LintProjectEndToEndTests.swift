import AutorotateWire
import Foundation
import Testing

/// `autorotate lint --project DIR` and `lint --plist Info.plist` end to end (issues 16 and 17):
/// findings at the line of the user's own file that produced them, in the text output and in SARIF.
@Suite("Lint a project end to end", .serialized, .timeLimit(.minutes(2)))
struct LintProjectEndToEndTests {
    /// The fixture project whose Player crashes on present (AR004).
    static let project = "Tests/Fixtures/projects/SwiftTabs"
    static let player = "SwiftTabs/PlayerViewController.swift"
    static let plist = "Tests/Fixtures/plists/Multitasking-Info.plist"
    static let multitasking = "Tests/Fixtures/lint/AR010-trigger.json"

    /// The 1-based line and column where `needle` starts in the file at `path` (package-relative).
    static func place(of needle: String, in path: String) throws -> (line: Int, column: Int) {
        let text = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent(path), encoding: .utf8)
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let range = line.range(of: needle) {
                return (index + 1, line.distance(from: line.startIndex, to: range.lowerBound) + 1)
            }
        }
        throw CocoaError(.fileReadCorruptFile)
    }

    /// The first result's physical location and logical pointer in a SARIF log, and the run.
    static func firstResult(_ url: URL, ruleID: String) throws -> (
        uri: String?, base: String?, line: Int?, column: Int?, pointer: String?, run: [String: Any]
    ) {
        let log = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        let run = (log?["runs"] as? [[String: Any]])?.first ?? [:]
        let result = (run["results"] as? [[String: Any]])?.first { $0["ruleId"] as? String == ruleID }
        let location = (result?["locations"] as? [[String: Any]])?.first
        let physical = location?["physicalLocation"] as? [String: Any]
        let artifact = physical?["artifactLocation"] as? [String: Any]
        let region = physical?["region"] as? [String: Any]
        let logical = (location?["logicalLocations"] as? [[String: Any]])?.first
        return (
            artifact?["uri"] as? String, artifact?["uriBaseId"] as? String, region?["startLine"] as? Int,
            region?["startColumn"] as? Int, logical?["fullyQualifiedName"] as? String, run
        )
    }

    static func temporaryFile(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString)-\(name)")
    }

    /// The known crash is printed at the Swift line of the override that causes it, and exits 1.
    @Test func projectCrashIsReportedAtTheSwiftLine() async throws {
        let override = try Self.place(
            of: "override var preferredInterfaceOrientationForPresentation",
            in: Self.project + "/" + Self.player)
        let run = try await CLIRun.run(["lint", "--local", "--project", Self.project])
        #expect(run.status == 1, "\(run.standardError)")
        #expect(
            run.standardOutput.contains(
                "\(Self.project)/\(Self.player):\(override.line):\(override.column): error: "),
            "\(run.standardOutput)")
        #expect(run.standardOutput.contains("[AR004]"))
        #expect(run.standardOutput.contains("\(Self.project): 1 error"))
    }

    /// SARIF's location is the Swift file relative to the repository root, under `%SRCROOT%`,
    /// which `originalUriBaseIds` resolves; the logical location keeps the pointer.
    @Test func projectSARIFIsRelativeToTheRepositoryRoot() async throws {
        let override = try Self.place(
            of: "override var preferredInterfaceOrientationForPresentation",
            in: Self.project + "/" + Self.player)
        let out = Self.temporaryFile("project.sarif")
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try await CLIRun.run(["lint", "--local", "--project", Self.project, "--sarif", out.path])
        #expect(run.status == 1, "\(run.standardError)")
        let result = try Self.firstResult(out, ruleID: "AR004")
        // The root: the nearest folder above the project with a .git, else the project itself.
        var root = Fixtures.packageRoot.appendingPathComponent(Self.project).standardizedFileURL
            .resolvingSymlinksInPath()
        var prefix = ""
        while !FileManager.default.fileExists(atPath: root.appendingPathComponent(".git").path)
            && root.path != "/"
        {
            prefix = root.lastPathComponent + "/" + prefix
            root.deleteLastPathComponent()
        }
        if root.path == "/" && !FileManager.default.fileExists(atPath: "/.git") {
            root = Fixtures.packageRoot.appendingPathComponent(Self.project).standardizedFileURL
            prefix = ""
        }
        #expect(result.uri == prefix + Self.player)
        #expect(result.base == "%SRCROOT%")
        #expect(result.line == override.line)
        #expect(result.column == override.column)
        #expect(result.pointer == "/viewControllers/Player/preferredInterfaceOrientationForPresentation")
        let bases = result.run["originalUriBaseIds"] as? [String: [String: String]]
        let rootURI = bases?["%SRCROOT%"]?["uri"]
        #expect(rootURI.map { URL(string: $0)?.standardizedFileURL.path } == root.path)
        #expect(rootURI?.hasSuffix("/") == true)
    }

    /// Against the server the imported scenario gets the same report and the same places.
    @Test func projectLintsTheSameOnTheServer() async throws {
        let server = try await ServerProcess.start()
        defer { server.stop() }
        let local = try await CLIRun.run(["lint", "--local", "--project", Self.project])
        let remote = try await CLIRun.run(["lint", "--server", server.baseURL, "--project", Self.project])
        #expect(remote.status == 1, "\(remote.standardError)")
        #expect(remote.standardOutput == local.standardOutput)
    }

    /// A directory that is not a project, an unknown target, or a FILE next to --project: exit 2.
    @Test func projectInputErrorsExitTwo() async throws {
        let missing = try await CLIRun.run(["lint", "--local", "--project", "Tests/Fixtures/no-such-project"])
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("no-such-project"))
        let target = try await CLIRun.run(["lint", "--local", "--project", Self.project, "--target", "Nope"])
        #expect(target.status == 2)
        let both = try await CLIRun.run(["lint", "--local", "--project", Self.project, Self.multitasking])
        #expect(both.status == 2)
    }

    /// `--plist`: findings on plist keys are reported at the key's line in the plist, in the
    /// text output and in SARIF, locally and through the server alike.
    @Test func plistFindingsAreReportedAtThePlistLine() async throws {
        let key = try Self.place(of: "<key>UISupportedInterfaceOrientations</key>", in: Self.plist)
        let out = Self.temporaryFile("plist.sarif")
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try await CLIRun.run([
            "lint", "--local", Self.multitasking, "--plist", Self.plist, "--sarif", out.path,
        ])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("\(Self.plist):\(key.line):\(key.column): warning: "))
        #expect(run.standardOutput.contains("[AR010]"))
        let result = try Self.firstResult(out, ruleID: "AR010")
        #expect(result.uri == Self.plist)
        #expect(result.base == nil)
        #expect(result.line == key.line)
        #expect(result.pointer == "/app/infoPlist/UISupportedInterfaceOrientations")
        let json = try await CLIRun.run([
            "lint", "--local", "--json", Self.multitasking, "--plist", Self.plist,
        ])
        #expect(try LintReport(json: Array(json.standardOutput.utf8)).findings.first?.plistLine == key.line)
        let server = try await ServerProcess.start()
        defer { server.stop() }
        let remote = try await CLIRun.run([
            "lint", "--server", server.baseURL, Self.multitasking, "--plist", Self.plist,
        ])
        #expect(remote.standardOutput == run.standardOutput, "\(remote.standardError)")
    }

    /// A plist that does not parse stops lint before any request: exit 2, `path:line: reason`.
    @Test func brokenPlistIsAnInputErrorAtItsLine() async throws {
        let broken = "Tests/Fixtures/plists/Broken-Info.plist"
        // The array opened two lines above is closed by </dict>: the XML breaks there.
        let line = try Self.place(of: "</dict>", in: broken).line
        let run = try await CLIRun.run(["lint", "--local", Self.multitasking, "--plist", broken])
        #expect(run.status == 2)
        #expect(run.standardError.contains("autorotate: \(broken):\(line): "), "\(run.standardError)")
        #expect(run.standardOutput.isEmpty)
    }

    /// `simulate --local` and `compare --local` read a plist given as text as the service does.
    @Test func simulateAndCompareLocalReadPlistText() async throws {
        let scenario = Fixtures.packageRoot.appendingPathComponent(Self.multitasking)
        let bytes = [UInt8](try Data(contentsOf: scenario))
        guard case .object(var object) = try JSONReader.parse(bytes), case .object(var app)? = object["app"]
        else {
            Issue.record("the fixture has no app")
            return
        }
        let text = try String(
            contentsOf: Fixtures.packageRoot.appendingPathComponent(Self.plist), encoding: .utf8)
        app.members = app.members.map { $0.key == "infoPlist" ? JSONMember("infoPlist", .string(text)) : $0 }
        object.members = object.members.map { $0.key == "app" ? JSONMember("app", .object(app)) : $0 }
        let xmlForm = JSONValue.object(object).serialized()
        for command in ["simulate", "compare"] {
            let json = try await CLIRun.run([command, "--local", "--json", Self.multitasking])
            let xml = try await CLIRun.run([command, "--local", "--json", "-"], standardInput: xmlForm)
            #expect(xml.status == json.status, "\(command): \(xml.standardError)")
            #expect(xml.standardOutput == json.standardOutput, "\(command)")
            #expect(!json.standardOutput.isEmpty)
        }
    }

    /// README's `lint --project` example is what the command prints today.
    @Test func readmeExampleIsCurrent() async throws {
        let readme = try String(
            contentsOf: Fixtures.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let command =
            "$ autorotate lint --local --project \(Self.project) --sarif autorotate.sarif\n"
        let start = try #require(readme.range(of: command), "README has no lint --project example")
        let end = try #require(readme.range(of: "$ echo $?\n", range: start.upperBound..<readme.endIndex))
        let shown = String(readme[start.upperBound..<end.lowerBound])
        let run = try await CLIRun.run(["lint", "--local", "--project", Self.project])
        #expect(run.status == 1)
        #expect(shown == run.standardOutput)
    }
}
