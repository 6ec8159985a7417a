/// Header names compared as HTTP compares them (ASCII letters without case), without building
/// lower-cased copies: a lookup runs on every response.
enum ASCIICaseInsensitive {
    /// Whether `left` and `right` are the same bytes once ASCII letters are folded to lower case.
    static func equal(_ left: String, _ right: String) -> Bool {
        guard left.utf8.count == right.utf8.count else { return false }
        var leftBytes = left.utf8.makeIterator()
        var rightBytes = right.utf8.makeIterator()
        while true {
            switch (leftBytes.next(), rightBytes.next()) {
            case (nil, nil): return true
            case (let a?, let b?) where lowered(a) == lowered(b): continue
            default: return false
            }
        }
    }

    private static func lowered(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }
}
