import Testing

@testable import AutorotateImport

/// The readers behind fixes (api.md §7.1): mask terms with their exact places, rotation calls
/// alone on their line, and the `#available` branch around a call.
@Suite struct FixReaderTests {
    static let swiftMask = """
        final class A: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                [.landscapeLeft, .landscapeRight, .landscapeLeft]
            }
        }
        """

    /// A Swift array literal is split into its terms, each with its place and the separator before it.
    @Test func swiftArrayTerms() throws {
        let expressions = MaskTermReader.expressions(
            path: "A.swift", content: Self.swiftMask, line: 2, column: 5)
        let expression = try #require(expressions.first)
        #expect(expressions.count == 1)
        #expect(expression.span.text == "[.landscapeLeft, .landscapeRight, .landscapeLeft]")
        #expect(expression.terms.map(\.name) == ["landscapeLeft", "landscapeRight", "landscapeLeft"])
        #expect(expression.terms.allSatisfy { $0.kind == .mask && !$0.isObjectiveCName })
        let last = try #require(expression.terms.last?.withSeparator)
        #expect(last.text == ", .landscapeLeft")
        #expect((last.line, last.column, last.endLine, last.endColumn) == (3, 41, 3, 57))
    }

    /// Objective-C `return A | B;` terms are read with their kind: an interface-orientation
    /// constant is told apart from a mask constant.
    @Test func objectiveCReturnTerms() throws {
        let text = """
            @implementation B
            - (UIInterfaceOrientationMask)supportedInterfaceOrientations
            {
                return UIInterfaceOrientationLandscapeLeft | UIInterfaceOrientationMaskPortrait;
            }
            @end
            """
        let expression = try #require(
            MaskTermReader.expressions(path: "B.m", content: text, line: 2, column: 1).first)
        #expect(expression.terms.map(\.kind) == [.interfaceOrientation, .mask])
        #expect(expression.terms.map(\.name) == ["landscapeLeft", "portrait"])
        #expect(expression.terms[0].span.text == "UIInterfaceOrientationLandscapeLeft")
        #expect(expression.terms[0].isObjectiveCName)
    }

    /// A term that is not a constant (a call, a variable) leaves the expression without terms, so
    /// no fix touches it.
    @Test func computedTermsAreNotSplit() throws {
        let text =
            "class C { override var supportedInterfaceOrientations: UIInterfaceOrientationMask { mask() | .portrait } }"
        let expression = try #require(
            MaskTermReader.expressions(path: "C.swift", content: text, line: 1, column: 11).first)
        #expect(expression.terms.isEmpty)
    }

    /// The KVC orientation call alone on its line is found with its whole statement, its
    /// indentation and its class; a call sharing its line with other code is not.
    @Test func rotationCallSites() throws {
        let text = """
            final class Camera: UIViewController {
                func turn() {
                    UIDevice.current.setValue(UIInterfaceOrientation.portrait.rawValue, forKey: "orientation")
                    let x = 1; UIViewController.attemptRotationToDeviceOrientation()
                }
            }
            """
        let site = try #require(
            RotationCallReader.site(
                of: .deviceOrientationKeyValueCoding, path: "Camera.swift", content: text, line: 3))
        #expect(site.statement.text.hasPrefix("UIDevice.current.setValue("))
        #expect(site.statement.text.hasSuffix("forKey: \"orientation\")"))
        #expect(site.indentation == "        ")
        #expect(site.className == "Camera")
        #expect(!site.isObjectiveC)
        #expect(
            RotationCallReader.site(
                of: .attemptRotationToDeviceOrientation, path: "Camera.swift", content: text, line: 4) == nil)
    }

    /// Objective-C: the message with its `;`, inside its `@implementation`.
    @Test func objectiveCCallSite() throws {
        let text = """
            @implementation Viewer
            - (void)turn
            {
                [UIViewController attemptRotationToDeviceOrientation];
            }
            @end
            """
        let site = try #require(
            RotationCallReader.site(
                of: .attemptRotationToDeviceOrientation, path: "V.m", content: text, line: 4))
        #expect(site.statement.text == "[UIViewController attemptRotationToDeviceOrientation];")
        #expect(site.className == "Viewer")
        #expect(site.isObjectiveC)
    }

    /// The branch of `if #available`, its `else`, `guard #available … else` and Objective-C's
    /// `@available` give the versions a call runs on; code outside any runs everywhere.
    @Test func availabilityBranches() {
        let swift = """
            func a() {
                if #available(iOS 16.0, *) {
                    setNeedsUpdateOfSupportedInterfaceOrientations()
                } else {
                    UIViewController.attemptRotationToDeviceOrientation()
                }
                guard #available(iOS 16, *) else {
                    UIViewController.attemptRotationToDeviceOrientation()
                    return
                }
                UIViewController.attemptRotationToDeviceOrientation()
            }
            """
        #expect(RotationCallReader.availability(path: "a.swift", content: swift, line: 3) == .from("16.0"))
        #expect(RotationCallReader.availability(path: "a.swift", content: swift, line: 5) == .below("16.0"))
        #expect(RotationCallReader.availability(path: "a.swift", content: swift, line: 8) == .below("16.0"))
        #expect(RotationCallReader.availability(path: "a.swift", content: swift, line: 11) == nil)
        let objectiveC = """
            - (void)b {
                if (@available(iOS 16.0, *)) {
                    [self setNeedsUpdateOfSupportedInterfaceOrientations];
                } else {
                    [UIViewController attemptRotationToDeviceOrientation];
                }
            }
            """
        #expect(RotationCallReader.availability(path: "b.m", content: objectiveC, line: 3) == .from("16.0"))
        #expect(RotationCallReader.availability(path: "b.m", content: objectiveC, line: 5) == .below("16.0"))
    }

    /// The import marks each rotation call inside an `#available` branch with the versions it runs
    /// on, and leaves a call outside any branch unmarked.
    @Test func importMarksAvailableCalls() throws {
        let source = """
            import UIKit

            final class Camera: UIViewController {
                func turn() {
                    if #available(iOS 16.0, *) {
                        self.setNeedsUpdateOfSupportedInterfaceOrientations()
                    } else {
                        UIViewController.attemptRotationToDeviceOrientation()
                    }
                    UIViewController.attemptRotationToDeviceOrientation()
                }
            }
            """
        let delegate = """
            import UIKit

            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window?.rootViewController = Camera()
                }
            }
            """
        let result = try ProjectImporter.importProject([
            ProjectFile(path: "App/Camera.swift", content: source),
            ProjectFile(path: "App/SceneDelegate.swift", content: delegate),
        ])
        let calls = result.transitions.filter { $0.kind == .call }.map { ($0.line, $0.available) }
        #expect(calls.count == 3)
        #expect(calls.first { $0.0 == 6 }?.1 == TransitionAvailability(from: "16.0"))
        #expect(calls.first { $0.0 == 8 }?.1 == TransitionAvailability(below: "16.0"))
        #expect(calls.first { $0.0 == 10 }.map { $0.1 == nil } == true)
    }
}
