import Foundation
import Testing

/// What a newcomer meets at the command line (issue 42): warnings printed under the table, the
/// comparison and the lint report, `--strict`, `--os` and `--idiom` on simulate, the device in the
/// table's header, column ranges read as one range, and errors named by the flag typed.
@Suite("CLI for a newcomer", .timeLimit(.minutes(10)))
struct NewcomerEndToEndTests {
    /// A scenario whose view controller has a misspelt member (`supportedInterfaceOrientation`):
    /// the engine leaves the default mask and warns, with the member's pointer.
    static let misspelt = Array(
        """
        {"device": {"idiom": "phone", "os": "16.4", "orientation": "portrait"},
         "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait",
           "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]}},
         "viewControllers": {"x": {"supportedInterfaceOrientation": "UIInterfaceOrientationMaskPortrait"}},
         "window": {"rootViewController": "x"},
         "events": [{"type": "deviceOrientation", "orientation": "landscapeLeft"}]}
        """.utf8)
    static let misspeltPointer = "/viewControllers/x/supportedInterfaceOrientation"
    static let calm = CLIEndToEndTests.calm

    /// The warning lines of an output (`FILE:LINE:COLUMN: warning: …` or, without a place, `warning: …`).
    static func warningLines(_ text: String) -> [Substring] {
        text.split(separator: "\n").filter { $0.hasPrefix("warning: ") || $0.contains(": warning: /") }
    }

    /// The table prints the misspelt member's warning once, with its pointer, and exits 0; with
    /// `--strict` the same run exits 1.
    @Test func tableShowsWarningsAndStrictFails() async throws {
        let file = try CLIEndToEndTests.temporaryFile(Self.misspelt)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try await CLIRun.run(["simulate", file.path])
        #expect(run.status == 0, "\(run.standardError)")
        let warnings = Self.warningLines(run.standardOutput)
        #expect(warnings.count == 1, "\(run.standardOutput)")
        #expect(
            warnings.first?.hasPrefix("\(file.path):") == true
                && warnings.first?.contains(": warning: \(Self.misspeltPointer): ") == true, "\(warnings)")
        let strict = try await CLIRun.run(["simulate", "--strict", file.path])
        #expect(strict.status == 1, "\(strict.standardError)")
        #expect(Self.warningLines(strict.standardOutput) == warnings)
        let calm = try await CLIRun.run(["simulate", "--strict", Self.calm])
        #expect(calm.status == 0, "\(calm.standardOutput)")
        #expect(Self.warningLines(calm.standardOutput).isEmpty)
    }

    /// The table's header names the iOS version, the idiom, the model and the rules.
    @Test func headerNamesTheDevice() async throws {
        let run = try await CLIRun.run(["simulate", Self.calm])
        #expect(run.status == 0, "\(run.standardError)")
        let header = run.standardOutput.split(separator: "\n").dropFirst().first.map(String.init) ?? ""
        #expect(header.hasPrefix("iOS 6.1 on phone ("), "\(header)")
        #expect(header.contains("), rules ios6"), "\(header)")
    }

    /// `--os` and `--idiom` replace the scenario's device before it runs: the header (and the
    /// rules) follow them, and the JSON is the engine's for the replaced scenario.
    @Test func osAndIdiomReplaceTheDevice() async throws {
        let run = try await CLIRun.run(["simulate", "--os", "16.4", "--idiom", "pad", Self.calm])
        #expect(run.status == 0, "\(run.standardError)")
        let header = run.standardOutput.split(separator: "\n").dropFirst().first.map(String.init) ?? ""
        #expect(header.hasPrefix("iOS 16.4 on pad ("), "\(header)")
        #expect(header.contains("rules ios16"), "\(header)")
        let old = try await CLIRun.run(["simulate", "--os", "5.1", Self.calm])
        #expect(old.standardOutput.contains("iOS 5.1 on phone ("), "\(old.standardOutput)")
        #expect(old.standardOutput.contains("rules ios5"), "\(old.standardOutput)")
    }

    /// Bad `--os` and `--idiom` values exit 2 with a message naming the flag, as does a version the
    /// engine refuses.
    @Test func badDeviceValuesNameTheFlag() async throws {
        for (arguments, flag) in [
            (["--os", "sixteen"], "--os"), (["--os", "16..4"], "--os"), (["--idiom", "tv"], "--idiom"),
            (["--os", "1.0"], "--os"),
        ] {
            let run = try await CLIRun.run(["simulate"] + arguments + [Self.calm])
            #expect(run.status == 2, "\(arguments): \(run.standardOutput)")
            #expect(run.standardError.contains(flag), "\(arguments): \(run.standardError)")
            #expect(!run.standardError.contains("/device/"), "\(arguments): \(run.standardError)")
        }
    }

    /// `compare` prints the columns' warnings once each and fails with `--strict`; `lint` prints
    /// them under its report and fails with `--strict`.
    @Test func compareAndLintShowWarnings() async throws {
        let file = try CLIEndToEndTests.temporaryFile(Self.misspelt)
        defer { try? FileManager.default.removeItem(at: file) }
        let compare = try await CLIRun.run(["compare", "--os", "12.0,16.4", file.path])
        #expect(compare.status == 0, "\(compare.standardError)")
        let warnings = Self.warningLines(compare.standardOutput)
        #expect(warnings.count == 1, "\(compare.standardOutput)")
        #expect(warnings.first?.contains(Self.misspeltPointer) == true)
        let strictCompare = try await CLIRun.run(["compare", "--strict", "--os", "12.0,16.4", file.path])
        #expect(strictCompare.status == 1, "\(strictCompare.standardError)")
        let lint = try await CLIRun.run(["lint", file.path])
        #expect(Self.warningLines(lint.standardOutput).contains { $0.contains(Self.misspeltPointer) })
        let strictLint = try await CLIRun.run(["lint", "--strict", file.path])
        #expect(strictLint.status == 1, "\(strictLint.standardOutput)")
    }

    /// A group spanning several columns of one idiom reads `iOS A–B on phone`.
    @Test func compareRangesReadAsOneRange() async throws {
        let run = try await CLIRun.run(["compare", "--os", "5.0,5.1,6.0,7.0", Self.calm])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("iOS 5.0–5.1 on phone"), "\(run.standardOutput)")
        #expect(!run.standardOutput.contains("phone – iOS"), "\(run.standardOutput)")
    }

    /// `compare --help` lists exit code 4, which `--fail-on-difference` gives.
    @Test func compareHelpListsExitFour() async throws {
        let help = try await CLIRun.run(["compare", "--help"])
        #expect(help.standardOutput.contains("  4  the columns differ"), "\(help.standardOutput)")
        let differing = try await CLIRun.run([
            "compare", "--fail-on-difference", "--os", "5.0,7.0", Self.calm,
        ])
        #expect(differing.status == 4, "\(differing.standardOutput)")
    }

    /// `--min-os` above `--max-os`, or above the file's own maximum, is reported at the flag typed,
    /// not at a pointer of the request.
    @Test func minimumAboveMaximumNamesTheFlag() async throws {
        let run = try await CLIRun.run(["lint", "--min-os", "16.0", "--max-os", "12.0", Self.calm])
        #expect(run.status == 2, "\(run.standardOutput)")
        #expect(
            run.standardError.contains("--min-os '16.0' is above --max-os '12.0'"), "\(run.standardError)")
        let againstFile = try await CLIRun.run(["lint", "--min-os", "16.0", Self.calm])
        #expect(againstFile.status == 2, "\(againstFile.standardOutput)")
        #expect(againstFile.standardError.contains("--min-os '16.0'"), "\(againstFile.standardError)")
        #expect(!againstFile.standardError.contains("/lint/"), "\(againstFile.standardError)")
        #expect(!run.standardError.contains("/lint/"), "\(run.standardError)")
    }

    /// `compare --project DIR EVENTS` runs the project's scenario with those events on the
    /// project's range (deployment target to the newest modelled iOS) and idioms; `--os` and
    /// `--idiom` still choose the columns.
    @Test func compareTakesAProject() async throws {
        let events = try CLIEndToEndTests.temporaryFile(
            Array(#"[{"type": "present", "viewController": "Player"}]"#.utf8))
        defer { try? FileManager.default.removeItem(at: events) }
        let project = "Tests/Fixtures/projects/SwiftTabs"
        let run = try await CLIRun.run(["compare", "--json", "--project", project, events.path])
        #expect(run.status == 1, "\(run.standardError)")
        let comparison =
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        let columns = (comparison?["columns"] as? [[String: Any]]) ?? []
        let versions = columns.compactMap { $0["os"] as? String }
        #expect(versions.first == "12.0", "\(versions)")
        #expect(versions.last == "26.0", "\(versions)")
        #expect(!versions.contains("2.0") && !versions.contains("11.0"), "\(versions)")
        #expect(Set(columns.compactMap { $0["idiom"] as? String }) == ["phone", "pad"])
        let rows = (comparison?["rows"] as? [[String: Any]]) ?? []
        #expect(rows.compactMap { $0["type"] as? String } == ["launch", "present"])
        let table = try await CLIRun.run(["compare", "--project", project, events.path])
        #expect(
            table.standardOutput.contains("iOS 12.0–26.0 on phone: UIApplicationInvalidInterfaceOrientation"))
        let chosen = try await CLIRun.run([
            "compare", "--json", "--project", project, "--os", "16.0", "--idiom", "phone", events.path,
        ])
        let chosenColumns =
            ((try JSONSerialization.jsonObject(with: Data(chosen.standardOutput.utf8)) as? [String: Any])?[
                "columns"] as? [[String: Any]]) ?? []
        #expect(chosenColumns.count == 1, "\(chosen.standardOutput)")
        let simulated = try await CLIRun.run([
            "simulate", "--project", project, "--os", "16.4", "--idiom", "pad", events.path,
        ])
        #expect(simulated.standardOutput.contains("iOS 16.4 on pad ("), "\(simulated.standardOutput)")
        let launchOnly = try await CLIRun.run(["compare", "--project", project])
        #expect(launchOnly.status == 0, "\(launchOnly.standardError)")
        #expect(launchOnly.standardOutput.contains("identical"))
    }

    /// Through a `--server`, the table shows the same header and warnings as in process, and
    /// `--os`/`--idiom` are applied before the scenario is sent.
    @Test func serverRunsShowTheSame() async throws {
        let server = try await ServerProcess.start()
        defer { server.stop() }
        let file = try CLIEndToEndTests.temporaryFile(Self.misspelt)
        defer { try? FileManager.default.removeItem(at: file) }
        let local = try await CLIRun.run(["simulate", "--os", "15.0", "--idiom", "pad", file.path])
        let remote = try await CLIRun.run([
            "simulate", "--server", server.baseURL, "--os", "15.0", "--idiom", "pad", file.path,
        ])
        #expect(remote.status == 0, "\(remote.standardError)")
        #expect(remote.standardOutput == local.standardOutput)
        #expect(remote.standardOutput.contains("iOS 15.0 on pad ("), "\(remote.standardOutput)")
        #expect(Self.warningLines(remote.standardOutput).count == 1, "\(remote.standardOutput)")
        let strict = try await CLIRun.run([
            "compare", "--server", server.baseURL, "--strict", "--os", "16.0", file.path,
        ])
        #expect(strict.status == 1, "\(strict.standardError)")
    }
}
