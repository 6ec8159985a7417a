/// Renders `autorotate import --summary` rows as one Markdown table (pasteable into a note),
/// then a line of totals.
///
/// ```text
/// | project | target | root | rule | VCs | overrides | notes | lint E/W/N | ms |
/// |---|---|---|---|---:|---:|---:|---|---:|
/// | SwiftTabs | SwiftTabs | MainTabBarController | storyboard | 7 | 6 | 1 | 1/0/2 | 12 |
/// | Broken | error: not a directory | | | | | | | |
/// ```
enum ImportSummaryRenderer {
    static let headers = [
        "project", "target", "root", "rule", "VCs", "overrides", "notes", "lint E/W/N", "ms",
    ]

    /// The table and the totals line, newline-terminated.
    static func render(_ rows: [ImportSummaryRow]) -> String {
        var text = "| " + headers.joined(separator: " | ") + " |\n"
        text += "|---|---|---|---|---:|---:|---:|---|---:|\n"
        var totals = (imported: 0, failed: 0, rooted: 0, sites: 0, errors: 0, warnings: 0, notes: 0)
        for row in rows {
            let cells: [String]
            switch row.outcome {
            case .failed(let reason):
                totals.failed += 1
                cells = [row.project, "error: " + reason] + Array(repeating: "", count: headers.count - 2)
            case .imported(let measured):
                totals.imported += 1
                if measured.root != nil { totals.rooted += 1 }
                totals.sites += measured.overrideSites
                let lint: String
                switch measured.lint {
                case .success(let summary):
                    lint = "\(summary.error)/\(summary.warning)/\(summary.note)"
                    totals.errors += summary.error
                    totals.warnings += summary.warning
                    totals.notes += summary.note
                case .failure(let refusal):
                    lint = "refused: " + refusal.detail
                }
                cells = [
                    row.project, measured.target, measured.root ?? "—",
                    measured.rule.rawValue + (measured.rootAssumed ? " (assumed)" : ""),
                    String(measured.viewControllers), String(measured.overrideSites), String(measured.notes),
                    lint,
                    String(measured.milliseconds),
                ]
            }
            text += "| " + cells.map(cell).joined(separator: " | ") + " |\n"
        }
        text +=
            "\(rows.count) project\(rows.count == 1 ? "" : "s"): \(totals.imported) imported, "
            + "\(totals.failed) failed, \(totals.rooted) with a root, \(totals.sites) override sites, "
            + "lint \(totals.errors) errors, \(totals.warnings) warnings, \(totals.notes) notes\n"
        return text
    }

    /// The text as one Markdown cell: line breaks as spaces, `|` as `\|`.
    static func cell(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\n", "\r", "\r\n": escaped.append(" ")
            case "|": escaped.append("\\|")
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
