import AutorotateWire

/// The engine's entry point: JSON bytes of a scenario in, JSON bytes of a simulation out.
///
/// Pure: no I/O, no clocks, no globals. The service and the command-line tool call this and
/// nothing else of the engine's internals.
///
/// ```swift
/// switch Simulator.simulate(json: body) {
/// case .success(let output): respond(200, output.json)
/// case .failure(let problem): report(problem.errors)
/// }
/// ```
public enum Simulator {
    /// Decodes, validates and simulates a scenario, and encodes the simulation.
    public static func simulate(json: [UInt8], limits: EngineLimits = .default) -> Result<
        SimulationOutput, InputProblem
    > {
        switch run(json: json, limits: limits) {
        case .success(let simulation):
            return .success(
                SimulationOutput(
                    json: simulation.jsonBytes(), decisionCount: simulation.decisionCount,
                    generation: simulation.engine.generation, terminated: simulation.terminated != nil))
        case .failure(let problem):
            return .failure(problem)
        }
    }

    /// Decodes, validates and simulates a scenario, returning the typed Simulation.
    public static func run(json: [UInt8], limits: EngineLimits = .default) -> Result<Simulation, InputProblem>
    {
        let tape: JSONTape
        do {
            tape = try JSONTape.parse(json, maxDepth: limits.maxJSONDepth)
        } catch {
            return .failure(
                InputProblem(malformedJSON: error))
        }
        return run(tape: tape, limits: limits)
    }

    /// Validates and simulates an already parsed scenario.
    public static func run(document: JSONValue, limits: EngineLimits = .default) -> Result<
        Simulation, InputProblem
    > {
        var decoder = ScenarioDecoder(limits: limits)
        // Unwrapped here, where it is made: handed to the engine moved, not copied (a copy out
        // of an optional parameter retained every reference in it).
        guard let scenario = decoder.decodeScenario(document) else { return .failure(problem(decoder)) }
        var engine = RotationEngine(scenario: scenario)
        return .success(engine.run(limits: limits))
    }

    /// Validates and simulates a scenario parsed into a tape.
    public static func run(tape: JSONTape, limits: EngineLimits = .default) -> Result<
        Simulation, InputProblem
    > {
        var decoder = ScenarioTapeDecoder(limits: limits)
        guard let scenario = decoder.decodeScenario(tape: tape) else { return .failure(problem(decoder)) }
        var engine = RotationEngine(scenario: scenario)
        return .success(engine.run(limits: limits))
    }

    /// The problems the decoder found in a scenario it could not decode.
    private static func problem<Document>(_ decoder: ScenarioDocumentDecoder<Document>) -> InputProblem {
        InputProblem(
            kind: decoder.malformed ? .malformed : .invalid, subject: "scenario", errors: decoder.errors)
    }
}

/// What ``Simulator/simulate(json:limits:)`` returns on success: the response body and a few
/// figures the service counts.
public struct SimulationOutput: Sendable {
    /// The simulation, encoded deterministically (same scenario, same bytes).
    public var json: [UInt8]
    /// Decisions made, reactions included, the launch included.
    public var decisionCount: Int
    /// The rule generation that ran (R0.2), e.g. `"ios6"`.
    public var generation: String
    /// Whether the simulated app terminated with an exception.
    public var terminated: Bool

    public init(json: [UInt8], decisionCount: Int, generation: String, terminated: Bool) {
        self.json = json
        self.decisionCount = decisionCount
        self.generation = generation
        self.terminated = terminated
    }
}

/// Size and depth limits on a scenario, so that no input can take super-linear time or unbounded
/// memory. All configurable; the defaults are the documented ones.
public struct EngineLimits: Sendable, Equatable {
    public var maxViewControllers: Int
    public var maxEvents: Int
    public var maxViewDepth: Int
    public var maxViews: Int
    public var maxExpressionLength: Int
    public var maxJSONDepth: Int
    /// The most decisions one simulation may produce, reactions included.
    public var maxDecisions: Int
    /// The most view geometries the decisions of one simulation may report in `views`; past it
    /// they are omitted with a warning (`final.views` stays complete). Bounds the answer's size.
    public var maxReportedViews: Int
    /// The most `events × (view controllers + views)`: each event may lay out every view, so
    /// this bounds a simulation's time however the size is split between events and views.
    public var maxWork: Int

    public init(
        maxViewControllers: Int = 1_000, maxEvents: Int = 10_000, maxViewDepth: Int = 64,
        maxViews: Int = 5_000, maxExpressionLength: Int = 1_000, maxJSONDepth: Int = 200,
        maxDecisions: Int = 100_000, maxReportedViews: Int = 100_000,
        maxWork: Int = 5_000_000
    ) {
        self.maxViewControllers = maxViewControllers
        self.maxEvents = maxEvents
        self.maxViewDepth = maxViewDepth
        self.maxViews = maxViews
        self.maxExpressionLength = maxExpressionLength
        self.maxJSONDepth = maxJSONDepth
        self.maxDecisions = maxDecisions
        self.maxReportedViews = maxReportedViews
        self.maxWork = maxWork
    }

    public static let `default` = EngineLimits()
}

/// The engine's version and the rule generations it knows (served by `GET /v1/version`).
public enum EngineInfo {
    public static let version = "1.0.0"
}
