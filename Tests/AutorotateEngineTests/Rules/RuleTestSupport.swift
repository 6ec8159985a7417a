import AutorotateWire
import Testing

@testable import AutorotateEngine

/// Runs inline JSON scenarios for the rule tests and renders the parts of a Simulation they
/// assert compactly, so that a test can state a whole callback sequence as a list of lines.
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

    /// Simulates `template` with every `$OS` replaced by `os`.
    static func run(_ template: String, os: String, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> Simulation
    {
        try run(template.replacingAll("$OS", with: os), sourceLocation: sourceLocation)
    }

    /// One line per callback: `vc method [orientation] [d=duration] [size=w×h] [animated=flag]`.
    static func lines(_ callbacks: [Callback]) -> [String] {
        callbacks.map { callback in
            var parts = [callback.viewController, callback.method]
            if let orientation = callback.orientation { parts.append(orientation) }
            if let duration = callback.duration { parts.append("d=\(duration)") }
            if let size = callback.size, size.count == 2 { parts.append("size=\(size[0])x\(size[1])") }
            if let animated = callback.animated { parts.append("animated=\(animated)") }
            return parts.joined(separator: " ")
        }
    }

    /// The geometry entry of view `id` in `views`, if reported.
    static func view(_ id: String, in views: [ViewGeometryEntry]) -> ViewGeometryEntry? {
        views.first { $0.id == id }
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

extension String {
    /// `self` with every occurrence of `target` replaced (no Foundation needed).
    fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
