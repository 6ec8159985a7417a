extension String {
    /// The parts one after another, built in one allocation: the texts of explanations and
    /// warnings are assembled on every event, and `+` or interpolation regrows the string (and
    /// copies it) at nearly every part.
    ///
    /// Each part is read in place (by index, its UTF-8 lent by `withContiguousStorageIfAvailable`)
    /// and copied with one `initialize(fromContentsOf:)`: copying each part into a `var` first
    /// and calling the mutating `withUTF8` on it would copy every part once more.
    /// Texts of two to six parts take the overloads below, which need no array for their parts.
    init(concatenating parts: String...) {
        var total = 0
        for index in parts.indices { total &+= parts[index].utf8.count }
        self.init(unsafeUninitializedCapacity: total) { buffer in
            var written = 0
            for index in parts.indices { written = Self.copy(parts[index], into: buffer, at: written) }
            return written
        }
    }

    // Fixed numbers of parts: a variadic call allocates, fills and frees an array of its parts,
    // a large share of what building a short text costs. Fewer parts are padded with empty
    // strings (nothing to copy) to the six-part one.

    init(concatenating a: String, _ b: String) {
        self.init(concatenating: a, b, "", "", "", "")
    }

    init(concatenating a: String, _ b: String, _ c: String) {
        self.init(concatenating: a, b, c, "", "", "")
    }

    init(concatenating a: String, _ b: String, _ c: String, _ d: String) {
        self.init(concatenating: a, b, c, d, "", "")
    }

    init(concatenating a: String, _ b: String, _ c: String, _ d: String, _ e: String) {
        self.init(concatenating: a, b, c, d, e, "")
    }

    init(concatenating a: String, _ b: String, _ c: String, _ d: String, _ e: String, _ f: String) {
        let total =
            a.utf8.count &+ b.utf8.count &+ c.utf8.count &+ d.utf8.count &+ e.utf8.count &+ f.utf8.count
        self.init(unsafeUninitializedCapacity: total) { buffer in
            var written = Self.copy(a, into: buffer, at: 0)
            written = Self.copy(b, into: buffer, at: written)
            written = Self.copy(c, into: buffer, at: written)
            written = Self.copy(d, into: buffer, at: written)
            written = Self.copy(e, into: buffer, at: written)
            return Self.copy(f, into: buffer, at: written)
        }
    }

    /// Copies `part`'s UTF-8 into `buffer` from `offset`, answering the offset after it. The
    /// callers size `buffer` as the sum of their parts' lengths, so each part fits (and
    /// `initialize(fromContentsOf:)` checks it).
    @inline(__always)
    private static func copy(_ part: String, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int)
        -> Int
    {
        let copied = part.utf8.withContiguousStorageIfAvailable {
            buffer[offset...].initialize(fromContentsOf: $0)
        }
        // A bridged string, never seen on Linux: copied through its own UTF-8 view.
        return copied ?? buffer[offset...].initialize(fromContentsOf: part.utf8)
    }
}
