import AutorotateWire
import Foundation
import Testing

/// A team's lint (api.md §7.1, issue 40) from the CLI, on the fixture project TeamPolicy: its
/// `.autorotate.yml` (severity, exclude, disable, baseline), suppression comments in Swift and in
/// the Info.plist, a stale comment (AR900), and the baseline that accepts its known crash.
@Suite("Lint a team can adopt, end to end", .serialized, .timeLimit(.minutes(3)))
struct LintPolicyEndToEndTests {
    static let project = "Tests/Fixtures/projects/TeamPolicy"

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("team-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The JSON report of `lint --json` with `arguments`.
    static func report(_ arguments: [String]) async throws -> (run: CLIRun, report: LintReport) {
        let run = try await CLIRun.run(["lint", "--local", "--json"] + arguments)
        return (run, try LintReport(json: Array(run.standardOutput.utf8)))
    }

    static func results(ofSARIF url: URL) throws -> [[String: Any]] {
        let log = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        let run = (log?["runs"] as? [[String: Any]])?.first ?? [:]
        return run["results"] as? [[String: Any]] ?? []
    }

    /// With the project's configuration, comments and baseline the run passes: the crash is in
    /// the baseline, two warnings are suppressed, AR006 is a note by `severity`, the stale comment
    /// is an AR900 note, and the vendored file's finding is excluded.
    @Test func configuredProjectPasses() async throws {
        let (run, report) = try await Self.report(["--project", Self.project])
        #expect(run.status == 0, "\(run.standardError)")
        let byID = Dictionary(grouping: report.findings, by: \.id)
        #expect(byID["AR004"]?.map(\.baselineState) == [.unchanged])
        #expect(byID["AR005"]?.first?.suppressions.map(\.line) == [5])
        #expect(byID["AR010"]?.first?.suppressions.map(\.path) == ["TeamPolicy/Info.plist"])
        #expect(byID["AR006"]?.map(\.severity) == [.note])
        #expect(byID["AR006"]?.map(\.baselineState) == [.new])
        #expect(
            byID["AR900"]?.first?.location
                == FindingLocation(path: "TeamPolicy/FeedViewController.swift", line: 12))
        #expect(byID["AR019"] == nil, "Vendor/** is excluded")
        #expect(report.summary == LintSummary(error: 0, warning: 0, note: 2, suppressed: 2, unchanged: 1))
    }

    /// A comment in a storyboard (`<!-- autorotate:disable-next-line AR019 -->` above a segue)
    /// suppresses the finding placed at that segue, and only that one: the sheet beside it,
    /// with no comment, stays a warning.
    @Test func storyboardCommentSuppressesItsSegue() async throws {
        let (run, report) = try await Self.report(["--project", "Tests/Fixtures/projects/SheetSuppression"])
        #expect(run.status == 0, "\(run.standardError)")
        let sheets = report.findings.filter { $0.id == "AR019" }
        let suppressed = sheets.filter { !$0.suppressions.isEmpty }
        #expect(
            suppressed.map(\.pointer) == ["/viewControllers/SlidesViewController/modalPresentationStyle"])
        #expect(
            suppressed.first?.suppressions
                == [FindingSuppression(kind: .inSource, path: "Sheets/Base.lproj/Main.storyboard", line: 11)])
        #expect(
            sheets.filter { $0.suppressions.isEmpty }.map(\.pointer)
                == ["/viewControllers/ChartViewController/modalPresentationStyle"])
        #expect(report.summary.suppressed == 1)
    }

    /// The text output shows what the policy accepted, apart, and counts it so.
    @Test func textShowsSuppressedAndBaselineFindings() async throws {
        let run = try await CLIRun.run(["lint", "--local", "--project", Self.project])
        #expect(run.status == 0)
        let text = run.standardOutput
        #expect(text.contains("Suppressed (2):"))
        #expect(text.contains("In the baseline (1):"))
        #expect(
            text.contains(
                "\(Self.project)/TeamPolicy/FeedViewController.swift:12:1: note: autorotate:disable of AR001 silences no finding here [AR900]"
            ))
        #expect(
            text.contains("\(Self.project): 0 errors, 0 warnings, 2 notes (2 suppressed, 1 in the baseline)"))
    }

    /// SARIF: every result has a fingerprint; the suppressed ones an `inSource` suppression; the
    /// baseline states are written; AR900 has its own reporting descriptor.
    @Test func sarifCarriesSuppressionsBaselineStatesAndFingerprints() async throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("team.sarif")
        let run = try await CLIRun.run(["lint", "--local", "--project", Self.project, "--sarif", out.path])
        #expect(run.status == 0, "\(run.standardError)")
        let results = try Self.results(ofSARIF: out)
        #expect(results.count == 5)
        for result in results {
            let prints = result["partialFingerprints"] as? [String: String]
            #expect(prints?["autorotate/v1"]?.count == 32, "\(result["ruleId"] ?? "")")
            #expect(result["baselineState"] as? String != nil)
        }
        let suppressed = results.filter { $0["suppressions"] != nil }.compactMap { $0["ruleId"] as? String }
        #expect(suppressed.sorted() == ["AR005", "AR010"])
        let kinds = results.compactMap { ($0["suppressions"] as? [[String: Any]])?.first?["kind"] as? String }
        #expect(kinds == ["inSource", "inSource"])
        let states = Dictionary(
            results.map { ($0["ruleId"] as? String ?? "", $0["baselineState"] as? String ?? "") },
            uniquingKeysWith: { first, _ in first })
        #expect(states["AR004"] == "unchanged")
        #expect(states["AR900"] == "new")
        let text = try String(contentsOf: out, encoding: .utf8)
        #expect(text.contains(#""id":"AR900""#))
    }

    /// Without the baseline (a configuration of its own), the crash fails the run again.
    @Test func withoutTheBaselineTheCrashFails() async throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let config = directory.appendingPathComponent("bare.yml")
        try Data("idioms: [phone, pad]\n".utf8).write(to: config)
        let (run, report) = try await Self.report(["--project", Self.project, "--config", config.path])
        #expect(run.status == 1)
        #expect(report.summary.error == 1)
        #expect(report.findings.allSatisfy { $0.baselineState == nil })
        #expect(report.findings.contains { $0.id == "AR019" }, "nothing excluded without the configuration")
    }

    /// `--write-baseline` writes the run's unsuppressed findings and exits 0; that baseline, in a
    /// copy of the project whose files have moved lines, still accepts every finding.
    @Test func writtenBaselineSurvivesLineShifts() async throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let copy = directory.appendingPathComponent("TeamPolicy")
        try FileManager.default.copyItem(
            at: Fixtures.packageRoot.appendingPathComponent(Self.project), to: copy)
        let baseline = copy.appendingPathComponent("autorotate-baseline.sarif")
        let written = try await CLIRun.run([
            "lint", "--local", "--project", copy.path, "--write-baseline", baseline.path,
        ])
        #expect(written.status == 0, "\(written.standardError)")
        #expect(written.standardError.contains("wrote 3 findings to the baseline"))
        #expect(
            try Self.results(ofSARIF: baseline).compactMap { $0["ruleId"] as? String }.sorted() == [
                "AR004", "AR006", "AR900",
            ])
        for file in ["TeamPolicy/PlayerViewController.swift", "TeamPolicy/MainTabBarController.swift"] {
            let url = copy.appendingPathComponent(file)
            let text = try String(contentsOf: url, encoding: .utf8)
            try Data(("// moved\n\n\n" + text).utf8).write(to: url)
        }
        let (run, report) = try await Self.report(["--project", copy.path])
        #expect(run.status == 0, "\(run.standardError)")
        let states = report.findings.filter { $0.suppressions.isEmpty }.map(\.baselineState)
        #expect(states == [.unchanged, .unchanged, .unchanged])
        #expect(report.summary.unchanged == 3)
    }

    /// A configuration with mistakes exits 2 and lists each as `file:line: message`, with a
    /// did-you-mean for a misspelt key or id; YAML that does not parse gives libyaml's reason.
    @Test func badConfigurationExits2WithFileAndLine() async throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let config = directory.appendingPathComponent("bad.yml")
        try Data("minimumOs: \"12.0\"\ndisable: [AR0O5]\nseverity: {AR006: fatal}\n".utf8).write(to: config)
        let run = try await CLIRun.run([
            "lint", "--local", "--project", Self.project, "--config", config.path,
        ])
        #expect(run.status == 2)
        #expect(run.standardError.contains("\(config.path):1: 'minimumOs' is not a configuration key"))
        #expect(run.standardError.contains("(did you mean 'minimumOS'?)"))
        #expect(run.standardError.contains("\(config.path):2: unknown rule id 'AR0O5'"))
        #expect(run.standardError.contains("(did you mean 'AR005'?)"))
        #expect(run.standardError.contains("\(config.path):3: unknown severity 'fatal' for AR006"))
        #expect(run.standardOutput.isEmpty)
        try Data("idioms: [phone\n".utf8).write(to: config)
        let broken = try await CLIRun.run([
            "lint", "--local", "--project", Self.project, "--config", config.path,
        ])
        #expect(broken.status == 2)
        #expect(broken.standardError.contains("\(config.path):2: not YAML: "))
    }

    /// YAML the configuration does not take: each exits 2 at its line, with what is wrong; an
    /// empty file is no configuration at all.
    @Test(arguments: [
        ("idioms: [phone]\nidioms: [pad]\n", ":2: 'idioms' is given twice (first on line 1)"),
        ("base: &b [AR012]\ndisable: *b\n", ":2: aliases (*name) are not read"),
        ("- minimumOS\n", ":1: the configuration must be a mapping"),
        ("severity: [AR006]\n", ":1: severity must be a mapping of rule id to severity"),
        ("exclude: {a: b}\n", ":1: exclude must be a list"),
        ("minimumOS: twelve\n", ":1: minimumOS 'twelve' is not an iOS version"),
        ("idioms: [phone, tv]\n", ":1: unknown idiom 'tv'"),
        ("baseline: missing.sarif\n", ":1: baseline: cannot read"),
    ])
    func configurationMistakesExit2AtTheirLine(text: String, expected: String) async throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let config = directory.appendingPathComponent("c.yml")
        try Data(text.utf8).write(to: config)
        let run = try await CLIRun.run([
            "lint", "--local", "--project", Self.project, "--config", config.path,
        ])
        #expect(run.status == 2, "\(run.standardError)")
        #expect(run.standardError.contains(config.path + expected), "\(run.standardError)")
    }

    /// An empty configuration changes nothing: the project's comments still apply, nothing else.
    @Test func emptyConfigurationIsNone() async throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let config = directory.appendingPathComponent("empty.yml")
        try Data("# nothing yet\n".utf8).write(to: config)
        let (run, report) = try await Self.report(["--project", Self.project, "--config", config.path])
        #expect(run.status == 1, "\(run.standardError)")
        #expect(report.summary.suppressed == 2)
        #expect(report.summary.error == 1)
    }

    /// The configuration's severities reach the engine's repair checks: with AR001 an error,
    /// renaming a misspelt member whose value is an orientation constant is not offered, as it
    /// would bring that error; without the configuration it is.
    @Test func configuredSeverityGuardsTheRepairs() async throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scenario = directory.appendingPathComponent("misspelt.json")
        try Data(
            #"""
            {"device": {"idiom": "pad", "os": "16.0"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait",
               "UIInterfaceOrientationPortraitUpsideDown", "UIInterfaceOrientationLandscapeLeft",
               "UIInterfaceOrientationLandscapeRight"], "UIRequiresFullScreen": true}},
             "viewControllers": {"root": {"supportedInterfaceOrientation": "UIInterfaceOrientationLandscapeLeft"}},
             "window": {"rootViewController": "root"}}
            """#.utf8
        ).write(to: scenario)
        let config = directory.appendingPathComponent("strict.yml")
        try Data("severity: {AR001: error}\n".utf8).write(to: config)
        let (_, plain) = try await Self.report([scenario.path])
        #expect(plain.findings.first { $0.id == "AR021" }?.suggestion != nil)
        let (run, strict) = try await Self.report(["--config", config.path, scenario.path])
        #expect(run.status == 0, "\(run.standardError)")
        let finding = try #require(strict.findings.first { $0.id == "AR021" })
        #expect(finding.suggestion == nil)
    }

    /// Command-line options win over the configuration: `--min-os 16.0` replaces its 12.0.
    @Test func optionsWinOverTheConfiguration() async throws {
        let (run, report) = try await Self.report(["--project", Self.project, "--min-os", "16.0"])
        #expect(run.status == 0, "\(run.standardError)")
        let ranges = report.findings.flatMap(\.os).map(\.from)
        #expect(!ranges.isEmpty)
        #expect(ranges.allSatisfy { (Double($0) ?? 0) >= 16.0 }, "\(ranges)")
    }

    /// Through a server the CLI sends the range and applies the policy with the files it knows:
    /// the same report as in process.
    @Test func serverAndLocalGiveTheSameReport() async throws {
        let server = try await ServerProcess.start()
        defer { server.stop() }
        let local = try await CLIRun.run(["lint", "--local", "--json", "--project", Self.project])
        let remote = try await CLIRun.run([
            "lint", "--json", "--server", server.baseURL, "--project", Self.project,
        ])
        #expect(remote.status == local.status, "\(remote.standardError)")
        #expect(remote.standardOutput == local.standardOutput)
    }
}
