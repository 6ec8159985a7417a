import AutorotateOperations

/// Renders a comparison as plain text: a matrix whose rows are the events and whose columns are
/// the versions (and idioms), a cell being the interface orientation after the event; then the
/// differences with the rule and explanation of each group, and the crashes.
///
/// ```text
///    EVENT                6.0    7.0    8.0
///                         phone  phone  phone
///    launch               P      P      P
/// *  0 deviceOrientation  LR     P      P
/// ```
enum ComparisonRenderer {
    /// The legend under the matrix.
    static let legend =
        "P portrait, U portraitUpsideDown, LL landscapeLeft, LR landscapeRight; "
        + "CRASH the app crashed at this event, · it had crashed before; * the columns differ"

    /// The whole report, newline-terminated, then the columns' `warnings` (their simulations'),
    /// each at the place in the user's file `locate` gives its pointer.
    static func render(
        _ comparison: Comparison, title: String?, warnings: SimulationWarnings = .init(),
        locate: (String) -> String? = { _ in nil }
    ) -> String {
        var text = ""
        if let title { text += title + "\n" }
        let count = comparison.columns.count
        text += "engine \(comparison.engineVersion), \(count) column\(count == 1 ? "" : "s")\n"
        let differing = Set(comparison.differences.map(\.event))
        let headers = ["", "EVENT"] + comparison.columns.map(\.os)
        var rows: [[String]] = [["", ""] + comparison.columns.map(\.idiom)]
        for row in comparison.rows {
            let label = row.event.map { "\($0) \(row.type)" } ?? "launch"
            rows.append([differing.contains(row.event) ? "*" : "", label] + row.cells.map(cell))
        }
        text += TableRenderer.table(headers: headers, rows: rows)
        text += legend + "\n"
        if comparison.identical {
            text += "\nidentical: every column gives the same answers\n"
        } else {
            text += "\nDIFFERENCES (\(comparison.differences.count))\n"
            for difference in comparison.differences {
                let place = difference.event.map { "event \($0)" } ?? "launch"
                let type =
                    comparison.rows.first { $0.event == difference.event }?.type ?? ""
                text += "\(place) \(type), \(difference.field.rawValue):\n"
                for group in difference.groups {
                    text +=
                        "  \(columns(group.columns, of: comparison.columns)): \(value(group.value))"
                        + " (\(group.rule)) \(group.explanation)\n"
                }
            }
        }
        for (index, termination) in comparison.terminated.enumerated() {
            guard let termination, index < comparison.columns.count else { continue }
            let place = termination.event.map { "event \($0)" } ?? "launch"
            text +=
                "\(label(comparison.columns[index])) terminated at \(place): "
                + "\(termination.exception.name): \(termination.exception.reason)\n"
        }
        return text + warnings.text(locating: locate)
    }

    /// A cell: the interface orientation, `CRASH` where the app crashed, `·` after.
    static func cell(_ cell: ComparisonCell?) -> String {
        guard let cell else { return "·" }
        if cell.exception != nil { return "CRASH" }
        return abbreviation(cell.interfaceOrientation)
    }

    static func abbreviation(_ orientation: String) -> String {
        switch orientation {
        case "portrait": "P"
        case "portraitUpsideDown": "U"
        case "landscapeLeft": "LL"
        case "landscapeRight": "LR"
        default: orientation
        }
    }

    /// `iOS 6.0 on phone`.
    static func label(_ column: ComparisonColumn) -> String { "iOS \(column.os) on \(column.idiom)" }

    /// A run of columns: `iOS 2.0–5.0 on phone` when they share the idiom, else both labels.
    static func label(from first: ComparisonColumn, through last: ComparisonColumn) -> String {
        guard first.idiom == last.idiom else { return "\(label(first)) – \(label(last))" }
        return "iOS \(first.os)–\(last.os) on \(first.idiom)"
    }

    /// The columns of a group, idiom by idiom (first appearance first); within an idiom, a run of
    /// its consecutive columns is written as one range (`iOS 12.0–16.0 on phone`), even where the
    /// other idiom's columns sit between them.
    static func columns(_ indices: [Int], of columns: [ComparisonColumn]) -> String {
        let chosen = Set(indices)
        var idioms: [String] = []
        for index in indices where index < columns.count && !idioms.contains(columns[index].idiom) {
            idioms.append(columns[index].idiom)
        }
        var parts: [String] = []
        for idiom in idioms {
            let ofIdiom = columns.indices.filter { columns[$0].idiom == idiom }
            var runs: [(first: Int, last: Int)] = []
            for (position, index) in ofIdiom.enumerated() where chosen.contains(index) {
                if let run = runs.last, run.last + 1 == position {
                    runs[runs.count - 1].last = position
                } else {
                    runs.append((position, position))
                }
            }
            for run in runs {
                let first = columns[ofIdiom[run.first]]
                parts.append(
                    run.first == run.last
                        ? label(first) : label(from: first, through: columns[ofIdiom[run.last]]))
            }
        }
        return parts.joined(separator: ", ")
    }

    /// A group's value as text (`none` for null).
    static func value(_ value: JSONValue) -> String {
        switch value {
        case .null: "none"
        case .string(let text): text
        case .bool(let flag): flag ? "yes" : "no"
        case .number(let number):
            number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        default: String(decoding: value.serialized(), as: UTF8.self)
        }
    }
}
