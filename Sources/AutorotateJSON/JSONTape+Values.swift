/// Converting between a ``JSONTape`` and a ``JSONValue`` tree: documents built in code (compare's
/// and lint's variants) are written to a tape, and a tape can be read back as a tree (tests).
extension JSONTape {
    /// The tape of `value`: the same nodes in the same order, its strings' bytes copied into
    /// ``text``.
    public init(_ value: JSONValue) {
        var text: [UInt8] = []
        var entries: [Entry] = []
        Self.append(value, to: &entries, text: &text)
        self.init(text: text, entries: entries)
    }

    private static func append(_ value: JSONValue, to entries: inout [Entry], text: inout [UInt8]) {
        switch value {
        case .null: entries.append(Entry(kind: .null))
        case .bool(let flag): entries.append(Entry(kind: flag ? .true : .false))
        case .number(let number):
            entries.append(Entry(kind: .number, first: Int(Int64(bitPattern: number.bitPattern))))
        case .string(let string): appendString(string, to: &entries, text: &text)
        case .array(let elements):
            let start = entries.count
            entries.append(Entry(kind: .array, second: elements.count))
            for element in elements { append(element, to: &entries, text: &text) }
            entries[start].first = entries.count
        case .object(let object):
            let start = entries.count
            entries.append(Entry(kind: .object, second: object.members.count))
            for member in object.members {
                appendString(member.key, to: &entries, text: &text)
                append(member.value, to: &entries, text: &text)
            }
            entries[start].first = entries.count
        }
    }

    private static func appendString(_ string: String, to entries: inout [Entry], text: inout [UInt8]) {
        let start = text.count
        var isASCII = true
        for byte in string.utf8 {
            if byte >= 0x80 { isASCII = false }
            text.append(byte)
        }
        entries.append(Entry(kind: .string, isASCII: isASCII, first: start, second: text.count - start))
    }

    /// The tree of the node at `node` and its descendants.
    public func value(at node: Int) -> JSONValue {
        switch kind(node) {
        case .null: return .null
        case .false: return .bool(false)
        case .true: return .bool(true)
        case .number: return .number(number(node) ?? 0)
        case .string: return .string(string(node) ?? "")
        case .array: return .array(elements(of: node).map { value(at: $0) })
        case .object:
            return .object(
                JSONObject(members(of: node).map { JSONMember(string($0.key) ?? "", value(at: $0.value)) }))
        }
    }
}
