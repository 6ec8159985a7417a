import AutorotateWire

/// What one of the app's overridable methods returns (api.md §1): a literal, a conditional on a
/// ``Condition`` (an app flag, the device's idiom or iOS version), or, for container subclasses,
/// a forward to a child (R3.3). Only a conditional is boxed: a literal or a forward is held
/// inline, so reading one allocates nothing.
enum Answer<Value: Sendable & Equatable>: Sendable, Equatable {
    case literal(Value)
    indirect case conditional(Condition, then: Answer<Value>, else: Answer<Value>)
    case forward(ForwardTarget)
}

/// The children a container subclass forwards a rotation question to (R3.3).
enum ForwardTarget: String, Sendable, Equatable, CaseIterable {
    case topViewController, visibleViewController, selectedViewController, allChildren
}

/// A flag's value as the app reads it: true when `true`, a non-zero number, or a non-empty
/// string other than `"NO"` / `"false"` (api.md §1).
enum FlagTruth {
    static func isTrue(_ value: JSONValue) -> Bool {
        switch value {
        case .bool(let b): b
        case .number(let n): n != 0
        case .string(let s): !s.isEmpty && s != "NO" && s != "false"
        case .null, .array, .object: false
        }
    }
}
