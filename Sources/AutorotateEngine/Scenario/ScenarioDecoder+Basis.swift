import AutorotateWire

/// `basis` on a view controller and on `window` (api.md §9.1 "Certainty"): `"read"` or
/// `{"assumed": "reason"}`. It is decoded and kept for lint; the simulation ignores it.
extension ScenarioDocumentDecoder {
    /// The basis at `pointer`, or `nil` with a problem when it is neither form.
    mutating func basis(_ value: Document.Node, at pointer: JSONPointer) -> Basis? {
        let expected = "basis must be \"read\" or {\"assumed\": \"reason\"}"
        switch tape.kind(value) {
        case .string:
            if tape.string(value, equals: "read") { return .read }
            let text = tape.string(value) ?? ""
            if text == "assumed" {
                invalid(pointer, "an assumed basis gives its reason: {\"assumed\": \"reason\"}")
            } else {
                invalid(
                    pointer,
                    "unknown basis '\(text.prefix(80))'; \(expected)"
                        + NameSuggestion.hintOrList(for: text, among: ["read", "assumed"]))
            }
            return nil
        case .object:
            guard tape.count(value) == 1,
                let (keyNode, reasonNode) = tape.members(of: value).first(where: { _ in true })
            else {
                invalid(pointer, "\(expected): an object has exactly one member, assumed")
                return nil
            }
            let key = tape.string(keyNode) ?? ""
            guard key == "assumed" else {
                invalid(
                    pointer.appending(key),
                    "unknown basis member '\(key.prefix(80))'; \(expected)"
                        + NameSuggestion.hintOrList(for: key, among: ["assumed"]))
                return nil
            }
            let reasonPointer = pointer.appending(key)
            guard let reason = string(reasonNode, at: reasonPointer, what: "the assumed reason") else {
                return nil
            }
            // At most 1024 UTF-8 bytes are at most 1024 characters: count them only beyond that.
            guard !reason.isEmpty, reason.utf8.count <= 1024 || reason.count <= 1024 else {
                invalid(reasonPointer, "the assumed reason must be a text of 1 to 1024 characters")
                return nil
            }
            return .assumed(reason: reason)
        default:
            shape(pointer, expected)
            return nil
        }
    }
}
