/// The view controllers a traversal has already visited, by index: a bit per index, in one
/// inline word while the indices are below 64 (no allocation, no hashing), in an array of words
/// above. Replaces `Set<Int>` in the per-event walks of the hierarchy (R3.7, R8.1, R8.7, R8.9).
struct VisitedSet {
    private var low: UInt64 = 0
    /// The words of the indices from 64, `nil` until one is inserted: a set that stays below 64
    /// (nearly every walk's) then holds no array, so creating and dropping it touches no
    /// reference count (an empty array is still retained and released).
    private var high: [UInt64]? = nil

    init() {}

    /// A set holding every index of `indices`.
    init(_ indices: [Int]) {
        for index in indices { insert(index) }
    }

    /// Adds `index` (≥ 0); whether it was not in the set yet.
    @discardableResult
    mutating func insert(_ index: Int) -> Bool {
        if index < 64 {
            let bit = UInt64(1) << UInt64(truncatingIfNeeded: index)
            defer { low |= bit }
            return low & bit == 0
        }
        let word = (index >> 6) &- 1
        // Moved out of the optional and back, so that the array is changed in place.
        var words: [UInt64] = []
        if let existing = high {
            words = existing
            high = nil
        }
        if word >= words.count { words.append(contentsOf: repeatElement(0, count: word &- words.count &+ 1)) }
        let bit = UInt64(1) << UInt64(truncatingIfNeeded: index & 63)
        let isNew = words[word] & bit == 0
        words[word] |= bit
        high = words
        return isNew
    }

    /// Whether `index` (≥ 0) is in the set.
    func contains(_ index: Int) -> Bool {
        if index < 64 { return low & (UInt64(1) << UInt64(truncatingIfNeeded: index)) != 0 }
        guard let high else { return false }
        let word = (index >> 6) &- 1
        return word < high.count && high[word] & (UInt64(1) << UInt64(truncatingIfNeeded: index & 63)) != 0
    }
}
