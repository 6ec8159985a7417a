/// Reads the arguments after a command's name into that command, following the command's
/// declarations only (no per-command parsing code).
///
/// - `--name value` and `--name=value` both work; the last occurrence of an option wins (an
///   option declared ``CommandOption/repeated(_:valueName:_:environment:default:help:parse:)``
///   collects every occurrence).
/// - An option absent from the command line takes its environment variable's value, when it
///   declares one and the variable is set and not empty; else the field keeps its default.
/// - `-h`/`--help` anywhere before `--` asks for the command's help; `--` ends the options of a
///   command that takes arguments; `-` is an argument (standard input).
/// - Two options that exclude each other are refused together on the command line (an
///   environment variable never conflicts: the command line overrides it).
public enum CommandLineParser {
    /// What `arguments` (the words after the command's name) and `environment` ask of `type`.
    public static func parse<Command: ParsableCommand>(
        _ type: Command.Type, _ arguments: [String], environment: [String: String]
    ) -> Result<ParsedCommandLine<Command>, UsageError> {
        do throws(ArgumentError) {
            guard let command = try parseCommand(type, arguments, environment: environment) else {
                return .success(.help(HelpFormatter.help(for: type)))
            }
            return .success(.run(command))
        } catch {
            return .failure(
                UsageError(
                    message: error.message, usage: HelpFormatter.briefUsage(for: type),
                    unknownName: error.unknownName))
        }
    }

    /// The command, or `nil` when the command line asks for help.
    private static func parseCommand<Command: ParsableCommand>(
        _ type: Command.Type, _ arguments: [String], environment: [String: String]
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
                        positionals.last.map { "\(commandName(type)) takes one \($0.name)" }
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
                    "unknown option '\(name)'",
                    unknownName: UnknownName(name: name, candidates: options.map(\.name) + ["--help"]))
            }
            seen.insert(name)
            switch option.form {
            case .flag(let set):
                guard inlineValue == nil else { throw ArgumentError("\(name) takes no value") }
                set(&command)
            case .value(let set):
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
        for option in options where !seen.contains(option.name) {
            guard let variable = option.environment, let text = environment[variable], !text.isEmpty else {
                continue
            }
            try apply(option, environmentValue: text, from: variable, to: &command)
        }
        if positionalIndex < positionals.count, positionals[positionalIndex].count == .oneOrMore,
            positionalUses == 0
        {
            throw ArgumentError("missing \(positionals[positionalIndex].name)")
        }
        return command
    }

    /// The command's own name: the last word of its usage name (`bench` in `autorotate bench`).
    private static func commandName<Command: ParsableCommand>(_ type: Command.Type) -> String {
        Command.usageName.split(separator: " ").last.map(String.init) ?? Command.usageName
    }

    /// Sets `option` from its environment variable's `text`; a flag reads `1`, `true` or `yes` as
    /// given and `0`, `false` or `no` as not. A refusal names the variable.
    private static func apply<Command>(
        _ option: CommandOption<Command>, environmentValue text: String, from variable: String,
        to command: inout Command
    ) throws(ArgumentError) {
        switch option.form {
        case .flag(let set):
            switch text.lowercased() {
            case "1", "true", "yes": set(&command)
            case "0", "false", "no": break
            default: throw ArgumentError("\(variable) wants 1 or 0, got '\(text)'")
            }
        case .value(let set):
            do throws(ArgumentError) {
                try set(&command, text)
            } catch {
                throw ArgumentError("\(error.message) (from \(variable))")
            }
        }
    }
}
