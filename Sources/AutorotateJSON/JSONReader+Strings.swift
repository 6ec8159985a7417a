/// Strings: a fast scan for the common case (no escapes), UTF-8 validation with exact error
/// offsets, and escape decoding into a reused buffer. Strings are built from byte slices, never a
/// character at a time.
extension JSONParser {
    /// Reads the string starting at the opening quote at `index`.
    package mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = index + 1
        var cursor = start
        while cursor < input.count {
            cursor = plainASCIIEnd(from: cursor)
            guard cursor < input.count else { break }
            let byte = input[cursor]
            if byte == UInt8(ascii: "\"") {
                index = cursor + 1
                return String(decoding: UnsafeBufferPointer(rebasing: input[start..<cursor]), as: UTF8.self)
            } else if byte == UInt8(ascii: "\\") {
                return try parseEscapedString(from: start, firstEscape: cursor)
            } else if byte < 0x20 {
                throw controlCharacterError(at: cursor)
            } else {  // non-ASCII: plainASCIIEnd stops at nothing else
                cursor = try validateUTF8Sequence(at: cursor)
            }
        }
        throw error("unterminated string", at: input.count)
    }

    /// The offset of the first byte at or after `offset` that a string scan must look at: a quote,
    /// a backslash, a control character or a non-ASCII byte (or the end of the input). Reads eight
    /// bytes at a time with the SWAR tests of "Bit Twiddling Hacks" (`(x - 0x01…) & ~x & 0x80…`
    /// flags the zero bytes of `x`); a borrow can only flag bytes above a truly flagged one, so the
    /// lowest flag is exact.
    @inline(__always)
    package func plainASCIIEnd(from offset: Int) -> Int {
        var cursor = offset
        if let base = input.baseAddress {
            let ones: UInt64 = 0x0101_0101_0101_0101
            while cursor + 8 <= input.count {
                let word = UInt64(
                    littleEndian: UnsafeRawPointer(base + cursor).loadUnaligned(as: UInt64.self))
                let quote = word ^ (ones &* 0x22)
                let backslash = word ^ (ones &* 0x5C)
                let special =
                    (((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)
                        | ((word &- ones &* 0x20) & ~word) | word) & (ones &* 0x80)
                if special != 0 { return cursor + special.trailingZeroBitCount / 8 }
                cursor += 8
            }
        }
        while cursor < input.count {
            let byte = input[cursor]
            guard byte >= 0x20 && byte < 0x80 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
            else {
                break
            }
            cursor += 1
        }
        return cursor
    }

    /// Continues a string that contains escapes, decoding into `scratch`.
    package mutating func parseEscapedString(from start: Int, firstEscape: Int) throws(JSONSyntaxError)
        -> String
    {
        try decodeEscapedString(from: start, firstEscape: firstEscape)
        return String(decoding: scratch, as: UTF8.self)
    }

    /// Decodes a string that contains escapes into `scratch` (its bytes from `start`, the first
    /// escape at `firstEscape`); leaves `index` after the closing quote.
    package mutating func decodeEscapedString(from start: Int, firstEscape: Int) throws(JSONSyntaxError) {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: input[start..<firstEscape]))
        var cursor = firstEscape
        while cursor < input.count {
            let byte = input[cursor]
            if byte == UInt8(ascii: "\"") {
                index = cursor + 1
                return
            } else if byte == UInt8(ascii: "\\") {
                cursor = try decodeEscape(at: cursor)
            } else if byte < 0x20 {
                throw controlCharacterError(at: cursor)
            } else if byte < 0x80 {
                scratch.append(byte)
                cursor += 1
            } else {
                let end = try validateUTF8Sequence(at: cursor)
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: input[cursor..<end]))
                cursor = end
            }
        }
        throw error("unterminated string", at: input.count)
    }

    /// Decodes the escape at `offset` (a backslash) into `scratch`; returns the offset after it.
    package mutating func decodeEscape(at offset: Int) throws(JSONSyntaxError) -> Int {
        guard offset + 1 < input.count else { throw error("unterminated string", at: input.count) }
        let replacement: UInt8
        switch input[offset + 1] {
        case UInt8(ascii: "\""): replacement = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): replacement = UInt8(ascii: "\\")
        case UInt8(ascii: "/"): replacement = UInt8(ascii: "/")
        case UInt8(ascii: "b"): replacement = 0x08
        case UInt8(ascii: "f"): replacement = 0x0C
        case UInt8(ascii: "n"): replacement = 0x0A
        case UInt8(ascii: "r"): replacement = 0x0D
        case UInt8(ascii: "t"): replacement = 0x09
        case UInt8(ascii: "u"): return try decodeUnicodeEscape(at: offset)
        default:
            throw error("invalid escape: \(describe(offset + 1)) after '\\' in a string", at: offset)
        }
        scratch.append(replacement)
        return offset + 2
    }

    /// Decodes `\uXXXX` (and its low-surrogate partner) at `offset` into `scratch`.
    package mutating func decodeUnicodeEscape(at offset: Int) throws(JSONSyntaxError) -> Int {
        let unit = try hexQuad(at: offset + 2)
        var scalarValue = UInt32(unit)
        var end = offset + 6
        if (0xD800...0xDBFF).contains(unit) {
            guard end + 1 < input.count, input[end] == UInt8(ascii: "\\"), input[end + 1] == UInt8(ascii: "u")
            else {
                throw error(
                    "lone high surrogate \\u\(hex(UInt8(unit >> 8)))\(hex(UInt8(unit & 0xFF))) in a string",
                    at: offset)
            }
            let low = try hexQuad(at: end + 2)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw error(
                    "lone high surrogate \\u\(hex(UInt8(unit >> 8)))\(hex(UInt8(unit & 0xFF))) in a string",
                    at: offset)
            }
            scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            end += 6
        } else if (0xDC00...0xDFFF).contains(unit) {
            throw error(
                "lone low surrogate \\u\(hex(UInt8(unit >> 8)))\(hex(UInt8(unit & 0xFF))) in a string",
                at: offset)
        }
        appendUTF8(scalarValue)
        return end
    }

    /// The value of four hexadecimal digits at `offset`.
    package func hexQuad(at offset: Int) throws(JSONSyntaxError) -> UInt16 {
        var value: UInt16 = 0
        for position in offset..<(offset + 4) {
            guard position < input.count else { throw error("unterminated string", at: input.count) }
            let byte = input[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default:
                throw error(
                    "invalid \\u escape, expected 4 hexadecimal digits, found \(describe(position))",
                    at: position)
            }
            value = value << 4 | UInt16(digit)
        }
        return value
    }

    /// Appends the UTF-8 encoding of a valid scalar value to `scratch`.
    package mutating func appendUTF8(_ value: UInt32) {
        switch value {
        case 0..<0x80:
            scratch.append(UInt8(value))
        case 0x80..<0x800:
            scratch.append(UInt8(0xC0 | (value >> 6)))
            scratch.append(UInt8(0x80 | (value & 0x3F)))
        case 0x800..<0x10000:
            scratch.append(UInt8(0xE0 | (value >> 12)))
            scratch.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            scratch.append(UInt8(0x80 | (value & 0x3F)))
        default:
            scratch.append(UInt8(0xF0 | (value >> 18)))
            scratch.append(UInt8(0x80 | ((value >> 12) & 0x3F)))
            scratch.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            scratch.append(UInt8(0x80 | (value & 0x3F)))
        }
    }

    /// Checks the multi-byte UTF-8 sequence whose lead byte is at `offset` (Unicode table 3-7: no
    /// overlong forms, no surrogates, nothing above U+10FFFF); returns the offset after it.
    package func validateUTF8Sequence(at offset: Int) throws(JSONSyntaxError) -> Int {
        let lead = input[offset]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            secondRange = 0x80...0x9F
        case 0xF0:
            length = 4
            secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            secondRange = 0x80...0x8F
        default:
            throw error("invalid UTF-8 byte 0x\(hex(lead)) in a string", at: offset)
        }
        for position in (offset + 1)..<(offset + length) {
            guard position < input.count else {
                throw error("truncated UTF-8 sequence in a string", at: position)
            }
            let range = position == offset + 1 ? secondRange : 0x80...0xBF
            guard range.contains(input[position]) else {
                throw error(
                    "invalid UTF-8 sequence in a string (byte 0x\(hex(input[position])))", at: position)
            }
        }
        return offset + length
    }

    package func controlCharacterError(at offset: Int) -> JSONSyntaxError {
        error("unescaped control character U+00\(hex(input[offset])) in a string", at: offset)
    }
}
