/// The response of `POST /v1/compare` (api.md §6): one scenario run in several columns (iOS
/// versions × idioms), a row of cells per event, and the (event, field) pairs on which the columns
/// disagree, each with the groups of columns that agree and the rule behind each group's value.
public struct Comparison: Sendable, Equatable {
    /// `engine.version`: the engine that ran every column.
    public var engineVersion: String
    /// The columns, in request order, idiom-major within each OS.
    public var columns: [ComparisonColumn]
    /// The launch first, then one row per scenario event.
    public var rows: [ComparisonRow]
    /// Every (event, field) whose value is not the same in every column that ran the event, in
    /// event order and, within an event, in the order of ``ComparedField/allCases``.
    public var differences: [ComparisonDifference]
    /// Per column, where its simulated app crashed, or `nil` when it ran to the end.
    public var terminated: [Termination?]
    /// `true` when there is no difference.
    public var identical: Bool

    public init(
        engineVersion: String, columns: [ComparisonColumn], rows: [ComparisonRow],
        differences: [ComparisonDifference], terminated: [Termination?], identical: Bool
    ) {
        self.engineVersion = engineVersion
        self.columns = columns
        self.rows = rows
        self.differences = differences
        self.terminated = terminated
        self.identical = identical
    }
}

/// One column of a comparison: the OS and idiom the scenario ran under (R0.2, R10.5).
public struct ComparisonColumn: Sendable, Equatable {
    /// The iOS version written into the column's `device.os`, as the request spelt it.
    public var os: String
    /// `phone` or `pad`.
    public var idiom: String
    /// The rule generation that ran (R0.2), e.g. `ios6`.
    public var generation: String
    /// The device model the column's screen starts from (R10.5): the scenario's own model, or,
    /// for another idiom or a scenario that names none, that idiom's default model for the OS.
    public var model: String

    public init(os: String, idiom: String, generation: String, model: String) {
        self.os = os
        self.idiom = idiom
        self.generation = generation
        self.model = model
    }
}

/// One event across the columns: the launch (`event == nil`) or a scenario event.
public struct ComparisonRow: Sendable, Equatable {
    // `Optional<…>`, not `…?`, on purpose: see ``Decision``.
    /// The scenario event's index, `nil` for the launch.
    public var event: Optional<Int>
    /// The event's type (`launch` for the launch).
    public var type: String
    /// One cell per column; `nil` once that column's app has crashed at an earlier event.
    public var cells: [ComparisonCell?]

    public init(event: Int?, type: String, cells: [ComparisonCell?]) {
        self.event = event
        self.type = type
        self.cells = cells
    }
}

/// What one column decided for one event: these fields of the column's ``Decision``, exactly as
/// `POST /v1/simulate` gives them.
public struct ComparisonCell: Sendable, Equatable {
    /// The interface orientation after the event.
    public var interfaceOrientation: String
    /// Whether the interface orientation changed.
    public var rotated: Bool
    /// The status-bar orientation after the event.
    public var statusBarOrientation: String
    // `Optional<…>`, not `…?`, on purpose: see ``Decision``.
    /// The deciding (top full-screen) view controller after the event.
    public var topViewController: Optional<String>
    /// The exception UIKit raised (R2.6, R5.4), `nil` when none: the column crashed here.
    public var exception: Optional<ExceptionInfo>
    /// The error an error handler received (R9.3), `nil` when none.
    public var error: Optional<ErrorInfo>
    /// The rule the decision applied.
    public var rule: String
    /// How sure the rulebook is of that rule.
    public var confidence: Confidence
    /// The decision's one-sentence explanation.
    public var explanation: String

    public init(
        interfaceOrientation: String, rotated: Bool, statusBarOrientation: String, topViewController: String?,
        exception: ExceptionInfo?, error: ErrorInfo?, rule: String, confidence: Confidence,
        explanation: String
    ) {
        self.interfaceOrientation = interfaceOrientation
        self.rotated = rotated
        self.statusBarOrientation = statusBarOrientation
        self.topViewController = topViewController
        self.exception = exception
        self.error = error
        self.rule = rule
        self.confidence = confidence
        self.explanation = explanation
    }

    /// The cell of `decision`: its fields, unchanged.
    public init(_ decision: Decision) {
        self.init(
            interfaceOrientation: decision.interfaceOrientation, rotated: decision.rotated,
            statusBarOrientation: decision.statusBarOrientation,
            topViewController: decision.topViewController,
            exception: decision.exception, error: decision.error, rule: decision.rule,
            confidence: decision.confidence, explanation: decision.explanation)
    }

    /// The value compare looks at for `field`: the orientation, the boolean, the exception's
    /// name, the error's code or the view controller id (`null` when there is none).
    public func value(of field: ComparedField) -> JSONValue {
        switch field {
        case .interfaceOrientation: .string(interfaceOrientation)
        case .rotated: .bool(rotated)
        case .statusBarOrientation: .string(statusBarOrientation)
        case .exception: exception.map { .string($0.name) } ?? .null
        case .error: error.map { .number(Double($0.code)) } ?? .null
        case .topViewController: topViewController.map { .string($0) } ?? .null
        }
    }
}

/// The decision fields compare looks at (api.md §6), in the order differences list them.
public enum ComparedField: String, Sendable, Equatable, CaseIterable {
    case interfaceOrientation, rotated, statusBarOrientation, exception, error, topViewController
}

/// One (event, field) on which the columns disagree.
public struct ComparisonDifference: Sendable, Equatable {
    // `Optional<…>`, not `…?`, on purpose: see ``Decision``.
    /// The scenario event's index, `nil` for the launch.
    public var event: Optional<Int>
    /// The field that differs.
    public var field: ComparedField
    /// The columns grouped by the value they give, ordered by their first column; columns that
    /// had crashed before the event are in no group.
    public var groups: [ComparisonGroup]

    public init(event: Int?, field: ComparedField, groups: [ComparisonGroup]) {
        self.event = event
        self.field = field
        self.groups = groups
    }
}

/// Columns that agree on a field's value for the same rule (a value two rules reach makes two
/// groups, so each group has one reason).
public struct ComparisonGroup: Sendable, Equatable {
    /// Indices into ``Comparison/columns``, ascending.
    public var columns: [Int]
    /// The value they give (see ``ComparisonCell/value(of:)``).
    public var value: JSONValue
    /// The rule that produced it.
    public var rule: String
    /// The explanation of the group's first column, given once per event: where an earlier
    /// field of the same event already carries the same text, "Explained under <field> at this
    /// event." instead.
    public var explanation: String

    public init(columns: [Int], value: JSONValue, rule: String, explanation: String) {
        self.columns = columns
        self.value = value
        self.rule = rule
        self.explanation = explanation
    }
}
