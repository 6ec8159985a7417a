/// Seeded byte edits, the mutation step of the differential tests: the same seed gives the same
/// edits, so a failing round repeats exactly.
extension SeededGenerator {
    /// One edit at a random position of `bytes` (not empty): its byte replaced by one of
    /// `alphabet`, removed (unless it is the only one), or one of `alphabet` inserted before it.
    public mutating func edit(_ bytes: inout [UInt8], from alphabet: [UInt8]) {
        let position = Int.random(in: 0..<bytes.count, using: &self)
        let byte = alphabet[Int.random(in: 0..<alphabet.count, using: &self)]
        switch Int.random(in: 0..<3, using: &self) {
        case 0: bytes[position] = byte
        case 1: if bytes.count > 1 { bytes.remove(at: position) }
        default: bytes.insert(byte, at: position)
        }
    }

    /// A number of ``edit(_:from:)``s drawn from `count`.
    public mutating func edit(_ bytes: inout [UInt8], times count: ClosedRange<Int>, from alphabet: [UInt8]) {
        for _ in 0..<Int.random(in: count, using: &self) { edit(&bytes, from: alphabet) }
    }
}
