import AutorotateWire

/// One line of a batch answer: the simulation of the scenario at `index`, or the problem that
/// scenario had (the other scenarios of the batch still run).
public struct BatchItem: Sendable, Equatable {
    /// The position of the scenario in the batch, from 0.
    public var index: Int
    /// The simulation, or the scenario's input problem (400/422 with pointers).
    public var result: Result<Simulation, ProblemDetails>
    /// The line as the server sent it (one JSON document).
    public var json: [UInt8]

    public init(index: Int, result: Result<Simulation, ProblemDetails>, json: [UInt8]) {
        self.index = index
        self.result = result
        self.json = json
    }
}
