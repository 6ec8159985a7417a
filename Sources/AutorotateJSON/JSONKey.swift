/// An object member's key as the cursor found it, in place in the input (between the quotes):
/// plain ASCII, or with escapes or non-ASCII text, which is decoded when the key is compared.
/// Matched against the names a decoder knows with `case "name":` in a `switch` (the match is
/// the decoders' own, in their module, where it is inlined into each case).
package struct JSONKey {
    /// The key's bytes between its quotes, escapes as written.
    package let raw: UnsafeBufferPointer<UInt8>
    /// No escapes and only ASCII: the bytes are the key.
    package let isPlain: Bool

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
}
