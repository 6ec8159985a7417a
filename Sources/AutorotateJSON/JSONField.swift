/// A member a decoder expects, read at most once: a second occurrence of the key is an error, and
/// ``required(_:)`` names a member that never came.
package struct JSONField<Value> {
    package private(set) var value: Value?

    package init() { value = nil }

    package mutating func set(_ newValue: consuming Value) throws(SimulationDecodingError) {
        guard value == nil else {
            throw SimulationDecodingError(pointer: "", message: "the member occurs twice")
        }
        value = newValue
    }

    /// Moves out the value read, or throws the "missing member" error for the object being
    /// decoded.
    package mutating func required(_ key: String) throws(SimulationDecodingError) -> Value {
        guard let taken = value.take() else {
            throw SimulationDecodingError(pointer: "", message: "missing member '\(key)'")
        }
        return taken
    }
}

extension JSONField {
    /// Moves out the value of an optional member: `nil` when it was absent or `null`.
    package mutating func optional<Wrapped>() -> Wrapped? where Value == Wrapped? { value.take() ?? nil }
}
