import AutorotateWire

/// Checks candidate repairs (api.md §7.1 "Advice that holds"): a candidate holds when the patched
/// request is still a valid scenario and linting it over the same range no longer reports the
/// finding (same id at the same pointer) and reports no error on a version where the original did
/// not report it (an error that spreads to more versions is new there). Each distinct patch is
/// linted once, and at most ``budget`` patches per request: every check is a whole lint of the
/// range, so a request with hundreds of findings would otherwise cost hundreds of lints. A
/// finding whose candidates come after the budget keeps its rule's own fix, as one whose
/// candidates all fail does.
struct SuggestionChecks {
    /// The most distinct patches one lint request checks.
    static let budget = 24

    private var linted: [(patch: [PatchOperation], findings: [CollectedFinding]?)] = []
    /// The simulations the checks ran, for ``Linter/simulationCount(json:limits:)``.
    private(set) var simulations = 0

    /// The first of `candidates` that holds for `finding`, `nil` when none does.
    mutating func firstHolding(
        _ candidates: [FindingSuggestion], for finding: Finding, original: [CollectedFinding],
        validated: ValidatedScenario, options: LintOptions
    ) -> FindingSuggestion? {
        for candidate in candidates {
            guard let after = findings(after: candidate.patch, validated: validated, options: options) else {
                continue
            }
            let stays = after.contains {
                $0.finding.id == finding.id && $0.finding.pointer == finding.pointer
            }
            let isError = { (collected: CollectedFinding) in
                (options.severities[collected.finding.id] ?? collected.finding.severity) == .error
            }
            let newError = after.contains { later in
                guard isError(later) else { return false }
                let before = original.first {
                    isError($0) && $0.finding.id == later.finding.id
                        && $0.finding.pointer == later.finding.pointer
                }
                return !(before.map { later.versionIndices.isSubset(of: $0.versionIndices) } ?? false)
            }
            if !stays && !newError { return candidate }
        }
        return nil
    }

    /// The findings of the request with `patch` applied, `nil` when the patch does not apply or
    /// leaves no valid scenario.
    private mutating func findings(
        after patch: [PatchOperation], validated: ValidatedScenario, options: LintOptions
    ) -> [CollectedFinding]? {
        if let known = linted.first(where: { $0.patch == patch }) { return known.findings }
        guard linted.count < Self.budget else { return nil }
        var result: [CollectedFinding]?
        if let patched = validated.document.applying(patch),
            case .success(let revalidated) = ValidatedScenario.validate(
                document: patched, limits: validated.limits)
        {
            result = Linter.walk(revalidated, options: options, simulations: &simulations)
        }
        linted.append((patch, result))
        return result
    }
}
