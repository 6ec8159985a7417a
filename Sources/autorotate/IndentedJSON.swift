import AutorotateWire

/// JSON indented two spaces per level, for people reading `autorotate import`'s output; members
/// keep their order, scalars are written by ``JSONWriter`` (same escaping, same numbers).
enum IndentedJSON {
    static func text(_ value: JSONValue) -> String {
        var text = ""
        write(value, indent: 0, into: &text)
        return text
    }

    private static func write(_ value: JSONValue, indent: Int, into text: inout String) {
        let inner = String(repeating: "  ", count: indent + 1)
        let outer = String(repeating: "  ", count: indent)
        switch value {
        case .array(let elements) where !elements.isEmpty:
            text += "[\n"
            for (offset, element) in elements.enumerated() {
                text += inner
                write(element, indent: indent + 1, into: &text)
                text += offset == elements.count - 1 ? "\n" : ",\n"
            }
            text += outer + "]"
        case .object(let object) where !object.members.isEmpty:
            text += "{\n"
            for (offset, member) in object.members.enumerated() {
                text +=
                    inner + String(decoding: JSONValue.string(member.key).serialized(), as: UTF8.self) + ": "
                write(member.value, indent: indent + 1, into: &text)
                text += offset == object.members.count - 1 ? "\n" : ",\n"
            }
            text += outer + "}"
        default:
            text += String(decoding: value.serialized(), as: UTF8.self)
        }
    }
}
