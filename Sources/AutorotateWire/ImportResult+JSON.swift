/// The JSON form of ``ImportResult`` (api.md §9): a deterministic encoder and a one-pass decoder
/// (``JSONCursor``, no intermediate tree except the scenario itself, whose shape is open).
/// `decode(encode(x)) == x` for every value whose numbers are finite.
extension ImportResult {
    /// The result as compact JSON: `scenario, lint, sources` (sorted by pointer)`, notes, transitions`.
    public func jsonBytes() -> [UInt8] {
        var writer = JSONWriter(reservingCapacity: 4096)
        write(to: &writer)
        return writer.bytes
    }

    /// Writes the result as one JSON object.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.literalKey("scenario")
        writer.value(scenario)
        writer.literalKey("lint")
        writer.beginObject()
        writer.literalKey("minimumOS")
        writer.string(lint.minimumOS)
        writer.literalKey("maximumOS")
        writer.string(lint.maximumOS)
        writer.literalKey("idioms")
        writer.beginArray()
        for idiom in lint.idioms { writer.string(idiom) }
        writer.endArray()
        writer.endObject()
        writer.literalKey("sources")
        writer.beginObject()
        for pointer in sources.keys.sorted() {
            guard let source = sources[pointer] else { continue }
            writer.key(pointer)
            writer.beginObject()
            writer.literalKey("path")
            writer.string(source.path)
            writer.literalKey("line")
            writer.integer(source.line)
            writer.literalKey("column")
            writer.integer(source.column)
            writer.endObject()
        }
        writer.endObject()
        writer.literalKey("notes")
        writer.beginArray()
        for note in notes {
            writer.beginObject()
            if let pointer = note.pointer {
                writer.literalKey("pointer")
                writer.string(pointer)
            }
            if let path = note.path {
                writer.literalKey("path")
                writer.string(path)
            }
            if let line = note.line {
                writer.literalKey("line")
                writer.integer(line)
            }
            writer.literalKey("message")
            writer.string(note.message)
            writer.endObject()
        }
        writer.endArray()
        writer.literalKey("transitions")
        writer.beginArray()
        for transition in transitions { transition.write(to: &writer) }
        writer.endArray()
        writer.endObject()
    }

    /// Decodes a result from a response body in one pass. Unknown members are skipped.
    /// - Throws: ``SimulationDecodingError`` naming the offending member's JSON pointer.
    public init(json: [UInt8]) throws(SimulationDecodingError) {
        self = try JSONCursor.decode(json) { (cursor) throws(SimulationDecodingError) in
            try ImportResult(from: &cursor)
        }
    }

    init(from cursor: inout JSONCursor) throws(SimulationDecodingError) {
        var scenario = JSONField<JSONValue>()
        var lint = JSONField<ImportLint>()
        var sources = JSONField<[String: ImportSource]>()
        var notes = JSONField<[ImportNote]>()
        var transitions = JSONField<[ImportTransition]>()
        try cursor.object { (cursor, key) throws(SimulationDecodingError) in
            switch key {
            case "scenario": try scenario.set(cursor.value())
            case "lint": try lint.set(ImportLint(from: &cursor))
            case "sources":
                var map: [String: ImportSource] = [:]
                try cursor.object { (cursor, key) throws(SimulationDecodingError) in
                    map[key.string] = try ImportSource(from: &cursor)
                }
                try sources.set(map)
            case "notes":
                try notes.set(
                    cursor.elements { (cursor) throws(SimulationDecodingError) in
                        try ImportNote(from: &cursor)
                    })
            case "transitions":
                try transitions.set(
                    cursor.elements { (cursor) throws(SimulationDecodingError) in
                        try ImportTransition(from: &cursor)
                    })
            default: try cursor.skipValue()
            }
        }
        self.init(
            scenario: try scenario.required("scenario"), lint: try lint.required("lint"),
            sources: try sources.required("sources"), notes: try notes.required("notes"),
            transitions: transitions.value ?? [])
    }
}

extension ImportLint {
    init(from cursor: inout JSONCursor) throws(SimulationDecodingError) {
        var minimumOS = JSONField<String>()
        var maximumOS = JSONField<String>()
        var idioms = JSONField<[String]>()
        try cursor.object { (cursor, key) throws(SimulationDecodingError) in
            switch key {
            case "minimumOS": try minimumOS.set(cursor.string())
            case "maximumOS": try maximumOS.set(cursor.string())
            case "idioms": try idioms.set(cursor.strings())
            default: try cursor.skipValue()
            }
        }
        self.init(
            minimumOS: try minimumOS.required("minimumOS"), maximumOS: try maximumOS.required("maximumOS"),
            idioms: try idioms.required("idioms"))
    }
}

extension ImportSource {
    init(from cursor: inout JSONCursor) throws(SimulationDecodingError) {
        var path = JSONField<String>()
        var line = JSONField<Int>()
        var column = JSONField<Int>()
        try cursor.object { (cursor, key) throws(SimulationDecodingError) in
            switch key {
            case "path": try path.set(cursor.string())
            case "line": try line.set(cursor.int())
            case "column": try column.set(cursor.int())
            default: try cursor.skipValue()
            }
        }
        self.init(
            path: try path.required("path"), line: try line.required("line"),
            column: try column.required("column"))
    }
}

extension ImportNote {
    init(from cursor: inout JSONCursor) throws(SimulationDecodingError) {
        var pointer = JSONField<String?>()
        var path = JSONField<String?>()
        var line = JSONField<Int?>()
        var message = JSONField<String>()
        try cursor.object { (cursor, key) throws(SimulationDecodingError) in
            switch key {
            case "pointer": try pointer.set(cursor.optionalString())
            case "path": try path.set(cursor.optionalString())
            case "line": try line.set(cursor.optionalInt())
            case "message": try message.set(cursor.string())
            default: try cursor.skipValue()
            }
        }
        self.init(
            pointer: pointer.optional(), path: path.optional(), line: line.optional(),
            message: try message.required("message"))
    }
}

extension ImportTransition {
    /// Writes `{"from", "to", "kind", "path", "line"}` or `{"kind": "call", "in", "event", "path", "line"}`.
    func write(to writer: inout JSONWriter) {
        writer.beginObject()
        if let from {
            writer.literalKey("from")
            writer.string(from)
        }
        if let to {
            writer.literalKey("to")
            writer.string(to)
        }
        writer.literalKey("kind")
        writer.string(kind.rawValue)
        if let caller {
            writer.literalKey("in")
            writer.string(caller)
        }
        if let event {
            writer.literalKey("event")
            writer.value(event)
        }
        if let available { writeAvailable(available, to: &writer) }
        writer.literalKey("path")
        writer.string(path)
        writer.literalKey("line")
        writer.integer(line)
        writer.endObject()
    }

    init(from cursor: inout JSONCursor) throws(SimulationDecodingError) {
        var kind = JSONField<String>()
        var from = JSONField<String?>()
        var to = JSONField<String?>()
        var caller = JSONField<String?>()
        var event = JSONField<JSONValue?>()
        var available = JSONField<TransitionAvailability>()
        var path = JSONField<String>()
        var line = JSONField<Int>()
        try cursor.object { (cursor, key) throws(SimulationDecodingError) in
            switch key {
            case "kind": try kind.set(cursor.string())
            case "from": try from.set(cursor.optionalString())
            case "to": try to.set(cursor.optionalString())
            case "in": try caller.set(cursor.optionalString())
            case "event": try event.set(cursor.value())
            case "available": try available.set(TransitionAvailability(from: &cursor))
            case "path": try path.set(cursor.string())
            case "line": try line.set(cursor.int())
            default: try cursor.skipValue()
            }
        }
        let kindName = try kind.required("kind")
        guard let parsed = Kind(rawValue: kindName) else {
            throw SimulationDecodingError(
                pointer: "/kind", message: "'\(kindName)' is not present, push or call")
        }
        self.kind = parsed
        self.from = from.optional()
        self.to = to.optional()
        self.caller = caller.optional()
        self.event = event.optional()
        self.available = available.value
        self.path = try path.required("path")
        self.line = try line.required("line")
    }
}
