// The client returns the wire types (Simulation, Decision, Problem, …): re-exported so that a
// client user writes `import AutorotateClient` and nothing else.
@_exported import AutorotateWire
