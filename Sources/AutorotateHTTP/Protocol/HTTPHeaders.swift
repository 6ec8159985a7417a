import AutorotatePlatform

/// An ordered list of HTTP header fields with case-insensitive lookup.
///
/// Names keep the spelling they arrived (or were added) with; comparisons ignore ASCII case.
///
/// ```swift
/// var headers = HTTPHeaders()
/// headers.add("Content-Type", "application/json")
/// headers["content-type"]  // "application/json"
/// ```
public struct HTTPHeaders: Sendable, Equatable, Sequence {
    /// The fields, in order.
    public private(set) var fields: [(name: String, value: String)]

    /// Creates a header list from `(name, value)` pairs.
    public init(_ fields: [(String, String)] = []) {
        self.fields = fields.map { (name: $0.0, value: $0.1) }
    }

    /// The value of the first field named `name`, or `nil`.
    public subscript(name: String) -> String? {
        for field in fields where field.name.equalsIgnoringASCIICase(name) { return field.value }
        return nil
    }

    /// Every value of the fields named `name`, in order.
    public func values(_ name: String) -> [String] {
        fields.filter { $0.name.equalsIgnoringASCIICase(name) }.map(\.value)
    }

    /// How many fields are named `name` (``values(_:)``'s count, without building the array).
    public func count(of name: String) -> Int {
        var count = 0
        for field in fields where field.name.equalsIgnoringASCIICase(name) { count += 1 }
        return count
    }

    /// Appends a field (a repeated name is kept as a second field).
    public mutating func add(_ name: String, _ value: String) {
        fields.append((name: name, value: value))
    }

    /// Makes room for `count` fields, so that adding them does not regrow the list.
    mutating func reserveCapacity(_ count: Int) {
        fields.reserveCapacity(count)
    }

    /// Replaces every field named `name` by one field with `value`.
    public mutating func set(_ name: String, _ value: String) {
        remove(name)
        add(name, value)
    }

    /// Removes every field named `name`.
    public mutating func remove(_ name: String) {
        fields.removeAll { $0.name.equalsIgnoringASCIICase(name) }
    }

    /// Whether a field named `name` exists.
    public func contains(_ name: String) -> Bool { self[name] != nil }

    /// Whether the comma-separated list in the fields named `name` contains `token` (ASCII case
    /// ignored), e.g. `Connection: keep-alive, Upgrade`.
    public func listContains(_ name: String, token: String) -> Bool {
        for field in fields where field.name.equalsIgnoringASCIICase(name) {
            if let found = Self.asciiListContains(field.value, token: token) {
                if found { return true }
                continue
            }
            for item in field.value.split(separator: ",")
            where item.trimmingASCIIWhitespace().equalsIgnoringASCIICase(token) {
                return true
            }
        }
        return false
    }

    /// ``listContains(_:token:)`` for one value, on its bytes (``forEachASCIIItem(of:separatedBy:_:)``);
    /// `nil` for a value that is not printable ASCII, which takes the `Character` path.
    private static func asciiListContains(_ value: String, token: String) -> Bool? {
        var found = false
        let isASCII = forEachASCIIItem(of: value[...], separatedBy: UInt8(ascii: ",")) { item in
            if !found, item.trimmingASCIIWhitespace().equalsIgnoringASCIICase(token) { found = true }
        }
        return isASCII ? found : nil
    }

    /// Calls `visit` with each item of `value` as `split(separator:)` on the `Character` of
    /// `separator` gives them: in order, untrimmed, empty items omitted. It splits on the bytes,
    /// which gives the same items when `value` is printable ASCII or tab (every `Character` one
    /// byte); for any other value it returns `false` without calling `visit`, and the caller
    /// splits by `Character`.
    static func forEachASCIIItem(
        of value: Substring, separatedBy separator: UInt8, _ visit: (Substring) -> Void
    ) -> Bool {
        let bytes = value.utf8
        let printable: Bool? = bytes.withContiguousStorageIfAvailable { buffer in
            for byte in buffer where !((byte >= 0x20 && byte < 0x7F) || byte == 0x09) { return false }
            return true
        }
        guard printable ?? bytes.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x09 }) else { return false }
        var start = bytes.startIndex
        while true {
            let end = bytes[start...].firstIndex(of: separator) ?? bytes.endIndex
            if start < end { visit(value[start..<end]) }
            guard end < bytes.endIndex else { return true }
            start = bytes.index(after: end)
        }
    }

    public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> {
        fields.makeIterator()
    }

    public static func == (lhs: HTTPHeaders, rhs: HTTPHeaders) -> Bool {
        lhs.fields.count == rhs.fields.count
            && zip(lhs.fields, rhs.fields).allSatisfy { $0.name == $1.name && $0.value == $1.value }
    }
}

extension StringProtocol {
    /// ASCII case-insensitive equality (header names, tokens), without allocating.
    func equalsIgnoringASCIICase(_ other: some StringProtocol) -> Bool {
        // ASCII case folding keeps every byte's length: texts of different lengths never match
        // (the common case of a header lookup, answered without walking either text).
        guard utf8.count == other.utf8.count else { return false }
        // Native strings hand out their UTF-8 in place: compare the buffers.
        let inPlace: Bool?? = utf8.withContiguousStorageIfAvailable { left in
            other.utf8.withContiguousStorageIfAvailable { right in
                // Bounds: both buffers have the same count (checked above).
                for index in 0..<left.count {
                    let a = left[index]
                    let b = right[index]
                    if a == b { continue }
                    if a | 0x20 == b | 0x20, (a | 0x20) >= 0x61, (a | 0x20) <= 0x7A { continue }
                    return false
                }
                return true
            }
        }
        if let answer = inPlace ?? nil { return answer }
        var left = utf8.makeIterator()
        var right = other.utf8.makeIterator()
        while true {
            switch (left.next(), right.next()) {
            case (nil, nil): return true
            case (let a?, let b?):
                if a == b { continue }
                if a | 0x20 == b | 0x20, (a | 0x20) >= 0x61, (a | 0x20) <= 0x7A { continue }
                return false
            default: return false
            }
        }
    }
}
