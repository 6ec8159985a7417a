/// Which names of the XML declaration's `encoding` mean UTF-8, the only encoding a Swift string
/// holds, as Foundation reads them (observed with swift-corelibs-foundation). XMLParser (libxml2)
/// requires XML's `EncName` grammar (`[A-Za-z] ([A-Za-z0-9._] | '-')*`); then it and
/// PropertyListSerialization compare charset names the way ICU does: case and every character that
/// is not an ASCII letter or digit are ignored, and so is a `0` that starts a number. So `U-TF-8`,
/// `utf_8`, `UTF-08` and `UTF8--` are UTF-8; `UTF-88`, `utf 8` and `-UTF-8` are not (the last two
/// PropertyListSerialization alone would read; a property list must also be well-formed XML).
enum XMLEncodingName {
    /// Whether `name` is an `EncName` that names UTF-8 as ICU compares names.
    static func isUTF8(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard isEncName(bytes) else { return false }
        var folded: [UInt8] = []
        var afterDigit = false
        for (offset, byte) in bytes.enumerated() {
            let lower = isUpper(byte) ? byte + 32 : byte
            guard isLower(lower) || isDigit(lower) else {
                afterDigit = false
                continue
            }
            if lower == UInt8(ascii: "0"), !afterDigit, offset + 1 < bytes.count, isDigit(bytes[offset + 1]) {
                continue
            }
            afterDigit = isDigit(lower)
            folded.append(lower)
        }
        return folded == Array("utf8".utf8)
    }

    /// XML 1.0's `EncName`: a letter, then letters, digits, `.`, `_` and `-`.
    private static func isEncName(_ bytes: [UInt8]) -> Bool {
        guard let first = bytes.first, isUpper(first) || isLower(first) else { return false }
        return bytes.dropFirst().allSatisfy {
            isUpper($0) || isLower($0) || isDigit($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_")
                || $0 == UInt8(ascii: "-")
        }
    }

    private static func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
    private static func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}
