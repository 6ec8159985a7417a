/// Numbers: the RFC 8259 grammar checked byte by byte, converted to `Double` exactly (correctly
/// rounded): small mantissas and exponents take Clinger's fast path, everything else the standard
/// library's correctly rounded conversion. Values beyond `Double`'s range are rejected.
extension JSONParser {
    /// Exact powers of ten representable in a `Double` (10^0 … 10^22).
    package static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17,
        1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// Reads the number starting at `index` (a `-` or a digit).
    package mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        var cursor = index
        let negative = input[cursor] == UInt8(ascii: "-")
        if negative { cursor += 1 }

        var mantissa: UInt64 = 0
        var significantDigits = 0
        var truncated = false
        var exponent = 0

        guard cursor < input.count, isDigit(input[cursor]) else {
            throw error("expected a digit after '-', found \(describe(cursor))", at: cursor)
        }
        if input[cursor] == UInt8(ascii: "0") {
            cursor += 1
            if cursor < input.count && isDigit(input[cursor]) {
                throw error("leading zeros are not allowed in a number", at: start)
            }
        } else {
            while cursor < input.count && isDigit(input[cursor]) {
                if significantDigits < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(input[cursor] &- UInt8(ascii: "0"))
                    significantDigits += 1
                } else {
                    truncated = true
                    exponent += 1
                }
                cursor += 1
            }
        }
        if cursor < input.count && input[cursor] == UInt8(ascii: ".") {
            cursor += 1
            guard cursor < input.count, isDigit(input[cursor]) else {
                throw error("expected a digit after the decimal point, found \(describe(cursor))", at: cursor)
            }
            while cursor < input.count && isDigit(input[cursor]) {
                let digit = input[cursor] &- UInt8(ascii: "0")
                if mantissa == 0 && digit == 0 {
                    exponent -= 1
                } else if significantDigits < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(digit)
                    significantDigits += 1
                    exponent -= 1
                } else {
                    truncated = true
                }
                cursor += 1
            }
        }
        if cursor < input.count && (input[cursor] == UInt8(ascii: "e") || input[cursor] == UInt8(ascii: "E"))
        {
            cursor += 1
            var exponentNegative = false
            if cursor < input.count
                && (input[cursor] == UInt8(ascii: "+") || input[cursor] == UInt8(ascii: "-"))
            {
                exponentNegative = input[cursor] == UInt8(ascii: "-")
                cursor += 1
            }
            guard cursor < input.count, isDigit(input[cursor]) else {
                throw error("expected a digit in the exponent, found \(describe(cursor))", at: cursor)
            }
            var written = 0
            while cursor < input.count && isDigit(input[cursor]) {
                if written < 1_000_000 {
                    written = written * 10 + Int(input[cursor] &- UInt8(ascii: "0"))
                }
                cursor += 1
            }
            exponent += exponentNegative ? -written : written
        }
        index = cursor

        if mantissa == 0 { return negative ? -0.0 : 0.0 }
        if !truncated && mantissa <= 1 << 53 && exponent >= -22 && exponent <= 22 {
            var value = Double(mantissa)
            if exponent < 0 {
                value /= JSONParser.exactPowersOfTen[-exponent]
            } else {
                value *= JSONParser.exactPowersOfTen[exponent]
            }
            return negative ? -value : value
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: input[start..<cursor]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error("number \(text) is out of range for a 64-bit floating-point value", at: start)
        }
        return value
    }

    @inline(__always)
    package func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }
}
