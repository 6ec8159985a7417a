/// Reads the arguments after a command's name into that command, following the command's
/// declarations only (no per-command parsing code).
///
/// `--name value` and `--name=value` both work; `-h`/`--help` anywhere before `--` asks for the
/// command's help; `--` ends the options of a command that takes arguments; `-` is an argument
/// (standard input). The last occurrence of an option wins.
enum CommandLineParser {
    /// What a command line asks for.
    enum Parsed {
        /// Run this command.
        case run(any Subcommand)
        /// Print this help text.
        case help(String)
    }

    static func parse<Command: Subcommand>(_ type: Command.Type, _ arguments: [String]) -> Result<
        Parsed, UsageError
    > {
        let usage = HelpFormatter.help(for: type)
        do throws(ArgumentError) {
            guard let command = try parseCommand(type, arguments) else { return .success(.help(usage)) }
            return .success(.run(command))
        } catch {
            return .failure(UsageError(message: error.message, usage: usage))
        }
    }

    /// The command, or `nil` when the command line asks for help.
    private static func parseCommand<Command: Subcommand>(
        _ type: Command.Type, _ arguments: [String]
    ) throws(ArgumentError) -> Command? {
        let options = Command.options
        let positionals = Command.arguments
        var command = Command()
        var seen: Set<String> = []
        var positionalIndex = 0
        var positionalUses = 0
        var optionsEnded = false
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                guard positionalIndex < positionals.count else {
                    throw ArgumentError(
                        positionals.last.map { "\(Command.name) takes one \($0.name)" }
                            ?? "unexpected argument '\(argument)'")
                }
                let positional = positionals[positionalIndex]
                positional.add(&command, argument)
                positionalUses += 1
                if positional.count == .optional {
                    positionalIndex += 1
                    positionalUses = 0
                }
                continue
            }
            if argument == "-h" || argument == "--help" { return nil }
            if argument == "--" && !positionals.isEmpty {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = options.first(where: { $0.name == name }) else {
                throw ArgumentError(
                    positionals.isEmpty ? "unexpected argument '\(argument)'" : "unknown option '\(name)'")
            }
            seen.insert(name)
            switch option.form {
            case .flag(let set):
                guard inlineValue == nil else { throw ArgumentError("\(name) takes no value") }
                set(&command)
            case .value(_, let set):
                if inlineValue == nil {
                    guard index < arguments.count else { throw ArgumentError("\(name) needs a value") }
                    inlineValue = arguments[index]
                    index += 1
                }
                try set(&command, inlineValue ?? "")
            }
        }
        for option in options {
            if let other = option.excludes, seen.contains(option.name), seen.contains(other) {
                throw ArgumentError(
                    "\([option.name, other].sorted().joined(separator: " and ")) exclude each other")
            }
        }
        if positionalIndex < positionals.count, positionals[positionalIndex].count == .oneOrMore,
            positionalUses == 0
        {
            throw ArgumentError("missing \(positionals[positionalIndex].name)")
        }
        return command
    }
}
