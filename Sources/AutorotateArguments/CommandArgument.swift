/// A positional argument a command accepts (`FILE`), declared once with its help, like
/// ``CommandOption``.
public struct CommandArgument<Command> {
    /// How many times the argument may appear.
    public enum Count: Sendable {
        /// Zero or one time: `[FILE]`.
        case optional
        /// At least once: `FILE...`.
        case oneOrMore
        /// Any number of times, `defaultText` standing for none: `[DIR...]`.
        case zeroOrMore
    }

    /// The name `--help` shows (`FILE`).
    public var name: String
    /// How many times it may appear.
    public var count: Count
    /// Sentences for `--help`, as in ``OptionDeclaration/help``.
    public var help: String
    /// The default `--help` shows when the argument is left out.
    public var defaultText: String?
    /// Stores one occurrence.
    public var add: (inout Command, String) -> Void

    /// A positional argument; `add` stores one occurrence.
    public init(
        name: String, count: Count, help: String, defaultText: String?,
        add: @escaping (inout Command, String) -> Void
    ) {
        self.name = name
        self.count = count
        self.help = help
        self.defaultText = defaultText
        self.add = add
    }

    /// `[NAME]`: at most one, into an optional field.
    public static func optional(
        _ name: String, _ field: WritableKeyPath<Command, String?>, default defaultText: String? = nil,
        help: String
    ) -> Self {
        CommandArgument(name: name, count: .optional, help: help, defaultText: defaultText) {
            $0[keyPath: field] = $1
        }
    }

    /// `NAME...`: one or more, appended to an array field.
    public static func oneOrMore(_ name: String, _ field: WritableKeyPath<Command, [String]>, help: String)
        -> Self
    {
        CommandArgument(name: name, count: .oneOrMore, help: help, defaultText: nil) {
            $0[keyPath: field].append($1)
        }
    }

    /// `[NAME...]`: any number, appended to an array field; none means `defaultText`.
    public static func zeroOrMore(
        _ name: String, _ field: WritableKeyPath<Command, [String]>, default defaultText: String, help: String
    ) -> Self {
        CommandArgument(name: name, count: .zeroOrMore, help: help, defaultText: defaultText) {
            $0[keyPath: field].append($1)
        }
    }
}
