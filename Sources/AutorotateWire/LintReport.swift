/// The response of `POST /v1/lint` (api.md §7): every finding once, worst first, and how many of
/// each severity.
///
/// ```swift
/// let report = try LintReport(json: body)
/// if report.summary.error > 0 { exit(1) }
/// ```
public struct LintReport: Sendable, Equatable {
    /// The version of the engine that linted (`engine.version` on the wire).
    public var engineVersion: String
    /// The findings, ordered by severity, then id, then pointer.
    public var findings: [Finding]
    /// How many findings of each severity.
    public var summary: LintSummary

    public init(engineVersion: String, findings: [Finding], summary: LintSummary) {
        self.engineVersion = engineVersion
        self.findings = findings
        self.summary = summary
    }

    /// A report whose summary counts `findings`.
    public init(engineVersion: String, findings: [Finding]) {
        self.init(engineVersion: engineVersion, findings: findings, summary: LintSummary(counting: findings))
    }
}

/// `summary` of a lint report: the number of findings per severity that count against the run,
/// and how many more are suppressed or accepted by the baseline (api.md §7.1).
public struct LintSummary: Sendable, Equatable {
    /// Findings of severity `error`.
    public var error: Int
    /// Findings of severity `warning`.
    public var warning: Int
    /// Findings of severity `note`.
    public var note: Int
    /// Findings silenced by a suppression comment (not counted above); written only when some are.
    public var suppressed: Int
    /// Findings the baseline accepts, not suppressed (not counted above); written only when some are.
    public var unchanged: Int

    public init(error: Int, warning: Int, note: Int, suppressed: Int = 0, unchanged: Int = 0) {
        self.error = error
        self.warning = warning
        self.note = note
        self.suppressed = suppressed
        self.unchanged = unchanged
    }

    /// Counts the findings of each severity that count against the run, and the suppressed and
    /// baseline-accepted ones apart.
    public init(counting findings: [Finding]) {
        var summary = LintSummary(error: 0, warning: 0, note: 0)
        for finding in findings {
            if !finding.suppressions.isEmpty {
                summary.suppressed += 1
                continue
            }
            if finding.baselineState == .unchanged {
                summary.unchanged += 1
                continue
            }
            switch finding.severity {
            case .error: summary.error += 1
            case .warning: summary.warning += 1
            case .note: summary.note += 1
            }
        }
        self = summary
    }
}
