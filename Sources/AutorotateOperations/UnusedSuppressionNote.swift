import AutorotateEngine

/// AR900 (api.md §7.1): a suppression comment that silences nothing, a note, so that stale
/// comments do not pile up and a misspelt one does not pass for working. Not a catalogue rule:
/// it is about the lint run's own configuration, not the app, and is made here, after the engine,
/// where suppressions are read; its reference text is ``LintPolicyReference``'s (docs/lint.md).
public enum UnusedSuppressionNote {
    /// The finding id of the note.
    public static let id = LintPolicyReference.unusedSuppressionID

    /// Why a comment silences nothing.
    public enum Reason: String, Sendable, Equatable, CaseIterable {
        /// No finding of its id is reported where it reaches.
        case matchesNothing
        /// It names an id the catalogue does not have.
        case unknownRuleID
        /// The word after `autorotate:` is not disable, disable-next-line or enable.
        case unknownDirective
        /// It names no id.
        case noRuleID
        /// An `enable` with no `disable` of that id before it.
        case enableWithoutDisable
    }

    static let title = LintPolicyReference.unusedSuppressionTitle
    static let fix = LintPolicyReference.unusedSuppressionFix

    /// The SARIF reporting descriptor of the note, for logs that hold one.
    public static let descriptor = LintRuleDescriptor(
        id: id, name: "UnusedSuppression", shortDescription: title,
        fullDescription: LintPolicyReference.unusedSuppressionDescription + ".",
        defaultSeverity: .note, help: fix, rule: "")

    static func message(_ reason: Reason, subject: String) -> String {
        switch reason {
        case .matchesNothing: "autorotate:disable of \(subject) silences no finding here"
        case .unknownRuleID:
            "'\(subject)' is not a lint rule id"
                + LintPolicy.suggestion(for: subject, among: LintPolicy.ruleIDs)
        case .unknownDirective:
            "'autorotate:\(subject)' is not a directive; expected disable, disable-next-line or enable"
                + LintPolicy.suggestion(
                    for: subject, among: SuppressionComment.Action.allCases.map(\.rawValue))
        case .noRuleID: "autorotate:\(subject) names no rule id (e.g. autorotate:\(subject) AR005)"
        case .enableWithoutDisable: "autorotate:enable \(subject) follows no autorotate:disable \(subject)"
        }
    }
}
