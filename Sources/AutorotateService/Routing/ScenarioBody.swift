import AutorotateEngine
import AutorotateImport
import AutorotateWire

/// A scenario body as the service reads it everywhere (api.md §7): `app.infoPlist` may be the text
/// of an Info.plist, converted by ``InfoPlistText`` before the engine, which never sees XML. A
/// plist that does not parse is 422 at `/app/infoPlist`, with the plist's line in the detail.
enum ScenarioBody {
    /// Simulates `body` (a Scenario), its plist text converted first.
    static func simulate(_ body: [UInt8], limits: EngineLimits) -> Result<SimulationOutput, InputProblem> {
        switch InfoPlistText.expandInScenario(json: body) {
        case .success(let expanded): Simulator.simulate(json: expanded.json, limits: limits)
        case .failure(let problem): .failure(problem)
        }
    }
}
