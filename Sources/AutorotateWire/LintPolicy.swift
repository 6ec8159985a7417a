/// What a team tunes about lint beyond the range it runs (api.md §7.1): the request's
/// `lint.severity`, `lint.exclude` and `lint.baseline`, or the same keys of `.autorotate.yml`.
/// The engine validates it; AutorotateOperations applies it to the engine's findings.
public struct LintPolicy: Sendable, Equatable {
    /// Catalogue id → the severity to report its findings with instead of the catalogue's.
    public var severity: [String: FindingSeverity]
    /// Path globs relative to the project root (`Pods/**`, `**/*Tests.swift`): findings placed in a
    /// matching file are not reported.
    public var exclude: [String]
    /// The accepted findings, from a SARIF log; `nil` when no baseline is given.
    public var baseline: Optional<[BaselineResult]>

    public init(
        severity: [String: FindingSeverity] = [:], exclude: [String] = [], baseline: [BaselineResult]? = nil
    ) {
        self.severity = severity
        self.exclude = exclude
        self.baseline = baseline
    }

    /// True when the policy changes nothing.
    public var isEmpty: Bool { severity.isEmpty && exclude.isEmpty && baseline == nil }
}

/// One accepted finding of a baseline: a SARIF result's rule, file, fingerprint and message.
public struct BaselineResult: Sendable, Equatable {
    /// The result's `ruleId`.
    public var ruleID: String
    /// The result's first `physicalLocation.artifactLocation.uri`; `nil` without one.
    public var uri: Optional<String>
    /// The result's `partialFingerprints` entry of autorotate (``LintFingerprint/key``); `nil`
    /// without one, and then the message is compared instead.
    public var fingerprint: Optional<String>
    /// The result's `message.text`.
    public var message: Optional<String>

    public init(ruleID: String, uri: String?, fingerprint: String?, message: String?) {
        self.ruleID = ruleID
        self.uri = uri
        self.fingerprint = fingerprint
        self.message = message
    }
}
