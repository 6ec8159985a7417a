import AutorotateWire

/// Small typed views of a parsed JSON value, for reading response documents.
extension JSONValue {
    /// The object's members, or `nil` for any other value.
    var objectValue: JSONObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    /// The string, or `nil` for any other value.
    var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The number as an `Int` when it is an integer, else `nil`.
    var intValue: Int? {
        guard case .number(let number) = self, number.rounded() == number, abs(number) < 1e15 else {
            return nil
        }
        return Int(number)
    }
}
