/// The JSON form of a lint report (api.md §7): a deterministic encoder whose key order is the
/// order §7 lists the fields (the decoder is in LintReport+Decoding.swift).
/// `LintReport(json: report.jsonBytes()) == report` for every report.
///
/// Optional members: `plistLine` is written only when set; `evidence` is `null` when there is
/// none; inside it `probe` replaces `event` for a lint probe, and `exception` / `error` are
/// written only when set.
extension LintReport {
    /// The report as compact JSON (same report, same bytes).
    public func jsonBytes() -> [UInt8] {
        var writer = JSONWriter(reservingCapacity: 512 + findings.count * 512)
        write(to: &writer)
        return writer.bytes
    }

    /// Writes the report as one JSON object.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.engineVersionMember(engineVersion)
        writer.literalKey("findings")
        writer.beginArray()
        for finding in findings { finding.write(to: &writer) }
        writer.endArray()
        writer.literalKey("summary")
        writer.beginObject()
        writer.literalKey("error")
        writer.integer(summary.error)
        writer.literalKey("warning")
        writer.integer(summary.warning)
        writer.literalKey("note")
        writer.integer(summary.note)
        writer.endObject()
        writer.endObject()
    }
}

extension Finding {
    /// Writes the finding as one JSON object, keys in api.md §7 order.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.literalKey("id")
        writer.string(id)
        writer.literalKey("severity")
        writer.string(severity.rawValue)
        writer.literalKey("title")
        writer.string(title)
        writer.literalKey("message")
        writer.string(message)
        writer.literalKey("pointer")
        writer.string(pointer)
        if let plistLine {
            writer.literalKey("plistLine")
            writer.integer(plistLine)
        }
        writer.literalKey("fix")
        writer.string(fix)
        writer.literalKey("rule")
        writer.string(rule)
        writer.literalKey("confidence")
        writer.string(confidence.rawValue)
        writer.literalKey("os")
        writer.beginArray()
        for range in os {
            writer.beginObject()
            writer.literalKey("from")
            writer.string(range.from)
            writer.literalKey("through")
            writer.string(range.through)
            writer.endObject()
        }
        writer.endArray()
        writer.literalKey("evidence")
        if let evidence { evidence.write(to: &writer) } else { writer.null() }
        writer.endObject()
    }
}

extension FindingEvidence {
    /// Writes the evidence as one JSON object: `os`, `idiom`, `event` or `probe`, then
    /// `exception` and `error` when set.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.literalKey("os")
        writer.string(os)
        writer.literalKey("idiom")
        writer.string(idiom)
        if let probe {
            writer.literalKey("probe")
            writer.string(probe)
        } else {
            writer.literalKey("event")
            writer.integer(event)
        }
        if let exception {
            writer.literalKey("exception")
            writer.exception(exception)
        }
        if let error {
            writer.literalKey("error")
            writer.beginObject()
            writer.literalKey("domain")
            writer.string(error.domain)
            writer.literalKey("code")
            writer.integer(error.code)
            writer.literalKey("message")
            writer.string(error.message)
            writer.endObject()
        }
        writer.endObject()
    }
}
