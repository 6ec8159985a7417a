import Foundation
import Testing

/// `autorotate lint --project DIR --fix` (issue 40 item 6) on copies of the fixture projects: the
/// edits are applied and printed as a unified diff, a second run changes nothing, the next lint no
/// longer reports what was fixed, and no file outside DIR is ever written.
@Suite("lint --fix end to end", .serialized, .timeLimit(.minutes(2)))
struct LintFixEndToEndTests {
    /// A fresh copy of fixture project `name` in a temporary folder; the folder holding it.
    static func copy(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "autorotate-fix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Fixtures.packageRoot.appendingPathComponent("Tests/Fixtures/projects/\(name)"),
            to: folder.appendingPathComponent(name))
        return folder
    }

    static func contents(_ folder: URL) throws -> [String: String] {
        var files: [String: String] = [:]
        let root = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
        for case let path as String in FileManager.default.enumerator(atPath: folder.path) ?? .init() {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root + path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            else { continue }
            files[path] = try String(contentsOfFile: root + path, encoding: .utf8)
        }
        return files
    }

    /// The Objective-C project: the pinned diff is printed, the files hold it, a second run says
    /// there is nothing to fix and changes no byte, and the lint after shows none of the four rules.
    @Test func objectiveCProjectIsFixedOnce() async throws {
        let folder = try Self.copy("LegacyRotation")
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = folder.appendingPathComponent("LegacyRotation").path
        let first = try await CLIRun.run(["lint", "--local", "--project", project, "--fix"])
        #expect(first.status == 0, "\(first.standardError)")
        let diff = try String(
            contentsOf: Fixtures.packageRoot.appendingPathComponent(
                "Tests/Fixtures/projects/LegacyRotation.fix.diff"),
            encoding: .utf8)
        #expect(first.standardOutput.hasPrefix(diff), "\(first.standardOutput)")
        #expect(first.standardOutput.contains("\(project): fixed 4 findings in 2 files"))
        let viewer = try String(
            contentsOfFile: project + "/LegacyRotation/ViewerViewController.m", encoding: .utf8)
        #expect(
            viewer.contains(
                "return UIInterfaceOrientationMaskLandscapeLeft | UIInterfaceOrientationMaskLandscapeRight;"))
        #expect(viewer.contains("if (@available(iOS 16.0, *)) {"))
        let afterFirst = try Self.contents(folder)
        let second = try await CLIRun.run(["lint", "--local", "--project", project, "--fix"])
        #expect(second.status == 0, "\(second.standardError)")
        #expect(second.standardOutput.hasPrefix("\(project): nothing to fix\n"))
        #expect(try Self.contents(folder) == afterFirst)
        let lint = try await CLIRun.run(["lint", "--local", "--json", "--project", project])
        let report = try JSONSerialization.jsonObject(with: Data(lint.standardOutput.utf8)) as? [String: Any]
        let ids = Set(((report?["findings"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? String })
        #expect(ids.isDisjoint(with: ["AR001", "AR002", "AR016", "AR017"]), "\(ids)")
        #expect(ids.contains("AR005"), "the pushed viewer's ignored mask is not mechanical and stays")
    }

    /// The Swift project: the duplicated term and both calls are fixed, and its diff names each
    /// file relative to DIR.
    @Test func swiftProjectIsFixed() async throws {
        let folder = try Self.copy("PushedCamera")
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = folder.appendingPathComponent("PushedCamera").path
        let run = try await CLIRun.run(["lint", "--local", "--project", project, "--fix"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("--- a/PushedCamera/CameraViewController.swift\n"))
        #expect(run.standardOutput.contains("-        [.landscapeLeft, .landscapeRight, .landscapeLeft]\n"))
        #expect(run.standardOutput.contains("+        [.landscapeLeft, .landscapeRight]\n"))
        #expect(
            run.standardOutput.contains(
                "+            self.setNeedsUpdateOfSupportedInterfaceOrientations()\n"))
        #expect(run.standardOutput.contains("\(project): fixed 3 findings in 2 files"))
    }

    /// A project file that is a link to a file outside DIR is never written, and the run says so.
    @Test func fileOutsideTheProjectIsNotWritten() async throws {
        let folder = try Self.copy("LegacyRotation")
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = folder.appendingPathComponent("LegacyRotation").path
        let inside = project + "/LegacyRotation/ViewerViewController.m"
        let outside = folder.appendingPathComponent("ViewerViewController.m").path
        try FileManager.default.moveItem(atPath: inside, toPath: outside)
        try FileManager.default.createSymbolicLink(atPath: inside, withDestinationPath: outside)
        let before = try String(contentsOfFile: outside, encoding: .utf8)
        let run = try await CLIRun.run(["lint", "--local", "--project", project, "--fix"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(try String(contentsOfFile: outside, encoding: .utf8) == before)
        #expect(
            run.standardOutput.contains(
                "LegacyRotation/ViewerViewController.m: not fixed: the file is not inside"))
    }

    /// A finding silenced by a suppression comment is not fixed: its file keeps its bytes while
    /// the other findings are fixed.
    @Test func suppressedFindingIsNotFixed() async throws {
        let folder = try Self.copy("PushedCamera")
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = folder.appendingPathComponent("PushedCamera").path
        let player = project + "/PushedCamera/PlayerViewController.swift"
        let original = try String(contentsOfFile: player, encoding: .utf8)
        let suppressed = original.replacing(
            "    override var supportedInterfaceOrientations",
            with: "    // autorotate:disable-next-line AR002\n    override var supportedInterfaceOrientations"
        )
        try suppressed.write(toFile: player, atomically: true, encoding: .utf8)
        let run = try await CLIRun.run(["lint", "--local", "--project", project, "--fix"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(try String(contentsOfFile: player, encoding: .utf8) == suppressed)
        #expect(!run.standardOutput.contains("--- a/PushedCamera/PlayerViewController.swift"))
        #expect(run.standardOutput.contains("\(project): fixed 2 findings in 1 file"))
    }

    /// A call in a view controller nothing shows is not probed, and lint says so at the call's line.
    @Test func unprobedTransitionIsANote() async throws {
        let folder = try Self.copy("PushedCamera")
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = folder.appendingPathComponent("PushedCamera").path
        try """
        import UIKit

        final class OrphanViewController: UIViewController {
            func rotate() {
                UIViewController.attemptRotationToDeviceOrientation()
            }
        }
        """.write(
            toFile: project + "/PushedCamera/OrphanViewController.swift", atomically: true, encoding: .utf8)
        let run = try await CLIRun.run(["lint", "--local", "--project", project])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(
            run.standardError.contains(
                "\(project)/PushedCamera/OrphanViewController.swift:5: note: not probed: no root, tab, push or presentation the import found shows 'OrphanViewController'"
            ))
        #expect(!run.standardOutput.contains("OrphanViewController.swift:5"))
    }

    /// Past the first three, unprobed transitions are counted, not listed: five calls nothing
    /// shows give three notes at their lines and one line for the other two.
    @Test func unprobedTransitionsPastThreeAreCounted() async throws {
        let folder = try Self.copy("PushedCamera")
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = folder.appendingPathComponent("PushedCamera").path
        let calls = String(
            repeating: "        UIViewController.attemptRotationToDeviceOrientation()\n", count: 5)
        try """
        import UIKit

        final class OrphanViewController: UIViewController {
            func rotate() {
        \(calls)    }
        }

        """.write(
            toFile: project + "/PushedCamera/OrphanViewController.swift", atomically: true, encoding: .utf8)
        let run = try await CLIRun.run(["lint", "--local", "--project", project])
        #expect(run.status == 0, "\(run.standardError)")
        let named = run.standardError.split(separator: "\n").filter {
            $0.contains("OrphanViewController.swift:") && $0.contains(": note: not probed:")
        }
        #expect(named.count == 3, "\(run.standardError)")
        #expect(
            run.standardError.contains(
                "\(project): note: 2 more of the app's pushes, presentations and calls were not probed"))
    }

    /// With `--json` the diff goes to standard error and standard output is the report of the
    /// lint after the fixes, one JSON document.
    @Test func jsonOutputStaysJSON() async throws {
        let folder = try Self.copy("PushedCamera")
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = folder.appendingPathComponent("PushedCamera").path
        let run = try await CLIRun.run(["lint", "--local", "--json", "--project", project, "--fix"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.contains("--- a/PushedCamera/PlayerViewController.swift\n"))
        let report = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        let ids = ((report?["findings"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? String }
        #expect(!ids.isEmpty && !ids.contains("AR002"))
    }

    /// `--fix` edits a project's files, so it needs `--project`: with a scenario file it is an input error.
    @Test func fixNeedsAProject() async throws {
        let run = try await CLIRun.run(["lint", "--local", "--fix", "Tests/Fixtures/lint/AR010-trigger.json"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("--fix goes with --project DIR"))
    }

    /// The project's SARIF carries each fix as `fixes` with the replacements, its file relative to
    /// the repository root under `%SRCROOT%`.
    @Test func sarifCarriesFixes() async throws {
        let out = LintProjectEndToEndTests.temporaryFile("fixes.sarif")
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try await CLIRun.run([
            "lint", "--local", "--project", "Tests/Fixtures/projects/LegacyRotation", "--sarif", out.path,
        ])
        #expect(run.status == 0, "\(run.standardError)")
        let log = try JSONSerialization.jsonObject(with: Data(contentsOf: out)) as? [String: Any]
        let results = ((log?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        let ar001 = try #require(results.first { $0["ruleId"] as? String == "AR001" })
        let fix = try #require((ar001["fixes"] as? [[String: Any]])?.first)
        let change = try #require((fix["artifactChanges"] as? [[String: Any]])?.first)
        let artifact = change["artifactLocation"] as? [String: Any]
        #expect(
            (artifact?["uri"] as? String)?.hasSuffix("LegacyRotation/LegacyRotation/ViewerViewController.m")
                == true)
        #expect(artifact?["uriBaseId"] as? String == "%SRCROOT%")
        let replacements = (change["replacements"] as? [[String: Any]]) ?? []
        let inserted = replacements.compactMap {
            ($0["insertedContent"] as? [String: Any])?["text"] as? String
        }
        #expect(
            inserted == [
                "UIInterfaceOrientationMaskLandscapeLeft", "UIInterfaceOrientationMaskLandscapeRight",
            ])
        let region = replacements.first?["deletedRegion"] as? [String: Any]
        #expect(region?["startLine"] as? Int == 7 && region?["startColumn"] as? Int == 12)
    }
}
