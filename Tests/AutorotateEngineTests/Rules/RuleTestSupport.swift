import AutorotateWire
import Testing

@testable import AutorotateEngine

/// Runs small inline scenarios for the rule tests and reads the parts of a Simulation they assert.
enum RuleTest {
    /// Simulates a scenario written as a JSON string; records an issue and throws when it does not
    /// decode (a rule test's scenario must always be valid input).
    static func run(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Simulation {
        switch Simulator.run(json: Array(json.utf8)) {
        case .success(let simulation):
            return simulation
        case .failure(let problem):
            let details = problem.errors.map { "\($0.pointer): \($0.detail)" }.joined(separator: "\n")
            Issue.record("scenario rejected: \(problem.detail)\n\(details)", sourceLocation: sourceLocation)
            throw problem
        }
    }

    /// The problem a scenario is rejected with, or `nil` when it simulates.
    static func problem(_ json: String) -> InputProblem? {
        if case .failure(let problem) = Simulator.run(json: Array(json.utf8)) { return problem }
        return nil
    }
}

extension Decision {
    /// `queries` as `"<receiver>.<method>"`, the receiver being a view-controller id or
    /// `application` / `delegate`.
    var queryList: [String] {
        queries.map { "\($0.viewController ?? $0.object ?? "?").\($0.method)" }
    }

    /// The codes of `warnings`, in order.
    var warningCodes: [String] { warnings.map(\.code) }

    /// The messages of `warnings`, in order.
    var warningMessages: [String] { warnings.map(\.message) }

    /// `callbacks` as `"<vc>.<method>"`.
    var callbackList: [String] { callbacks.map { "\($0.viewController).\($0.method)" } }

    /// The allowed mask's orientation names.
    var allowed: [String]? { masks?.allowed.orientations }
}
