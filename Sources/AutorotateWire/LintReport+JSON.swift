/// The JSON form of a lint report (api.md §7): a deterministic encoder whose key order is the
/// order §7 lists the fields (the decoder is in LintReport+Decoding.swift).
/// `LintReport(json: report.jsonBytes()) == report` for every report.
///
/// Optional members: `plistLine`, `suggestion`, `suppressions`, `baselineState`, `location` and
/// the summary's `suppressed` and `unchanged` are written only when set; `evidence` is `null` when there is
/// none; inside it `probe` replaces `event` for a lint probe, and `exception` / `error` are
/// written only when set.
extension LintReport {
    /// The report as compact JSON (same report, same bytes).
    public func jsonBytes() -> [UInt8] {
        JSONOutput.bytes(capacity: 512 + findings.count * 512) { write(to: &$0) }
    }

    /// Writes the report as one JSON object.
    public func write(to writer: inout JSONWriter) {
        writer.writeValue { write(to: &$0) }
    }

    /// Writes the report as one JSON object (field names and punctuation as literals).
    func write(to output: inout JSONOutput) {
        output.byte(UInt8(ascii: "{"))
        output.engineVersionMember(engineVersion)
        output.literal(#","findings":["#)
        for index in findings.indices {
            if index != 0 { output.byte(UInt8(ascii: ",")) }
            findings[index].write(to: &output)
        }
        output.literal(#"],"summary":{"error":"#)
        output.integer(summary.error)
        output.literal(#","warning":"#)
        output.integer(summary.warning)
        output.literal(#","note":"#)
        output.integer(summary.note)
        if summary.suppressed > 0 {
            output.literal(#","suppressed":"#)
            output.integer(summary.suppressed)
        }
        if summary.unchanged > 0 {
            output.literal(#","unchanged":"#)
            output.integer(summary.unchanged)
        }
        output.literal("}}")
    }
}

extension Finding {
    /// Writes the finding as one JSON object, keys in api.md §7 order.
    public func write(to writer: inout JSONWriter) {
        writer.writeValue { write(to: &$0) }
    }

    func write(to output: inout JSONOutput) {
        output.literal(#"{"id":"#)
        output.string(id)
        output.literal(#","severity":"#)
        output.string(severity.rawValue)
        output.literal(#","title":"#)
        output.string(title)
        output.literal(#","message":"#)
        output.string(message)
        output.literal(#","pointer":"#)
        output.string(pointer)
        if let plistLine {
            output.literal(#","plistLine":"#)
            output.integer(plistLine)
        }
        output.literal(#","fix":"#)
        output.string(fix)
        if let suggestion {
            output.literal(#","suggestion":"#)
            suggestion.write(to: &output)
        }
        output.literal(#","rule":"#)
        output.string(rule)
        output.literal(#","confidence":"#)
        output.string(confidence.rawValue)
        output.literal(#","os":["#)
        for index in os.indices {
            if index != 0 { output.byte(UInt8(ascii: ",")) }
            output.literal(#"{"from":"#)
            output.string(os[index].from)
            output.literal(#","through":"#)
            output.string(os[index].through)
            output.byte(UInt8(ascii: "}"))
        }
        output.literal(#"],"evidence":"#)
        if let evidence { evidence.write(to: &output) } else { output.null() }
        writePolicyMembers(to: &output)
        if !edits.isEmpty { writeEdits(to: &output) }
        output.byte(UInt8(ascii: "}"))
    }

    /// `suppressions`, `baselineState` and `location`, each only when set (api.md §7.1).
    private func writePolicyMembers(to output: inout JSONOutput) {
        if !suppressions.isEmpty {
            output.literal(#","suppressions":["#)
            for index in suppressions.indices {
                if index != 0 { output.byte(UInt8(ascii: ",")) }
                output.literal(#"{"kind":"#)
                output.string(suppressions[index].kind.rawValue)
                if let path = suppressions[index].path {
                    output.literal(#","path":"#)
                    output.string(path)
                }
                output.literal(#","line":"#)
                output.integer(suppressions[index].line)
                output.byte(UInt8(ascii: "}"))
            }
            output.byte(UInt8(ascii: "]"))
        }
        if let baselineState {
            output.literal(#","baselineState":"#)
            output.string(baselineState.rawValue)
        }
        if let location {
            output.literal(#","location":{"path":"#)
            output.string(location.path)
            output.literal(#","line":"#)
            output.integer(location.line)
            output.byte(UInt8(ascii: "}"))
        }
    }
}

extension FindingEvidence {
    /// Writes the evidence as one JSON object: `os`, `idiom`, `event` or `probe`, then
    /// `exception` and `error` when set.
    public func write(to writer: inout JSONWriter) {
        writer.writeValue { write(to: &$0) }
    }

    func write(to output: inout JSONOutput) {
        output.literal(#"{"os":"#)
        output.string(os)
        output.literal(#","idiom":"#)
        output.string(idiom)
        if let probe {
            output.literal(#","probe":"#)
            output.string(probe)
        } else {
            output.literal(#","event":"#)
            output.integer(event)
        }
        if let exception {
            output.literal(#","exception":"#)
            output.exception(exception)
        }
        if let error {
            output.literal(#","error":"#)
            output.error(error)
        }
        output.byte(UInt8(ascii: "}"))
    }
}

extension FindingSuggestion {
    /// Writes the suggestion as one JSON object: `summary`, then `patch`, each operation's members
    /// in RFC 6902 order (`op`, `from`, `path`, `value`), `from` and `value` only where set.
    func write(to output: inout JSONOutput) {
        output.literal(#"{"summary":"#)
        output.string(summary)
        output.literal(#","patch":["#)
        for index in patch.indices {
            if index != 0 { output.byte(UInt8(ascii: ",")) }
            let operation = patch[index]
            output.literal(#"{"op":"#)
            output.string(operation.op.rawValue)
            if let from = operation.from {
                output.literal(#","from":"#)
                output.string(from)
            }
            output.literal(#","path":"#)
            output.string(operation.path)
            if let value = operation.value {
                output.literal(#","value":"#)
                output.value(value)
            }
            output.byte(UInt8(ascii: "}"))
        }
        output.literal("]}")
    }
}
