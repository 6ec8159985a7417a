import AutorotateEngine

/// The one path from a request body to an answer, for each operation the API offers (simulate,
/// batch, compare, lint, import): plist text expanded, the request decoded, the engine or the
/// importer run, the result encoded as JSON, SVG or SARIF, and input problems as a ``Problem``
/// with its status. The service's routes and the CLI's embedded engine both call these
/// functions, so a request gives the same bytes in process and through a server.
///
/// ```swift
/// let operations = Operations(limits: .default)
/// switch operations.simulate(body, as: .svg).answer {
/// case .success(let answer): send(200, answer.mediaType, answer.body)
/// case .failure(let problem): send(problem.status, "application/problem+json", problem.jsonBytes())
/// }
/// ```
public struct Operations: Sendable {
    /// The engine's limits on each scenario.
    public var limits: EngineLimits

    public init(limits: EngineLimits = .default) {
        self.limits = limits
    }
}
