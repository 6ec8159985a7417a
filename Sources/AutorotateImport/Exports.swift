// The import's results are wire types (ImportResult, JSONValue, InputProblem): importing
// AutorotateImport is enough to use them.
@_exported import AutorotateWire
