/// The JSON form of the comparison wire types (api.md §6): a deterministic encoder whose key
/// order is the order §6 lists the fields (the decoder is in Comparison+Decoding.swift).
/// A cell's fields are written exactly as ``Decision/write(to:)`` writes them.
///
/// ```swift
/// let body = comparison.jsonBytes()        // {"engine":{"version":"1.0.0"},"columns":[…],…}
/// let again = try Comparison(json: body)   // == comparison
/// ```
extension Comparison {
    /// The comparison as compact JSON, keys in api.md §6 order (same value, same bytes).
    public func jsonBytes() -> [UInt8] {
        var writer = JSONWriter(reservingCapacity: 1024 + 160 * columns.count * rows.count)
        write(to: &writer)
        return writer.bytes
    }

    /// Writes the comparison as one JSON object.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.engineVersionMember(engineVersion)
        writer.literalKey("columns")
        writer.beginArray()
        for column in columns { column.write(to: &writer) }
        writer.endArray()
        writer.literalKey("rows")
        writer.beginArray()
        for row in rows { row.write(to: &writer) }
        writer.endArray()
        writer.literalKey("differences")
        writer.beginArray()
        for difference in differences { difference.write(to: &writer) }
        writer.endArray()
        writer.literalKey("terminated")
        writer.beginArray()
        for termination in terminated {
            if let termination {
                writer.beginObject()
                writer.literalKey("event")
                writer.integer(termination.event)
                writer.literalKey("exception")
                writer.exception(termination.exception)
                writer.endObject()
            } else {
                writer.null()
            }
        }
        writer.endArray()
        writer.literalKey("identical")
        writer.bool(identical)
        writer.endObject()
    }
}

extension ComparisonColumn {
    /// Writes the column: `os`, `idiom`, `generation`, `model`.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.literalKey("os")
        writer.string(os)
        writer.literalKey("idiom")
        writer.string(idiom)
        writer.literalKey("generation")
        writer.string(generation)
        writer.literalKey("model")
        writer.string(model)
        writer.endObject()
    }
}

extension ComparisonRow {
    /// Writes the row: `event`, `type`, `cells` (`null` for a column that had crashed).
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.literalKey("event")
        writer.integer(event)
        writer.literalKey("type")
        writer.string(type)
        writer.literalKey("cells")
        writer.beginArray()
        for cell in cells {
            if let cell { cell.write(to: &writer) } else { writer.null() }
        }
        writer.endArray()
        writer.endObject()
    }
}

extension ComparisonCell {
    /// Writes the cell, each field exactly as a ``Decision`` writes it.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.literalKey("interfaceOrientation")
        writer.string(interfaceOrientation)
        writer.literalKey("rotated")
        writer.bool(rotated)
        writer.literalKey("statusBarOrientation")
        writer.string(statusBarOrientation)
        writer.literalKey("topViewController")
        writer.string(topViewController)
        writer.literalKey("exception")
        if let exception { writer.exception(exception) } else { writer.null() }
        writer.literalKey("error")
        if let error {
            writer.beginObject()
            writer.literalKey("domain")
            writer.string(error.domain)
            writer.literalKey("code")
            writer.integer(error.code)
            writer.literalKey("message")
            writer.string(error.message)
            writer.endObject()
        } else {
            writer.null()
        }
        writer.literalKey("rule")
        writer.string(rule)
        writer.literalKey("confidence")
        writer.string(confidence.rawValue)
        writer.literalKey("explanation")
        writer.string(explanation)
        writer.endObject()
    }
}

extension ComparisonDifference {
    /// Writes the difference: `event`, `field`, `groups`.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.literalKey("event")
        writer.integer(event)
        writer.literalKey("field")
        writer.string(field.rawValue)
        writer.literalKey("groups")
        writer.beginArray()
        for group in groups {
            writer.beginObject()
            writer.literalKey("columns")
            writer.beginArray()
            for column in group.columns { writer.integer(column) }
            writer.endArray()
            writer.literalKey("value")
            writer.value(group.value)
            writer.literalKey("rule")
            writer.string(group.rule)
            writer.literalKey("explanation")
            writer.string(group.explanation)
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
    }
}
