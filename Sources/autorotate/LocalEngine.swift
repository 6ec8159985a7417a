import AutorotateEngine
import AutorotateImport
import AutorotateWire

/// The engine in this process (`--local`), reached the way the service reaches it: a body whose
/// `app.infoPlist` is the text of an Info.plist goes through ``InfoPlistText/expandInScenario(json:scenarioPath:)``
/// first, as in the service's routes, so `--local` and `--server` give the same bytes (api.md §7).
/// Lint findings on plist keys get their plist line from ``LintReport/locatePlistKeys(_:)``, the
/// call `POST /v1/lint` makes.
enum LocalEngine {
    /// `POST /v1/simulate` in process: the simulation's bytes, or the problem.
    static func simulate(_ scenario: [UInt8]) -> Result<SimulationOutput, InputProblem> {
        switch InfoPlistText.expandInScenario(json: scenario) {
        case .success(let expanded): Simulator.simulate(json: expanded.json)
        case .failure(let problem): .failure(problem)
        }
    }

    /// `POST /v1/compare` in process (`request` is `{"scenario", "os"?, "idioms"?}`).
    static func compare(_ request: [UInt8]) -> Result<Comparison, InputProblem> {
        switch InfoPlistText.expandInScenario(json: request, scenarioPath: ["scenario"]) {
        case .success(let expanded): Comparator.compare(json: expanded.json)
        case .failure(let problem): .failure(problem)
        }
    }

    /// `POST /v1/lint` in process (`request` is a scenario with an optional `lint` member).
    static func lint(_ request: [UInt8]) -> Result<LintReport, InputProblem> {
        let expanded: InfoPlistText.ExpandedScenario
        switch InfoPlistText.expandInScenario(json: request) {
        case .success(let scenario): expanded = scenario
        case .failure(let problem): return .failure(problem)
        }
        return Linter.lint(json: expanded.json).map { report in
            var located = report
            located.locatePlistKeys(expanded.plistLines)
            return located
        }
    }
}
