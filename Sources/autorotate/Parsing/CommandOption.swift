/// One `--name` a command accepts, declared once: its spelling, the name of its value, its help
/// sentence, the default `--help` shows, and how it sets the command's field. Both the parser
/// (``CommandLineParser``) and the help text (``HelpFormatter``) are generated from these.
///
/// ```swift
/// .value("--seconds", valueName: "N", \.seconds, default: "10", help: "How long to run.") {
///     text throws(ArgumentError) in
///     guard let seconds = Double(text), seconds > 0 else { throw ArgumentError("…") }
///     return seconds
/// }
/// ```
struct CommandOption<Command> {
    /// How the option reads the command line.
    enum Form {
        /// `--name` alone.
        case flag((inout Command) -> Void)
        /// `--name VALUE` or `--name=VALUE`.
        case value(valueName: String, (inout Command, String) throws(ArgumentError) -> Void)
    }

    /// The spelling, `--` included.
    var name: String
    var form: Form
    /// One or more sentences for `--help`, ending with a period; lines after the first are
    /// indented under it.
    var help: String
    /// The default `--help` shows as `(default: …)` before the help's final period.
    var defaultText: String?
    /// An option this one cannot be used with; `--help` shows the two as `[A | B]`.
    var excludes: String?

    /// The value's name in `--help` (`URL` in `--server URL`); `nil` for a flag.
    var valueName: String? {
        if case .value(let valueName, _) = form { return valueName }
        return nil
    }

    /// `--name`: sets a Boolean field to `true`.
    static func flag(
        _ name: String, _ field: WritableKeyPath<Command, Bool>, default defaultText: String? = nil,
        help: String,
        excludes: String? = nil
    ) -> Self {
        CommandOption(
            name: name, form: .flag { $0[keyPath: field] = true }, help: help, defaultText: defaultText,
            excludes: excludes)
    }

    /// `--name VALUE`: `parse` turns the text into the field's value or says why it cannot.
    static func value<Value>(
        _ name: String, valueName: String, _ field: WritableKeyPath<Command, Value>,
        default defaultText: String?,
        help: String, parse: @escaping (String) throws(ArgumentError) -> Value
    ) -> Self {
        CommandOption(
            name: name,
            form: .value(valueName: valueName) { (command, text) throws(ArgumentError) in
                command[keyPath: field] = try parse(text)
            },
            help: help, defaultText: defaultText)
    }

    /// `--name VALUE` kept as text.
    static func text(
        _ name: String, valueName: String, _ field: WritableKeyPath<Command, String?>,
        default defaultText: String? = nil, help: String
    ) -> Self {
        value(name, valueName: valueName, field, default: defaultText, help: help) { $0 }
    }

    /// The same option on a command that keeps the option's group in `group` (see ``CommonOptions``).
    func within<Outer>(_ group: WritableKeyPath<Outer, Command>) -> CommandOption<Outer> {
        let outerForm: CommandOption<Outer>.Form
        switch form {
        case .flag(let set):
            outerForm = .flag { set(&$0[keyPath: group]) }
        case .value(let valueName, let set):
            outerForm = .value(valueName: valueName) { (outer, text) throws(ArgumentError) in
                try set(&outer[keyPath: group], text)
            }
        }
        return CommandOption<Outer>(
            name: name, form: outerForm, help: help, defaultText: defaultText, excludes: excludes)
    }
}

/// Why one argument cannot be used: the sentence, without the usage text that follows it.
struct ArgumentError: Error, Equatable {
    var message: String

    init(_ message: String) { self.message = message }
}
