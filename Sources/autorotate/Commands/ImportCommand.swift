import AutorotateArguments
import AutorotateImport
import AutorotateWire
import Foundation

/// `autorotate import DIR`: reads an Xcode project (Info.plist, project.pbxproj, storyboards, Swift
/// and Objective-C sources; not `Pods/`, `Carthage/`, build folders or tests) and prints the
/// scenario it describes (api.md §9), or writes it with `--out`. Notes (what could not be modelled)
/// go to standard error as `FILE:LINE: note: …`. With `--summary DIR…` it prints one table row
/// per project instead (``ImportSummaryRenderer``). In this process: no server needed.
struct ImportCommand: Subcommand, Equatable {
    static let name = "import"
    static let abstract = "Make a scenario from an Xcode project's files."
    static let overview = "read an Xcode project's files and print the scenario they describe."

    static var options: [CommandOption<Self>] {
        [
            .text(
                "--out", valueName: "FILE", \.out,
                help: "Write the scenario to FILE instead of printing it."),
            .text(SharedOptions.projectTarget, \.target),
            .flag(
                "--summary", \.summary,
                help: """
                    Print one Markdown table row per DIR instead of the scenario:
                    target, root and the rule that found it, view controllers,
                    override sites, notes, lint counts and time.
                    """),
            .json(
                \.json,
                help: """
                    Print the whole import result as one JSON line:
                    scenario, lint, sources and notes.
                    """),
        ]
    }

    static var arguments: [CommandArgument<Self>] {
        [
            .zeroOrMore(
                "DIR", \.directories, default: ".",
                help: """
                    The project's folder (the one holding the .xcodeproj).
                    Pods/, Carthage/, build folders and tests are skipped.
                    Several only with --summary.
                    """)
        ]
    }

    /// `--out FILE`.
    var out: String?
    /// `--target NAME`.
    var target: String?
    /// `--summary`.
    var summary = false
    /// `--json`.
    var json = false
    /// `DIR…`.
    var directories: [String] = []

    func run(output: Output) -> ExitCode {
        if summary {
            guard out == nil, !json else {
                output.error("--summary prints a table: it takes no --out and no --json")
                return .inputError
            }
            let rows = (directories.isEmpty ? ["."] : directories).map {
                ImportSummaryRow.measure(directory: $0, target: target)
            }
            output.standardOutput(ImportSummaryRenderer.render(rows))
            return .success
        }
        guard directories.count <= 1 else {
            output.error("import takes one DIR (several only with --summary)")
            return .inputError
        }
        let project: ProjectScenario
        switch ProjectScenario.load(directory: directories.first ?? ".", target: target) {
        case .success(let loaded): project = loaded
        case .failure(let error):
            output.error(error.message)
            return .inputError
        }
        for line in project.noteLines { output.standardError(line + "\n") }
        for skipped in project.skipped {
            output.standardError("\(project.path(skipped)): note: larger than 2 MiB; not read\n")
        }
        let text =
            json
            ? String(decoding: project.result.jsonBytes(), as: UTF8.self)
            : String(decoding: project.result.scenario.serialized(indented: true), as: UTF8.self)
        guard let out else {
            output.line(text)
            return .success
        }
        do {
            try Data((text + "\n").utf8).write(to: URL(fileURLWithPath: out))
        } catch {
            output.error("cannot write \(out): \(error.localizedDescription)")
            return .inputError
        }
        output.standardError("wrote \(out): \(describe(project.result))\n")
        return .success
    }

    /// "7 view controllers, root MainTabBarController, iOS 12.0–26.0 on phone and pad, 0 notes".
    private func describe(_ result: ImportResult) -> String {
        var count = 0
        var root = "none"
        if case .object(let scenario) = result.scenario {
            if case .object(let list)? = scenario["viewControllers"] { count = list.members.count }
            if case .object(let window)? = scenario["window"],
                case .string(let id)? = window["rootViewController"]
            {
                root = id
            }
        }
        let idioms = result.lint.idioms.joined(separator: " and ")
        return "\(count) view controller\(count == 1 ? "" : "s"), root \(root), "
            + "iOS \(result.lint.minimumOS)–\(result.lint.maximumOS) on \(idioms), "
            + "\(result.notes.count) note\(result.notes.count == 1 ? "" : "s")"
    }
}
