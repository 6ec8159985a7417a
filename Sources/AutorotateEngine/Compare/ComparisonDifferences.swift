import AutorotateWire

/// The differences of a comparison (api.md §6): for each row, in event order, each field of
/// ``ComparedField`` whose value is not the same in every column that ran the event.
///
/// Columns whose app had crashed before the event (a `nil` cell) are in no group: their crash is
/// itself a difference, at the event that raised it (`exception`). Within a difference, columns
/// are grouped by value and rule, groups ordered by their first column, so each group has one
/// reason: the rule and explanation of its first column.
public enum ComparisonDifferences {
    /// The differences among `rows`.
    public static func find(in rows: [ComparisonRow]) -> [ComparisonDifference] {
        var differences: [ComparisonDifference] = []
        for row in rows {
            // Most fields agree in every column: those are told apart without building groups,
            // which allocate (issue 19, callgrind: a compare of seed000 over the 16 default
            // columns 6.81 M → 6.27 M instructions, against 5.33 M for its 16 simulates).
            for field in ComparedField.allCases where !agree(row, on: field) {
                differences.append(
                    ComparisonDifference(
                        event: row.event, field: field, groups: groups(of: row, field: field)))
            }
        }
        return differences
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
