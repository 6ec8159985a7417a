/// An object member's key as the cursor found it, in place in the input (between the quotes):
/// plain ASCII, or with escapes or non-ASCII text, which is decoded when the key is compared.
/// Matched against the names a decoder knows with `case "name":` in a `switch`.
package struct JSONKey {
    private let raw: UnsafeBufferPointer<UInt8>
    /// No escapes and only ASCII: the bytes are the key.
    private let isPlain: Bool

    package init(raw: UnsafeBufferPointer<UInt8>, isPlain: Bool) {
        self.raw = raw
        self.isPlain = isPlain
    }

    /// The key as a string (built on demand: error messages and dynamic keys such as view ids).
    package var string: String {
        if isPlain { return String(decoding: raw, as: UTF8.self) }
        // The cursor already checked the key with the reader's scanner, so this cannot fail.
        guard let quoted = raw.baseAddress.map({ UnsafeBufferPointer(start: $0 - 1, count: raw.count + 2) })
        else {
            return ""
        }
        var parser = JSONParser(input: quoted, maxDepth: 1)
        return (try? parser.parseString()) ?? ""
    }

    @inline(__always)
    package static func ~= (name: StaticString, key: JSONKey) -> Bool {
        guard key.isPlain else { return key.string == name.description }
        let count = key.raw.count
        guard count == name.utf8CodeUnitCount, let actual = key.raw.baseAddress else { return count == 0 }
        let expected = name.utf8Start
        guard count >= 8 else {
            for offset in 0..<count where actual[offset] != expected[offset] { return false }
            return true
        }
        // Eight bytes at a time; the last word may overlap the one before it.
        var offset = 0
        while true {
            let start = min(offset, count - 8)
            if UnsafeRawPointer(actual + start).loadUnaligned(as: UInt64.self)
                != UnsafeRawPointer(expected + start).loadUnaligned(as: UInt64.self)
            {
                return false
            }
            offset += 8
            if offset >= count { return true }
        }
    }
}
