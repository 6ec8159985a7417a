import AutorotateImport
import AutorotateWire
import Testing

@testable import AutorotateOperations

/// Fixes (api.md §7.1, issue 40 item 6): the edits of AR001, AR002, AR016 and AR017 on a small
/// imported project, applied; the project imported and linted again no longer shows them, and a
/// second planning offers nothing.
@Suite("Fixes for the mechanical rules")
struct FixPlannerTests {
    static let files = [
        ProjectFile(
            path: "App/AppDelegate.m",
            content: """
                @implementation AppDelegate
                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options
                {
                    UINavigationController *navigation = [[UINavigationController alloc] initWithRootViewController:[[Gallery alloc] init]];
                    [_window setRootViewController:navigation];
                    return YES;
                }
                @end
                """),
        ProjectFile(
            path: "App/Gallery.m",
            content: """
                @implementation Gallery
                - (UIInterfaceOrientationMask)supportedInterfaceOrientations
                {
                    return UIInterfaceOrientationLandscapeLeft | UIInterfaceOrientationLandscapeRight;
                }
                - (void)open
                {
                    [self.navigationController pushViewController:[[Viewer alloc] init] animated:YES];
                }
                @end
                """),
        ProjectFile(
            path: "App/Viewer.swift",
            content: """
                import UIKit

                final class Viewer: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                        [.portrait, .landscapeLeft, .portrait]
                    }

                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        UIDevice.current.setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: "orientation")
                        UIViewController.attemptRotationToDeviceOrientation()
                    }
                }
                """),
        ProjectFile(path: "App/Gallery.h", content: "@interface Gallery : UIViewController\n@end\n"),
    ]

    /// The project imported and linted as `lint --project` does, with the fixes attached.
    static func lint(_ files: [ProjectFile]) throws -> LintReport {
        let result = try ProjectImporter.importProject(files)
        guard case .object(let imported) = try JSONReader.parse(result.jsonBytes()),
            case .object(var request)? = imported["scenario"], let lint = imported["lint"],
            let transitions = imported["transitions"]
        else { throw PlannerTestError() }
        request.members.append(JSONMember("lint", lint))
        request.members.append(JSONMember("transitions", transitions))
        switch Operations().lint(JSONValue.object(request).serialized(), as: .json) {
        case .success(let answer):
            return Operations.attachingFixes(
                to: try LintReport(json: answer.body), result: result, files: files)
        case .failure: throw PlannerTestError()
        }
    }

    struct PlannerTestError: Error {}

    static func applied(_ report: LintReport, to files: [ProjectFile]) -> [ProjectFile] {
        files.map { file in
            let edits = report.findings.flatMap(\.edits).filter { $0.path == file.path }
            return ProjectFile(
                path: file.path, content: FixApplication.applying(edits, to: file.content) ?? file.content)
        }
    }

    /// Each mechanical finding carries the edit of its kind: mask constants for interface
    /// constants, the second term removed with its separator, and the two calls wrapped in
    /// `if #available(iOS 16.0, *)` with the old call in the `else` branch.
    @Test func editsOfEachRule() throws {
        let report = try Self.lint(Self.files)
        func edits(_ id: String) -> [FindingEdit] { report.findings.first { $0.id == id }?.edits ?? [] }
        #expect(
            edits("AR001").map(\.replacement) == [
                "UIInterfaceOrientationMaskLandscapeLeft", "UIInterfaceOrientationMaskLandscapeRight",
            ])
        let first = try #require(edits("AR001").first)
        #expect(
            first.path == "App/Gallery.m" && first.line == 4 && first.column == 12 && first.endColumn == 47)
        #expect(
            edits("AR002") == [
                FindingEdit(
                    path: "App/Viewer.swift", line: 5, column: 35, endLine: 5, endColumn: 46, replacement: "")
            ])
        let hack = try #require(edits("AR016").first)
        #expect(hack.line == 10 && hack.column == 9)
        #expect(
            hack.replacement == """
                if #available(iOS 16.0, *) {
                            self.view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight))
                        } else {
                            UIDevice.current.setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: "orientation")
                        }
                """)
        let attempt = try #require(edits("AR017").first)
        #expect(attempt.replacement.contains("self.setNeedsUpdateOfSupportedInterfaceOrientations()"))
        #expect(attempt.replacement.hasPrefix("if #available(iOS 16.0, *) {\n"))
    }

    /// After the edits, the project no longer shows AR001, AR002, AR016 or AR017, no error appears,
    /// and nothing is left to fix.
    @Test func fixedProjectLintsClean() throws {
        let fixed = Self.applied(try Self.lint(Self.files), to: Self.files)
        let again = try Self.lint(fixed)
        let ids = Set(again.findings.map(\.id))
        #expect(ids.isDisjoint(with: ["AR001", "AR002", "AR016", "AR017"]), "\(ids)")
        let errors = again.summary.error
        let stillFixable = again.findings.filter { !$0.edits.isEmpty }
        #expect(errors == 0)
        #expect(stillFixable.isEmpty)
    }

    /// An interface constant written twice gets AR001's rewrite once and AR002's removal once,
    /// without overlapping: one application leaves nothing to fix.
    @Test func repeatedInterfaceConstantIsFixedInOnePass() throws {
        let files = Self.files.map { file in
            file.path == "App/Gallery.m"
                ? ProjectFile(
                    path: file.path,
                    content: file.content.replacing(
                        "UIInterfaceOrientationLandscapeRight;",
                        with: "UIInterfaceOrientationLandscapeRight | UIInterfaceOrientationLandscapeLeft;"))
                : file
        }
        let report = try Self.lint(files)
        #expect(FixApplication.overlappingFindings(report.findings).isEmpty)
        let fixed = Self.applied(report, to: files)
        let gallery = fixed.first { $0.path == "App/Gallery.m" }?.content ?? ""
        #expect(
            gallery.contains(
                "return UIInterfaceOrientationMaskLandscapeLeft | UIInterfaceOrientationMaskLandscapeRight;"))
        let again = try Self.lint(fixed)
        #expect(Set(again.findings.map(\.id)).isDisjoint(with: ["AR001", "AR002"]))
    }

    /// An edit is offered only where the file holds what the import read: the same finding on a
    /// file whose text changed gets none.
    @Test func noEditWhereTheTextDiffers() throws {
        let result = try ProjectImporter.importProject(Self.files)
        let report = try Self.lint(Self.files)
        let changed = Self.files.map { file in
            file.path == "App/Viewer.swift"
                ? ProjectFile(
                    path: file.path,
                    content: file.content.replacing(
                        "[.portrait, .landscapeLeft, .portrait]",
                        with: "[.portrait, .landscapeRight, .portrait]"
                    ).replacing("final class Viewer", with: "final class Other"))
                : file
        }
        let replanned = Operations.attachingFixes(to: report, result: result, files: changed)
        #expect(replanned.findings.first { $0.id == "AR002" }?.edits == [])
        #expect(replanned.findings.first { $0.id == "AR016" }?.edits == [])
        #expect(replanned.findings.first { $0.id == "AR001" }?.edits.count == 2)
    }

    /// Two findings whose edits overlap are both held back; edits of one finding never block it.
    @Test func overlappingEditsAreNotApplied() {
        func finding(_ edits: [FindingEdit]) -> Finding {
            var finding = Finding(
                id: "AR002", severity: .warning, title: "", message: "", pointer: "", fix: "", rule: "R1.2",
                confidence: .documented, os: [], evidence: nil)
            finding.edits = edits
            return finding
        }
        let a = FindingEdit(path: "A.swift", line: 1, column: 5, endLine: 1, endColumn: 10, replacement: "")
        let b = FindingEdit(path: "A.swift", line: 1, column: 8, endLine: 2, endColumn: 1, replacement: "x")
        let c = FindingEdit(path: "A.swift", line: 1, column: 10, endLine: 1, endColumn: 12, replacement: "y")
        let d = FindingEdit(path: "B.swift", line: 1, column: 5, endLine: 1, endColumn: 10, replacement: "")
        #expect(FixApplication.overlappingFindings([finding([a]), finding([b]), finding([d])]) == [0, 1])
        #expect(FixApplication.overlappingFindings([finding([a, c]), finding([d])]).isEmpty)
        #expect(FixApplication.applying([a, c], to: "0123456789abcdef\n") == "0123ybcdef\n")
    }

    /// Edits are applied back to front, so each names the text it was made for; one outside the
    /// text applies nothing.
    @Test func editsApplyToTheTextTheyName() {
        let text = "return A | B | A;\nnext\n"
        let remove = FindingEdit(path: "x.m", line: 1, column: 13, endLine: 1, endColumn: 17, replacement: "")
        let rename = FindingEdit(
            path: "x.m", line: 1, column: 8, endLine: 1, endColumn: 9, replacement: "MaskA")
        #expect(FixApplication.applying([remove, rename], to: text) == "return MaskA | B;\nnext\n")
        let outside = FindingEdit(path: "x.m", line: 9, column: 1, endLine: 9, endColumn: 2, replacement: "")
        #expect(FixApplication.applying([outside], to: text) == nil)
    }
}
