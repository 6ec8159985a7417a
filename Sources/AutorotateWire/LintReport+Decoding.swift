/// Decoding a lint report (api.md §7) from a response body, for the client library: one pass
/// over the bytes with a ``JSONCursor``, as ``Simulation/init(json:)`` does, with its rules
/// (unknown members skipped, a member at most once, errors with the offending JSON pointer).
extension LintReport {
    /// Decodes a lint report from a response body.
    /// - Throws: ``SimulationDecodingError`` naming the member's JSON pointer.
    public init(json: [UInt8]) throws(SimulationDecodingError) {
        self = try JSONCursor.decode(json) { (cursor) throws(SimulationDecodingError) in
            try LintReport(from: &cursor)
        }
    }

    init(from cursor: inout JSONCursor) throws(SimulationDecodingError) {
        var engine = JSONField<String>()
        var findings = JSONField<[Finding]>()
        var summary = JSONField<LintSummary>()
        try cursor.object { (cursor, key) throws(SimulationDecodingError) in
            switch key {
            case "engine": try engine.set(cursor.engineVersion())
            case "findings":
                try findings.set(
                    cursor.elements { (cursor) throws(SimulationDecodingError) in try Finding(from: &cursor) }
                )
            case "summary": try summary.set(LintSummary(from: &cursor))
            default: try cursor.skipValue()
            }
        }
        self.init(
            engineVersion: try engine.required("engine"), findings: try findings.required("findings"),
            summary: try summary.required("summary"))
    }
}

extension LintSummary {
    init(from cursor: inout JSONCursor) throws(SimulationDecodingError) {
        var error = JSONField<Int>()
        var warning = JSONField<Int>()
        var note = JSONField<Int>()
        var suppressed = JSONField<Int?>()
        var unchanged = JSONField<Int?>()
        try cursor.object { (cursor, key) throws(SimulationDecodingError) in
            switch key {
            case "error": try error.set(cursor.int())
            case "warning": try warning.set(cursor.int())
            case "note": try note.set(cursor.int())
            case "suppressed": try suppressed.set(cursor.int())
            case "unchanged": try unchanged.set(cursor.int())
            default: try cursor.skipValue()
            }
        }
        self.init(
            error: try error.required("error"), warning: try warning.required("warning"),
            note: try note.required("note"), suppressed: suppressed.optional() ?? 0,
            unchanged: unchanged.optional() ?? 0)
    }
}

extension Finding {
    init(from cursor: inout JSONCursor) throws(SimulationDecodingError) {
        var id = JSONField<String>()
        var severity = JSONField<FindingSeverity>()
        var title = JSONField<String>()
        var message = JSONField<String>()
        var pointer = JSONField<String>()
        var plistLine = JSONField<Int?>()
        var fix = JSONField<String>()
        var suggestion = JSONField<FindingSuggestion?>()
        var rule = JSONField<String>()
        var confidence = JSONField<Confidence>()
        var os = JSONField<[OSRange]>()
        var evidence = JSONField<FindingEvidence?>()
        var edits = JSONField<[FindingEdit]>()
        var suppressions = JSONField<[FindingSuppression]?>()
        var baselineState = JSONField<BaselineState?>()
        var location = JSONField<FindingLocation?>()
        try cursor.object { (cursor, key) throws(SimulationDecodingError) in
            switch key {
            case "id": try id.set(cursor.string())
            case "severity": try severity.set(FindingSeverity(from: &cursor))
            case "title": try title.set(cursor.string())
            case "message": try message.set(cursor.string())
            case "pointer": try pointer.set(cursor.string())
            case "plistLine": try plistLine.set(cursor.optionalInt())
            case "fix": try fix.set(cursor.string())
            case "suggestion": try suggestion.set(FindingSuggestion(from: &cursor))
            case "rule": try rule.set(cursor.string())
            case "confidence": try confidence.set(Confidence(from: &cursor))
            case "os":
                try os.set(
                    cursor.elements { (cursor) throws(SimulationDecodingError) in try OSRange(from: &cursor) }
                )
            case "evidence":
                try evidence.set(try cursor.consumeNull() ? nil : FindingEvidence(from: &cursor))
            case "edits":
                try edits.set(
                    cursor.elements { (cursor) throws(SimulationDecodingError) in
                        try FindingEdit(from: &cursor)
                    })
            case "suppressions":
                try suppressions.set(
                    cursor.elements { (cursor) throws(SimulationDecodingError) in
                        try FindingSuppression(from: &cursor)
                    })
            case "baselineState": try baselineState.set(BaselineState(from: &cursor))
            case "location": try location.set(FindingLocation(from: &cursor))
            default: try cursor.skipValue()
            }
        }
        self.init(
            id: try id.required("id"), severity: try severity.required("severity"),
            title: try title.required("title"), message: try message.required("message"),
            pointer: try pointer.required("pointer"), plistLine: plistLine.optional(),
            fix: try fix.required("fix"), rule: try rule.required("rule"),
            confidence: try confidence.required("confidence"), os: try os.required("os"),
            evidence: evidence.optional(), suppressions: suppressions.optional() ?? [],
            baselineState: baselineState.optional(), location: location.optional())
        self.suggestion = suggestion.optional()
        self.edits = edits.value ?? []
    }
}

extension FindingSuggestion {
    init(from cursor: inout JSONCursor) throws(SimulationDecodingError) {
        var summary = JSONField<String>()
        var patch = JSONField<[PatchOperation]>()
        try cursor.object { (cursor, key) throws(SimulationDecodingError) in
            switch key {
            case "summary": try summary.set(cursor.string())
            case "patch":
                try patch.set(
                    cursor.elements { (cursor) throws(SimulationDecodingError) in
                        try PatchOperation(from: &cursor)
                    })
            default: try cursor.skipValue()
            }
        }
        self.init(summary: try summary.required("summary"), patch: try patch.required("patch"))
    }
}

extension PatchOperation {
    init(from cursor: inout JSONCursor) throws(SimulationDecodingError) {
        var op = JSONField<PatchOperationKind>()
        var path = JSONField<String>()
        var from = JSONField<String?>()
        var value = JSONField<JSONValue?>()
        try cursor.object { (cursor, key) throws(SimulationDecodingError) in
            switch key {
            case "op":
                let name = try cursor.string()
                guard let kind = PatchOperationKind(rawValue: name) else {
                    throw SimulationDecodingError(
                        pointer: "",
                        message: "unknown patch op '\(name)' (expected add, remove, replace or move)")
                }
                try op.set(kind)
            case "path": try path.set(cursor.string())
            case "from": try from.set(cursor.string())
            case "value": try value.set(cursor.value())
            default: try cursor.skipValue()
            }
        }
        self.init(
            op: try op.required("op"), path: try path.required("path"), from: from.optional(),
            value: value.optional())
    }
}

extension FindingSuppression {
    init(from cursor: inout JSONCursor) throws(SimulationDecodingError) {
        var kind = JSONField<SuppressionKind>()
        var path = JSONField<String?>()
        var line = JSONField<Int>()
        try cursor.object { (cursor, key) throws(SimulationDecodingError) in
            switch key {
            case "kind":
                let name = try cursor.string()
                guard let value = SuppressionKind(rawValue: name) else {
                    throw SimulationDecodingError(
                        pointer: "", message: "unknown suppression kind '\(name)' (expected inSource)")
                }
                try kind.set(value)
            case "path": try path.set(cursor.optionalString())
            case "line": try line.set(cursor.int())
            default: try cursor.skipValue()
            }
        }
        self.init(kind: try kind.required("kind"), path: path.optional(), line: try line.required("line"))
    }
}

extension BaselineState {
    init(from cursor: inout JSONCursor) throws(SimulationDecodingError) {
        let name = try cursor.string()
        guard let state = BaselineState(rawValue: name) else {
            throw SimulationDecodingError(
                pointer: "", message: "unknown baselineState '\(name)' (expected new or unchanged)")
        }
        self = state
    }
}

extension FindingLocation {
    init(from cursor: inout JSONCursor) throws(SimulationDecodingError) {
        var path = JSONField<String>()
        var line = JSONField<Int>()
        try cursor.object { (cursor, key) throws(SimulationDecodingError) in
            switch key {
            case "path": try path.set(cursor.string())
            case "line": try line.set(cursor.int())
            default: try cursor.skipValue()
            }
        }
        self.init(path: try path.required("path"), line: try line.required("line"))
    }
}

extension FindingSeverity {
    init(from cursor: inout JSONCursor) throws(SimulationDecodingError) {
        let name = try cursor.string()
        guard let severity = FindingSeverity(rawValue: name) else {
            throw SimulationDecodingError(
                pointer: "", message: "unknown severity '\(name)' (expected error, warning or note)")
        }
        self = severity
    }
}

extension OSRange {
    init(from cursor: inout JSONCursor) throws(SimulationDecodingError) {
        var from = JSONField<String>()
        var through = JSONField<String>()
        try cursor.object { (cursor, key) throws(SimulationDecodingError) in
            switch key {
            case "from": try from.set(cursor.string())
            case "through": try through.set(cursor.string())
            default: try cursor.skipValue()
            }
        }
        self.init(from: try from.required("from"), through: try through.required("through"))
    }
}

extension FindingEvidence {
    init(from cursor: inout JSONCursor) throws(SimulationDecodingError) {
        var os = JSONField<String>()
        var idiom = JSONField<String>()
        var event = JSONField<Int?>()
        var probe = JSONField<String?>()
        var exception = JSONField<ExceptionInfo?>()
        var error = JSONField<ErrorInfo?>()
        try cursor.object { (cursor, key) throws(SimulationDecodingError) in
            switch key {
            case "os": try os.set(cursor.string())
            case "idiom": try idiom.set(cursor.string())
            case "event": try event.set(cursor.optionalInt())
            case "probe": try probe.set(cursor.optionalString())
            case "exception": try exception.set(try cursor.consumeNull() ? nil : ExceptionInfo(from: &cursor))
            case "error": try error.set(try cursor.consumeNull() ? nil : ErrorInfo(from: &cursor))
            default: try cursor.skipValue()
            }
        }
        self.init(
            os: try os.required("os"), idiom: try idiom.required("idiom"), event: event.optional(),
            probe: probe.optional(), exception: exception.optional(), error: error.optional())
    }
}
