/// Typed, pointer-aware reading of one decoded JSON object's members, for the decoders of the wire
/// types. Every failure names the member's RFC 6901 pointer.
///
/// Lookups first try the member after the previous one read, so decoding a document in the order
/// the encoder wrote it costs one comparison per field; any other order still works.
struct JSONObjectReader {
    let object: JSONObject
    let pointer: JSONPointer
    /// Where the next lookup starts.
    private var hint = 0

    init(_ value: JSONValue, at pointer: JSONPointer) throws(SimulationDecodingError) {
        guard case .object(let object) = value else {
            throw SimulationDecodingError(
                pointer: pointer.string, message: "expected an object, found \(value.kindName)")
        }
        self.object = object
        self.pointer = pointer
    }

    /// The member `key`'s value, or `nil` when the object has no such member.
    mutating func value(_ key: String) -> JSONValue? {
        let members = object.members
        if hint < members.count && members[hint].key == key {
            hint += 1
            return members[hint - 1].value
        }
        for index in members.indices where members[index].key == key {
            hint = index + 1
            return members[index].value
        }
        return nil
    }

    mutating func required(_ key: String) throws(SimulationDecodingError) -> JSONValue {
        guard let value = value(key) else {
            throw SimulationDecodingError(pointer: pointer.string, message: "missing member '\(key)'")
        }
        return value
    }

    /// The member's value, `nil` when it is absent or `null`.
    mutating func optional(_ key: String) -> JSONValue? {
        guard let value = value(key), value != .null else { return nil }
        return value
    }

    func mismatch(_ key: String, _ expected: String, _ found: JSONValue) -> SimulationDecodingError {
        SimulationDecodingError(
            pointer: pointer.appending(key).string, message: "expected \(expected), found \(found.kindName)")
    }

    mutating func string(_ key: String) throws(SimulationDecodingError) -> String {
        let value = try required(key)
        guard case .string(let text) = value else { throw mismatch(key, "a string", value) }
        return text
    }

    mutating func optionalString(_ key: String) throws(SimulationDecodingError) -> String? {
        guard let value = optional(key) else { return nil }
        guard case .string(let text) = value else { throw mismatch(key, "a string or null", value) }
        return text
    }

    mutating func bool(_ key: String) throws(SimulationDecodingError) -> Bool {
        let value = try required(key)
        guard case .bool(let flag) = value else { throw mismatch(key, "a boolean", value) }
        return flag
    }

    mutating func optionalBool(_ key: String) throws(SimulationDecodingError) -> Bool? {
        guard let value = optional(key) else { return nil }
        guard case .bool(let flag) = value else { throw mismatch(key, "a boolean or null", value) }
        return flag
    }

    mutating func int(_ key: String) throws(SimulationDecodingError) -> Int {
        let value = try required(key)
        guard case .number(let number) = value, let integer = Self.exactInteger(number) else {
            throw mismatch(key, "an integer", value)
        }
        return integer
    }

    mutating func optionalInt(_ key: String) throws(SimulationDecodingError) -> Int? {
        guard let value = optional(key) else { return nil }
        guard case .number(let number) = value, let integer = Self.exactInteger(number) else {
            throw mismatch(key, "an integer or null", value)
        }
        return integer
    }

    /// `number` as an `Int` when it is integral and in range. (`Int(exactly:)` would need libm,
    /// which the engine does not link.)
    static func exactInteger(_ number: Double) -> Int? {
        guard number >= -9_223_372_036_854_775_808.0 && number < 9_223_372_036_854_775_808.0 else {
            return nil
        }
        let integer = Int(number)
        return Double(integer) == number ? integer : nil
    }

    mutating func optionalDouble(_ key: String) throws(SimulationDecodingError) -> Double? {
        guard let value = optional(key) else { return nil }
        guard case .number(let number) = value else { throw mismatch(key, "a number or null", value) }
        return number
    }

    mutating func strings(_ key: String) throws(SimulationDecodingError) -> [String] {
        let value = try required(key)
        guard case .array(let array) = value else { throw mismatch(key, "an array of strings", value) }
        var result: [String] = []
        result.reserveCapacity(array.count)
        for (index, element) in array.enumerated() {
            guard case .string(let text) = element else {
                throw elementMismatch(key, index, "a string", element)
            }
            result.append(text)
        }
        return result
    }

    mutating func doubles(_ key: String) throws(SimulationDecodingError) -> [Double] {
        try numbers(key, try required(key))
    }

    mutating func optionalDoubles(_ key: String) throws(SimulationDecodingError) -> [Double]? {
        guard let value = optional(key) else { return nil }
        return try numbers(key, value)
    }

    /// The numbers of the array `value` (member `key`); pointers are only built on failure.
    func numbers(_ key: String, _ value: JSONValue) throws(SimulationDecodingError) -> [Double] {
        guard case .array(let array) = value else { throw mismatch(key, "an array of numbers", value) }
        var result: [Double] = []
        result.reserveCapacity(array.count)
        for (index, element) in array.enumerated() {
            guard case .number(let number) = element else {
                throw elementMismatch(key, index, "a number", element)
            }
            result.append(number)
        }
        return result
    }

    func elementMismatch(_ key: String, _ index: Int, _ expected: String, _ found: JSONValue)
        -> SimulationDecodingError
    {
        SimulationDecodingError(
            pointer: pointer.appending(key).appending(index).string,
            message: "expected \(expected), found \(found.kindName)")
    }

    /// The member, which must be an object, as a reader.
    mutating func object(_ key: String) throws(SimulationDecodingError) -> JSONObjectReader {
        try JSONObjectReader(try required(key), at: pointer.appending(key))
    }

    /// The member as a reader, `nil` when it is absent or `null`.
    mutating func optionalObject(_ key: String) throws(SimulationDecodingError) -> JSONObjectReader? {
        guard let value = optional(key) else { return nil }
        return try JSONObjectReader(value, at: pointer.appending(key))
    }

    /// The member, which must be an array, each element decoded by `decode` with its pointer.
    mutating func elements<Element>(
        _ key: String, _ decode: (JSONValue, JSONPointer) throws(SimulationDecodingError) -> Element
    ) throws(SimulationDecodingError) -> [Element] {
        let value = try required(key)
        guard case .array(let array) = value else { throw mismatch(key, "an array", value) }
        let base = pointer.appending(key)
        var result: [Element] = []
        result.reserveCapacity(array.count)
        for (index, element) in array.enumerated() {
            result.append(try decode(element, base.appending(index)))
        }
        return result
    }
}

extension JSONValue {
    /// The JSON type's name with an article, for messages: "a string", "null", …
    var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
