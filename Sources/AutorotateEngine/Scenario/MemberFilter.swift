import AutorotateWire

/// Which member names an object may hold, as 64 bits: the OR of its keys'
/// ``JSONTape/keyFilterBit(length:)`` bits (one per UTF-8 length, modulo 64), gathered while
/// ``ScenarioDocumentDecoder/checkMembers(_:at:known:alsoKnown:)`` walks the keys anyway. An
/// object read member by member asks for many members it does not have; a name whose bit is
/// clear is not looked up at all (no walk over the members). A set bit only means "maybe".
struct MemberFilter {
    /// The OR of the keys' bits.
    var bits: UInt64 = 0

    /// Adds a key's bit.
    mutating func insert(_ bit: UInt64) { bits |= bit }

    /// Whether the object may have a member named `name`: `false` only when no key has its
    /// length (a key matches an ASCII name only by its bytes; any other name is always looked up).
    func mayHold(_ name: StaticString) -> Bool {
        guard name.hasPointerRepresentation && name.isASCII else { return true }
        return bits & JSONTape.keyFilterBit(length: name.utf8CodeUnitCount) != 0
    }
}
