/// The text of `<integer>`, `<real>`, `<date>` and `<data>` in an XML plist, read as
/// CoreFoundation's plist parser reads it (`nil`: not a value of that type). Stricter in four
/// places, none of which an Info.plist key the import reads can hold: integers above `Int64.max`
/// (Foundation gives a `UInt64`), dates with fields out of range or years not of four digits
/// (Foundation normalises them), and `<data>` with characters outside base64 (Foundation skips them).
enum PlistScalarText {
    /// Leading whitespace, optional sign, then decimal digits or `0x`/`0X` and hex digits (no
    /// trailing whitespace, as in CoreFoundation).
    static func integer(_ text: String) -> Int64? {
        var body = Substring(text.drop { $0.isWhitespace })
        var negative = false
        if let sign = body.first, sign == "-" || sign == "+" {
            negative = sign == "-"
            body = body.dropFirst()
        }
        var radix = 10
        if body.hasPrefix("0x") || body.hasPrefix("0X") {
            radix = 16
            body = body.dropFirst(2)
        }
        guard !body.isEmpty, body.allSatisfy(\.isASCII), let magnitude = UInt64(body, radix: radix) else {
            return nil
        }
        if negative {
            guard magnitude <= UInt64(Int64.max) + 1 else { return nil }
            return magnitude == UInt64(Int64.max) + 1 ? Int64.min : -Int64(magnitude)
        }
        return magnitude <= UInt64(Int64.max) ? Int64(magnitude) : nil
    }

    /// A decimal floating-point number, `inf` or `nan` (Swift's `Double(_:)` without its
    /// hexadecimal form); no surrounding whitespace, as in CoreFoundation.
    static func real(_ text: String) -> Double? {
        guard !text.contains("x"), !text.contains("X") else { return nil }
        return Double(text)
    }

    /// `YYYY-MM-DDTHH:MM:SSZ` (UTC) → seconds since 2001-01-01T00:00:00Z.
    static func date(_ text: String) -> Double? {
        let bytes = Array(text.utf8)
        var index = 0
        func number(_ digits: Int) -> Int? {
            var value = 0
            for _ in 0..<digits {
                guard index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 else { return nil }
                value = value * 10 + Int(bytes[index] - 0x30)
                index += 1
            }
            return value
        }
        func expect(_ character: Character) -> Bool {
            guard index < bytes.count, bytes[index] == character.asciiValue else { return false }
            index += 1
            return true
        }
        guard let year = number(4), expect("-"), let month = number(2), expect("-"), let day = number(2),
            expect("T"), let hour = number(2), expect(":"), let minute = number(2), expect(":"),
            let second = number(2), expect("Z"), index == bytes.count,
            (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 60
        else { return nil }
        // Days since 1970-01-01 (Howard Hinnant's days_from_civil), then from 2001-01-01.
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = shiftedYear / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468 - 11_323
        return Double(days * 86_400 + hour * 3_600 + minute * 60 + second)
    }

    /// Base64, whitespace anywhere ignored, padding optional at the end only.
    static func data(_ text: String) -> [UInt8]? {
        var sextets: [UInt8] = []
        var padding = 0
        for byte in text.utf8 {
            if XMLCharacters.isWhitespace(byte) { continue }
            if byte == UInt8(ascii: "=") {
                padding += 1
                continue
            }
            guard padding == 0, let sextet = sextet(byte) else { return nil }
            sextets.append(sextet)
        }
        guard sextets.count % 4 != 1, padding <= 2 else { return nil }
        var result: [UInt8] = []
        result.reserveCapacity(sextets.count * 3 / 4)
        var index = 0
        while index + 1 < sextets.count {
            let chunk = sextets[index..<min(index + 4, sextets.count)]
            var bits: UInt32 = 0
            for sextet in chunk { bits = bits << 6 | UInt32(sextet) }
            bits <<= UInt32(6 * (4 - chunk.count))
            let bytes = [UInt8(bits >> 16 & 0xFF), UInt8(bits >> 8 & 0xFF), UInt8(bits & 0xFF)]
            result.append(contentsOf: bytes.prefix(chunk.count - 1))
            index += 4
        }
        return result
    }

    private static func sextet(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return byte - UInt8(ascii: "A")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return byte - UInt8(ascii: "a") + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0") + 52
        case UInt8(ascii: "+"): return 62
        case UInt8(ascii: "/"): return 63
        default: return nil
        }
    }

    /// `text` without leading and trailing whitespace (`Character.isWhitespace`).
    static func trimmed(_ text: String) -> Substring {
        guard let first = text.firstIndex(where: { !$0.isWhitespace }),
            let last = text.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return text[first...last]
    }
}
