/// Reads JSON text (RFC 8259) into a ``JSONValue`` in one pass over the bytes.
///
/// Strict: no comments, trailing commas, `NaN`, leading zeros, invalid UTF-8, lone surrogates,
/// duplicate keys or trailing data. Keys are compared as Swift strings, so two keys that differ only
/// in Unicode normalization (`"é"` and `"e\u0301"`) are duplicates: they would collide in any
/// Swift dictionary built from the object later. Nesting is limited by `maxDepth` and handled with an explicit
/// stack, so hostile input cannot exhaust the call stack. Linear in the input's length.
///
/// ```swift
/// let value = try JSONReader.parse(Array(#"{"os": "6.1", "events": []}"#.utf8))
/// // .object([JSONMember("os", .string("6.1")), JSONMember("events", .array([]))])
///
/// do {
///     _ = try JSONReader.parse(Array(#"{"a": [1,]}"#.utf8))
/// } catch {
///     print(error)  // trailing comma before ']' at line 1, column 10 (at /a/1)
/// }
/// ```
public enum JSONReader {
    /// The deepest nesting `parse` ever allows, whatever `maxDepth` says. A ``JSONValue`` is
    /// compared, written and destroyed recursively, so a much deeper value could exhaust a thread's
    /// stack after parsing succeeded (measured here: destroying a 50,000-deep array crashed a debug
    /// build on the main thread's 8 MiB stack; 20,000 did not).
    public static let depthCeiling = 1_000

    /// Parses one JSON document.
    ///
    /// - Parameters:
    ///   - bytes: UTF-8 JSON text (a byte-order mark is not accepted).
    ///   - maxDepth: the most arrays and objects that may be nested inside each other; values above
    ///     ``depthCeiling`` count as ``depthCeiling``.
    /// - Throws: ``JSONSyntaxError`` locating the first problem.
    public static func parse(_ bytes: [UInt8], maxDepth: Int = 128) throws(JSONSyntaxError) -> JSONValue {
        try bytes.withUnsafeBufferPointer { (buffer) throws(JSONSyntaxError) -> JSONValue in
            var parser = JSONParser(input: buffer, maxDepth: min(maxDepth, depthCeiling))
            return try parser.parseDocument()
        }
    }

    /// Parses one JSON document from raw memory (for example an HTTP body buffer) without copying it.
    public static func parse(_ bytes: UnsafeRawBufferPointer, maxDepth: Int = 128) throws(JSONSyntaxError)
        -> JSONValue
    {
        try bytes.withMemoryRebound(to: UInt8.self) { (buffer) throws(JSONSyntaxError) -> JSONValue in
            var parser = JSONParser(input: buffer, maxDepth: min(maxDepth, depthCeiling))
            return try parser.parseDocument()
        }
    }
}

/// The reader's state machine: a stack of open containers, their pending values and keys, and the
/// position in the input. Children of open containers live on two flat stacks (`values`, `keys`)
/// and are moved into their container when it closes.
package struct JSONParser {
    package let input: UnsafeBufferPointer<UInt8>
    package let maxDepth: Int
    package var index = 0
    package var values: [JSONValue] = []
    package var keys: [String] = []
    package var frames: [Frame] = []
    package var state: State = .top
    /// Reused buffer for strings that contain escapes.
    package var scratch: [UInt8] = []

    /// An open array or object.
    package struct Frame {
        package var isObject: Bool
        /// Where this container's children start on `values`.
        package var valueStart: Int
        /// Where this object's keys start on `keys`.
        package var keyStart: Int
        /// The keys seen so far, built only once an object has many members.
        package var keySet: Set<String>?
    }

    /// What the innermost open container (or the top level) expects next.
    package enum State {
        case top, done
        case arrayStart, arrayComma, arrayValue
        case objectStart, objectComma, objectKey, objectColon, objectValue
    }

    /// Objects with more members than this detect duplicate keys with a set instead of a scan.
    package static let linearKeyScanLimit = 12

    package init(input: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        self.input = input
        self.maxDepth = maxDepth
    }

    package mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        if input.isEmpty { throw error("the document is empty, expected a JSON value", at: 0) }
        let result = try parseValue()
        guard index == input.count else {
            throw error("unexpected \(describe(index)) after the JSON value", at: index)
        }
        return result
    }

    /// Parses the one value that starts at `index` (after optional whitespace) and the whitespace
    /// after it; leaves `index` on the first byte after that, whatever it is.
    package mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        var result = JSONValue.null
        while true {
            skipWhitespace()
            switch state {
            case .top, .arrayStart, .arrayComma, .objectColon:
                if state == .arrayStart && index < input.count && input[index] == UInt8(ascii: "]") {
                    index += 1
                    closeContainer(&result)
                } else if let value = try parseValueStart() {
                    if frames.isEmpty {
                        result = value
                        state = .done
                    } else {
                        addToContainer(value)
                    }
                }
            case .arrayValue:
                guard index < input.count else {
                    throw error(
                        "unexpected end of input, expected ',' or ']' after an array element", at: index)
                }
                switch input[index] {
                case UInt8(ascii: ","):
                    index += 1
                    state = .arrayComma
                case UInt8(ascii: "]"):
                    index += 1
                    closeContainer(&result)
                default:
                    throw error(
                        "expected ',' or ']' after an array element, found \(describe(index))", at: index)
                }
            case .objectValue:
                guard index < input.count else {
                    throw error(
                        "unexpected end of input, expected ',' or '}' after an object member", at: index)
                }
                switch input[index] {
                case UInt8(ascii: ","):
                    index += 1
                    state = .objectComma
                case UInt8(ascii: "}"):
                    index += 1
                    closeContainer(&result)
                default:
                    throw error(
                        "expected ',' or '}' after an object member, found \(describe(index))", at: index)
                }
            case .objectStart, .objectComma:
                guard index < input.count else {
                    throw error("unexpected end of input, expected a string key", at: index)
                }
                let byte = input[index]
                if byte == UInt8(ascii: "\"") {
                    try parseKey()
                } else if byte == UInt8(ascii: "}") && state == .objectStart {
                    index += 1
                    closeContainer(&result)
                } else if byte == UInt8(ascii: "}") {
                    throw error("trailing comma before '}'", at: index)
                } else {
                    throw error("expected a string key, found \(describe(index))", at: index)
                }
            case .objectKey:
                guard index < input.count, input[index] == UInt8(ascii: ":") else {
                    throw error(
                        index < input.count
                            ? "expected ':' after an object key, found \(describe(index))"
                            : "unexpected end of input, expected ':' after an object key", at: index)
                }
                index += 1
                state = .objectColon
            case .done:
                return result
            }
        }
    }

    /// Starts the value at `index`: returns a scalar, or opens a container and returns `nil`.
    package mutating func parseValueStart() throws(JSONSyntaxError) -> JSONValue? {
        guard index < input.count else {
            throw error("unexpected end of input, expected a value", at: index)
        }
        switch input[index] {
        case UInt8(ascii: "{"):
            try open(isObject: true)
            return nil
        case UInt8(ascii: "["):
            try open(isObject: false)
            return nil
        case UInt8(ascii: "]") where state == .arrayComma:
            throw error("trailing comma before ']'", at: index)
        case UInt8(ascii: "\""):
            return .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(try parseNumber())
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return .null
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
            throw invalidLiteral(at: index)
        default:
            throw error("expected a value, found \(describe(index))", at: index)
        }
    }

    mutating func open(isObject: Bool) throws(JSONSyntaxError) {
        guard frames.count < maxDepth else {
            throw error("nesting deeper than \(maxDepth) levels", at: index)
        }
        index += 1
        frames.append(Frame(isObject: isObject, valueStart: values.count, keyStart: keys.count, keySet: nil))
        state = isObject ? .objectStart : .arrayStart
    }

    /// Appends a finished value to the innermost open container.
    package mutating func addToContainer(_ value: JSONValue) {
        values.append(value)
        state = (frames.last?.isObject ?? false) ? .objectValue : .arrayValue
    }

    /// Closes the innermost container; at top level the finished document goes into `result`.
    package mutating func closeContainer(_ result: inout JSONValue) {
        guard let frame = frames.popLast() else { return }
        let value: JSONValue
        if frame.isObject {
            var members: [JSONMember] = []
            members.reserveCapacity(values.count - frame.valueStart)
            var keyIndex = frame.keyStart
            for valueIndex in frame.valueStart..<values.count {
                members.append(JSONMember(keys[keyIndex], values[valueIndex]))
                keyIndex += 1
            }
            keys.removeSubrange(frame.keyStart...)
            values.removeSubrange(frame.valueStart...)
            value = .object(JSONObject(members))
        } else {
            let elements = Array(values[frame.valueStart...])
            values.removeSubrange(frame.valueStart...)
            value = .array(elements)
        }
        if frames.isEmpty {
            result = value
            state = .done
        } else {
            addToContainer(value)
        }
    }

    /// Reads an object key, rejecting one the object already has.
    package mutating func parseKey() throws(JSONSyntaxError) {
        let keyOffset = index
        let key = try parseString()
        let top = frames.count - 1
        let keyStart = frames[top].keyStart
        var duplicate = false
        if keys.count - keyStart < JSONParser.linearKeyScanLimit {
            for existing in keys[keyStart...] where existing == key {
                duplicate = true
                break
            }
        } else {
            if frames[top].keySet == nil { frames[top].keySet = Set(keys[keyStart...]) }
            duplicate = !(frames[top].keySet?.insert(key).inserted ?? true)
        }
        keys.append(key)
        state = .objectKey
        if duplicate {
            throw error("duplicate key '\(key)'", at: keyOffset)
        }
    }

    package mutating func expectLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
        let count = literal.utf8CodeUnitCount
        let start = index
        var matched = 0
        literal.withUTF8Buffer { expected in
            while matched < count && start + matched < input.count
                && input[start + matched] == expected[matched]
            {
                matched += 1
            }
        }
        guard matched == count, start + count == input.count || !isWordByte(input[start + count]) else {
            throw invalidLiteral(at: start)
        }
        index += count
    }

    /// The error for a bare word where a value belongs (`tru`, `True`, `landscapeLeft`).
    package func invalidLiteral(at start: Int) -> JSONSyntaxError {
        var end = start
        while end < input.count && end - start < 40 && isWordByte(input[end]) { end += 1 }
        let word = String(decoding: UnsafeBufferPointer(rebasing: input[start..<end]), as: UTF8.self)
        return error("invalid literal '\(word)', expected true, false, null or a quoted string", at: start)
    }

    package func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default: false
        }
    }

    @inline(__always)
    package mutating func skipWhitespace() {
        while index < input.count {
            switch input[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    // MARK: Errors

    /// Describes the byte at `offset` for a message: `'x'` for printable ASCII, otherwise its value.
    package func describe(_ offset: Int) -> String {
        guard offset < input.count else { return "end of input" }
        let byte = input[offset]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(hex(byte))"
    }

    package func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        return String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]], as: UTF8.self)
    }

    /// Builds the error for `sentence` at `offset`, with the pointer of the value being parsed.
    package func error(_ sentence: String, at offset: Int) -> JSONSyntaxError {
        let offset = min(max(offset, 0), input.count)
        var line = 1
        var column = 1
        for byte in input[..<offset] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return JSONSyntaxError(
            pointer: currentPointer(), offset: offset, line: line, column: column,
            message: "\(sentence) at line \(line), column \(column)")
    }

    /// The pointer of the value being parsed: every open container's pending child, the innermost
    /// one only while one of its members or elements is being read.
    package func currentPointer() -> String {
        var pointer = JSONPointer()
        for level in frames.indices {
            let frame = frames[level]
            if level + 1 < frames.count {
                let inner = frames[level + 1]
                if frame.isObject {
                    pointer.append(keys[inner.keyStart - 1])
                } else {
                    pointer.append(inner.valueStart - frame.valueStart)
                }
            } else {
                switch state {
                case .arrayStart, .arrayComma: pointer.append(values.count - frame.valueStart)
                case .objectKey, .objectColon:
                    if let key = keys.last { pointer.append(key) }
                default: break
                }
            }
        }
        return pointer.string
    }
}
