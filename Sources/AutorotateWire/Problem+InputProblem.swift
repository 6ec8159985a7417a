extension Problem {
    /// The problem document for a scenario the engine refused: 400 for the wrong shape, 422 for an
    /// invalid value, with every pointer. The one place that maps ``InputProblem`` to a status, shared
    /// by the service and the CLI's `--local` mode so that both print the same bytes.
    public init(_ problem: InputProblem) {
        switch problem.kind {
        case .malformed:
            self.init(
                type: "urn:autorotate:problem:malformed-scenario", title: "Malformed scenario", status: 400,
                detail: problem.detail, errors: problem.errors)
        case .invalid:
            self.init(
                type: "urn:autorotate:problem:invalid-scenario", title: "Invalid scenario", status: 422,
                detail: problem.detail, errors: problem.errors)
        }
    }
}
