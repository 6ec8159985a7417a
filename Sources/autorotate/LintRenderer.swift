import AutorotateOperations

/// `autorotate lint`'s text output: findings grouped by severity (errors, then warnings, then
/// notes), each as `FILE:LINE:COLUMN: severity: message [AR0xx]` so that terminals and editors
/// link to the place, then the fix and the iOS versions it holds on; then the findings the team's
/// policy accepts (suppressed, in the baseline), which do not count; and a summary line.
enum LintRenderer {
    /// Renders `report` for what was linted, `name` (a FILE or a project DIR); `place` says where
    /// a finding is (`path:line:column`, or just `name` when nothing better is known).
    static func render(_ report: LintReport, name: String, place: (Finding) -> String) -> String {
        var lines: [String] = []
        let active = report.findings.filter(\.isActive)
        for severity in FindingSeverity.allCases {
            let group = active.filter { $0.severity == severity }
            guard !group.isEmpty else { continue }
            lines.append("\(heading(severity)) (\(group.count)):")
            for finding in group { lines += entry(finding, place: place(finding)) }
            lines.append("")
        }
        // What the team's policy accepted (api.md §7.1): shown, never counted against the run.
        let suppressed = report.findings.filter { !$0.suppressions.isEmpty }
        if !suppressed.isEmpty {
            lines.append("Suppressed (\(suppressed.count)):")
            for finding in suppressed {
                let comments = finding.suppressions.map { "\($0.line)" }.joined(separator: ", ")
                lines += entry(
                    finding, place: place(finding), aside: "suppressed by the comment on line \(comments)"
                )
            }
            lines.append("")
        }
        let accepted = report.findings.filter { $0.suppressions.isEmpty && $0.baselineState == .unchanged }
        if !accepted.isEmpty {
            lines.append("In the baseline (\(accepted.count)):")
            for finding in accepted {
                lines += entry(finding, place: place(finding), aside: "in the baseline")
            }
            lines.append("")
        }
        let summary = report.summary
        var policy: [String] = []
        if summary.suppressed > 0 { policy.append("\(summary.suppressed) suppressed") }
        if summary.unchanged > 0 { policy.append("\(summary.unchanged) in the baseline") }
        lines.append(
            "\(name): \(count(summary.error, "error")), \(count(summary.warning, "warning")), \(count(summary.note, "note"))"
                + (policy.isEmpty ? "" : " (\(policy.joined(separator: ", ")))")
        )
        return lines.joined(separator: "\n") + "\n"
    }

    /// A finding's lines: where and what, the fix, and its iOS versions, rule and pointer (those
    /// a note on a file has none of are left out).
    private static func entry(_ finding: Finding, place: String, aside: String? = nil) -> [String] {
        var lines = [
            "\(place): \(finding.severity.rawValue): \(finding.message) [\(finding.id)]"
                + (aside.map { " (\($0))" } ?? "")
        ]
        lines.append("    fix: \(finding.fix)")
        guard !finding.os.isEmpty else { return lines }
        let ranges = finding.os.map { $0.from == $0.through ? $0.from : "\($0.from)–\($0.through)" }
        lines.append(
            "    iOS \(ranges.joined(separator: ", ")) · \(finding.rule) (\(finding.confidence.rawValue)) · \(finding.pointer)"
        )
        return lines
    }

    private static func heading(_ severity: FindingSeverity) -> String {
        switch severity {
        case .error: "Errors"
        case .warning: "Warnings"
        case .note: "Notes"
        }
    }

    private static func count(_ value: Int, _ noun: String) -> String {
        "\(value) \(noun)\(value == 1 ? "" : "s")"
    }
}
