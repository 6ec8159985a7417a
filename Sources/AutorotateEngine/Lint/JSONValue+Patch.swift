import AutorotateWire

/// RFC 6902 JSON Patch on a request, for checking a suggestion before lint offers it (api.md
/// §7.1): the operations ``PatchOperationKind`` names, each applied in order; an operation that
/// cannot apply (a path that names nothing, an index out of range) makes the whole patch fail,
/// as RFC 6902 §5 says.
extension JSONValue {
    /// The value with `patch` applied, or `nil` when an operation cannot apply.
    func applying(_ patch: [PatchOperation]) -> JSONValue? {
        var result = self
        for operation in patch {
            guard let path = JSONPointer(escaped: operation.path)?.tokens[...] else { return nil }
            switch operation.op {
            case .add:
                guard let value = operation.value, let next = result.adding(value, at: path) else {
                    return nil
                }
                result = next
            case .remove:
                guard let next = result.removing(at: path) else { return nil }
                result = next
            case .replace:
                guard let value = operation.value, let next = result.replacing(at: path, with: value) else {
                    return nil
                }
                result = next
            case .move:
                guard let fromText = operation.from, let from = JSONPointer(escaped: fromText)?.tokens[...],
                    let moved = result.value(at: from), let removed = result.removing(at: from),
                    let next = removed.adding(moved, at: path)
                else { return nil }
                result = next
            }
        }
        return result
    }

    /// The value `tokens` names, `nil` when it names nothing.
    func value(at tokens: ArraySlice<String>) -> JSONValue? {
        guard let first = tokens.first else { return self }
        switch self {
        case .object(let object): return object[first]?.value(at: tokens.dropFirst())
        case .array(let elements):
            guard let index = Self.index(first), elements.indices.contains(index) else { return nil }
            return elements[index].value(at: tokens.dropFirst())
        default: return nil
        }
    }

    /// RFC 6902 §4.1: sets a member (adding or replacing it), inserts into an array (`-` appends).
    private func adding(_ value: JSONValue, at tokens: ArraySlice<String>) -> JSONValue? {
        guard let first = tokens.first else { return value }
        if tokens.count > 1 {
            return updatingChild(first) { $0.adding(value, at: tokens.dropFirst()) }
        }
        switch self {
        case .object(var object):
            if let index = object.members.firstIndex(where: { $0.key == first }) {
                object.members[index].value = value
            } else {
                object.members.append(JSONMember(first, value))
            }
            return .object(object)
        case .array(var elements):
            if first == "-" {
                elements.append(value)
            } else {
                guard let index = Self.index(first), index <= elements.count else { return nil }
                elements.insert(value, at: index)
            }
            return .array(elements)
        default: return nil
        }
    }

    /// RFC 6902 §4.2: removes a member or an element that exists.
    private func removing(at tokens: ArraySlice<String>) -> JSONValue? {
        guard let first = tokens.first else { return nil }
        if tokens.count > 1 {
            return updatingChild(first) { $0.removing(at: tokens.dropFirst()) }
        }
        switch self {
        case .object(var object):
            guard let index = object.members.firstIndex(where: { $0.key == first }) else { return nil }
            object.members.remove(at: index)
            return .object(object)
        case .array(var elements):
            guard let index = Self.index(first), elements.indices.contains(index) else { return nil }
            elements.remove(at: index)
            return .array(elements)
        default: return nil
        }
    }

    /// RFC 6902 §4.3: replaces a value that exists, keeping a member's place among its siblings.
    private func replacing(at tokens: ArraySlice<String>, with value: JSONValue) -> JSONValue? {
        guard let first = tokens.first else { return value }
        return updatingChild(first) { child in
            tokens.count > 1 ? child.replacing(at: tokens.dropFirst(), with: value) : value
        }
    }

    /// The value with its child `token` (which must exist) replaced by what `update` makes of it.
    private func updatingChild(_ token: String, _ update: (JSONValue) -> JSONValue?) -> JSONValue? {
        switch self {
        case .object(var object):
            guard let index = object.members.firstIndex(where: { $0.key == token }),
                let updated = update(object.members[index].value)
            else { return nil }
            object.members[index].value = updated
            return .object(object)
        case .array(var elements):
            guard let index = Self.index(token), elements.indices.contains(index),
                let updated = update(elements[index])
            else { return nil }
            elements[index] = updated
            return .array(elements)
        default: return nil
        }
    }

    /// An array index token: decimal digits without a leading zero (RFC 6901 §4).
    private static func index(_ token: String) -> Int? {
        guard !token.isEmpty, token.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
            token == "0" || !token.hasPrefix("0")
        else { return nil }
        return Int(token)
    }
}
