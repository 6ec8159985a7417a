/// Building a ``JSONTape`` from JSON text in one pass, with ``JSONReader``'s own scanners (strings,
/// numbers, literals, whitespace) and state machine: the tape accepts exactly what the reader
/// accepts. On any failure the reader runs again over the same bytes, so the error (message,
/// line, column, pointer) is the reader's own, and the tape needs none of the bookkeeping that
/// builds it.
extension JSONTape {
    /// Parses one JSON document into a tape.
    ///
    /// - Parameters:
    ///   - bytes: UTF-8 JSON text (a byte-order mark is not accepted).
    ///   - maxDepth: the most arrays and objects that may be nested inside each other; values above
    ///     ``JSONReader/depthCeiling`` count as ``JSONReader/depthCeiling``.
    /// - Throws: the ``JSONSyntaxError`` that ``JSONReader/parse(_:maxDepth:)-(_,Int)`` throws for
    ///   `bytes`.
    public static func parse(_ bytes: [UInt8], maxDepth: Int = 128) throws(JSONSyntaxError) -> JSONTape {
        if let tape = build(bytes, maxDepth: maxDepth) { return tape }
        // The reader says why (its error, byte for byte). Should it accept the bytes after all,
        // its tree is the document.
        let value = try JSONReader.parse(bytes, maxDepth: maxDepth)
        return JSONTape(value)
    }

    /// The tape of `bytes`, or `nil` when they are not a JSON document ``JSONReader`` accepts.
    package static func build(_ bytes: [UInt8], maxDepth: Int) -> JSONTape? {
        var entries: [Entry] = []
        // About one node per eight bytes of a typical (indented) scenario: one allocation
        // instead of a run of doublings.
        entries.reserveCapacity(bytes.count / 8 + 4)
        var decoded: [UInt8] = []
        let built = bytes.withUnsafeBufferPointer { buffer -> Bool in
            var parser = JSONParser(input: buffer, maxDepth: min(maxDepth, JSONReader.depthCeiling))
            do {
                try parser.parseTape(into: &entries, decoded: &decoded)
                return true
            } catch {
                return false
            }
        }
        guard built else { return nil }
        return JSONTape(text: decoded.isEmpty ? bytes : bytes + decoded, entries: entries)
    }
}

/// An open array or object while a tape is built.
package struct JSONTapeFrame {
    /// The container's own node index.
    package var node: Int
    package var isObject: Bool
    /// Elements or members so far.
    package var count = 0
    /// Whether the parser keeps a set of this object's keys (once it has many members, as the
    /// reader does), in its key sets by depth; the frame itself holds no reference, so pushing,
    /// reading and popping one retains nothing.
    package var hasKeySet = false
}

extension JSONParser {
    /// Parses the whole input into `entries`; strings with escapes are decoded into `decoded`
    /// and their records point past the input (where the tape appends `decoded`). Errors are
    /// thrown as found; their text is not the reader's (callers re-run the reader).
    ///
    /// One loop, two steps: a value (a scalar, or a container opened and, when it is not empty
    /// at once, its first key or element started), then what follows a value (`,` and the next
    /// key or element, or the close of the innermost container). It accepts what the reader's
    /// state machine accepts, with no state stored between the steps.
    package mutating func parseTape(into entries: inout [JSONTape.Entry], decoded: inout [UInt8])
        throws(JSONSyntaxError)
    {
        if input.isEmpty { throw error("the document is empty, expected a JSON value", at: 0) }
        var stack: [JSONTapeFrame] = []
        // Documents are rarely nested more than a few levels: room for them in one allocation.
        stack.reserveCapacity(16)
        // The key sets of the open objects that have one, by the depth of their frame.
        var keySets: [Int: Set<String>] = [:]
        value: while true {
            skipWhitespace()
            guard index < input.count else { throw error("end of input, expected a value", at: index) }
            let byte = input[index]
            // The value counts in its container from its first byte (the count is read only
            // when the container closes, and by the duplicate-key scan at the next key).
            if !stack.isEmpty { stack[stack.count - 1].count += 1 }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard stack.count < maxDepth else { throw error("nesting too deep", at: index) }
                let isObject = byte == UInt8(ascii: "{")
                index += 1
                stack.append(JSONTapeFrame(node: entries.count, isObject: isObject))
                entries.append(JSONTape.Entry(kind: isObject ? .object : .array))
                skipWhitespace()
                let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                if index < input.count && input[index] == close {
                    index += 1
                    closeTapeContainer(&stack, &entries, &keySets)
                } else if isObject {
                    try parseTapeKey(&stack, &entries, &decoded, &keySets)
                    continue value
                } else {
                    continue value
                }
            case UInt8(ascii: "\""):
                entries.append(try parseTapeString(&decoded))
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let number = try parseNumber()
                entries.append(
                    JSONTape.Entry(kind: .number, first: Int(Int64(bitPattern: number.bitPattern))))
            case UInt8(ascii: "t"):
                try expectLiteral("true")
                entries.append(JSONTape.Entry(kind: .true))
            case UInt8(ascii: "f"):
                try expectLiteral("false")
                entries.append(JSONTape.Entry(kind: .false))
            case UInt8(ascii: "n"):
                try expectLiteral("null")
                entries.append(JSONTape.Entry(kind: .null))
            default:
                throw error("expected a value", at: index)
            }
            // After a value: the next key or element, or the innermost container's close.
            while true {
                skipWhitespace()
                guard let top = stack.last else {
                    guard index == input.count else { throw error("data after the JSON value", at: index) }
                    return
                }
                guard index < input.count else { throw error("end of input in a container", at: index) }
                let next = input[index]
                if next == UInt8(ascii: ",") {
                    index += 1
                    if top.isObject {
                        skipWhitespace()
                        try parseTapeKey(&stack, &entries, &decoded, &keySets)
                    }
                    continue value
                }
                guard next == (top.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else {
                    throw error(top.isObject ? "expected ',' or '}'" : "expected ',' or ']'", at: index)
                }
                index += 1
                closeTapeContainer(&stack, &entries, &keySets)
            }
        }
    }

    /// Closes the innermost container: its record gets its end and count.
    @inline(__always)
    private func closeTapeContainer(
        _ stack: inout [JSONTapeFrame], _ entries: inout [JSONTape.Entry], _ keySets: inout [Int: Set<String>]
    ) {
        guard let frame = stack.popLast() else { return }
        if frame.hasKeySet { keySets[stack.count] = nil }
        entries[frame.node].first = entries.count
        entries[frame.node].second = frame.count
    }

    /// Reads an object key and the `:` after it, rejecting a key the object already has (keys
    /// equal under `==`).
    @inline(__always)
    private mutating func parseTapeKey(
        _ stack: inout [JSONTapeFrame], _ entries: inout [JSONTape.Entry], _ decoded: inout [UInt8],
        _ keySets: inout [Int: Set<String>]
    ) throws(JSONSyntaxError) {
        guard index < input.count, input[index] == UInt8(ascii: "\"") else {
            throw error("expected a string key", at: index)
        }
        let keyOffset = index
        let key = try parseTapeString(&decoded)
        let top = stack.count - 1
        let frameNode = stack[top].node
        var duplicate = false
        if stack[top].count < JSONParser.linearKeyScanLimit {
            var node = frameNode + 1
            while node < entries.count {
                let existing = entries[node]
                if existing.isASCII && key.isASCII {
                    if existing.second == key.second
                        && sameBytes(existing.first, key.first, count: key.second, decoded: decoded)
                    {
                        duplicate = true
                        break
                    }
                } else if tapeKeyText(existing, decoded) == tapeKeyText(key, decoded) {
                    duplicate = true
                    break
                }
                let value = node + 1
                switch entries[value].kind {
                case .array, .object: node = entries[value].first
                default: node = value + 1
                }
            }
        } else {
            if !stack[top].hasKeySet {
                var keys = Set<String>()
                var node = frameNode + 1
                while node < entries.count {
                    keys.insert(tapeKeyText(entries[node], decoded))
                    let value = node + 1
                    switch entries[value].kind {
                    case .array, .object: node = entries[value].first
                    default: node = value + 1
                    }
                }
                keySets[top] = keys
                stack[top].hasKeySet = true
            }
            duplicate = !(keySets[top]?.insert(tapeKeyText(key, decoded)).inserted ?? true)
        }
        entries.append(key)
        if duplicate { throw error("duplicate key", at: keyOffset) }
        skipWhitespace()
        guard index < input.count, input[index] == UInt8(ascii: ":") else {
            throw error("expected ':'", at: index)
        }
        index += 1
    }

    /// The text of a key's string record.
    private func tapeKeyText(_ entry: JSONTape.Entry, _ decoded: [UInt8]) -> String {
        let first = entry.first
        if first >= input.count {
            return String(
                decoding: decoded[(first - input.count)..<(first - input.count + entry.second)], as: UTF8.self
            )
        }
        return String(
            decoding: UnsafeBufferPointer(rebasing: input[first..<(first + entry.second)]), as: UTF8.self)
    }

    /// Whether the `count` bytes at two string-record offsets are the same (offsets at or past the
    /// input's end are in `decoded`).
    private func sameBytes(_ first: Int, _ second: Int, count: Int, decoded: [UInt8]) -> Bool {
        for position in 0..<count {
            let a = first + position
            let b = second + position
            let left = a < input.count ? input[a] : decoded[a - input.count]
            let right = b < input.count ? input[b] : decoded[b - input.count]
            if left != right { return false }
        }
        return true
    }

    /// Reads the string starting at the opening quote at `index` into a string record.
    @inline(__always)
    private mutating func parseTapeString(_ decoded: inout [UInt8]) throws(JSONSyntaxError) -> JSONTape.Entry
    {
        let start = index + 1
        var cursor = start
        var isASCII = true
        while cursor < input.count {
            cursor = plainASCIIEnd(from: cursor)
            guard cursor < input.count else { break }
            let byte = input[cursor]
            if byte == UInt8(ascii: "\"") {
                index = cursor + 1
                return JSONTape.Entry(kind: .string, isASCII: isASCII, first: start, second: cursor - start)
            } else if byte == UInt8(ascii: "\\") {
                try decodeEscapedString(from: start, firstEscape: cursor)
                let offset = input.count + decoded.count
                decoded.append(contentsOf: scratch)
                var decodedASCII = true
                for byte in scratch where byte >= 0x80 {
                    decodedASCII = false
                    break
                }
                return JSONTape.Entry(
                    kind: .string, isASCII: decodedASCII, first: offset, second: scratch.count)
            } else if byte < 0x20 {
                throw controlCharacterError(at: cursor)
            } else {
                isASCII = false
                cursor = try validateUTF8Sequence(at: cursor)
            }
        }
        throw error("unterminated string", at: input.count)
    }
}
