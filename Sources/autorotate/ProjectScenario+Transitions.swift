import AutorotateOperations

/// The import's transitions in the lint request of `lint --project` (api.md §9.1), so that lint
/// probes the pushes, presentations and rotation calls the app makes, and a finding at
/// `/transitions/N` is placed at that transition's file and line.
extension ProjectScenario {
    /// The import's `transitions` as the JSON array `POST /v1/import` answers, `nil` when empty.
    var transitionsJSON: JSONValue? {
        guard !result.transitions.isEmpty,
            case .object(let imported)? = try? JSONReader.parse(
                result.jsonBytes(), maxDepth: JSONReader.depthCeiling)
        else { return nil }
        return imported["transitions"]
    }

    /// The place of the transition a `/transitions/N` pointer (or one below it) names.
    func transitionPlace(_ pointer: String) -> LintPlace? {
        guard let tokens = JSONPointer(escaped: pointer)?.tokens, tokens.count >= 2,
            tokens[0] == "transitions",
            let index = Int(tokens[1]), result.transitions.indices.contains(index)
        else { return nil }
        let transition = result.transitions[index]
        return LintPlace(
            path: path(transition.path), line: transition.line, column: 1, projectPath: transition.path)
    }
}

extension ProjectScenario {
    /// The transitions lint does not probe: each one's file (relative to the project) and its line
    /// `DIR/path:line: note: not probed: why`.
    var unprobedTransitionLines: [(path: String, line: String)] {
        Operations.unprobedTransitions(scenario: result.scenario, transitions: result.transitions).map {
            let transition = result.transitions[$0.index]
            return (transition.path, "\(path(transition.path)):\(transition.line): note: \($0.reason)")
        }
    }
}
