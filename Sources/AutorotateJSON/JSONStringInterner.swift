/// Remembers the plain-ASCII strings one document has already produced, so that a value the
/// document repeats (orientation names, view controller ids, callback method names: a 12 KB
/// simulation has ~300 strings but ~40 distinct ones) is built once and shared, instead of
/// allocated again. Strings are keyed by their bytes in the input; lookups compare those bytes.
///
/// Bounded: a fixed open-addressed table of ``capacity`` slots filled at most half, probed at
/// most ``maxProbes`` times, and strings longer than ``maxLength`` bytes are never remembered, so
/// a hostile document (many strings with one hash) costs at most ``maxProbes`` comparisons of at
/// most ``maxLength`` bytes per string.
package struct JSONStringInterner {
    package static let capacity = 256
    package static let maxLength = 128
    package static let maxProbes = 8
    /// Strings up to this many UTF-8 bytes are stored inline in the `String` value (no allocation
    /// to save), and building one is cheaper than looking it up.
    package static let smallStringLength = 15

    /// A remembered string and where its bytes are in the input.
    private struct Entry {
        package var start: Int
        package var count: Int
        package var string: String
    }

    private var entries: [Entry] = []
    /// Open addressing with linear probing: an index into `entries`, or -1.
    private var slots: [Int16] = []

    /// The string of `input[range]` (plain ASCII, no escapes: the caller checked), shared with an
    /// earlier equal one when there was one.
    package mutating func string(_ input: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        let bytes = UnsafeBufferPointer(rebasing: input[range])
        guard range.count > Self.smallStringLength, range.count <= Self.maxLength,
            let base = input.baseAddress
        else {
            return String(decoding: bytes, as: UTF8.self)
        }
        if slots.isEmpty { slots = Array(repeating: -1, count: Self.capacity) }
        var slot = Self.hash(input, base, range) & (Self.capacity - 1)
        var probes = 0
        while slots[slot] >= 0 && probes < Self.maxProbes {
            let entry = entries[Int(slots[slot])]
            if entry.count == range.count && Self.equal(base, entry.start, range.lowerBound, range.count) {
                return entry.string
            }
            slot = (slot + 1) & (Self.capacity - 1)
            probes += 1
        }
        let string = String(decoding: bytes, as: UTF8.self)
        if slots[slot] < 0 && entries.count < Self.capacity / 2 {
            slots[slot] = Int16(entries.count)
            entries.append(Entry(start: range.lowerBound, count: range.count, string: string))
        }
        return string
    }

    /// Length, first and last eight bytes (fewer for short strings), mixed by multiplication.
    private static func hash(
        _ input: UnsafeBufferPointer<UInt8>, _ base: UnsafePointer<UInt8>, _ range: Range<Int>
    )
        -> Int
    {
        let count = range.count
        var head: UInt64 = 0
        var tail: UInt64 = 0
        if count >= 8 {
            head = word(base, range.lowerBound)
            tail = word(base, range.upperBound - 8)
        } else if range.lowerBound + 8 <= input.count {
            head = word(base, range.lowerBound) & ((1 << (8 * UInt64(count))) &- 1)
        } else {
            for offset in 0..<count {
                head |= UInt64(base[range.lowerBound + offset]) << (8 * UInt64(offset))
            }
        }
        var mixed = (head ^ UInt64(count)) &* 0x9E37_79B9_7F4A_7C15
        mixed = (mixed ^ tail ^ (mixed >> 29)) &* 0xBF58_476D_1CE4_E5B9
        return Int(truncatingIfNeeded: mixed >> 32)
    }

    private static func equal(_ base: UnsafePointer<UInt8>, _ first: Int, _ second: Int, _ count: Int) -> Bool
    {
        var offset = 0
        while offset + 8 <= count {
            if word(base, first + offset) != word(base, second + offset) { return false }
            offset += 8
        }
        while offset < count {
            if base[first + offset] != base[second + offset] { return false }
            offset += 1
        }
        return true
    }

    @inline(__always)
    private static func word(_ base: UnsafePointer<UInt8>, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
    }
}
