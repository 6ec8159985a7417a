import AutorotateWire

/// api.md §7.1 "No false errors from a guess": a finding that rests on what the import assumed —
/// a view controller whose `basis` is assumed, or the window's root when the window's `basis` is
/// assumed (a root no rule found included) — is at most a note, and its message says what was
/// assumed. `error` and `warning` stay for what the code itself shows.
struct AssumptionReview {
    /// The reason of each view controller whose basis is assumed, by id.
    private var assumedViewControllers: [String: String] = [:]
    /// The reason the window's basis gives, when it is assumed.
    private var assumedWindow: String?

    init(scenario: Scenario) {
        for spec in scenario.viewControllers {
            if case .assumed(let reason)? = spec.basis { assumedViewControllers[spec.id] = reason }
        }
        if case .assumed(let reason)? = scenario.windowBasis { assumedWindow = reason }
    }

    /// Whether no finding can rest on an assumption (nothing is assumed).
    var isEmpty: Bool { assumedViewControllers.isEmpty && assumedWindow == nil }

    /// `finding`, made a note that names the assumption when its place is an assumed view
    /// controller or the window's root.
    func review(_ finding: Finding) -> Finding {
        guard let tokens = JSONPointer(escaped: finding.pointer)?.tokens, tokens.count >= 2 else {
            return finding
        }
        let assumption: String?
        switch tokens[0] {
        case "viewControllers":
            assumption = assumedViewControllers[tokens[1]].map {
                "the import assumed what '\(tokens[1])' answers (\($0))"
            }
        case "window":
            assumption = assumedWindow.map { "the import assumed the window's root (\($0))" }
        default:
            assumption = nil
        }
        guard let assumption else { return finding }
        var reviewed = finding
        reviewed.severity = max(finding.severity, .note)
        reviewed.message = finding.message + " This rests on an assumption: \(assumption)."
        return reviewed
    }
}
