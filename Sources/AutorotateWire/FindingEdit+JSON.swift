/// The JSON form of a finding's `edits` (api.md §7.1): `[{"path", "line", "column", "endLine",
/// "endColumn", "replacement"}]`, written after `evidence` and only when there is one.
extension Finding {
    func writeEdits(to output: inout JSONOutput) {
        output.literal(#","edits":["#)
        for index in edits.indices {
            if index != 0 { output.byte(UInt8(ascii: ",")) }
            let edit = edits[index]
            output.literal(#"{"path":"#)
            output.string(edit.path)
            output.literal(#","line":"#)
            output.integer(edit.line)
            output.literal(#","column":"#)
            output.integer(edit.column)
            output.literal(#","endLine":"#)
            output.integer(edit.endLine)
            output.literal(#","endColumn":"#)
            output.integer(edit.endColumn)
            output.literal(#","replacement":"#)
            output.string(edit.replacement)
            output.byte(UInt8(ascii: "}"))
        }
        output.byte(UInt8(ascii: "]"))
    }
}

extension FindingEdit {
    init(from cursor: inout JSONCursor) throws(SimulationDecodingError) {
        var path = JSONField<String>()
        var line = JSONField<Int>()
        var column = JSONField<Int>()
        var endLine = JSONField<Int>()
        var endColumn = JSONField<Int>()
        var replacement = JSONField<String>()
        try cursor.object { (cursor, key) throws(SimulationDecodingError) in
            switch key {
            case "path": try path.set(cursor.string())
            case "line": try line.set(cursor.int())
            case "column": try column.set(cursor.int())
            case "endLine": try endLine.set(cursor.int())
            case "endColumn": try endColumn.set(cursor.int())
            case "replacement": try replacement.set(cursor.string())
            default: try cursor.skipValue()
            }
        }
        self.init(
            path: try path.required("path"), line: try line.required("line"),
            column: try column.required("column"),
            endLine: try endLine.required("endLine"), endColumn: try endColumn.required("endColumn"),
            replacement: try replacement.required("replacement"))
    }
}
