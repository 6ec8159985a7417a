/// A positional argument a command accepts (`FILE`), declared once with its help, like
/// ``CommandOption``.
struct CommandArgument<Command> {
    /// How many times the argument may appear.
    enum Count {
        /// Zero or one time: `[FILE]`.
        case optional
        /// At least once: `FILE...`.
        case oneOrMore
        /// Any number of times, `defaultText` standing for none: `[DIR...]`.
        case zeroOrMore
    }

    /// The name `--help` shows (`FILE`).
    var name: String
    var count: Count
    /// Sentences for `--help`, as in ``CommandOption/help``.
    var help: String
    /// The default `--help` shows when the argument is left out.
    var defaultText: String?
    /// Stores one occurrence.
    var add: (inout Command, String) -> Void

    /// `[NAME]`: at most one, into an optional field.
    static func optional(
        _ name: String, _ field: WritableKeyPath<Command, String?>, default defaultText: String? = nil,
        help: String
    ) -> Self {
        CommandArgument(name: name, count: .optional, help: help, defaultText: defaultText) {
            $0[keyPath: field] = $1
        }
    }

    /// `NAME...`: one or more, appended to an array field.
    static func oneOrMore(_ name: String, _ field: WritableKeyPath<Command, [String]>, help: String) -> Self {
        CommandArgument(name: name, count: .oneOrMore, help: help, defaultText: nil) {
            $0[keyPath: field].append($1)
        }
    }

    /// `[NAME...]`: any number, appended to an array field; none means `defaultText`.
    static func zeroOrMore(
        _ name: String, _ field: WritableKeyPath<Command, [String]>, default defaultText: String, help: String
    ) -> Self {
        CommandArgument(name: name, count: .zeroOrMore, help: help, defaultText: defaultText) {
            $0[keyPath: field].append($1)
        }
    }
}
