extension String {
    /// The parts one after another, built in one allocation: the texts of explanations and
    /// warnings are assembled on every event, and `+` or interpolation regrows the string (and
    /// copies it) at nearly every part.
    ///
    /// Each part is read in place (by index, its UTF-8 lent by `withContiguousStorageIfAvailable`)
    /// and copied with one `initialize(fromContentsOf:)`: copying each part into a `var` first
    /// and calling the mutating `withUTF8` on it cost about 500 instructions a text (issue 19).
    init(concatenating parts: String...) {
        var total = 0
        for index in parts.indices { total &+= parts[index].utf8.count }
        self.init(unsafeUninitializedCapacity: total) { buffer in
            var written = 0
            for index in parts.indices {
                // The room left is the sum of the remaining parts' lengths, so each part fits
                // (and `initialize(fromContentsOf:)` checks it).
                let copied = parts[index].utf8.withContiguousStorageIfAvailable {
                    buffer[written...].initialize(fromContentsOf: $0)
                }
                if let copied {
                    written = copied
                } else {
                    // A bridged string, never seen on Linux: copied through its own UTF-8 view.
                    written = buffer[written...].initialize(fromContentsOf: parts[index].utf8)
                }
            }
            return written
        }
    }
}
