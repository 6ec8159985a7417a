import AutorotateWire

/// The differences of a comparison (api.md §6): for each row, in event order, each field of
/// ``ComparedField`` whose value is not the same in every column that ran the event.
///
/// Columns whose app had crashed before the event (a `nil` cell) are in no group: their crash is
/// itself a difference, at the event that raised it (`exception`). Within a difference, columns
/// are grouped by value and rule, groups ordered by their first column, so each group has one
/// reason: the rule and explanation of its first column. An explanation is given once per event:
/// the fields a decision sets (interfaceOrientation, rotated, statusBarOrientation) share its text,
/// so a later field's group whose text an earlier field already carries refers to that field
/// (``reference(to:)``) instead of repeating it.
public enum ComparisonDifferences {
    /// The differences among `rows`.
    public static func find(in rows: [ComparisonRow]) -> [ComparisonDifference] {
        var differences: [ComparisonDifference] = []
        for row in rows {
            // Most fields agree in every column: those are told apart without building groups,
            // which allocate.
            // One decision explains every field it sets: a group whose explanation an earlier
            // field of the same event already gave carries a reference to that field instead.
            var explained: [(text: String, field: ComparedField)] = []
            for field in ComparedField.allCases where !agree(row, on: field) {
                var fieldGroups = groups(of: row, field: field)
                for index in fieldGroups.indices {
                    let text = fieldGroups[index].explanation
                    if let earlier = explained.first(where: { $0.text == text }) {
                        fieldGroups[index].explanation = reference(to: earlier.field)
                    } else {
                        explained.append((text, field))
                    }
                }
                differences.append(ComparisonDifference(event: row.event, field: field, groups: fieldGroups))
            }
        }
        return differences
    }

    /// The explanation of a group already explained under `field` of the same event.
    static func reference(to field: ComparedField) -> String {
        "Explained under \(field.rawValue) at this event."
    }

    /// Whether every column that ran the row's event gives the same value of `field`, whatever
    /// the rules: then the field is no difference.
    private static func agree(_ row: ComparisonRow, on field: ComparedField) -> Bool {
        var first: JSONValue?
        for case let cell? in row.cells {
            let value = cell.value(of: field)
            guard let first else {
                first = value
                continue
            }
            if value != first { return false }
        }
        return true
    }

    /// The columns of `row` grouped by (value of `field`, rule), in order of first column.
    public static func groups(of row: ComparisonRow, field: ComparedField) -> [ComparisonGroup] {
        var groups: [ComparisonGroup] = []
        for (column, cell) in row.cells.enumerated() {
            guard let cell else { continue }
            let value = cell.value(of: field)
            if let index = groups.firstIndex(where: { $0.value == value && $0.rule == cell.rule }) {
                groups[index].columns.append(column)
            } else {
                groups.append(
                    ComparisonGroup(
                        columns: [column], value: value, rule: cell.rule, explanation: cell.explanation))
            }
        }
        return groups
    }
}
