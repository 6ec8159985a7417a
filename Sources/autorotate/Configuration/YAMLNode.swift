/// A YAML document as libyaml's events describe it (``YAMLReader``): scalars, sequences and
/// mappings with string keys, each with the 1-based line where it starts, so that a
/// configuration error can say `file:line`.
indirect enum YAMLNode: Equatable {
    /// A scalar's text as written (no tag resolution: `12.0` stays the text "12.0").
    case scalar(String, line: Int)
    /// A block or flow sequence.
    case sequence([YAMLNode], line: Int)
    /// A mapping, its entries in document order.
    case mapping([YAMLEntry], line: Int)

    /// The line the node starts on.
    var line: Int {
        switch self {
        case .scalar(_, let line), .sequence(_, let line), .mapping(_, let line): line
        }
    }

    /// What the node is, in words, for messages (`a list`).
    var kindDescription: String {
        switch self {
        case .scalar: "a single value"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }
}

/// One `key: value` of a YAML mapping.
struct YAMLEntry: Equatable {
    var key: String
    var keyLine: Int
    var value: YAMLNode
}
