/// Reading the answers' fixed vocabulary back: a decoded answer stores its orientation names,
/// selectors and event types as ``WireWord``s, as the engine's own values do, so that decoding
/// one allocates, retains and later releases nothing for them (a seed003 answer holds about 250).
/// Any other text is a ``WireText/text(_:)`` as before; both forms compare equal by their text.
extension JSONCursor {
    /// The next string as stored text: a word when its bytes spell one, else the string.
    mutating func wireText() throws(SimulationDecodingError) -> WireText {
        guard let bytes = try plainStringBytes() else { return .text(try string()) }
        if let word = WireWord(spelling: bytes) { return .word(word) }
        return .text(interned(bytes))
    }

    /// A string as stored text, or `nil` for `null`.
    mutating func optionalWireText() throws(SimulationDecodingError) -> WireText? {
        try consumeNull() ? nil : try wireText()
    }
}

extension WireWord {
    /// The word whose text is exactly `bytes` (plain ASCII), or `nil`: one probe of a hash table
    /// in the usual case, then the candidate's bytes compared eight at a time.
    init?(spelling bytes: UnsafeBufferPointer<UInt8>) {
        guard let actual = bytes.baseAddress, !bytes.isEmpty else { return nil }
        let table = WireWord.spellings
        var slot = SpellingTable.slot(of: bytes)
        while let word = table.words[slot] {
            if table.spells(word, actual, bytes.count) {
                self = word
                return
            }
            slot = (slot + 1) & (SpellingTable.size - 1)
        }
        return nil
    }

    /// Every word's text, placed by ``SpellingTable/slot(of:)``, built once per process.
    private static let spellings = SpellingTable()

    /// Open addressing with linear probing over a table four times the vocabulary's size; the
    /// texts are kept in one byte array.
    private struct SpellingTable {
        static let size = 256
        var words: [WireWord?] = Array(repeating: nil, count: size)
        var bytes: [UInt8] = []
        /// Where each word's text starts in `bytes`, by raw value; one more for the end.
        var starts: [Int] = []

        init() {
            for word in WireWord.allCases {
                starts.append(bytes.count)
                bytes += Array(word.text.utf8)
            }
            starts.append(bytes.count)
            for word in WireWord.allCases {
                let text = Array(word.text.utf8)
                var slot = text.withUnsafeBufferPointer { Self.slot(of: $0) }
                while words[slot] != nil { slot = (slot + 1) & (Self.size - 1) }
                words[slot] = word
            }
        }

        /// Length, first, middle and last byte, mixed by multiplication.
        static func slot(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
            let count = bytes.count
            var mixed = UInt64(count) &* 0x9E37_79B9_7F4A_7C15
            mixed ^= UInt64(bytes[0]) | UInt64(bytes[count / 2]) << 8 | UInt64(bytes[count - 1]) << 16
            mixed = (mixed ^ (mixed >> 29)) &* 0xBF58_476D_1CE4_E5B9
            return Int(truncatingIfNeeded: mixed >> 56)
        }

        /// Whether `word`'s text is the `count` bytes at `actual`.
        func spells(_ word: WireWord, _ actual: UnsafePointer<UInt8>, _ count: Int) -> Bool {
            let start = starts[Int(word.rawValue)]
            guard starts[Int(word.rawValue) + 1] - start == count else { return false }
            return bytes.withUnsafeBufferPointer { text in
                guard let expected = text.baseAddress.map({ $0 + start }) else { return false }
                var offset = 0
                while offset + 8 <= count {
                    if UnsafeRawPointer(actual + offset).loadUnaligned(as: UInt64.self)
                        != UnsafeRawPointer(expected + offset).loadUnaligned(as: UInt64.self)
                    {
                        return false
                    }
                    offset += 8
                }
                while offset < count {
                    if actual[offset] != expected[offset] { return false }
                    offset += 1
                }
                return true
            }
        }
    }
}
