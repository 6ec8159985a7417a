/// A member a decoder expects, read at most once: a second occurrence of the key is an error, and
/// ``required(_:)`` names a member that never came.
///
/// It lives beside the decoders, in their module, rather than with the cursor: a generic type's
/// methods called from another module run unspecialised (`@inlinable` on a `package` declaration
/// does not make its body visible to the caller in Swift 6.3), which looked up the metadata of
/// `JSONField<Value>` and `Optional<Value>` at run time for every member of every object.
struct JSONField<Value> {
    private(set) var value: Value?

    init() { value = nil }

    mutating func set(_ newValue: consuming Value) throws(SimulationDecodingError) {
        guard value == nil else { throw SimulationDecodingError.repeatedMember() }
        value = newValue
    }

    /// Moves out the value read, or throws the "missing member" error for the object being
    /// decoded.
    mutating func required(_ key: StaticString) throws(SimulationDecodingError) -> Value {
        guard let taken = value.take() else { throw SimulationDecodingError.missingMember(key) }
        return taken
    }
}

extension JSONField {
    /// Moves out the value of an optional member: `nil` when it was absent or `null`.
    mutating func optional<Wrapped>() -> Wrapped? where Value == Wrapped? { value.take() ?? nil }
}

extension SimulationDecodingError {
    /// A member the decoder knows, given a second time.
    static func repeatedMember() -> SimulationDecodingError {
        SimulationDecodingError(pointer: "", message: "the member occurs twice")
    }

    /// A required member that never came.
    static func missingMember(_ key: StaticString) -> SimulationDecodingError {
        SimulationDecodingError(pointer: "", message: "missing member '\(key)'")
    }
}
