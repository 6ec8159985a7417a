/// A member a decoder expects, read at most once: a second occurrence of the key is an error, and
/// ``required(_:)`` names a member that never came.
struct JSONField<Value> {
    private(set) var value: Value?

    init() { value = nil }

    mutating func set(_ newValue: consuming Value) throws(SimulationDecodingError) {
        guard value == nil else {
            throw SimulationDecodingError(pointer: "", message: "the member occurs twice")
        }
        value = newValue
    }

    /// The value read, or the "missing member" error for the object being decoded.
    consuming func required(_ key: String) throws(SimulationDecodingError) -> Value {
        guard let value else {
            throw SimulationDecodingError(pointer: "", message: "missing member '\(key)'")
        }
        return value
    }
}

extension JSONField {
    /// The value of an optional member: `nil` when it was absent or `null`.
    consuming func optional<Wrapped>() -> Wrapped? where Value == Wrapped? { value ?? nil }
}
