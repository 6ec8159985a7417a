/// A repair of the request a finding carries (api.md §7.1 "Advice that holds"): an RFC 6902 JSON
/// Patch that lint applied to the request and linted again over the same range before offering
/// it; the finding was gone and no new error appeared.
public struct FindingSuggestion: Sendable, Equatable {
    /// What the patch does, in one sentence; the finding's `fix` says the same.
    public var summary: String
    /// The RFC 6902 operations, applied in order to the request the finding's pointer points into.
    public var patch: [PatchOperation]

    public init(summary: String, patch: [PatchOperation]) {
        self.summary = summary
        self.patch = patch
    }
}

/// One RFC 6902 operation of a ``FindingSuggestion``: the subset lint proposes.
public struct PatchOperation: Sendable, Equatable {
    /// What the operation does.
    public var op: PatchOperationKind
    /// The RFC 6901 pointer the operation writes (`/viewControllers/player/modalPresentationStyle`).
    public var path: String
    // `Optional<…>`, not `…?`, on purpose: see ``Decision``.
    /// For `move`: the pointer of the value moved to `path`; `nil` otherwise.
    public var from: Optional<String>
    /// For `add` and `replace`: the value written; `nil` otherwise.
    public var value: Optional<JSONValue>

    public init(op: PatchOperationKind, path: String, from: String? = nil, value: JSONValue? = nil) {
        self.op = op
        self.path = path
        self.from = from
        self.value = value
    }

    /// An `add` of `value` at `path` (`/-` appends to an array).
    public static func add(_ path: String, _ value: JSONValue) -> PatchOperation {
        PatchOperation(op: .add, path: path, value: value)
    }

    /// A `replace` of the value at `path` with `value`.
    public static func replace(_ path: String, _ value: JSONValue) -> PatchOperation {
        PatchOperation(op: .replace, path: path, value: value)
    }

    /// A `remove` of the value at `path`.
    public static func remove(_ path: String) -> PatchOperation {
        PatchOperation(op: .remove, path: path)
    }

    /// A `move` of the value at `from` to `path`.
    public static func move(from: String, to path: String) -> PatchOperation {
        PatchOperation(op: .move, path: path, from: from)
    }
}

/// The RFC 6902 operations a ``PatchOperation`` can be, by their `op` names.
public enum PatchOperationKind: String, Sendable, Equatable, CaseIterable {
    /// Adds a member, or inserts into an array (`-` appends).
    case add
    /// Removes the value at `path`.
    case remove
    /// Replaces the value at `path`, which must exist.
    case replace
    /// Removes the value at `from` and adds it at `path`.
    case move
}
