/// The JSON form of a call's `available` member (api.md §9.1): `{"from": "16.0"}` or
/// `{"below": "16.0"}`.
extension ImportTransition {
    func writeAvailable(_ available: TransitionAvailability, to writer: inout JSONWriter) {
        writer.literalKey("available")
        writer.beginObject()
        if let from = available.from {
            writer.literalKey("from")
            writer.string(from)
        }
        if let below = available.below {
            writer.literalKey("below")
            writer.string(below)
        }
        writer.endObject()
    }
}

extension TransitionAvailability {
    init(from cursor: inout JSONCursor) throws(SimulationDecodingError) {
        var from = JSONField<String?>()
        var below = JSONField<String?>()
        try cursor.object { (cursor, key) throws(SimulationDecodingError) in
            switch key {
            case "from": try from.set(cursor.optionalString())
            case "below": try below.set(cursor.optionalString())
            default: try cursor.skipValue()
            }
        }
        self.init(from: from.optional(), below: below.optional())
    }
}
