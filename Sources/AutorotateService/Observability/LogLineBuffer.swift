/// The bytes of a batch of log lines, written by the log writer's thread and kept from batch to
/// batch (its capacity, not its content).
///
/// The request line — one per request — is written in one piece (``reserve(_:writing:)``): the
/// line's longest possible length is known from its strings' lengths before a byte is written,
/// so the bytes go straight into the buffer's storage instead of through one `append` per key,
/// quote and value.
struct LogLineBuffer {
    /// The storage; bytes at `count` and beyond are spare capacity (zeros or an older batch's).
    private var storage: [UInt8] = []
    /// How many bytes are written so far.
    private(set) var count = 0

    /// The bytes written so far.
    var bytes: ArraySlice<UInt8> { storage[0..<count] }

    /// Appends `bytes`.
    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { source in
            reserve(source.count) { region in
                // `region` holds exactly `source.count` bytes.
                guard let from = source.baseAddress, let to = region.baseAddress else { return 0 }
                to.update(from: from, count: source.count)
                return source.count
            }
        }
    }

    /// Lets `write` fill at most `maximum` bytes after the ones written, in a region that holds
    /// exactly `maximum` bytes; `write` answers how many it wrote (clamped to `0...maximum`),
    /// and those become part of ``bytes``. The region is valid only inside `write`.
    mutating func reserve(_ maximum: Int, writing write: (UnsafeMutableBufferPointer<UInt8>) -> Int) {
        guard maximum > 0 else { return }
        let needed = count + maximum
        if storage.count < needed {
            storage.append(
                contentsOf: repeatElement(0, count: max(needed, 2 * storage.count) - storage.count))
        }
        let start = count
        let written = storage.withUnsafeMutableBufferPointer { all in
            // start + maximum ≤ storage.count: the storage was grown to `needed` above.
            write(UnsafeMutableBufferPointer(rebasing: all[start..<start + maximum]))
        }
        count = start + min(max(written, 0), maximum)
    }

    /// Forgets the bytes written; keeps the storage unless it is larger than `capacityKept` bytes.
    mutating func removeAll(keepingCapacityUpTo capacityKept: Int) {
        count = 0
        if storage.count > capacityKept { storage = [] }
    }
}
