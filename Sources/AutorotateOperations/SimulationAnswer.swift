/// What ``Operations/simulate(_:as:)`` gives: the answer or the problem, and the figures the
/// service counts (so nothing re-reads the answer to learn them).
public struct SimulationAnswer: Sendable {
    /// The simulation (JSON or its SVG timeline), or why the scenario did not run.
    public var answer: Result<OperationAnswer, Problem>
    /// How the request ended: ran, malformed (400) or invalid (422).
    public var outcome: OperationOutcome
    /// Decisions the simulation made, the launch and reactions included (0 when it did not run).
    public var decisions: Int

    public init(answer: Result<OperationAnswer, Problem>, outcome: OperationOutcome, decisions: Int) {
        self.answer = answer
        self.outcome = outcome
        self.decisions = decisions
    }
}
