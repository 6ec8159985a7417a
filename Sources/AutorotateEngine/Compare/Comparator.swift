import AutorotateWire

/// Compare (api.md §6): one scenario run in every column of a request, the cells of each event
/// side by side and the differences between them.
///
/// ```swift
/// switch Comparator.compare(json: body) {
/// case .success(let comparison): respond(200, comparison.jsonBytes())
/// case .failure(let problem): report(problem.errors)   // pointers into the request
/// }
/// ```
///
/// Each column is run exactly as `/v1/simulate` runs the column's scenario (``ValidatedScenario/run(_:)``),
/// so every cell is what `/v1/simulate` answers for it.
public enum Comparator {
    /// Parses, validates and runs a `POST /v1/compare` body.
    public static func compare(json: [UInt8], limits: EngineLimits = .default) -> Result<
        Comparison, InputProblem
    > {
        CompareRequest.decode(json: json, limits: limits).flatMap { run($0) }
    }

    /// Validates and runs an already parsed request.
    public static func compare(document: JSONValue, limits: EngineLimits = .default) -> Result<
        Comparison, InputProblem
    > {
        CompareRequest.decode(document: document, limits: limits).flatMap { run($0) }
    }

    /// Runs a validated request's columns and compares them. Fails only when replacing a column's
    /// device makes the scenario invalid (see ``ValidatedScenario/run(_:)``); the problem's
    /// pointers are under `/scenario` and its detail names the column.
    public static func run(_ request: CompareRequest) -> Result<Comparison, InputProblem> {
        var simulations: [Simulation] = []
        simulations.reserveCapacity(request.columns.count)
        for (index, column) in request.columns.enumerated() {
            switch request.scenario.run(column) {
            case .success(let simulation): simulations.append(simulation)
            case .failure(let problem):
                return .failure(
                    InputProblem(
                        kind: problem.kind,
                        detail:
                            "Column \(index) (iOS \(column.osText), \(column.idiom.rawValue), \(column.model)): \(problem.detail)",
                        errors: problem.errors.map {
                            PointerError(pointer: "/scenario" + $0.pointer, detail: $0.detail)
                        }))
            }
        }
        return .success(
            comparison(of: request.columns, simulations: simulations, eventTypes: request.scenario.eventTypes)
        )
    }

    /// The comparison of `simulations`, one per column, of a scenario whose events have `eventTypes`.
    public static func comparison(
        of columns: [ScenarioVariant], simulations: [Simulation], eventTypes: [String]
    ) -> Comparison {
        var rows: [ComparisonRow] = []
        rows.reserveCapacity(eventTypes.count + 1)
        rows.append(
            ComparisonRow(event: nil, type: "launch", cells: simulations.map { ComparisonCell($0.launch) }))
        for (event, type) in eventTypes.enumerated() {
            let cells = simulations.map { simulation -> ComparisonCell? in
                guard event < simulation.decisions.count, simulation.decisions[event].event == event else {
                    return nil
                }
                return ComparisonCell(simulation.decisions[event])
            }
            rows.append(ComparisonRow(event: event, type: type, cells: cells))
        }
        let differences = ComparisonDifferences.find(in: rows)
        return Comparison(
            engineVersion: EngineInfo.version,
            columns: columns.map {
                ComparisonColumn(
                    os: $0.osText, idiom: $0.idiom.rawValue, generation: $0.generation.rawValue,
                    model: $0.model)
            },
            rows: rows, differences: differences, terminated: simulations.map(\.terminated),
            identical: differences.isEmpty)
    }
}
