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

    /// The table and the summary lines, newline-terminated, then the simulation's warnings, each
    /// at the place in the user's file `locate` gives its pointer. `device` is the column the
    /// scenario ran as (its iOS version, idiom and model), when known.
    static func render(
        _ simulation: Simulation, title: String?, device: ComparisonColumn? = nil,
        locate: (String) -> String? = { _ in nil }
    ) -> String {
        var rows: [[String]] = [row(simulation.launch, depth: 0)]
        for decision in simulation.decisions { appendRows(decision, depth: 0, to: &rows) }
        var text = ""
        if let title { text += title + "\n" }
        text += header(simulation.engine, device: device) + "\n"
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
        var warnings = SimulationWarnings()
        warnings.add(simulation)
        return text + warnings.text(locating: locate)
    }

    /// `iOS 16.4 on phone (iPhone 14), rules ios16, engine 1.0.0`; without the device, the rules
    /// and the engine only.
    static func header(_ engine: EngineStamp, device: ComparisonColumn?) -> String {
        let rules = "rules \(engine.generation), engine \(engine.version)"
        guard let device else { return rules }
        return "iOS \(device.os) on \(device.idiom) (\(device.model)), \(rules)"
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
            decidedBy(decision.decidedBy, forwardedTo: forwardTargets(decision)), decision.rule,
            outcome(decision),
        ]
    }

    /// The EXCEPTION cell: the exception's name, or the error an error handler received (R9.3).
    static func outcome(_ decision: Decision) -> String {
        if let exception = decision.exception { return exception.name }
        if let error = decision.error { return "error \(error.domain) \(error.code)" }
        return "-"
    }

    /// `tabs (MyTabBarController) via rootViewController`, or just the `via` when no view
    /// controller decided; `—` when nothing decided (the wire's `via` is `none`). A forward names
    /// the view controllers it asked (`nav (UINavigationController) forwarding to player`), and
    /// multitasking says that the interface follows the device.
    static func decidedBy(_ decidedBy: DecidedBy, forwardedTo targets: [String] = []) -> String {
        var name: String?
        if let id = decidedBy.viewController {
            name = decidedBy.className.map { "\(id) (\($0))" } ?? id
        }
        switch decidedBy.via {
        case "none": return name.map { "\($0) —" } ?? "—"
        case "forward":
            let via = targets.isEmpty ? "via forward" : "forwarding to \(targets.joined(separator: ", "))"
            return name.map { "\($0) \(via)" } ?? via
        case "multitasking":
            let via = "via multitasking (follows the device)"
            return name.map { "\($0) \(via)" } ?? via
        default:
            return name.map { "\($0) via \(decidedBy.via)" } ?? "via \(decidedBy.via)"
        }
    }

    /// The view controllers a forwarding decider asked (R3.6): those its decision queried after
    /// the decider's own question, in order, each once.
    static func forwardTargets(_ decision: Decision) -> [String] {
        guard decision.decidedBy.via == "forward", let decider = decision.decidedBy.viewController,
            let own = decision.queries.firstIndex(where: { $0.viewController == decider })
        else { return [] }
        var targets: [String] = []
        for query in decision.queries[(own + 1)...] {
            guard let id = query.viewController, id != decider, !targets.contains(id) else { continue }
            targets.append(id)
        }
        return targets
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
