/// Where a JSON text's structural characters are, outside strings: for tests that damage a
/// document or re-space it.
public enum JSONStructure {
    /// The offsets of `{` `}` `[` `]` `,` `:` outside strings.
    public static func offsets(in bytes: [UInt8]) -> [Int] {
        var offsets: [Int] = []
        var inString = false
        var escaped = false
        for (offset, byte) in bytes.enumerated() {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if Array("{}[],:".utf8).contains(byte) {
                offsets.append(offset)
            }
        }
        return offsets
    }
}
