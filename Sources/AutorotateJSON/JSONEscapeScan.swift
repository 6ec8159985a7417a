/// The check behind every JSON string the package writes from bytes: whether any byte needs an
/// escape (a control character, `"` or `\\`), tested eight bytes at a time while the bytes are
/// copied. ``JSONOutput`` (the answers) and the service's request log line share it.
package enum JSONEscapeScan {
    /// Copies `count` (≥ 1) bytes from `from` to `to` and answers whether none of them
    /// needs an escape. Bounds: every load reads within `from ..< from + count` and every
    /// store writes within `to ..< to + count` (overlapping words for the last bytes).
    @inlinable @inline(__always)
    package static func copyIsClean(
        from: UnsafeRawPointer, to: UnsafeMutableRawPointer, count: Int
    ) -> Bool {
        if count >= 8 {
            var flags: UInt64 = 0
            var offset = 0
            while count &- offset > 8 {
                let word = from.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                to.storeBytes(of: word, toByteOffset: offset, as: UInt64.self)
                flags |= escapeFlags(word)
                offset &+= 8
            }
            let last = from.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
            to.storeBytes(of: last, toByteOffset: count &- 8, as: UInt64.self)
            return flags | escapeFlags(last) == 0
        }
        // Shorter strings: two overlapping loads of half the width, joined into one word whose
        // unused high bytes are `a` (no escape).
        if count >= 4 {
            let low = from.loadUnaligned(as: UInt32.self)
            let high = from.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
            to.storeBytes(of: low, as: UInt32.self)
            to.storeBytes(of: high, toByteOffset: count &- 4, as: UInt32.self)
            return escapeFlags(UInt64(low) | UInt64(high) &<< 32) == 0
        }
        if count >= 2 {
            let low = from.loadUnaligned(as: UInt16.self)
            let high = from.loadUnaligned(fromByteOffset: count &- 2, as: UInt16.self)
            to.storeBytes(of: low, as: UInt16.self)
            to.storeBytes(of: high, toByteOffset: count &- 2, as: UInt16.self)
            return escapeFlags(UInt64(low) | UInt64(high) &<< 16 | 0x6161_6161_0000_0000) == 0
        }
        let only = from.load(as: UInt8.self)
        to.storeBytes(of: only, as: UInt8.self)
        return escapeFlags(UInt64(only) | 0x6161_6161_6161_6100) == 0
    }

    /// Nonzero when any of the eight bytes of `word` is below 0x20, `"` or `\\` (exact as a
    /// whole: zero means no byte needs an escape).
    @inlinable @inline(__always)
    package static func escapeFlags(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let control = (word &- ones &* 0x20) & ~word & highs
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let zeroQuote = (quote &- ones) & ~quote & highs
        let zeroBackslash = (backslash &- ones) & ~backslash & highs
        return control | zeroQuote | zeroBackslash
    }
}
