/// A forward-only cursor over JSON text from which the wire types' decoders pull typed values in
/// one pass: no ``JSONValue`` tree in between, object keys compared as bytes, strings built
/// straight from byte slices (``Simulation/init(json:)``, which the client library runs on every
/// answer).
///
/// The cursor checks the syntax of every byte it reads with ``JSONReader``'s own scanners, and
/// skips members a decoder does not know with the reader's grammar. Errors carry the RFC 6901
/// pointer of the offending value: ``object(_:)`` and ``forEachElement(expected:_:)`` put the member's key or the
/// element's index in front of any error that leaves their body, so a pointer costs nothing until
/// something fails. ``decode(_:maxDepth:_:)`` reports syntax problems exactly as ``JSONReader``
/// does (the first one in the text, duplicate keys included), ahead of any problem of shape.
///
/// ```swift
/// let stamp = try JSONCursor.decode(bytes) { (cursor) throws(SimulationDecodingError) in
///     var version = JSONField<String>()
///     try cursor.object { (cursor, key) throws(SimulationDecodingError) in
///         switch key {
///         case "version": try version.set(cursor.string())
///         default: try cursor.skipValue()
///         }
///     }
///     return try version.required("version")
/// }
/// ```
package struct JSONCursor {
    /// Holds the input and the position; its scanners read strings, numbers and literals.
    private var parser: JSONParser
    private let maxDepth: Int
    /// Arrays and objects open around the cursor.
    private var depth = 0
    /// Shares the strings the document repeats.
    private var interner = JSONStringInterner()

    private init(input: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        parser = JSONParser(input: input, maxDepth: maxDepth)
        self.maxDepth = maxDepth
    }

    /// Runs `read` over `bytes`, which must hold exactly one JSON value (whitespace around it is
    /// allowed); nesting deeper than `maxDepth` is an error.
    package static func decode<Value>(
        _ bytes: [UInt8], maxDepth: Int = 128,
        _ read: (inout JSONCursor) throws(SimulationDecodingError) -> Value
    ) throws(SimulationDecodingError) -> Value {
        let limit = min(maxDepth, JSONReader.depthCeiling)
        return try bytes.withUnsafeBufferPointer { (buffer) throws(SimulationDecodingError) -> Value in
            var cursor = JSONCursor(input: buffer, maxDepth: limit)
            do throws(SimulationDecodingError) {
                let value = try read(&cursor)
                try cursor.expectEnd()
                return value
            } catch {
                throw reportedAsTheReaderWould(error, buffer, maxDepth: limit)
            }
        }
    }

    /// A document that is not JSON at all is reported as the reader reports it, pointer and
    /// position of the first problem in the text, whatever the cursor stopped at; otherwise
    /// `error` as it is.
    private static func reportedAsTheReaderWould(
        _ error: SimulationDecodingError, _ buffer: UnsafeBufferPointer<UInt8>, maxDepth: Int
    ) -> SimulationDecodingError {
        do throws(JSONSyntaxError) {
            _ = try JSONReader.parse(UnsafeRawBufferPointer(buffer), maxDepth: maxDepth)
        } catch {
            return SimulationDecodingError(pointer: error.pointer, message: error.message, syntax: error)
        }
        return error
    }

    // MARK: Containers

    /// Reads an object, calling `member` once per member with the cursor on the member's value;
    /// `member` must read or skip that value.
    package mutating func object(
        _ member: (inout JSONCursor, JSONKey) throws(SimulationDecodingError) -> Void
    ) throws(SimulationDecodingError) {
        try open(UInt8(ascii: "{"), expected: "an object")
        defer { depth -= 1 }
        if try closes(UInt8(ascii: "}")) { return }
        repeat {
            let key = try readKey()
            do {
                try member(&self, key)
            } catch {
                throw error.prefixed(by: key.string)
            }
        } while try separator(closing: UInt8(ascii: "}"))
    }

    /// Reads an array whose elements are all read by `element`. Not for other modules: a generic
    /// call across modules runs unspecialised (the wire decoders have their own, over
    /// ``forEachElement(expected:_:)``).
    mutating func elements<Element>(
        _ element: (inout JSONCursor) throws(SimulationDecodingError) -> Element
    ) throws(SimulationDecodingError) -> [Element] {
        try open(UInt8(ascii: "["), expected: "an array")
        defer { depth -= 1 }
        var result: [Element] = []
        if try closes(UInt8(ascii: "]")) { return result }
        repeat {
            do {
                result.append(try element(&self))
            } catch {
                throw error.prefixed(by: result.count)
            }
        } while try separator(closing: UInt8(ascii: "]"))
        return result
    }

    /// Reads an array, calling `element` once per element with the cursor on it and its index;
    /// `element` must read or skip that value. `expected` names the array in the error for a value
    /// that is not one ("an array of strings").
    package mutating func forEachElement(
        expected: String = "an array",
        _ element: (inout JSONCursor, Int) throws(SimulationDecodingError) -> Void
    ) throws(SimulationDecodingError) {
        try open(UInt8(ascii: "["), expected: expected)
        defer { depth -= 1 }
        if try closes(UInt8(ascii: "]")) { return }
        var index = 0
        repeat {
            do {
                try element(&self, index)
            } catch {
                throw error.prefixed(by: index)
            }
            index += 1
        } while try separator(closing: UInt8(ascii: "]"))
    }

    /// Whether an object comes next.
    package var nextIsObject: Bool { peek() == UInt8(ascii: "{") }

    // MARK: Scalars

    package mutating func string() throws(SimulationDecodingError) -> String {
        try string(expected: "a string")
    }

    /// The bytes of the next string, between its quotes, when it is plain ASCII without escapes
    /// (consumed; valid while the input is); `nil` when it holds escapes or other text (nothing
    /// consumed: read it with ``string()``). For decoders that map a fixed vocabulary straight from
    /// the bytes; ``interned(_:)`` makes a `String` of them otherwise.
    package mutating func plainStringBytes() throws(SimulationDecodingError) -> UnsafeBufferPointer<UInt8>? {
        guard peek() == UInt8(ascii: "\"") else { throw mismatch("a string") }
        parser.skipWhitespace()
        let start = parser.index + 1
        let end = parser.plainASCIIEnd(from: start)
        guard end < parser.input.count && parser.input[end] == UInt8(ascii: "\""),
            let base = parser.input.baseAddress
        else { return nil }
        parser.index = end + 1
        return UnsafeBufferPointer(start: base + start, count: end - start)
    }

    /// The string of `bytes` that ``plainStringBytes()`` returned, shared with an earlier equal one.
    package mutating func interned(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard let base = parser.input.baseAddress, let start = bytes.baseAddress else { return "" }
        let offset = start - base
        return interner.string(parser.input, offset..<offset + bytes.count)
    }

    /// A string, or `nil` for `null`.
    package mutating func optionalString() throws(SimulationDecodingError) -> String? {
        try consumeNull() ? nil : try string(expected: "a string or null")
    }

    package mutating func bool() throws(SimulationDecodingError) -> Bool {
        try bool(expected: "a boolean")
    }

    /// A boolean, or `nil` for `null`.
    package mutating func optionalBool() throws(SimulationDecodingError) -> Bool? {
        try consumeNull() ? nil : try bool(expected: "a boolean or null")
    }

    package mutating func double() throws(SimulationDecodingError) -> Double {
        try double(expected: "a number")
    }

    /// A number, or `nil` for `null`.
    package mutating func optionalDouble() throws(SimulationDecodingError) -> Double? {
        try consumeNull() ? nil : try double(expected: "a number or null")
    }

    /// A number that is an integer and fits an `Int`.
    package mutating func int() throws(SimulationDecodingError) -> Int {
        try int(expected: "an integer")
    }

    /// An integer, or `nil` for `null`.
    package mutating func optionalInt() throws(SimulationDecodingError) -> Int? {
        try consumeNull() ? nil : try int(expected: "an integer or null")
    }

    /// An array of strings.
    package mutating func strings() throws(SimulationDecodingError) -> [String] {
        guard peek() == UInt8(ascii: "[") else { throw mismatch("an array of strings") }
        return try elements { (cursor) throws(SimulationDecodingError) in try cursor.string() }
    }

    /// An array of numbers.
    package mutating func doubles() throws(SimulationDecodingError) -> [Double] {
        guard peek() == UInt8(ascii: "[") else { throw mismatch("an array of numbers") }
        return try elements { (cursor) throws(SimulationDecodingError) in try cursor.double() }
    }

    /// An array of numbers, or `nil` for `null`.
    package mutating func optionalDoubles() throws(SimulationDecodingError) -> [Double]? {
        try consumeNull() ? nil : try doubles()
    }

    /// Reads `null` when it comes next and says so; otherwise reads nothing.
    package mutating func consumeNull() throws(SimulationDecodingError) -> Bool {
        guard peek() == UInt8(ascii: "n") else { return false }
        try syntax { (parser) throws(JSONSyntaxError) in try parser.expectLiteral("null") }
        return true
    }

    /// Any value, as a tree (for members whose type the wire leaves open). Containers are read by
    /// the cursor itself, strings shared through its interner, down to ``nativeValueDepth``; a
    /// value nested deeper than that is read by the reader's own parser, whose explicit stack
    /// bounds the recursion.
    package mutating func value() throws(SimulationDecodingError) -> JSONValue {
        switch peek() ?? 0 {
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool(try bool())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try double())
        case UInt8(ascii: "n"):
            try syntax { (parser) throws(JSONSyntaxError) in try parser.expectLiteral("null") }
            return .null
        case UInt8(ascii: "{") where depth < Self.nativeValueDepth: return .object(try objectValue())
        case UInt8(ascii: "[") where depth < Self.nativeValueDepth:
            return .array(try elements { (cursor) throws(SimulationDecodingError) in try cursor.value() })
        default: break  // deep containers and anything malformed: the reader's parser
        }
        let remaining = maxDepth - depth
        return try syntax { (parser) throws(JSONSyntaxError) in
            var valueParser = JSONParser(input: parser.input, maxDepth: remaining)
            valueParser.index = parser.index
            let value = try valueParser.parseValue()
            parser.index = valueParser.index
            return value
        }
    }

    /// How deep ``value()`` reads containers itself, recursively.
    package static let nativeValueDepth = 48

    /// An object's members in document order. A repeated key is an error here; ``decode(_:maxDepth:_:)``
    /// then reports it as the reader does.
    private mutating func objectValue() throws(SimulationDecodingError) -> JSONObject {
        var members: [JSONMember] = []
        var keys: Set<String>? = nil
        try object { (cursor, key) throws(SimulationDecodingError) in
            let name = key.isPlain ? cursor.interned(key.raw) : key.string
            if members.count < JSONParser.linearKeyScanLimit {
                for member in members where member.key == name { throw Self.duplicateKey() }
            } else {
                if keys == nil { keys = Set(members.map(\.key)) }
                guard keys?.insert(name).inserted == true else { throw Self.duplicateKey() }
            }
            members.append(JSONMember(name, try cursor.value()))
        }
        return JSONObject(members)
    }

    private static func duplicateKey() -> SimulationDecodingError {
        SimulationDecodingError(pointer: "", message: "duplicate key")
    }

    /// Reads past one value of any type, checking its syntax.
    package mutating func skipValue() throws(SimulationDecodingError) {
        _ = try value()
    }

    // MARK: Errors

    /// The error for a value of the wrong type at the cursor: "expected a string, found a number".
    package func mismatch(_ expected: String) -> SimulationDecodingError {
        let found: String
        switch peek() ?? 0 {
        case UInt8(ascii: "{"): found = "an object"
        case UInt8(ascii: "["): found = "an array"
        case UInt8(ascii: "\""): found = "a string"
        case UInt8(ascii: "t"), UInt8(ascii: "f"): found = "a boolean"
        case UInt8(ascii: "n"): found = "null"
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): found = "a number"
        default: found = parser.describe(parser.index)
        }
        return SimulationDecodingError(pointer: "", message: "expected \(expected), found \(found)")
    }

    /// A syntax error at the cursor (its pointer is filled in on the way out).
    package func syntaxError(_ sentence: String, at offset: Int) -> SimulationDecodingError {
        let error = parser.error(sentence, at: offset)
        return SimulationDecodingError(pointer: "", message: error.message, syntax: error)
    }

    // MARK: Private

    /// The next byte after whitespace, `nil` at the end of the input.
    @inline(__always)
    private func peek() -> UInt8? {
        var index = parser.index
        while index < parser.input.count {
            switch parser.input[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return parser.input[index]
            }
        }
        return nil
    }

    /// Runs one of the reader's scanners at the next byte, turning its error into a decoding error.
    private mutating func syntax<Result>(
        _ scan: (inout JSONParser) throws(JSONSyntaxError) -> Result
    ) throws(SimulationDecodingError) -> Result {
        parser.skipWhitespace()
        do {
            return try scan(&parser)
        } catch {
            throw SimulationDecodingError(pointer: "", message: error.message, syntax: error)
        }
    }

    private mutating func string(expected: String) throws(SimulationDecodingError) -> String {
        guard peek() == UInt8(ascii: "\"") else { throw mismatch(expected) }
        parser.skipWhitespace()
        let start = parser.index + 1
        let end = parser.plainASCIIEnd(from: start)
        if end < parser.input.count && parser.input[end] == UInt8(ascii: "\"") {
            parser.index = end + 1
            return interner.string(parser.input, start..<end)
        }
        return try syntax { (parser) throws(JSONSyntaxError) in try parser.parseString() }
    }

    private mutating func bool(expected: String) throws(SimulationDecodingError) -> Bool {
        switch peek() {
        case UInt8(ascii: "t"):
            try syntax { (parser) throws(JSONSyntaxError) in try parser.expectLiteral("true") }
            return true
        case UInt8(ascii: "f"):
            try syntax { (parser) throws(JSONSyntaxError) in try parser.expectLiteral("false") }
            return false
        default: throw mismatch(expected)
        }
    }

    private mutating func double(expected: String) throws(SimulationDecodingError) -> Double {
        guard let byte = peek(), byte == UInt8(ascii: "-") || parser.isDigit(byte) else {
            throw mismatch(expected)
        }
        return try syntax { (parser) throws(JSONSyntaxError) in try parser.parseNumber() }
    }

    private mutating func int(expected: String) throws(SimulationDecodingError) -> Int {
        let start = parser.index
        let number = try double(expected: expected)
        guard let integer = Self.exactInteger(number) else {
            parser.index = start
            throw mismatch(expected)
        }
        return integer
    }

    private static func exactInteger(_ number: Double) -> Int? {
        guard number >= -9_223_372_036_854_775_808.0 && number < 9_223_372_036_854_775_808.0 else {
            return nil
        }
        let integer = Int(number)
        return Double(integer) == number ? integer : nil
    }

    private mutating func open(_ bracket: UInt8, expected: String) throws(SimulationDecodingError) {
        guard peek() == bracket else { throw mismatch(expected) }
        guard depth < maxDepth else {
            throw syntaxError("nesting deeper than \(maxDepth) levels", at: parser.index)
        }
        parser.skipWhitespace()
        parser.index += 1
        depth += 1
    }

    /// Consumes `bracket` if the container is empty.
    private mutating func closes(_ bracket: UInt8) throws(SimulationDecodingError) -> Bool {
        guard peek() == bracket else { return false }
        parser.skipWhitespace()
        parser.index += 1
        return true
    }

    /// After a member or element: `true` after a comma, `false` after the closing bracket. (A
    /// trailing comma fails at the next key or value, which cannot start with a bracket.)
    private mutating func separator(closing bracket: UInt8) throws(SimulationDecodingError) -> Bool {
        parser.skipWhitespace()
        guard parser.index < parser.input.count else {
            throw syntaxError("unexpected end of input", at: parser.index)
        }
        let byte = parser.input[parser.index]
        parser.index += 1
        if byte == UInt8(ascii: ",") { return true }
        if byte == bracket { return false }
        throw syntaxError("expected ',' or '\(Character(Unicode.Scalar(bracket)))'", at: parser.index - 1)
    }

    private mutating func expect(_ byte: UInt8) throws(SimulationDecodingError) {
        parser.skipWhitespace()
        guard parser.index < parser.input.count, parser.input[parser.index] == byte else {
            throw syntaxError("expected '\(Character(Unicode.Scalar(byte)))'", at: parser.index)
        }
        parser.index += 1
        parser.skipWhitespace()
    }

    /// Reads an object key and the colon after it. The key's bytes stay in place: plain ASCII
    /// without escapes, or checked by the reader's string scanner (decoded when it is compared).
    private mutating func readKey() throws(SimulationDecodingError) -> JSONKey {
        parser.skipWhitespace()
        let input = parser.input
        guard parser.index < input.count, input[parser.index] == UInt8(ascii: "\"") else {
            throw syntaxError("expected a string key", at: parser.index)
        }
        let start = parser.index + 1
        let end = parser.plainASCIIEnd(from: start)
        let key: JSONKey
        if end < input.count && input[end] == UInt8(ascii: "\"") {
            parser.index = end + 1
            key = JSONKey(
                raw: UnsafeBufferPointer(start: input.baseAddress.map { $0 + start }, count: end - start),
                isPlain: true)
        } else {
            _ = try syntax { (parser) throws(JSONSyntaxError) in try parser.parseString() }
            key = JSONKey(
                raw: UnsafeBufferPointer(
                    start: input.baseAddress.map { $0 + start }, count: parser.index - 1 - start),
                isPlain: false)
        }
        if parser.index < input.count && input[parser.index] == UInt8(ascii: ":") {
            parser.index += 1  // compact JSON: no whitespace around the colon
        } else {
            try expect(UInt8(ascii: ":"))
        }
        return key
    }

    private mutating func expectEnd() throws(SimulationDecodingError) {
        parser.skipWhitespace()
        guard parser.index == parser.input.count else {
            throw syntaxError(
                "unexpected \(parser.describe(parser.index)) after the JSON value", at: parser.index)
        }
    }
}
