/// Decoding the comparison wire types (api.md §6) from response bodies, for the client library:
/// one pass over the bytes with a ``JSONCursor``, as ``Simulation/init(json:)`` does, with the
/// same rules (unknown members skipped, a known member at most once, errors with pointers).
extension Comparison {
    /// Decodes a comparison from a response body.
    /// - Throws: ``SimulationDecodingError`` naming the member's JSON pointer.
    public init(json: [UInt8]) throws(SimulationDecodingError) {
        self = try JSONCursor.decode(json) { (cursor) throws(SimulationDecodingError) in
            try Comparison(from: &cursor)
        }
    }

    init(from cursor: inout JSONCursor) throws(SimulationDecodingError) {
        var engineVersion = JSONField<String>()
        var columns = JSONField<[ComparisonColumn]>()
        var rows = JSONField<[ComparisonRow]>()
        var differences = JSONField<[ComparisonDifference]>()
        var terminated = JSONField<[Termination?]>()
        var identical = JSONField<Bool>()
        try cursor.object { (cursor, key) throws(SimulationDecodingError) in
            switch key {
            case "engine": try engineVersion.set(cursor.engineVersion())
            case "columns":
                try columns.set(
                    cursor.elements { (cursor) throws(SimulationDecodingError) in
                        try ComparisonColumn(from: &cursor)
                    })
            case "rows":
                try rows.set(
                    cursor.elements { (cursor) throws(SimulationDecodingError) in
                        try ComparisonRow(from: &cursor)
                    })
            case "differences":
                try differences.set(
                    cursor.elements { (cursor) throws(SimulationDecodingError) in
                        try ComparisonDifference(from: &cursor)
                    })
            case "terminated":
                try terminated.set(
                    cursor.elements { (cursor) throws(SimulationDecodingError) in
                        try cursor.consumeNull() ? nil : Termination(from: &cursor)
                    })
            case "identical": try identical.set(cursor.bool())
            default: try cursor.skipValue()
            }
        }
        self.init(
            engineVersion: try engineVersion.required("engine"), columns: try columns.required("columns"),
            rows: try rows.required("rows"), differences: try differences.required("differences"),
            terminated: try terminated.required("terminated"), identical: try identical.required("identical"))
    }
}

extension ComparisonColumn {
    init(from cursor: inout JSONCursor) throws(SimulationDecodingError) {
        var os = JSONField<String>()
        var idiom = JSONField<String>()
        var generation = JSONField<String>()
        var model = JSONField<String>()
        try cursor.object { (cursor, key) throws(SimulationDecodingError) in
            switch key {
            case "os": try os.set(cursor.string())
            case "idiom": try idiom.set(cursor.string())
            case "generation": try generation.set(cursor.string())
            case "model": try model.set(cursor.string())
            default: try cursor.skipValue()
            }
        }
        self.init(
            os: try os.required("os"), idiom: try idiom.required("idiom"),
            generation: try generation.required("generation"), model: try model.required("model"))
    }
}

extension ComparisonRow {
    init(from cursor: inout JSONCursor) throws(SimulationDecodingError) {
        var event = JSONField<Int?>()
        var type = JSONField<String>()
        var cells = JSONField<[ComparisonCell?]>()
        try cursor.object { (cursor, key) throws(SimulationDecodingError) in
            switch key {
            case "event": try event.set(cursor.optionalInt())
            case "type": try type.set(cursor.string())
            case "cells":
                try cells.set(
                    cursor.elements { (cursor) throws(SimulationDecodingError) in
                        try cursor.consumeNull() ? nil : ComparisonCell(from: &cursor)
                    })
            default: try cursor.skipValue()
            }
        }
        self.init(
            event: event.optional(), type: try type.required("type"), cells: try cells.required("cells"))
    }
}

extension ComparisonCell {
    init(from cursor: inout JSONCursor) throws(SimulationDecodingError) {
        var interfaceOrientation = JSONField<String>()
        var rotated = JSONField<Bool>()
        var statusBarOrientation = JSONField<String>()
        var topViewController = JSONField<String?>()
        var exception = JSONField<ExceptionInfo?>()
        var error = JSONField<ErrorInfo?>()
        var rule = JSONField<String>()
        var confidence = JSONField<Confidence>()
        var explanation = JSONField<String>()
        try cursor.object { (cursor, key) throws(SimulationDecodingError) in
            switch key {
            case "interfaceOrientation": try interfaceOrientation.set(cursor.string())
            case "rotated": try rotated.set(cursor.bool())
            case "statusBarOrientation": try statusBarOrientation.set(cursor.string())
            case "topViewController": try topViewController.set(cursor.optionalString())
            case "exception": try exception.set(try cursor.consumeNull() ? nil : ExceptionInfo(from: &cursor))
            case "error": try error.set(try cursor.consumeNull() ? nil : ErrorInfo(from: &cursor))
            case "rule": try rule.set(cursor.string())
            case "confidence": try confidence.set(Confidence(from: &cursor))
            case "explanation": try explanation.set(cursor.string())
            default: try cursor.skipValue()
            }
        }
        self.init(
            interfaceOrientation: try interfaceOrientation.required("interfaceOrientation"),
            rotated: try rotated.required("rotated"),
            statusBarOrientation: try statusBarOrientation.required("statusBarOrientation"),
            topViewController: topViewController.optional(), exception: exception.optional(),
            error: error.optional(), rule: try rule.required("rule"),
            confidence: try confidence.required("confidence"),
            explanation: try explanation.required("explanation"))
    }
}

extension ComparisonDifference {
    init(from cursor: inout JSONCursor) throws(SimulationDecodingError) {
        var event = JSONField<Int?>()
        var field = JSONField<ComparedField>()
        var groups = JSONField<[ComparisonGroup]>()
        try cursor.object { (cursor, key) throws(SimulationDecodingError) in
            switch key {
            case "event": try event.set(cursor.optionalInt())
            case "field":
                let name = try cursor.string()
                guard let compared = ComparedField(rawValue: name) else {
                    throw SimulationDecodingError(
                        pointer: "",
                        message: "unknown field '\(name)' (expected one of "
                            + ComparedField.allCases.map(\.rawValue).joined(separator: ", ") + ")")
                }
                try field.set(compared)
            case "groups":
                try groups.set(
                    cursor.elements { (cursor) throws(SimulationDecodingError) in
                        try ComparisonGroup(from: &cursor)
                    })
            default: try cursor.skipValue()
            }
        }
        self.init(
            event: event.optional(), field: try field.required("field"), groups: try groups.required("groups")
        )
    }
}

extension ComparisonGroup {
    init(from cursor: inout JSONCursor) throws(SimulationDecodingError) {
        var columns = JSONField<[Int]>()
        var value = JSONField<JSONValue>()
        var rule = JSONField<String>()
        var explanation = JSONField<String>()
        try cursor.object { (cursor, key) throws(SimulationDecodingError) in
            switch key {
            case "columns":
                try columns.set(
                    cursor.elements { (cursor) throws(SimulationDecodingError) in try cursor.int() })
            case "value": try value.set(cursor.value())
            case "rule": try rule.set(cursor.string())
            case "explanation": try explanation.set(cursor.string())
            default: try cursor.skipValue()
            }
        }
        self.init(
            columns: try columns.required("columns"), value: try value.required("value"),
            rule: try rule.required("rule"), explanation: try explanation.required("explanation"))
    }
}
