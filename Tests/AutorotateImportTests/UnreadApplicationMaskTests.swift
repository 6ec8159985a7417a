import AutorotateEngine
import AutorotateImport
import AutorotateWire
import Testing

/// When the app delegate's `application(_:supportedInterfaceOrientationsFor:)` is computed at run
/// time, the Info.plist's orientations are modelled in its place: a view controller answering an
/// orientation the Info.plist lacks relies on the unread answer, so its basis says so and lint
/// reports what follows from it as a note, never a crash error (api.md §7.1).
@Suite struct UnreadApplicationMaskTests {
    private static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>UISupportedInterfaceOrientations</key>
            <array>
                <string>UIInterfaceOrientationPortrait</string>
            </array>
        </dict>
        </plist>

        """

    private static func files(delegateAnswer: String) -> [ProjectFile] {
        [
            ProjectFile(path: "Player/Info.plist", content: plist),
            ProjectFile(
                path: "Player/AppDelegate.swift",
                content: """
                    import UIKit

                    @main
                    final class AppDelegate: UIResponder, UIApplicationDelegate {
                        var window: UIWindow?

                        func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                            window?.rootViewController = FeedViewController()
                            return true
                        }

                        func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                            \(delegateAnswer)
                        }
                    }

                    """),
            ProjectFile(
                path: "Player/FeedViewController.swift",
                content: """
                    import UIKit

                    final class FeedViewController: UIViewController {
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

                        func play() {
                            present(FullScreenPlayerViewController(), animated: true)
                        }
                    }

                    final class FullScreenPlayerViewController: UIViewController {
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
                        override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .landscapeRight }
                    }

                    """),
        ]
    }

    private func basis(_ result: ImportResult, _ id: String) -> JSONValue? {
        result.scenario.asObject?["viewControllers"]?.asObject?[id]?.asObject?["basis"]
    }

    /// A rotation manager's answer is not read: the landscape player's basis names the delegate's
    /// method and line; the portrait feed, inside the Info.plist's orientations, stays read.
    @Test func landscapeScreenRestsOnTheUnreadAnswer() throws {
        let result = try ProjectImporter.importProject(
            Self.files(delegateAnswer: "return RotationManager.shared.allowedOrientations(for: window)"))
        guard
            case .string(let reason)? = basis(result, "FullScreenPlayerViewController")?.asObject?["assumed"]
        else {
            Issue.record("the player's basis is not assumed")
            return
        }
        #expect(reason.contains("(Player/AppDelegate.swift:12)"))
        #expect(basis(result, "FeedViewController") == .string("read"))
    }

    /// Lint reports the launch-time crash of presenting the landscape player over a portrait-only
    /// application mask as a note that names the assumption, not as an error.
    @Test func guessedCrashIsANote() throws {
        let result = try ProjectImporter.importProject(
            Self.files(delegateAnswer: "return RotationManager.shared.allowedOrientations(for: window)"))
        let report = try lint(result, on: "11.0")
        let player = report.findings.filter {
            $0.pointer.hasPrefix("/viewControllers/FullScreenPlayerViewController")
        }
        #expect(!player.isEmpty)
        #expect(player.allSatisfy { $0.severity == .note && $0.message.contains("rests on an assumption") })
        #expect(report.summary.error == 0)
    }

    /// A navigation controller that forwards to its top view controller answers with the
    /// landscape player's orientations when the player is in it: it rests on the unread answer
    /// too, and lint's crash on presenting it is a note.
    @Test func forwardingContainerRestsOnTheUnreadAnswer() throws {
        var files = Self.files(delegateAnswer: "return RotationManager.shared.mask")
        files.append(
            ProjectFile(
                path: "Player/StackController.swift",
                content: """
                    import UIKit

                    final class StackController: UINavigationController {
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                            topViewController?.supportedInterfaceOrientations ?? .portrait
                        }
                    }

                    final class ChannelViewController: UIViewController {
                        func watch() {
                            present(StackController(rootViewController: FullScreenPlayerViewController()), animated: true)
                        }
                    }

                    """))
        let result = try ProjectImporter.importProject(files)
        guard case .string(let reason)? = basis(result, "StackController")?.asObject?["assumed"] else {
            Issue.record("the forwarding container's basis is not assumed")
            return
        }
        #expect(reason.hasPrefix("it answers with a child's orientations"))
        #expect(reason.contains("'FullScreenPlayerViewController'"))
        let report = try lint(result, on: "12.0")
        let container = report.findings.filter { $0.pointer.hasPrefix("/viewControllers/StackController") }
        #expect(container.contains { $0.id == "AR003" })
        #expect(
            container.allSatisfy { $0.severity == .note && $0.message.contains("rests on an assumption") })
        #expect(report.summary.error == 0)
    }

    /// A delegate answer the import reads (a literal) is the application's mask: nothing is
    /// assumed, and the crash it makes stays lint's to report.
    @Test func readDelegateAnswerAssumesNothing() throws {
        let result = try ProjectImporter.importProject(Self.files(delegateAnswer: "return .portrait"))
        #expect(basis(result, "FullScreenPlayerViewController") == .string("read"))
    }

    /// Lint's report on the imported scenario, on one iOS version.
    private func lint(_ result: ImportResult, on os: String) throws -> LintReport {
        guard case .object(var request) = result.scenario else {
            throw ImportedScenarioError.notAnObject
        }
        request.members.append(
            JSONMember(
                "lint",
                .object(
                    JSONObject([JSONMember("minimumOS", .string(os)), JSONMember("maximumOS", .string(os))])))
        )
        guard case .success(let report) = Linter.lint(document: .object(request)) else {
            throw ImportedScenarioError.refusedByLint
        }
        return report
    }

    /// Why an imported scenario could not be linted.
    private enum ImportedScenarioError: Error {
        case notAnObject
        case refusedByLint
    }
}
