import AutorotateWire

/// A parsed JSON document as the scenario decoder reads it: nodes, their kinds, scalars, member
/// lookups and iteration. ``JSONTape`` is one (the bytes of a request, read by index);
/// ``JSONValueDocument`` is the other (a tree built in code: compare's and lint's variants), so
/// that neither is converted into the other. Member names compare as ``JSONObject``'s subscript
/// compares them (the same UTF-8 length, then `==`), strings as `==` does.
protocol ScenarioDocument {
    /// A handle to one node of the document.
    associatedtype Node
    associatedtype Elements: Sequence where Elements.Element == Node
    associatedtype Members: Sequence where Members.Element == (key: Node, value: Node)
    associatedtype Keys: Sequence where Keys.Element == Node

    var root: Node { get }
    func kind(_ node: Node) -> JSONTape.Kind
    func isNull(_ node: Node) -> Bool
    func count(_ node: Node) -> Int
    func number(_ node: Node) -> Double?
    func string(_ node: Node) -> String?
    /// Whether `node` is known to be a string of ASCII bytes only (`false` when unknown).
    func isASCII(_ node: Node) -> Bool
    func utf8Count(_ node: Node) -> Int
    func string(_ node: Node, equals other: String) -> Bool
    func string(_ node: Node, equals name: StaticString) -> Bool
    func string(_ node: Node, matches name: String) -> Bool
    func string(_ node: Node, isOneOf names: [String]) -> Bool
    func string(_ node: Node, isOneOf names: [StaticString]) -> Bool
    /// Calls `body` with the UTF-8 bytes of the string at `node` when every one of them is
    /// ASCII; `nil` when it is not such a string.
    func withASCIIBytes<Result>(of node: Node, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result?
    /// Whether the strings at `node` and `other` are equal under `==` (`false` unless both are
    /// strings).
    func string(_ node: Node, equalsStringAt other: Node) -> Bool
    func member(_ object: Node, _ key: String) -> Node?
    func member(_ object: Node, _ key: StaticString) -> Node?
    func elements(of array: Node) -> Elements
    func members(of object: Node) -> Members
    /// The keys of an object's members, in order (string nodes).
    func keys(of object: Node) -> Keys
    /// The bit a ``MemberFilter`` sets for the key at `node` (all bits when it cannot tell).
    func keyFilterBit(_ key: Node) -> UInt64
    /// The OR of `object`'s keys' ``keyFilterBit(_:)`` bits when every key is ASCII and is
    /// `alsoKnown` or one of `names`; `nil` when that is not known (the caller then checks the
    /// keys one by one, as it would anyway).
    func knownKeysFilter(of object: Node, known names: JSONTape.KeyNames, alsoKnown: StaticString?) -> UInt64?
    /// Whether ``string(_:)`` builds a new `String` each time (so sharing one saves an allocation).
    static var buildsStrings: Bool { get }
    /// The position among `object`'s members of the first key with exactly the bytes of the
    /// string at `node`, or `nil` (always `nil` when it cannot tell by bytes).
    func memberPosition(ofKeyWithBytesOf node: Node, in object: Node) -> Int?
}

extension JSONTape: ScenarioDocument {
    func keys(of object: Int) -> LazyMapSequence<Members, Int> { members(of: object).lazy.map(\.key) }
    static var buildsStrings: Bool { true }
}

/// A ``JSONValue`` tree read as a ``ScenarioDocument``: each node is the value itself.
struct JSONValueDocument: ScenarioDocument {
    let root: JSONValue

    init(_ root: JSONValue) { self.root = root }

    /// A string node already is a `String`.
    static var buildsStrings: Bool { false }

    /// Always `nil`: a tree's strings are compared as `String`s.
    func memberPosition(ofKeyWithBytesOf node: JSONValue, in object: JSONValue) -> Int? { nil }

    /// Always `nil`: a tree's keys are checked one by one.
    func knownKeysFilter(of object: JSONValue, known names: JSONTape.KeyNames, alsoKnown: StaticString?)
        -> UInt64?
    { nil }

    func kind(_ node: JSONValue) -> JSONTape.Kind {
        switch node {
        case .null: .null
        case .bool(let flag): flag ? .true : .false
        case .number: .number
        case .string: .string
        case .array: .array
        case .object: .object
        }
    }

    func isNull(_ node: JSONValue) -> Bool { node == .null }

    func count(_ node: JSONValue) -> Int {
        switch node {
        case .array(let elements): elements.count
        case .object(let object): object.members.count
        default: 0
        }
    }

    func number(_ node: JSONValue) -> Double? {
        if case .number(let number) = node { return number }
        return nil
    }

    func string(_ node: JSONValue) -> String? {
        if case .string(let text) = node { return text }
        return nil
    }

    func isASCII(_ node: JSONValue) -> Bool {
        guard case .string(let text) = node else { return false }
        return text.utf8.withContiguousStorageIfAvailable { JSONTape.isASCII($0) } ?? false
    }

    func utf8Count(_ node: JSONValue) -> Int {
        if case .string(let text) = node { return text.utf8.count }
        return 0
    }

    func string(_ node: JSONValue, equals other: String) -> Bool {
        if case .string(let text) = node { return text == other }
        return false
    }

    func string(_ node: JSONValue, equals name: StaticString) -> Bool {
        guard case .string(let text) = node else { return false }
        guard name.hasPointerRepresentation && name.isASCII else { return text == name.description }
        if text.utf8.count == name.utf8CodeUnitCount { return Self.same(text, name) }
        // Only a longer, non-ASCII text can be canonically equal to an ASCII one.
        guard text.utf8.count > name.utf8CodeUnitCount else { return false }
        let isASCII = text.utf8.withContiguousStorageIfAvailable { JSONTape.isASCII($0) } ?? false
        return !isASCII && text == name.description
    }

    func string(_ node: JSONValue, matches name: String) -> Bool {
        guard case .string(let text) = node, text.utf8.count == name.utf8.count else { return false }
        // The same bytes are equal; different bytes of the same length are unequal when either
        // side is ASCII (see JSONTape.string(_:equals:)); otherwise `==` decides.
        let decided: Bool?? = text.utf8.withContiguousStorageIfAvailable { textBytes in
            name.utf8.withContiguousStorageIfAvailable { nameBytes -> Bool? in
                if JSONTape.sameBytes(textBytes, nameBytes) { return true }
                if JSONTape.isASCII(textBytes) || JSONTape.isASCII(nameBytes) { return false }
                return nil
            } ?? nil
        }
        if let decided, let answer = decided { return answer }
        return text == name
    }

    func string(_ node: JSONValue, isOneOf names: [String]) -> Bool {
        names.contains { string(node, matches: $0) }
    }

    func string(_ node: JSONValue, isOneOf names: [StaticString]) -> Bool {
        guard case .string(let text) = node else { return false }
        let count = text.utf8.count
        let found = text.utf8.withContiguousStorageIfAvailable { bytes in
            names.contains { $0.utf8CodeUnitCount == count && Self.same(bytes, $0) }
        }
        return found ?? names.contains { Self.matches(text, $0) }
    }

    /// Whether `bytes` are a text matching `name`, of the same UTF-8 length, under `==`.
    static func same(_ bytes: UnsafeBufferPointer<UInt8>, _ name: StaticString) -> Bool {
        guard name.hasPointerRepresentation && name.isASCII else {
            return String(decoding: bytes, as: UTF8.self) == name.description
        }
        return JSONTape.sameBytes(
            bytes, UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
    }

    /// Whether `key` matches `name` as ``JSONObject``'s subscript matches keys: for an ASCII
    /// name, the same bytes (a text canonically equal to an ASCII one of the same UTF-8 length
    /// is that text).
    static func matches(_ key: String, _ name: StaticString) -> Bool {
        guard key.utf8.count == name.utf8CodeUnitCount else { return false }
        guard name.hasPointerRepresentation && name.isASCII else { return key == name.description }
        return same(key, name)
    }

    /// Whether `text` has exactly `name`'s bytes.
    static func same(_ text: String, _ name: StaticString) -> Bool {
        name.withUTF8Buffer { nameBytes in
            text.utf8.withContiguousStorageIfAvailable { JSONTape.sameBytes($0, nameBytes) }
                ?? text.utf8.elementsEqual(nameBytes)
        }
    }

    func withASCIIBytes<Result>(of node: JSONValue, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result?
    {
        guard case .string(let text) = node else { return nil }
        return text.utf8.withContiguousStorageIfAvailable { bytes in
            JSONTape.isASCII(bytes) ? body(bytes) : nil
        } ?? nil
    }

    func string(_ node: JSONValue, equalsStringAt other: JSONValue) -> Bool {
        guard case .string(let text) = node, case .string(let otherText) = other else { return false }
        return text == otherText
    }

    /// Every bit: a tree's members are not filtered.
    func keyFilterBit(_ key: JSONValue) -> UInt64 { .max }

    func member(_ object: JSONValue, _ key: String) -> JSONValue? {
        if case .object(let members) = object { return members[key] }
        return nil
    }

    func member(_ object: JSONValue, _ key: StaticString) -> JSONValue? {
        guard case .object(let object) = object else { return nil }
        for index in object.members.indices where Self.matches(object.members[index].key, key) {
            return object.members[index].value
        }
        return nil
    }

    func elements(of array: JSONValue) -> [JSONValue] {
        if case .array(let elements) = array { return elements }
        return []
    }

    func members(of object: JSONValue) -> MemberSequence {
        guard case .object(let object) = object else { return MemberSequence(members: []) }
        return MemberSequence(members: object.members)
    }

    func keys(of object: JSONValue) -> KeySequence {
        guard case .object(let object) = object else { return KeySequence(members: []) }
        return KeySequence(members: object.members)
    }

    /// An object's keys, each as a string node.
    struct KeySequence: Sequence, IteratorProtocol {
        let members: [JSONMember]
        var position = 0

        init(members: [JSONMember]) { self.members = members }

        mutating func next() -> JSONValue? {
            guard position < members.count else { return nil }
            defer { position += 1 }
            return .string(members[position].key)
        }
    }

    /// An object's members, each key as a string node.
    struct MemberSequence: Sequence, IteratorProtocol {
        let members: [JSONMember]
        var position = 0

        init(members: [JSONMember]) { self.members = members }

        mutating func next() -> (key: JSONValue, value: JSONValue)? {
            guard position < members.count else { return nil }
            defer { position += 1 }
            return (.string(members[position].key), members[position].value)
        }
    }
}
