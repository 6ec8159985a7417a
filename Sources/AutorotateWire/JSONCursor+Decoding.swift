/// What the wire types' decoders need from ``JSONCursor`` in their own module: matching a key
/// against a name, and reading an array into values of a decoder's type. Here, not in
/// AutorotateJSON, so that each `case "name":` is inlined and each array is built specialised for
/// its element type; across the module boundary both were calls, the second one generic, which
/// looked up type metadata at run time for every element (bench/NOTES.md).
extension JSONKey {
    /// Whether the key is `name`: bytes compared eight at a time when the key is plain, the
    /// decoded text otherwise.
    @inline(__always)
    static func ~= (name: StaticString, key: JSONKey) -> Bool {
        guard key.isPlain else { return key.string == name.description }
        let count = key.raw.count
        guard count == name.utf8CodeUnitCount, let actual = key.raw.baseAddress else { return count == 0 }
        let expected = name.utf8Start
        guard count >= 8 else {
            for offset in 0..<count where actual[offset] != expected[offset] { return false }
            return true
        }
        // Eight bytes at a time; the last word may overlap the one before it.
        var offset = 0
        while true {
            let start = min(offset, count - 8)
            if UnsafeRawPointer(actual + start).loadUnaligned(as: UInt64.self)
                != UnsafeRawPointer(expected + start).loadUnaligned(as: UInt64.self)
            {
                return false
            }
            offset += 8
            if offset >= count { return true }
        }
    }
}

extension JSONCursor {
    /// Reads an array whose elements are all read by `element`.
    mutating func elements<Element>(
        _ element: (inout JSONCursor) throws(SimulationDecodingError) -> Element
    ) throws(SimulationDecodingError) -> [Element] {
        var result: [Element] = []
        try forEachElement { (cursor, index) throws(SimulationDecodingError) in
            // A decision's callbacks and queries run to a handful: one allocation, not four growths.
            if index == 0 { result.reserveCapacity(8) }
            result.append(try element(&cursor))
        }
        return result
    }
}
