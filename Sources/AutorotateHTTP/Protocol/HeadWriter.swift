import Glibc

/// Writes a response head into memory sized for it beforehand (``ResponseEncoder``): each text
/// is one copy, where appending to an array would check its capacity and uniqueness per piece,
/// a cost that shows on the cheapest answers (`GET /livez`).
///
/// A write never goes past `capacity`: a text that does not fit is cut there. The encoder sizes
/// the memory from the same texts, so nothing is ever cut; the bound keeps a miscount from
/// writing out of bounds.
struct HeadWriter {
    private let base: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    /// The bytes written so far.
    private(set) var count = 0

    init(base: UnsafeMutablePointer<UInt8>, capacity: Int) {
        self.base = base
        self.capacity = capacity
    }

    /// The number of bytes ``write(decimal:)`` writes for `value`.
    static func decimalLength(_ value: Int) -> Int {
        var length = value < 0 ? 2 : 1
        var rest = value.magnitude / 10
        while rest > 0 {
            length += 1
            rest /= 10
        }
        return length
    }

    mutating func write(_ text: StaticString) {
        copy(text.utf8Start, text.utf8CodeUnitCount)
    }

    mutating func write(_ text: String) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            if let start = bytes.baseAddress { copy(start, bytes.count) }
        }
        if copied == nil {
            for byte in text.utf8 { write(byte: byte) }
        }
    }

    /// `value` in decimal, with a `-` when negative.
    mutating func write(decimal value: Int) {
        if value < 0 { write(byte: UInt8(ascii: "-")) }
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: UInt.max has 20 digits
        let length = Self.decimalLength(value) - (value < 0 ? 1 : 0)
        withUnsafeMutableBytes(of: &digits) { raw in
            var rest = value.magnitude
            for index in stride(from: length - 1, through: 0, by: -1) {
                raw[index] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            }
            if let start = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) { copy(start, length) }
        }
    }

    private mutating func write(byte: UInt8) {
        guard count < capacity else { return }
        base[count] = byte
        count += 1
    }

    private mutating func copy(_ start: UnsafePointer<UInt8>, _ length: Int) {
        let fitting = min(length, capacity - count)
        guard fitting > 0 else { return }
        memcpy(base + count, start, fitting)
        count += fitting
    }
}
