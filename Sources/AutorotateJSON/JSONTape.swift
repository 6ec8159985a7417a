/// A parsed JSON document as one flat array of node records (a "tape"), read by index.
///
/// Node `0` is the root. A container's record holds the index just past its last descendant
/// (``end(_:)``) and its number of elements or members; its children follow it in document order,
/// an object's as key, value, key, value. A string's record is a byte range of ``text`` (the
/// document's own bytes; strings with escapes are decoded once and appended after them), so no
/// `String` is built until a reader asks for one, and keys are compared as bytes in place.
///
/// Building a tape accepts exactly the documents ``JSONReader`` accepts (same nesting limit, same
/// duplicate-key rule: keys equal under Swift's `==`, which is canonical equivalence); its errors
/// are ``JSONReader``'s, word for word.
///
/// ```swift
/// let tape = try JSONTape.parse(Array(#"{"os": "6.1", "events": []}"#.utf8))
/// if let os = tape.member(tape.root, "os") { print(tape.string(os) ?? "") }  // 6.1
/// ```
public struct JSONTape: Sendable {
    /// What a node is.
    public enum Kind: UInt8, Sendable {
        case null, `false`, `true`, number, string, array, object
    }

    /// One node: its kind and two payload words (see ``JSONTape``).
    @usableFromInline
    package struct Entry: Sendable {
        /// The node's kind.
        @usableFromInline package var kind: Kind
        /// For a string: whether all its bytes are ASCII.
        @usableFromInline package var isASCII: Bool
        /// A string's first byte in `text`; a container's end index; a number's bit pattern.
        @usableFromInline package var first: Int
        /// A string's length in bytes; a container's element or member count.
        @usableFromInline package var second: Int

        @usableFromInline
        package init(kind: Kind, isASCII: Bool = true, first: Int = 0, second: Int = 0) {
            self.kind = kind
            self.isASCII = isASCII
            self.first = first
            self.second = second
        }
    }

    /// The bytes string records point into.
    @usableFromInline package var text: [UInt8]
    /// The node records in document order.
    @usableFromInline package var entries: [Entry]

    @usableFromInline
    package init(text: [UInt8], entries: [Entry]) {
        self.text = text
        self.entries = entries
    }

    /// A tape holding the single value `null`.
    public init() {
        self.init(text: [], entries: [Entry(kind: .null)])
    }

    /// The root node's index.
    public var root: Int { 0 }

    /// The number of nodes.
    public var nodeCount: Int { entries.count }

    /// What `node` is.
    @inlinable
    public func kind(_ node: Int) -> Kind { entries[node].kind }

    /// Whether `node` is `null`.
    @inlinable
    public func isNull(_ node: Int) -> Bool { entries[node].kind == .null }

    /// The index just past `node` and all its descendants: its next sibling, if it has one.
    @inlinable
    public func end(_ node: Int) -> Int { Self.end(of: node, in: entries) }

    /// ``end(_:)`` of `node`, read from the records `entries`.
    @inlinable
    package static func end(of node: Int, in entries: [Entry]) -> Int {
        let entry = entries[node]
        switch entry.kind {
        case .array, .object: return entry.first
        default: return node + 1
        }
    }

    /// The number of elements of an array or members of an object (0 for anything else).
    @inlinable
    public func count(_ node: Int) -> Int {
        let entry = entries[node]
        switch entry.kind {
        case .array, .object: return entry.second
        default: return 0
        }
    }

    /// The number `node` holds, or `nil` when it is not a number.
    @inlinable
    public func number(_ node: Int) -> Double? {
        let entry = entries[node]
        guard entry.kind == .number else { return nil }
        return Double(bitPattern: UInt64(bitPattern: Int64(entry.first)))
    }

    /// The Boolean `node` holds, or `nil` when it is not `true` or `false`.
    @inlinable
    public func bool(_ node: Int) -> Bool? {
        switch entries[node].kind {
        case .true: return true
        case .false: return false
        default: return nil
        }
    }

    /// The string `node` holds (a string value or an object key), or `nil` when it is not a string.
    @inlinable
    public func string(_ node: Int) -> String? {
        let entry = entries[node]
        guard entry.kind == .string else { return nil }
        return text.withUnsafeBufferPointer { bytes in
            String(
                decoding: UnsafeBufferPointer(rebasing: bytes[entry.first..<(entry.first + entry.second)]),
                as: UTF8.self)
        }
    }

    /// Whether `node` is a string of ASCII bytes only.
    @inlinable
    public func isASCII(_ node: Int) -> Bool {
        let entry = entries[node]
        return entry.kind == .string && entry.isASCII
    }

    /// The length in UTF-8 bytes of the string `node` holds (0 for anything else).
    @inlinable
    public func utf8Count(_ node: Int) -> Int {
        let entry = entries[node]
        return entry.kind == .string ? entry.second : 0
    }

    /// Whether `node` is a string equal to `other` under Swift's `==` (canonical equivalence), as
    /// `JSONValue.string(s) == .string(other)` is. Compares bytes; builds a `String` only when
    /// the bytes cannot decide (see ``sameText(_:_:)``).
    @inlinable
    public func string(_ node: Int, equals other: String) -> Bool {
        let entry = entries[node]
        guard entry.kind == .string else { return false }
        let otherCount = other.utf8.count
        if otherCount == entry.second { return sameText(entry, other) }
        // An ASCII string is its own canonical form, and a text canonically equal to one is at
        // least as long in UTF-8 (the only non-ASCII characters whose canonical form is ASCII,
        // such as U+212A KELVIN SIGN, are singletons of two or more bytes that become one): a
        // shorter `other` cannot equal it, nor can a longer one that is itself ASCII.
        if entry.isASCII && (otherCount < entry.second || Self.isASCII(other)) { return false }
        return string(node) == other
    }

    /// Whether `node` is a string of `name`'s UTF-8 length equal to it under `==`: how
    /// ``JSONObject``'s subscript matches keys, so lookups find exactly the members it finds.
    @inlinable
    public func string(_ node: Int, matches name: String) -> Bool {
        let entry = entries[node]
        guard entry.kind == .string, entry.second == name.utf8.count else { return false }
        return sameText(entry, name)
    }

    /// Whether a string record's text equals `other`, of the same UTF-8 length, under `==`:
    /// the same bytes are equal; different bytes are unequal when the record is ASCII (a text
    /// canonically equal to an ASCII one and as long in UTF-8 is that ASCII text; see
    /// ``string(_:equals:)``); otherwise `==` decides.
    @inlinable
    package func sameText(_ entry: Entry, _ other: String) -> Bool {
        // Every caller has checked that `other` is as long as the record (`entry.second` bytes),
        // and a record's range lies inside `text`, so both buffers hold the bytes compared.
        let sameBytes =
            other.utf8.withContiguousStorageIfAvailable { otherBytes in
                otherBytes.count == entry.second
                    && text.withUnsafeBufferPointer { bytes in
                        Self.same(bytes, from: entry.first, as: otherBytes)
                    }
            } ?? text[entry.first..<(entry.first + entry.second)].elementsEqual(other.utf8)
        if sameBytes { return true }
        if entry.isASCII { return false }
        return textOf(entry) == other
    }

    /// Whether every byte of `text` is ASCII.
    @inlinable
    package static func isASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { isASCII($0) } ?? text.utf8.allSatisfy { $0 < 0x80 }
    }

    /// Whether every byte of `bytes` is ASCII, tested eight at a time.
    @inlinable
    public static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var index = 0
        var high: UInt64 = 0
        // Every eight-byte load lies inside the buffer (`index + 8 <= count`).
        while index + 8 <= bytes.count {
            high |= UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            index += 8
        }
        while index < bytes.count {
            high |= UInt64(bytes[index])
            index += 1
        }
        return high & 0x8080_8080_8080_8080 == 0
    }

    /// The text of a string record.
    @inlinable
    package func textOf(_ entry: Entry) -> String {
        text.withUnsafeBufferPointer { bytes in
            String(
                decoding: UnsafeBufferPointer(rebasing: bytes[entry.first..<(entry.first + entry.second)]),
                as: UTF8.self)
        }
    }

    /// Calls `body` with the UTF-8 bytes of the string at `node` when every one of them is ASCII
    /// (read in place, no `String`); `nil` when `node` is not such a string.
    @inlinable
    public func withASCIIBytes<Result>(of node: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result)
        -> Result?
    {
        let entry = entries[node]
        guard entry.kind == .string, entry.isASCII else { return nil }
        // A string record's range lies inside `text`.
        return text.withUnsafeBufferPointer { bytes in
            body(UnsafeBufferPointer(rebasing: bytes[entry.first..<(entry.first + entry.second)]))
        }
    }

    /// One bit of 64 picked by a text's UTF-8 length: a key filter ORs the bits of an object's
    /// keys, and an ASCII name whose bit is clear in it is none of them (a key matches an ASCII
    /// name only when it has its bytes, so its length).
    @inlinable
    public static func keyFilterBit(length: Int) -> UInt64 { 1 << UInt64(length & 63) }

    /// ``keyFilterBit(length:)`` of the string at `node` (a key); every bit for anything else.
    @inlinable
    public func keyFilterBit(_ node: Int) -> UInt64 {
        let entry = entries[node]
        return entry.kind == .string ? Self.keyFilterBit(length: entry.second) : .max
    }

    /// Whether the strings at `node` and `other` are equal under Swift's `==` (canonical
    /// equivalence); `false` when either is not a string. The same bytes are equal, two ASCII
    /// texts are equal only when their bytes are; otherwise `==` of their texts decides.
    @inlinable
    public func string(_ node: Int, equalsStringAt other: Int) -> Bool {
        let entry = entries[node]
        let otherEntry = entries[other]
        guard entry.kind == .string, otherEntry.kind == .string else { return false }
        if entry.second == otherEntry.second {
            // Both records' ranges lie inside `text` and are `entry.second` bytes long.
            let sameBytes = text.withUnsafeBufferPointer { bytes in
                Self.sameBytes(
                    UnsafeBufferPointer(rebasing: bytes[entry.first..<(entry.first + entry.second)]),
                    UnsafeBufferPointer(
                        rebasing: bytes[otherEntry.first..<(otherEntry.first + otherEntry.second)]))
            }
            if sameBytes { return true }
        }
        if entry.isASCII && otherEntry.isASCII { return false }
        return textOf(entry) == textOf(otherEntry)
    }

    /// The value of `object`'s member `key`, or `nil` when it has none (or is not an object). Keys
    /// match as in ``JSONObject``'s subscript: the same UTF-8 length and equal under `==`.
    @inlinable
    public func member(_ object: Int, _ key: String) -> Int? {
        let length = key.utf8.count
        return firstMember(of: object) { $0.second == length && sameText($0, key) }
    }

    /// The value node of `object`'s first member whose key record `matches`, or `nil` (also
    /// when `object` is not an object): the one walk over a member list that every lookup shares.
    @inlinable @inline(__always)
    package func firstMember(of object: Int, where matches: (Entry) -> Bool) -> Int? {
        entries.withUnsafeBufferPointer { records -> Int? in
            let entry = records[object]
            guard entry.kind == .object else { return nil }
            var node = object + 1
            while node < entry.first {
                let keyRecord = records[node]
                if keyRecord.kind == .string && matches(keyRecord) { return node + 1 }
                let value = records[node + 1]
                node = value.kind.rawValue >= Kind.array.rawValue ? value.first : node + 2
            }
            return nil
        }
    }

    /// The position among `object`'s members of the first whose key has exactly the bytes of the
    /// string at `node`, or `nil` (also when either is not what it should be). For an ASCII
    /// `node` that is the first key equal to it under `==` of its UTF-8 length, as
    /// ``string(_:matches:)`` finds it. One walk with the bytes lent once: no `String`, nothing
    /// retained per key.
    @inlinable
    public func memberPosition(ofKeyWithBytesOf node: Int, in object: Int) -> Int? {
        let wanted = entries[node]
        guard wanted.kind == .string else { return nil }
        return text.withUnsafeBufferPointer { bytes -> Int? in
            // `wanted`'s range lies inside `text`, as does every key record's.
            let name = UnsafeBufferPointer(rebasing: bytes[wanted.first..<(wanted.first + wanted.second)])
            var position = 0
            return firstMember(of: object) { key in
                if key.second == name.count && Self.same(bytes, from: key.first, as: name) { return true }
                position += 1
                return false
            }.map { _ in position }
        }
    }

    /// Whether the string at `node` matches one of `names` as ``string(_:matches:)`` matches
    /// one (the same UTF-8 length, then `==`).
    @inlinable
    public func string(_ node: Int, isOneOf names: [String]) -> Bool {
        let entry = entries[node]
        guard entry.kind == .string else { return false }
        for name in names where name.utf8.count == entry.second && sameText(entry, name) { return true }
        return false
    }

    // MARK: ASCII names known at compile time

    /// The OR of the ``keyFilterBit(_:)`` bits of `object`'s keys when every key is ASCII and
    /// is `alsoKnown` or one of `names` (the same bytes); `nil` when a key is not, or is not
    /// ASCII, or a name is not ASCII text. An object that is not one has no keys: `0`.
    ///
    /// One walk over the records with the bytes lent once, each key looked up among the names
    /// of its length only, for the common case of an object whose members are all known; a
    /// caller that gets `nil` looks at its keys one by one.
    @inlinable
    public func knownKeysFilter(of object: Int, known names: KeyNames, alsoKnown: StaticString?) -> UInt64? {
        guard names.isASCII else { return nil }
        return entries.withUnsafeBufferPointer { records -> UInt64? in
            text.withUnsafeBufferPointer { bytes -> UInt64? in
                let entry = records[object]
                guard entry.kind == .object else { return 0 }
                var filter: UInt64 = 0
                var node = object + 1
                while node < entry.first {
                    let key = records[node]
                    guard key.kind == .string, key.isASCII else { return nil }
                    filter |= Self.keyFilterBit(length: key.second)
                    guard names.contains(key, in: bytes) || Self.isName(key, in: bytes, alsoKnown) else {
                        return nil
                    }
                    let value = records[node + 1]
                    node = value.kind.rawValue >= Kind.array.rawValue ? value.first : node + 2
                }
                return filter
            }
        }
    }

    /// Whether the ASCII string record `key` has the bytes of `name` (an ASCII text with a
    /// pointer; any other name, or none, makes the answer `false`).
    @inlinable
    package static func isName(_ key: Entry, in bytes: UnsafeBufferPointer<UInt8>, _ name: StaticString?)
        -> Bool
    {
        guard let name, name.utf8CodeUnitCount == key.second, name.hasPointerRepresentation && name.isASCII
        else { return false }
        return same(bytes, from: key.first, as: UnsafeBufferPointer(start: name.utf8Start, count: key.second))
    }

    /// A fixed list of member names (a decoder's known members), with their bytes grouped by
    /// length so that ``knownKeysFilter(of:known:alsoKnown:)`` compares a key only with the names
    /// of its length. Built once per list (`static let`), from an array literal of names.
    public struct KeyNames: Sendable, ExpressibleByArrayLiteral {
        /// The names, in the order given.
        public let names: [StaticString]
        /// Whether every name is ASCII text with a pointer (else no key is matched by bytes).
        @usableFromInline package let isASCII: Bool
        /// Every name's bytes, one after another.
        @usableFromInline package let bytes: [UInt8]
        /// Where each name starts in ``bytes``; one more element, the end.
        @usableFromInline package let starts: [Int]
        /// The first name of each length modulo 64, or -1.
        @usableFromInline package let firstByLength: [Int]
        /// The next name of the same length modulo 64 after each name, or -1.
        @usableFromInline package let nextOfLength: [Int]

        public init(_ names: [StaticString]) {
            self.names = names
            isASCII = names.allSatisfy { $0.hasPointerRepresentation && $0.isASCII }
            var bytes: [UInt8] = []
            var starts: [Int] = []
            var first = [Int](repeating: -1, count: 64)
            var next = [Int](repeating: -1, count: names.count)
            for (index, name) in names.enumerated() {
                starts.append(bytes.count)
                name.withUTF8Buffer { bytes += $0 }
                let slot = name.utf8CodeUnitCount & 63
                // Appended at the end of its length's chain: names are tried in the order given.
                if first[slot] < 0 {
                    first[slot] = index
                } else {
                    var last = first[slot]
                    while next[last] >= 0 { last = next[last] }
                    next[last] = index
                }
            }
            starts.append(bytes.count)
            self.bytes = bytes
            self.starts = starts
            firstByLength = first
            nextOfLength = next
        }

        public init(arrayLiteral names: StaticString...) { self.init(names) }

        /// Whether the ASCII string record `key` (its bytes in `text`) has one name's bytes.
        @inlinable
        package func contains(_ key: Entry, in text: UnsafeBufferPointer<UInt8>) -> Bool {
            var index = firstByLength[key.second & 63]
            while index >= 0 {
                let start = starts[index]
                if starts[index + 1] - start == key.second {
                    // A record's range lies inside `text`; this name's range inside `bytes`.
                    let same = bytes.withUnsafeBufferPointer { nameBytes in
                        JSONTape.same(
                            text, from: key.first,
                            as: UnsafeBufferPointer(rebasing: nameBytes[start..<(start + key.second)]))
                    }
                    if same { return true }
                }
                index = nextOfLength[index]
            }
            return false
        }
    }

    /// The value of `object`'s member `key`, as ``member(_:_:)-(_,String)`` finds it: for an
    /// ASCII `key`, a member of the same bytes (a text canonically equal to an ASCII one and as
    /// long in UTF-8 is that text), compared in place with no `String` at all.
    @inlinable
    public func member(_ object: Int, _ key: StaticString) -> Int? {
        guard key.hasPointerRepresentation && key.isASCII else { return member(object, key.description) }
        let name = UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount)
        return text.withUnsafeBufferPointer { bytes -> Int? in
            firstMember(of: object) { $0.second == name.count && Self.same(bytes, from: $0.first, as: name) }
        }
    }

    /// Whether the string at `node` matches one of the ASCII `names` as
    /// ``member(_:_:)-(_,StaticString)`` matches keys.
    @inlinable
    public func string(_ node: Int, isOneOf names: [StaticString]) -> Bool {
        let entry = entries[node]
        guard entry.kind == .string else { return false }
        return text.withUnsafeBufferPointer { bytes in
            for name in names where name.utf8CodeUnitCount == entry.second {
                guard name.hasPointerRepresentation && name.isASCII else {
                    if string(node, matches: name.description) { return true }
                    continue
                }
                let nameBytes = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
                if Self.same(bytes, from: entry.first, as: nameBytes) { return true }
            }
            return false
        }
    }

    /// Whether `node` is a string equal to the ASCII `name` under `==` (see
    /// ``string(_:equals:)-(_,String)``).
    @inlinable
    public func string(_ node: Int, equals name: StaticString) -> Bool {
        let entry = entries[node]
        guard entry.kind == .string else { return false }
        guard name.hasPointerRepresentation && name.isASCII else {
            return string(node, equals: name.description)
        }
        if entry.second == name.utf8CodeUnitCount {
            let nameBytes = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
            return text.withUnsafeBufferPointer { Self.same($0, from: entry.first, as: nameBytes) }
        }
        // Only a longer, non-ASCII text can be canonically equal to an ASCII one.
        if entry.isASCII || entry.second < name.utf8CodeUnitCount { return false }
        return textOf(entry) == name.description
    }

    /// Whether `bytes` from `start` hold `name`'s bytes.
    @inlinable
    package static func same(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, as name: UnsafeBufferPointer<UInt8>
    )
        -> Bool
    {
        sameBytes(UnsafeBufferPointer(rebasing: bytes[start..<(start + name.count)]), name)
    }

    /// Whether two buffers hold the same bytes, compared eight at a time.
    @inlinable
    public static func sameBytes(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>)
        -> Bool
    {
        let count = first.count
        guard count == second.count else { return false }
        guard let left = first.baseAddress, let right = second.baseAddress else { return count == 0 }
        var index = 0
        // Both buffers hold `count` bytes, so every eight-byte load below lies inside them.
        while index + 8 <= count {
            if UnsafeRawPointer(left + index).loadUnaligned(as: UInt64.self)
                != UnsafeRawPointer(right + index).loadUnaligned(as: UInt64.self)
            {
                return false
            }
            index += 8
        }
        while index < count {
            if first[index] != second[index] { return false }
            index += 1
        }
        return true
    }

    /// The elements of an array (nothing for anything else), as node indices.
    @inlinable
    public func elements(of array: Int) -> Children {
        let entry = entries[array]
        guard entry.kind == .array else { return Children(tape: self, start: array + 1, end: array + 1) }
        return Children(tape: self, start: array + 1, end: entry.first)
    }

    /// The members of an object (nothing for anything else), as the node indices of each key and
    /// value.
    @inlinable
    public func members(of object: Int) -> Members {
        let entry = entries[object]
        guard entry.kind == .object else { return Members(tape: self, start: object + 1, end: object + 1) }
        return Members(tape: self, start: object + 1, end: entry.first)
    }

    /// An array's elements in order: each one's node index.
    public struct Children: Sequence, IteratorProtocol, Sendable {
        /// The tape's records (not the whole tape: iterating retains one buffer, not two).
        @usableFromInline package let entries: [Entry]
        @usableFromInline package var position: Int
        @usableFromInline package let end: Int

        @inlinable
        package init(tape: JSONTape, start: Int, end: Int) {
            self.entries = tape.entries
            self.position = start
            self.end = end
        }

        /// The next element's node index.
        @inlinable
        public mutating func next() -> Int? {
            guard position < end else { return nil }
            let node = position
            position = JSONTape.end(of: node, in: entries)
            return node
        }
    }

    /// An object's members in document order: each one's key and value node indices.
    public struct Members: Sequence, IteratorProtocol, Sendable {
        /// The tape's records (not the whole tape: iterating retains one buffer, not two).
        @usableFromInline package let entries: [Entry]
        @usableFromInline package var position: Int
        @usableFromInline package let end: Int

        @inlinable
        package init(tape: JSONTape, start: Int, end: Int) {
            self.entries = tape.entries
            self.position = start
            self.end = end
        }

        /// The next member's key and value node indices.
        @inlinable
        public mutating func next() -> (key: Int, value: Int)? {
            guard position < end else { return nil }
            let key = position
            position = JSONTape.end(of: key + 1, in: entries)
            return (key, key + 1)
        }
    }
}
