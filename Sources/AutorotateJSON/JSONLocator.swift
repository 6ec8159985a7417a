/// Finds the value a JSON pointer names in the JSON text it points into: its bytes, and the line and
/// column where it starts, so a tool can print `FILE:LINE:COLUMN` for a problem's pointer.
///
/// The text must be one JSON document by ``JSONReader``'s rules (checked once, at creation);
/// lookups then walk the text along the pointer, skipping the values beside it, without building a
/// ``JSONValue``. Object keys are compared as ``JSONReader`` compares them (as Swift strings, escapes
/// decoded); an array token must be a decimal index without leading zeros (RFC 6901).
///
/// ```swift
/// let text = Array("{\n  \"window\": {\"rootViewController\": \"nav\"}\n}".utf8)
/// let locator = try JSONLocator(text)
/// locator.span(of: JSONPointer(escaped: "/window/rootViewController")!)?.start  // 2:36
/// locator.nearestSpan(of: JSONPointer(escaped: "/window/missing")!).start       // 2:13
/// ```
public struct JSONLocator: Sendable {
    private let bytes: [UInt8]
    /// The offset at which each line starts, in order; the first is 0.
    private let lineStarts: [Int]

    /// Checks that `bytes` hold one JSON document and prepares lookups into it.
    ///
    /// - Throws: ``JSONSyntaxError`` exactly as ``JSONReader/parse(_:maxDepth:)`` reports it.
    public init(_ bytes: [UInt8], maxDepth: Int = 128) throws(JSONSyntaxError) {
        _ = try JSONReader.parse(bytes, maxDepth: maxDepth)
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    /// Where the value at `pointer` lies; `nil` when the document has no such value.
    public func span(of pointer: JSONPointer) -> JSONSourceSpan? {
        let tokens = pointer.tokens
        let (start, matched) = descend(tokens)
        guard matched == tokens.count else { return nil }
        return span(startingAt: start)
    }

    /// Where the deepest value on the way to `pointer` lies: the value itself when it exists,
    /// otherwise the closest container above it (the whole document at worst). For a problem that
    /// names a member that is missing, this is the object that should have it.
    public func nearestSpan(of pointer: JSONPointer) -> JSONSourceSpan {
        span(startingAt: descend(pointer.tokens).start)
    }

    /// The line and column of byte `offset` (clamped to the text).
    public func location(atOffset offset: Int) -> JSONSourceLocation {
        let offset = min(max(offset, 0), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {  // the last line starting at or before `offset`
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var column = 1
        for byte in bytes[lineStarts[low]..<offset] where byte & 0xC0 != 0x80 { column += 1 }
        return JSONSourceLocation(offset: offset, line: low + 1, column: column)
    }

    // MARK: Walking the text (already known to be valid JSON)

    private func span(startingAt start: Int) -> JSONSourceSpan {
        JSONSourceSpan(range: start..<valueEnd(start), start: location(atOffset: start))
    }

    /// Follows `tokens` from the root: the start of the deepest value reached, and how many tokens
    /// were followed.
    private func descend(_ tokens: [String]) -> (start: Int, matched: Int) {
        var start = skipWhitespace(0)
        var matched = 0
        for token in tokens {
            let child: Int?
            switch byte(start) {
            case UInt8(ascii: "{"): child = member(token, ofObjectAt: start)
            case UInt8(ascii: "["): child = Self.arrayIndex(token).flatMap { element($0, ofArrayAt: start) }
            default: child = nil
            }
            guard let child else { break }
            start = child
            matched += 1
        }
        return (start, matched)
    }

    /// The start of member `key`'s value in the object at `start`.
    private func member(_ key: String, ofObjectAt start: Int) -> Int? {
        var index = skipWhitespace(start + 1)
        while byte(index) == UInt8(ascii: "\"") {
            let keyEnd = stringEnd(index)
            let valueStart = skipWhitespace(skipWhitespace(keyEnd) + 1)  // past the colon
            if decodedString(index..<keyEnd) == key { return valueStart }
            index = skipWhitespace(valueEnd(valueStart))
            guard byte(index) == UInt8(ascii: ",") else { return nil }
            index = skipWhitespace(index + 1)
        }
        return nil
    }

    /// The start of element `position` in the array at `start`.
    private func element(_ position: Int, ofArrayAt start: Int) -> Int? {
        var index = skipWhitespace(start + 1)
        guard byte(index) != UInt8(ascii: "]") else { return nil }
        var current = 0
        while index < bytes.count {
            if current == position { return index }
            index = skipWhitespace(valueEnd(index))
            guard byte(index) == UInt8(ascii: ",") else { return nil }
            index = skipWhitespace(index + 1)
            current += 1
        }
        return nil
    }

    /// An RFC 6901 array index: `0`, or digits without a leading zero.
    private static func arrayIndex(_ token: String) -> Int? {
        let digits = token.utf8
        guard let first = digits.first,
            digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
            first != UInt8(ascii: "0") || digits.count == 1
        else { return nil }
        return Int(token)
    }

    /// The index just after the value starting at `start`.
    private func valueEnd(_ start: Int) -> Int {
        switch byte(start) {
        case UInt8(ascii: "\""):
            return stringEnd(start)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            var index = start
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    index = stringEnd(index)
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return index + 1 }
                default: break
                }
                index += 1
            }
            return bytes.count
        default:  // a number or a literal
            var index = start
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0A, 0x0D:
                    return index
                default: index += 1
                }
            }
            return index
        }
    }

    /// The index just after the string whose opening quote is at `start`.
    private func stringEnd(_ start: Int) -> Int {
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index + 1
            default: index += 1
            }
        }
        return bytes.count
    }

    /// The text of the string literal at `range` (quotes included), escapes decoded.
    private func decodedString(_ range: Range<Int>) -> String? {
        let inner = bytes[(range.lowerBound + 1)..<max(range.lowerBound + 1, range.upperBound - 1)]
        guard inner.contains(UInt8(ascii: "\\")) else { return String(decoding: inner, as: UTF8.self) }
        return bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(input: buffer, maxDepth: 1)
            parser.index = range.lowerBound
            return try? parser.parseString()
        }
    }

    private func skipWhitespace(_ start: Int) -> Int {
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return index
            }
        }
        return index
    }

    private func byte(_ index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }
}
