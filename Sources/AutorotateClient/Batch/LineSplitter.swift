/// Cuts a byte stream that arrives in arbitrary pieces into NDJSON lines.
///
/// Lines end with LF (a CR before it is dropped); empty lines are skipped. Bytes after the last LF
/// are held until more arrive or ``finish()`` returns them.
struct LineSplitter {
    private var pending: [UInt8] = []

    /// Appends `bytes` and returns every line they complete, in order.
    mutating func feed(_ bytes: UnsafeRawBufferPointer) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        var start = 0
        for index in 0..<bytes.count where bytes[index] == UInt8(ascii: "\n") {
            pending.append(contentsOf: bytes[start..<index])
            if let line = takePending() { lines.append(line) }
            start = index + 1
        }
        pending.append(contentsOf: bytes[start..<bytes.count])
        return lines
    }

    /// Convenience for arrays (tests).
    mutating func feed(_ bytes: [UInt8]) -> [[UInt8]] {
        bytes.withUnsafeBytes { feed($0) }
    }

    /// The unterminated last line, if any.
    mutating func finish() -> [UInt8]? { takePending() }

    private mutating func takePending() -> [UInt8]? {
        if pending.last == UInt8(ascii: "\r") { pending.removeLast() }
        defer { pending.removeAll(keepingCapacity: true) }
        return pending.isEmpty ? nil : pending
    }
}
