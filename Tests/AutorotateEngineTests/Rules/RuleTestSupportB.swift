import AutorotateWire
import Testing

@testable import AutorotateEngine

/// Runs inline JSON scenarios for the R0, R4, R8, R9 and R10 rule tests and renders their output
/// compactly, so that a test can state a whole callback sequence as a list of lines.
enum ScenarioB {
    /// Simulates `json`, failing the test on an input problem.
    static func run(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Simulation {
        switch Simulator.run(json: Array(json.utf8)) {
        case .success(let simulation): return simulation
        case .failure(let problem):
            Issue.record("input problem: \(problem)", sourceLocation: sourceLocation)
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

    /// The messages of `decision`'s warnings.
    static func warnings(_ decision: Decision) -> [String] { decision.warnings.map(\.message) }
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
