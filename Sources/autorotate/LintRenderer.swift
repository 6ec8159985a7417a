import AutorotateOperations

/// `autorotate lint`'s text output: findings grouped by severity (errors, then warnings, then
/// notes), each as `FILE:LINE:COLUMN: severity: message [AR0xx]` so that terminals and editors
/// link to the place, then the fix and the iOS versions it holds on, and a summary line.
enum LintRenderer {
    /// Renders `report` for what was linted, `name` (a FILE or a project DIR); `place` says where
    /// a finding is (`path:line:column`, or just `name` when nothing better is known).
    static func render(_ report: LintReport, name: String, place: (Finding) -> String) -> String {
        var lines: [String] = []
        for severity in FindingSeverity.allCases {
            let group = report.findings.filter { $0.severity == severity }
            guard !group.isEmpty else { continue }
            lines.append("\(heading(severity)) (\(group.count)):")
            for finding in group {
                lines.append("\(place(finding)): \(severity.rawValue): \(finding.message) [\(finding.id)]")
                lines.append("    fix: \(finding.fix)")
                let ranges = finding.os.map { $0.from == $0.through ? $0.from : "\($0.from)–\($0.through)" }
                lines.append(
                    "    iOS \(ranges.joined(separator: ", ")) · \(finding.rule) (\(finding.confidence.rawValue)) · \(finding.pointer)"
                )
            }
            lines.append("")
        }
        let summary = report.summary
        lines.append(
            "\(name): \(count(summary.error, "error")), \(count(summary.warning, "warning")), \(count(summary.note, "note"))"
        )
        return lines.joined(separator: "\n") + "\n"
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
