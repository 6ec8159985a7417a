/// Finds where one member of a top-level JSON object lies, without decoding anything.
///
/// A scanner, not a parser: it skips strings (escapes included) and balances brackets. Malformed
/// input gives `nil`, and the caller then sends the file as it is, so the engine reports the
/// error with a pointer.
enum JSONMemberSpan {
    /// The byte range of the value of top-level member `key` when that value is an object.
    static func objectMember(_ key: String, in bytes: [UInt8]) -> Range<Int>? {
        var index = skipSpace(bytes, 0)
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return nil }
        index += 1
        let wanted = Array("\"\(key)\"".utf8)
        while true {
            index = skipSpace(bytes, index)
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
            guard let keyEnd = skipString(bytes, index) else { return nil }
            let isWanted = bytes[index..<keyEnd].elementsEqual(wanted)
            index = skipSpace(bytes, keyEnd)
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
            let valueStart = skipSpace(bytes, index + 1)
            guard let valueEnd = skipValue(bytes, valueStart) else { return nil }
            if isWanted {
                return bytes[valueStart] == UInt8(ascii: "{") ? valueStart..<valueEnd : nil
            }
            index = skipSpace(bytes, valueEnd)
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "}") { return nil }
            guard bytes[index] == UInt8(ascii: ",") else { return nil }
            index += 1
        }
    }

    private static func skipSpace(_ bytes: [UInt8], _ start: Int) -> Int {
        var index = start
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index
    }

    /// The index after the string starting at `start` (a quote).
    private static func skipString(_ bytes: [UInt8], _ start: Int) -> Int? {
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index + 1
            default: index += 1
            }
        }
        return nil
    }

    /// The index after the value starting at `start`.
    private static func skipValue(_ bytes: [UInt8], _ start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        switch bytes[start] {
        case UInt8(ascii: "\""):
            return skipString(bytes, start)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            var index = start
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    guard let end = skipString(bytes, index) else { return nil }
                    index = end
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return index + 1 }
                default: break
                }
                index += 1
            }
            return nil
        default:
            var index = start
            while index < bytes.count,
                ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0A, 0x0D]
                    .contains(bytes[index])
            {
                index += 1
            }
            return index > start ? index : nil
        }
    }
}
