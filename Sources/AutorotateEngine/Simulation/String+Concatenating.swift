extension String {
    /// The parts one after another, built in one allocation: the texts of explanations and
    /// warnings are assembled on every event, and `+` or interpolation regrows the string (and
    /// copies it) at nearly every part.
    init(concatenating parts: String...) {
        var total = 0
        for part in parts { total &+= part.utf8.count }
        self.init(unsafeUninitializedCapacity: total) { buffer in
            var written = 0
            for part in parts {
                var part = part
                // Each part is copied into the room left; the room is the sum of the parts'
                // lengths, so it always fits (and `initialize(fromContentsOf:)` checks it).
                written = part.withUTF8 { buffer[written...].initialize(fromContentsOf: $0) }
            }
            return written
        }
    }
}
