/// A parsed JSON document. Objects keep their members in document order, so that reading is
/// deterministic and error pointers follow the order a user wrote.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)
}

/// A JSON object's members in document order (keys are unique: the reader rejects duplicates).
public struct JSONObject: Sendable, Equatable {
    /// The members in document order.
    public var members: [JSONMember]

    public init(_ members: [JSONMember] = []) { self.members = members }

    /// The value of `key`, or `nil` when absent. Keys of another length are passed over without
    /// a string comparison (most lookups are of absent members).
    public subscript(key: String) -> JSONValue? {
        let length = key.utf8.count
        for index in members.indices
        where members[index].key.utf8.count == length && members[index].key == key {
            return members[index].value
        }
        return nil
    }

    /// The keys in document order.
    public var keys: [String] { members.map(\.key) }
}

/// One `"key": value` member of a ``JSONObject``.
public struct JSONMember: Sendable, Equatable {
    /// The member's key.
    public var key: String
    /// The member's value.
    public var value: JSONValue
    public init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}
