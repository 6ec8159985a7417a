import AutorotateOperations

/// Renders a simulation as a plain-text table: one row per decision (the launch first, reactions
/// indented under the decision that ran them), then how the app ended.
///
/// ```text
/// EVENT        DEVICE    INTERFACE                ROTATED  DECIDED BY                     RULE  EXCEPTION
/// launch       portrait  portrait                 no       tabs (UITabBarController) via  R5.4  -
/// ```
enum TableRenderer {
    static let headers = ["EVENT", "DEVICE", "INTERFACE", "ROTATED", "DECIDED BY", "RULE", "EXCEPTION"]

    /// The table and the summary lines, newline-terminated.
    static func render(_ simulation: Simulation, title: String?) -> String {
        var rows: [[String]] = [row(simulation.launch, depth: 0)]
        for decision in simulation.decisions { appendRows(decision, depth: 0, to: &rows) }
        var text = ""
        if let title { text += title + "\n" }
        text += "engine \(simulation.engine.version), rules \(simulation.engine.generation)\n"
        text += table(headers: headers, rows: rows)
        if let terminated = simulation.terminated {
            let place = terminated.event.map { "event \($0)" } ?? "launch"
            text += "terminated at \(place): \(terminated.exception.name): \(terminated.exception.reason)\n"
        } else {
            let final = simulation.final
            text +=
                "final: interface \(final.interfaceOrientation), status bar \(final.statusBarOrientation), "
                + "device \(final.deviceOrientation), top \(final.topViewController ?? "none")\n"
        }
        return text
    }

    private static func appendRows(_ decision: Decision, depth: Int, to rows: inout [[String]]) {
        rows.append(row(decision, depth: depth))
        for reaction in decision.reactions { appendRows(reaction, depth: depth + 1, to: &rows) }
    }

    /// The cells of one decision.
    static func row(_ decision: Decision, depth: Int) -> [String] {
        let label: String
        if decision.type == "launch" && decision.event == nil {
            label = "launch"
        } else {
            let indent = String(repeating: "  ", count: max(0, depth - 1)) + (depth > 0 ? "↳ " : "")
            label = indent + (decision.event.map { "\($0) " } ?? "") + decision.type
        }
        let interface =
            decision.rotated
            ? "\(decision.previousInterfaceOrientation) → \(decision.interfaceOrientation)"
            : decision.interfaceOrientation
        return [
            label, decision.deviceOrientation, interface, decision.rotated ? "yes" : "no",
            decidedBy(decision.decidedBy), decision.rule, outcome(decision),
        ]
    }

    /// The EXCEPTION cell: the exception's name, or the error an error handler received (R9.3).
    static func outcome(_ decision: Decision) -> String {
        if let exception = decision.exception { return exception.name }
        if let error = decision.error { return "error \(error.domain) \(error.code)" }
        return "-"
    }

    /// `tabs (MyTabBarController) via rootViewController`, or just the `via` when no view
    /// controller decided; `—` when nothing decided (the wire's `via` is `none`).
    static func decidedBy(_ decidedBy: DecidedBy) -> String {
        var parts: [String] = []
        if let id = decidedBy.viewController {
            parts.append(id)
            if let className = decidedBy.className { parts.append("(\(className))") }
        }
        parts.append(decidedBy.via == "none" ? "—" : "via \(decidedBy.via)")
        return parts.joined(separator: " ")
    }

    /// Left-aligned columns, two spaces apart, no trailing spaces.
    static func table(headers: [String], rows: [[String]]) -> String {
        var widths = headers.map(\.count)
        for row in rows {
            for (column, cell) in row.enumerated() where column < widths.count {
                widths[column] = max(widths[column], cell.count)
            }
        }
        func line(_ cells: [String]) -> String {
            var text = ""
            for (column, cell) in cells.enumerated() {
                text += cell
                if column < cells.count - 1 {
                    text += String(repeating: " ", count: widths[column] - cell.count + 2)
                }
            }
            return text + "\n"
        }
        return ([headers] + rows).map(line).joined()
    }
}
