import AutorotateEngine

extension Operations {
    /// `POST /v1/simulate` (api.md §2): a Scenario → its Simulation as JSON, or drawn as an SVG
    /// timeline (`.svg`, api.md §8, ``TimelinePicture``); a problem (400 not JSON or not the
    /// shape of a scenario, 422 invalid) listing every error with its pointer. A fixture file
    /// posted as it stands gets a 400 that says to post its `scenario` member.
    public func simulate(_ body: [UInt8], as format: AnswerFormat = .json) -> SimulationAnswer {
        let expanded: [UInt8]
        switch ScenarioBody.expanded(body) {
        case .success(let json): expanded = json
        case .failure(let problem): return Self.refused(problem, body: body)
        }
        guard format == .svg else {
            switch Simulator.simulate(json: expanded, limits: limits) {
            case .success(let output):
                return SimulationAnswer(
                    answer: .success(OperationAnswer(body: output.json, format: .json)), outcome: .ok,
                    decisions: output.decisionCount)
            case .failure(let problem): return Self.refused(problem, body: body)
            }
        }
        switch Simulator.run(json: expanded, limits: limits) {
        case .success(let simulation):
            // The picture reads the events' arguments from the scenario, parsed as the engine read it.
            let scenario = try? JSONReader.parse(expanded, maxDepth: limits.maxJSONDepth)
            let svg = TimelinePicture(simulation: simulation, scenario: scenario).svg()
            return SimulationAnswer(
                answer: .success(OperationAnswer(body: svg, format: .svg)), outcome: .ok,
                decisions: simulation.decisionCount)
        case .failure(let problem): return Self.refused(problem, body: body)
        }
    }

    /// The answer for a scenario that did not run: its problem (a fixture file's hint when the
    /// body is one), counted as malformed or invalid.
    static func refused(_ problem: InputProblem, body: [UInt8]) -> SimulationAnswer {
        let problem = FixtureFileProblem.replacing(problem, body: body)
        return SimulationAnswer(
            answer: .failure(Problem(problem)), outcome: problem.kind == .malformed ? .malformed : .invalid,
            decisions: 0)
    }
}
