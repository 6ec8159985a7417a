import AutorotateWire

/// Indents compact JSON two spaces per level, so pinned results read and diff well.
enum PrettyJSON {
    static func format(_ bytes: [UInt8]) -> String {
        guard let value = try? JSONReader.parse(bytes) else { return String(decoding: bytes, as: UTF8.self) }
        var out = ""
        write(value, indent: 0, into: &out)
        return out + "\n"
    }

    private static func write(_ value: JSONValue, indent: Int, into out: inout String) {
        let pad = String(repeating: "  ", count: indent + 1)
        let close = String(repeating: "  ", count: indent)
        switch value {
        case .array(let elements) where !elements.isEmpty:
            out += "[\n"
            for (offset, element) in elements.enumerated() {
                out += pad
                write(element, indent: indent + 1, into: &out)
                out += offset == elements.count - 1 ? "\n" : ",\n"
            }
            out += close + "]"
        case .object(let object) where !object.members.isEmpty:
            out += "{\n"
            for (offset, member) in object.members.enumerated() {
                out += pad + String(decoding: JSONValue.string(member.key).serialized(), as: UTF8.self) + ": "
                write(member.value, indent: indent + 1, into: &out)
                out += offset == object.members.count - 1 ? "\n" : ",\n"
            }
            out += close + "}"
        default:
            out += String(decoding: value.serialized(), as: UTF8.self)
        }
    }
}
