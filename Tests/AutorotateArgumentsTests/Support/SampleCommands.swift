import AutorotateArguments

/// A command with every kind of declaration: a shared value option with an environment variable,
/// two options that exclude each other, a flag, a validated number, a repeated option and files.
struct SampleCommand: ParsableCommand, Equatable {
    static let usageName = "tool run"
    static let overview = "run the sample."
    static let helpSections = ["NOTES:\n  a section after the options"]

    /// A declaration shared with ``ServerOnlyCommand``.
    static let server = OptionDeclaration(
        "--server", valueName: "URL", environment: "SAMPLE_SERVER", help: "The service to ask.")

    var server: String?
    var local = false
    var count = 1
    var tags: [String] = []
    var files: [String] = []

    static var options: [CommandOption<Self>] {
        [
            .text(server, \.server),
            .flag("--local", \.local, help: "Run here.", excludes: server.name),
            .value(
                "--count", valueName: "N", \.count, environment: "SAMPLE_COUNT", default: "1",
                help: "How many times."
            ) { text throws(ArgumentError) in try OptionValue.integer(text, in: 1...9, option: "--count") },
            .repeated(
                "--tag", valueName: "TAG", \.tags, environment: "SAMPLE_TAGS", default: "none",
                help: "Tags, repeatable or comma-separated."
            ) { text throws(ArgumentError) in text.split(separator: ",").map(String.init) },
        ]
    }

    static var arguments: [CommandArgument<Self>] {
        [.oneOrMore("FILE", \.files, help: "A file.\n'-' reads standard input.")]
    }
}

/// A command without arguments that takes the shared `--server` with its own help and default,
/// and a flag whose environment variable is a switch.
struct ServerOnlyCommand: ParsableCommand, Equatable {
    static let usageName = "tool ping"
    static let overview = "ping the service."
    static let synopsisListsOptions = false

    var server: String?
    var verbose = false
    var file: String?

    static var options: [CommandOption<Self>] {
        [
            .text(server, \.server),
            .flag(
                OptionDeclaration(
                    "--verbose-and-more-than-the-width", environment: "SAMPLE_VERBOSE", help: "Talk."),
                \.verbose),
        ]
    }

    static let server = SampleCommand.server.described(help: "The service to ping.", default: "http://h:1")
}

/// The optional positional argument: `[FILE]` at most once.
struct OneFileCommand: ParsableCommand, Equatable {
    static let usageName = "tool one"
    static let overview = "read one file."

    var file: String?

    static var options: [CommandOption<Self>] { [] }
    static var arguments: [CommandArgument<Self>] {
        [.optional("FILE", \.file, default: "stdin", help: "The file.")]
    }
}

/// What `arguments` and `environment` give for `type`: the command, or why not.
func parse<Command: ParsableCommand>(
    _ type: Command.Type, _ arguments: [String], _ environment: [String: String] = [:]
) -> Result<ParsedCommandLine<Command>, UsageError> {
    CommandLineParser.parse(type, arguments, environment: environment)
}

/// The command `arguments` and `environment` give, or `nil` for help or an error.
func command<Command: ParsableCommand>(
    _ type: Command.Type, _ arguments: [String], _ environment: [String: String] = [:]
) -> Command? {
    guard case .success(.run(let command)) = parse(type, arguments, environment) else { return nil }
    return command
}

/// The usage error's message for `arguments`, or `nil` when they parse.
func message<Command: ParsableCommand>(
    _ type: Command.Type, _ arguments: [String], _ environment: [String: String] = [:]
) -> String? {
    guard case .failure(let error) = parse(type, arguments, environment) else { return nil }
    return error.message
}

/// Options kept in a group that several commands share, as the CLI's common options are.
struct SampleGroup: Equatable {
    var quiet = false
    var limit = 0

    static var options: [CommandOption<Self>] {
        [
            .flag("--quiet", \.quiet, help: "Say less."),
            .value(
                "--limit", valueName: "N", \.limit, environment: "SAMPLE_LIMIT", default: "0",
                help: "At most N."
            ) { text throws(ArgumentError) in try OptionValue.integer(text, in: 0...9, option: "--limit") },
        ]
    }
}

/// A command that keeps ``SampleGroup`` in one field.
struct GroupedCommand: ParsableCommand, Equatable {
    static let usageName = "tool grouped"
    static let overview = "use a group."

    var group = SampleGroup()
    var name: String?

    static var options: [CommandOption<Self>] {
        SampleGroup.options.map { $0.within(\.group) } + [
            .text("--name", valueName: "NAME", \.name, help: "A name.")
        ]
    }
}
