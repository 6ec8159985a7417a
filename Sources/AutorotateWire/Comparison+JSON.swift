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
        JSONOutput.bytes(capacity: 1024 + 160 * columns.count * rows.count) { write(to: &$0) }
    }

    /// Writes the comparison as one JSON object.
    public func write(to writer: inout JSONWriter) {
        writer.writeValue { write(to: &$0) }
    }

    /// Writes the comparison as one JSON object (field names and punctuation as literals).
    func write(to output: inout JSONOutput) {
        output.byte(UInt8(ascii: "{"))
        output.engineVersionMember(engineVersion)
        output.literal(#","columns":["#)
        for index in columns.indices {
            if index != 0 { output.byte(UInt8(ascii: ",")) }
            columns[index].write(to: &output)
        }
        output.literal(#"],"rows":["#)
        rows.withUnsafeBufferPointer { rows in
            for index in rows.indices {
                if index != 0 { output.byte(UInt8(ascii: ",")) }
                rows[index].write(to: &output)
            }
        }
        output.literal(#"],"differences":["#)
        differences.withUnsafeBufferPointer { differences in
            for index in differences.indices {
                if index != 0 { output.byte(UInt8(ascii: ",")) }
                differences[index].write(to: &output)
            }
        }
        output.literal(#"],"terminated":["#)
        for index in terminated.indices {
            if index != 0 { output.byte(UInt8(ascii: ",")) }
            if let termination = terminated[index] {
                output.literal(#"{"event":"#)
                output.integer(termination.event)
                output.literal(#","exception":"#)
                output.exception(termination.exception)
                output.byte(UInt8(ascii: "}"))
            } else {
                output.null()
            }
        }
        output.literal(identical ? #"],"identical":true}"# : #"],"identical":false}"#)
    }
}

extension ComparisonColumn {
    /// Writes the column: `os`, `idiom`, `generation`, `model`.
    public func write(to writer: inout JSONWriter) {
        writer.writeValue { write(to: &$0) }
    }

    func write(to output: inout JSONOutput) {
        output.literal(#"{"os":"#)
        output.string(os)
        output.literal(#","idiom":"#)
        output.string(idiom)
        output.literal(#","generation":"#)
        output.string(generation)
        output.literal(#","model":"#)
        output.string(model)
        output.byte(UInt8(ascii: "}"))
    }
}

extension ComparisonRow {
    /// Writes the row: `event`, `type`, `cells` (`null` for a column that had crashed).
    public func write(to writer: inout JSONWriter) {
        writer.writeValue { write(to: &$0) }
    }

    func write(to output: inout JSONOutput) {
        output.literal(#"{"event":"#)
        output.integer(event)
        output.literal(#","type":"#)
        output.string(type)
        output.literal(#","cells":["#)
        cells.withUnsafeBufferPointer { cells in
            for index in cells.indices {
                if index != 0 { output.byte(UInt8(ascii: ",")) }
                if let cell = cells[index] { cell.write(to: &output) } else { output.null() }
            }
        }
        output.literal("]}")
    }
}

extension ComparisonCell {
    /// Writes the cell, each field exactly as a ``Decision`` writes it.
    public func write(to writer: inout JSONWriter) {
        writer.writeValue { write(to: &$0) }
    }

    func write(to output: inout JSONOutput) {
        output.literal(#"{"interfaceOrientation":"#)
        output.string(interfaceOrientation)
        output.literal(
            rotated
                ? #","rotated":true,"statusBarOrientation":"# : #","rotated":false,"statusBarOrientation":"#)
        output.string(statusBarOrientation)
        output.literal(#","topViewController":"#)
        output.string(topViewController)
        output.literal(#","exception":"#)
        if let exception { output.exception(exception) } else { output.null() }
        output.literal(#","error":"#)
        if let error { output.error(error) } else { output.null() }
        output.literal(#","rule":"#)
        output.string(rule)
        output.literal(#","confidence":"#)
        output.string(confidence.rawValue)
        output.literal(#","explanation":"#)
        output.string(explanation)
        output.byte(UInt8(ascii: "}"))
    }
}

extension ComparisonDifference {
    /// Writes the difference: `event`, `field`, `groups`.
    public func write(to writer: inout JSONWriter) {
        writer.writeValue { write(to: &$0) }
    }

    func write(to output: inout JSONOutput) {
        output.literal(#"{"event":"#)
        output.integer(event)
        output.literal(#","field":"#)
        output.string(field.rawValue)
        output.literal(#","groups":["#)
        for index in groups.indices {
            if index != 0 { output.byte(UInt8(ascii: ",")) }
            output.literal(#"{"columns":["#)
            for column in groups[index].columns.indices {
                if column != 0 { output.byte(UInt8(ascii: ",")) }
                output.integer(groups[index].columns[column])
            }
            output.literal(#"],"value":"#)
            output.value(groups[index].value)
            output.literal(#","rule":"#)
            output.string(groups[index].rule)
            output.literal(#","explanation":"#)
            output.string(groups[index].explanation)
            output.byte(UInt8(ascii: "}"))
        }
        output.literal("]}")
    }
}
