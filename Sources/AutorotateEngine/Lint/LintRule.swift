import AutorotateWire

/// One lint rule (api.md §7.1 "Every rule explains itself"), one file each under `Lint/Rules`:
/// its catalogue entry (id, name, severity, rulebook rule, what it catches and why, the fix, a
/// triggering and a non-triggering example) and its check.
///
/// Rules share one walk, as SwiftLint's rules share one syntax walk: ``Linter`` runs each
/// version × idiom's probes once (``LintVariant``) and hands every rule the same variant. A rule
/// reads the simulations, their typed codes (``ExceptionCode``, ``GeometryErrorCode``,
/// ``LogCodes``, ``WarningSubject``, the warnings' codes) and the scenario model, never the
/// engine's English text, and returns what it finds there.
protocol LintRule: Sendable {
    /// The rule's catalogue entry.
    static var entry: LintCatalogueEntry { get }
    /// What the rule finds on one version × idiom of the request.
    func findings(in variant: LintVariant) -> [RuleFinding]
    /// Whether the rule reads nothing but the request as written (``LintVariant/document``), so
    /// that it finds the same on every version × idiom: the walk then asks it once and adds what
    /// it found to each version × idiom (AR002).
    static var readsOnlyTheRequest: Bool { get }
}

extension LintRule {
    /// The rule's catalogue entry.
    var entry: LintCatalogueEntry { Self.entry }

    /// Most rules read the simulations of each version × idiom.
    static var readsOnlyTheRequest: Bool { false }

    /// ``readsOnlyTheRequest``, for a rule held as `any LintRule`.
    var readsOnlyTheRequest: Bool { Self.readsOnlyTheRequest }
}

/// One finding a rule reports on one version × idiom, before the walk merges the versions it
/// holds on into OS ranges (``FindingCollector``).
struct RuleFinding: Sendable {
    /// The RFC 6901 pointer into the request of the value that causes it.
    var pointer: String
    /// What happens, with this scenario's values.
    var message: String
    /// What to change; where the rule offers ``candidates`` and none holds, what the developer
    /// must decide instead.
    var fix: String
    /// The simulation that shows it, when one does.
    var evidence: FindingEvidence?
    /// A severity other than the entry's (AR011 where it is only logged, AR021 for a misspelling).
    var severity: FindingSeverity? = nil
    /// Repairs to the request the rule proposes, best first; lint offers the first one that holds
    /// when it is applied and the range linted again (api.md §7.1 "Advice that holds").
    var candidates: [FindingSuggestion] = []
}
