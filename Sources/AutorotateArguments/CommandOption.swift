/// One `--name` a command accepts: its ``OptionDeclaration`` and how it sets the command's field.
/// Both the parser (``CommandLineParser``) and the help text (``HelpFormatter``) are generated
/// from these; a command lists them in ``ParsableCommand/options``.
///
/// ```swift
/// .value("--seconds", valueName: "N", \.seconds, default: "10", help: "How long to run.") {
///     text throws(ArgumentError) in
///     guard let seconds = Double(text), seconds > 0 else { throw ArgumentError("…") }
///     return seconds
/// }
/// ```
public struct CommandOption<Command> {
    /// How the option changes the command.
    public enum Form {
        /// `--name` alone.
        case flag((inout Command) -> Void)
        /// `--name VALUE` or `--name=VALUE` (or the environment variable's value).
        case value((inout Command, String) throws(ArgumentError) -> Void)
    }

    /// The spelling, value name, environment variable, help and default.
    public var declaration: OptionDeclaration
    /// How the option changes the command.
    public var form: Form

    /// An option from its declaration and what it does; the declaration's ``OptionDeclaration/valueName``
    /// must be `nil` for a ``Form/flag(_:)`` and set for a ``Form/value(_:)``.
    public init(declaration: OptionDeclaration, form: Form) {
        self.declaration = declaration
        self.form = form
    }

    /// The spelling, `--` included.
    public var name: String { declaration.name }
    /// The value's name in `--help`; `nil` for a flag.
    public var valueName: String? { declaration.valueName }
    /// The environment variable that stands in for the option, if any.
    public var environment: String? { declaration.environment }
    /// The option this one cannot be used with, if any.
    public var excludes: String? { declaration.excludes }

    /// A shared flag's declaration (see ``OptionDeclaration``) setting a Boolean field to `true`.
    public static func flag(_ declaration: OptionDeclaration, _ field: WritableKeyPath<Command, Bool>) -> Self
    {
        CommandOption(declaration: declaration, form: .flag { $0[keyPath: field] = true })
    }

    /// `--name`: sets a Boolean field to `true`.
    public static func flag(
        _ name: String, _ field: WritableKeyPath<Command, Bool>, default defaultText: String? = nil,
        help: String, excludes: String? = nil
    ) -> Self {
        flag(OptionDeclaration(name, default: defaultText, help: help, excludes: excludes), field)
    }

    /// A shared value option's declaration: `parse` turns the text into the field's value or says
    /// why it cannot.
    public static func value<Value>(
        _ declaration: OptionDeclaration, _ field: WritableKeyPath<Command, Value>,
        parse: @escaping (String) throws(ArgumentError) -> Value
    ) -> Self {
        CommandOption(
            declaration: declaration,
            form: .value { (command, text) throws(ArgumentError) in command[keyPath: field] = try parse(text)
            })
    }

    /// `--name VALUE`: `parse` turns the text into the field's value or says why it cannot.
    public static func value<Value>(
        _ name: String, valueName: String, _ field: WritableKeyPath<Command, Value>,
        environment: String? = nil, default defaultText: String?, help: String,
        parse: @escaping (String) throws(ArgumentError) -> Value
    ) -> Self {
        value(
            OptionDeclaration(
                name, valueName: valueName, environment: environment, default: defaultText, help: help),
            field, parse: parse)
    }

    /// A shared value option's declaration, kept as text.
    public static func text(_ declaration: OptionDeclaration, _ field: WritableKeyPath<Command, String?>)
        -> Self
    {
        value(declaration, field) { $0 }
    }

    /// `--name VALUE` kept as text.
    public static func text(
        _ name: String, valueName: String, _ field: WritableKeyPath<Command, String?>,
        environment: String? = nil, default defaultText: String? = nil, help: String
    ) -> Self {
        value(name, valueName: valueName, field, environment: environment, default: defaultText, help: help) {
            $0
        }
    }

    /// `--name VALUE` that may be given several times: each value's elements are appended to the
    /// field, in order (unlike other options, where the last occurrence wins). The environment
    /// variable stands in only when the command line gives none.
    public static func repeated<Element>(
        _ name: String, valueName: String, _ field: WritableKeyPath<Command, [Element]>,
        environment: String? = nil, default defaultText: String?, help: String,
        parse: @escaping (String) throws(ArgumentError) -> [Element]
    ) -> Self {
        CommandOption(
            declaration: OptionDeclaration(
                name, valueName: valueName, environment: environment, default: defaultText, help: help),
            form: .value { (command, text) throws(ArgumentError) in command[keyPath: field] += try parse(text)
            })
    }

    /// The same option on a command that keeps the option's group in `group` (an option group
    /// declared once and reused by several commands).
    public func within<Outer>(_ group: WritableKeyPath<Outer, Command>) -> CommandOption<Outer> {
        let outerForm: CommandOption<Outer>.Form
        switch form {
        case .flag(let set):
            outerForm = .flag { set(&$0[keyPath: group]) }
        case .value(let set):
            outerForm = .value { (outer, text) throws(ArgumentError) in try set(&outer[keyPath: group], text)
            }
        }
        return CommandOption<Outer>(declaration: declaration, form: outerForm)
    }
}
