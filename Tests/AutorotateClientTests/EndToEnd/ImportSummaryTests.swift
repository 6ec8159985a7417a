import AutorotateImport
import AutorotateOperations
import AutorotateWire
import Foundation
import Testing

@testable import autorotate

/// `autorotate import --summary DIR…` on the fixture projects: one row per project, measured the
/// way `import` and `lint --project` measure them, and a row with the error for a folder that
/// cannot be imported.
@Suite("Import summary", .timeLimit(.minutes(2)))
struct ImportSummaryTests {
    static let projects = "Tests/Fixtures/projects"
    static let names = [
        "Conditionals", "Containers", "GeneratedPlist", "Inheritance", "ObjCApp", "SwiftTabs",
    ]

    /// The fixture project `name`, as a path from the package root.
    static func path(_ name: String) -> String {
        Fixtures.packageRoot.appendingPathComponent(projects).appendingPathComponent(name).path
    }

    /// The measurement of a row that imported, or a recorded issue.
    static func measurement(_ row: ImportSummaryRow) throws -> ImportSummaryRow.Measurement {
        guard case .imported(let measured) = row.outcome else {
            throw Failure(description: "\(row.project) did not import: \(row.outcome)")
        }
        return measured
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// A storyboard root, a code root and a main nib's are told apart, and the row names the
    /// target and root.
    @Test func rootRuleFollowsWhereTheRootCameFrom() throws {
        let tabs = try Self.measurement(
            ImportSummaryRow.measure(directory: Self.path("SwiftTabs"), target: nil))
        #expect(tabs.target == "SwiftTabs")
        #expect(tabs.root == "MainTabBarController")
        #expect(tabs.rule == .storyboard)
        let objc = try Self.measurement(
            ImportSummaryRow.measure(directory: Self.path("ObjCApp"), target: nil))
        #expect(objc.root == "RootNavigationController")
        #expect(objc.rule == .code)
        #expect(!objc.rootAssumed)
        let nib = try Self.measurement(
            ImportSummaryRow.measure(directory: Self.path("MainNibRoot"), target: nil))
        #expect(nib.root == "NotesNavigationController")
        #expect(nib.rule == .mainNib)
    }

    /// View controllers, notes and override sites are those of the import; the lint counts are
    /// those of linting the imported scenario over the import's range.
    @Test func countsMatchImportAndLint() throws {
        for name in Self.names {
            let directory = Self.path(name)
            let measured = try Self.measurement(ImportSummaryRow.measure(directory: directory, target: nil))
            guard case .success(let project) = ProjectScenario.load(directory: directory, target: nil) else {
                Issue.record("\(name) does not load")
                continue
            }
            guard case .object(let scenario) = project.result.scenario,
                case .object(let controllers)? = scenario["viewControllers"]
            else {
                Issue.record("\(name) has no viewControllers")
                continue
            }
            #expect(measured.viewControllers == controllers.members.count, "\(name)")
            #expect(measured.notes == project.result.notes.count, "\(name)")
            let answer = try Operations(limits: .default).lint(project.lintRequest()).get()
            #expect(try measured.lint.get() == LintReport(json: answer.body).summary, "\(name)")
            let codeLines = Set(
                project.result.sources.filter { pointer, source in
                    pointer.hasPrefix("/viewControllers/") && !source.path.hasSuffix(".storyboard")
                        && ImportSummaryRow.rotationMembers.contains { pointer.contains("/" + $0) }
                }.values.map { "\($0.path):\($0.line)" })
            #expect(measured.overrideSites == codeLines.count, "\(name)")
        }
    }

    /// The override sites of the Objective-C fixture: its rotation methods, one per source line.
    @Test func objectiveCOverrideSitesAreCounted() throws {
        let objc = try Self.measurement(
            ImportSummaryRow.measure(directory: Self.path("ObjCApp"), target: nil))
        #expect(objc.overrideSites > 0)
        #expect(try objc.lint.get().error == 0)
    }

    /// A folder that is not a project keeps its row, with the reason, after the rows that worked;
    /// the command still exits 0 and counts both.
    @Test func failingProjectKeepsItsRow() async throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent(
            "no-project-\(UUID().uuidString)"
        ).path
        let run = try await CLIRun.run(
            ["import", "--summary"] + Self.names.map { "\(Self.projects)/\($0)" } + [missing])
        #expect(run.status == 0, "\(run.standardError)")
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "| " + ImportSummaryRenderer.headers.joined(separator: " | ") + " |")
        #expect(lines.count == 2 + Self.names.count + 2)
        for (index, name) in Self.names.enumerated() {
            // Conditionals and Inheritance are folders of sources with no project file.
            let target = ["Conditionals", "Inheritance"].contains(name) ? ImportSummaryRow.noProject : name
            #expect(lines[2 + index].hasPrefix("| \(name) | \(target) | "), "\(lines[2 + index])")
        }
        let failed = lines[2 + Self.names.count]
        #expect(failed.hasPrefix("| \(ImportSummaryRow.name(of: missing)) | error: "))
        #expect(failed.contains("not a directory"))
        #expect(lines.last?.hasPrefix("7 projects: 6 imported, 1 failed, 6 with a root") == true)
    }

    /// `--summary` takes several DIRs; without it a second DIR, and `--summary` with `--json`, are
    /// input errors (exit 2).
    @Test func severalDirectoriesOnlyWithSummary() async throws {
        guard
            case .success(.run(let parsed)) = AutorotateTool.parse(
                ["import", "--summary", "a", "b"], environment: [:]),
            let command = parsed as? ImportCommand
        else {
            Issue.record("import --summary a b does not parse")
            return
        }
        #expect(command.directories == ["a", "b"])
        #expect(command.summary)
        let two = try await CLIRun.run(["import", "\(Self.projects)/SwiftTabs", "\(Self.projects)/ObjCApp"])
        #expect(two.status == 2)
        #expect(two.standardError.contains("--summary"))
        let json = try await CLIRun.run(["import", "--summary", "--json", "\(Self.projects)/SwiftTabs"])
        #expect(json.status == 2)
    }

    /// A cell keeps its text on one line, with pipes escaped.
    @Test func cellsStayInOneColumn() {
        #expect(ImportSummaryRenderer.cell("a|b\nc") == "a\\|b c")
    }
}
