import AutorotateOperations
import AutorotateWire

/// One project of `autorotate import --summary DIR…`, measured: the import in this process, then
/// lint on the imported scenario over the lint range the import gives (api.md §9), and how long
/// the two took. A project that cannot be imported keeps its row, with the reason.
struct ImportSummaryRow: Equatable {
    /// The folder's last path component.
    var project: String
    /// What the import and lint made of it, or why there is nothing.
    var outcome: Outcome

    /// The measurement, or why the project could not be imported.
    enum Outcome: Equatable {
        case imported(Measurement)
        case failed(String)
    }

    /// How the window's root was found (api.md §9.1's order).
    enum RootRule: String, Equatable {
        /// The main storyboard's initial view controller.
        case storyboard
        /// A `rootViewController` assignment in Swift or Objective-C.
        case code
        /// A SwiftUI `@main App` (a `UIHostingController` root).
        case swiftUI = "SwiftUI"
        /// The `rootViewController` outlet of the main nib's window (`NSMainNibFile`).
        case mainNib = "main nib"
        /// No rule found a root.
        case none
    }

    /// What one imported project holds.
    struct Measurement: Equatable {
        /// The app target imported; with several, the one chosen and how many there were;
        /// ``ImportSummaryRow/noProject`` without a project file.
        var target: String
        /// The root view controller's id, `nil` without one.
        var root: String?
        /// The rule that found ``root``.
        var rule: RootRule
        /// Whether the window's `basis` says the root was assumed.
        var rootAssumed: Bool
        /// How many view controllers the scenario has.
        var viewControllers: Int
        /// Distinct source lines (Swift or Objective-C) that gave a rotation answer:
        /// `shouldAutorotate`, `supportedInterfaceOrientations`,
        /// `preferredInterfaceOrientationForPresentation`, `shouldAutorotateToInterfaceOrientation:`.
        var overrideSites: Int
        /// How many notes the import left.
        var notes: Int
        /// The lint counts, or the reason lint refused the scenario.
        var lint: Result<LintSummary, LintRefusal>
        /// Import and lint, in milliseconds.
        var milliseconds: Int
    }

    /// Why lint did not run on an imported scenario (the engine's problem detail).
    struct LintRefusal: Error, Equatable {
        var detail: String
    }

    /// The target cell of a project with no `project.pbxproj`.
    static let noProject = "— (no project file)"

    /// The methods whose overrides are counted as sites.
    static let rotationMembers: Set<String> = [
        "shouldAutorotate", "supportedInterfaceOrientations", "preferredInterfaceOrientationForPresentation",
        "shouldAutorotateToInterfaceOrientation",
    ]

    /// Imports and lints the project in `directory`: the target named `target`, else the only one,
    /// else the one ``AppTargetChoice`` takes when the project has several.
    static func measure(directory: String, target: String?) -> ImportSummaryRow {
        let project = name(of: directory)
        let clock = ContinuousClock()
        let start = clock.now
        let scenario: ProjectScenario
        switch ProjectScenario.load(directory: directory, target: target) {
        case .success(let loaded): scenario = loaded
        case .failure(let error): return ImportSummaryRow(project: project, outcome: .failed(error.message))
        }
        let result = scenario.result
        let operations = Operations(limits: .default)
        let lint: Result<LintSummary, LintRefusal>
        switch operations.lint(scenario.lintRequest()) {
        case .success(let answer):
            lint = Result { try LintReport(json: answer.body).summary }.mapError {
                LintRefusal(detail: "the lint report does not decode: \($0)")
            }
        case .failure(let problem):
            lint = .failure(LintRefusal(detail: problem.detail ?? problem.title))
        }
        let elapsed = start.duration(to: clock.now)
        let milliseconds = Int(
            elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
        // Without a project file the scenario's name is a folder's, not a target's.
        let hasProject = scenario.files.contains { $0.path.hasSuffix(".pbxproj") }
        let targetName = target ?? (hasProject ? importedName(result) : nil) ?? noProject
        var measurement = Measurement(
            target: scenario.targetChoice.map { "\($0.target) (chosen from \($0.targets.count))" }
                ?? targetName,
            root: nil, rule: .none, rootAssumed: false, viewControllers: 0,
            overrideSites: overrideSites(result), notes: result.notes.count, lint: lint,
            milliseconds: milliseconds)
        if case .object(let object) = result.scenario {
            if case .object(let list)? = object["viewControllers"] {
                measurement.viewControllers = list.members.count
            }
            if case .object(let window)? = object["window"] {
                if case .string(let id)? = window["rootViewController"] {
                    measurement.root = id
                    measurement.rule = rule(result, rootClass: rootClass(id, in: object))
                }
                if case .object(let basis)? = window["basis"], basis["assumed"] != nil {
                    measurement.rootAssumed = true
                }
            }
        }
        return ImportSummaryRow(project: project, outcome: .imported(measurement))
    }

    /// The folder's last component (`apps/Tofu/` → `Tofu`).
    static func name(of directory: String) -> String {
        let parts = directory.split(separator: "/").filter { $0 != "." }
        return parts.last.map(String.init) ?? directory
    }

    /// The target name the scenario's `name` carries (`"App (imported)"`).
    private static func importedName(_ result: ImportResult) -> String? {
        guard case .object(let object) = result.scenario, case .string(let name)? = object["name"] else {
            return nil
        }
        let suffix = " (imported)"
        return name.hasSuffix(suffix) ? String(name.dropLast(suffix.count)) : name
    }

    /// The `class` of the view controller `id`.
    private static func rootClass(_ id: String, in scenario: JSONObject) -> String? {
        guard case .object(let list)? = scenario["viewControllers"], case .object(let controller)? = list[id],
            case .string(let name)? = controller["class"]
        else { return nil }
        return name
    }

    /// Storyboard or main nib when the root's source is one, SwiftUI for a hosting controller,
    /// code otherwise.
    private static func rule(_ result: ImportResult, rootClass: String?) -> RootRule {
        if rootClass == "UIHostingController" { return .swiftUI }
        guard let source = result.sources["/window/rootViewController"] else { return .code }
        if source.path.hasSuffix(".storyboard") { return .storyboard }
        return source.path.hasSuffix(".xib") ? .mainNib : .code
    }

    /// Distinct Swift or Objective-C lines behind a rotation member of a view controller.
    private static func overrideSites(_ result: ImportResult) -> Int {
        var sites: Set<String> = []
        for (pointer, source) in result.sources
        where !source.path.hasSuffix(".storyboard") && !source.path.hasSuffix(".xib") {
            let tokens = pointer.split(separator: "/")
            guard tokens.count >= 3, tokens[0] == "viewControllers",
                tokens.dropFirst(2).contains(where: { rotationMembers.contains(String($0)) })
            else { continue }
            sites.insert("\(source.path):\(source.line)")
        }
        return sites.count
    }
}
