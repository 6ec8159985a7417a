import Foundation
import Testing

/// `autorotate lint --project DIR` probes the app's own pushes and rotation calls (issue 39 item 5):
/// a portrait-only camera pushed onto a navigation controller that does not forward (AR005), the
/// UIDevice orientation hack (AR016) and attemptRotationToDeviceOrientation (AR017) are reported at
/// the line of the push or the call.
@Suite("Lint probes a project's transitions end to end", .serialized, .timeLimit(.minutes(2)))
struct LintTransitionsEndToEndTests {
    static let project = "Tests/Fixtures/projects/PushedCamera"

    /// The text report is the pinned one: AR005 at the push's line, AR016 and AR017 at the calls'.
    @Test func reportIsPinned() async throws {
        let run = try await CLIRun.run(["lint", "--local", "--project", Self.project])
        #expect(run.status == 0, "\(run.standardError)")
        let pinned = try String(
            contentsOf: Fixtures.packageRoot.appendingPathComponent(Self.project + ".lint.txt"),
            encoding: .utf8)
        #expect(run.standardOutput == pinned)
        let push =
            "\(Self.project)/PushedCamera/LibraryViewController.swift:5:1: warning: CameraViewController"
        #expect(run.standardOutput.contains(push))
        #expect(
            run.standardOutput.contains(
                "\(Self.project)/PushedCamera/CameraViewController.swift:8:1: warning: "))
        #expect(
            run.standardOutput.contains("\(Self.project)/PushedCamera/CameraViewController.swift:9:1: note: ")
        )
    }

    /// The Objective-C project's report is the pinned one: its push, KVC and attemptRotation
    /// findings at the lines of the push and the calls, AR001 and AR002 at the overrides.
    @Test func objectiveCReportIsPinned() async throws {
        let project = "Tests/Fixtures/projects/LegacyRotation"
        let run = try await CLIRun.run(["lint", "--local", "--project", project])
        #expect(run.status == 0, "\(run.standardError)")
        let pinned = try String(
            contentsOf: Fixtures.packageRoot.appendingPathComponent(project + ".lint.txt"), encoding: .utf8)
        #expect(run.standardOutput == pinned)
        #expect(
            run.standardOutput.contains("\(project)/LegacyRotation/GalleryViewController.m:13:1: warning: "))
        #expect(
            run.standardOutput.contains("\(project)/LegacyRotation/ViewerViewController.m:13:1: warning: "))
    }

    /// In SARIF the push's AR005 has the push's file and line as its physical location, and the
    /// transition's pointer as its logical one.
    @Test func sarifPlacesTheFindingAtThePush() async throws {
        let out = LintProjectEndToEndTests.temporaryFile("transitions.sarif")
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try await CLIRun.run(["lint", "--local", "--project", Self.project, "--sarif", out.path])
        #expect(run.status == 0, "\(run.standardError)")
        let result = try LintProjectEndToEndTests.firstResult(out, ruleID: "AR005")
        #expect(result.uri?.hasSuffix("PushedCamera/PushedCamera/LibraryViewController.swift") == true)
        #expect(result.line == 5)
        #expect(result.pointer == "/transitions/2")
    }
}
