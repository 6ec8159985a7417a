import AutorotateArguments

/// The `autorotate` tool: its commands, its own `--help`, and the dispatch of a command line to
/// the command it names. A new command is one line in ``commands``.
enum AutorotateTool {
    static let name = "autorotate"

    /// Every command, in the order the tool's `--help` lists them.
    static var commands: [any Subcommand.Type] {
        [
            SimulateCommand.self, CompareCommand.self, LintCommand.self, ImportCommand.self,
            VersionCommand.self,
            BenchCommand.self,
        ]
    }

    static let overview = "simulate UIKit's interface-orientation decisions for a scenario."

    /// Where the rules an answer cites, the HTTP contract and the lint rules are explained: in the
    /// repository, and under `share/doc/autorotate` once installed with `make install`.
    static let documentation = """
        DOCUMENTATION (the repository's docs/, installed in PREFIX/share/doc/autorotate):
          docs/rules.md  the rulebook: every rule (R0-R10) an answer cites, with its confidence
          docs/api.md    the HTTP contract of autorotated, which --server talks to
          docs/lint.md   every lint rule (ARnnn), with what it checks and how to fix it
        """

    /// The tool's `--help`: overview, commands, documentation, exit codes.
    static var help: String {
        let width = (commands.map { $0.name.count }.max() ?? 0) + 4
        let list = commands.map { command in
            "  " + command.name + String(repeating: " ", count: width - command.name.count) + command.abstract
        }
        return [
            "OVERVIEW: \(overview)",
            "USAGE: \(name) <command> [options]",
            "COMMANDS:\n" + list.joined(separator: "\n"),
            """
            simulate, compare, lint and import run in this process: no server needed.
            --server URL (or AUTOROTATE_SERVER) sends simulate, compare and lint to an
            autorotated service instead. Run '\(name) <command> --help' for a command's options.
            """,
            documentation,
            ExitCode.helpSection,
        ].joined(separator: "\n\n")
    }

    /// Turns `CommandLine.arguments` (without the program name) and the environment into what to
    /// do.
    static func parse(_ arguments: [String], environment: [String: String]) -> Result<
        ParsedCommandLine<any Subcommand>, UsageError
    > {
        guard let first = arguments.first else {
            return .failure(UsageError(message: "missing command", usage: help))
        }
        let rest = Array(arguments.dropFirst())
        if let command = command(named: first) {
            return parse(command, rest, environment: environment)
        }
        switch first {
        case "-h", "--help", "help":
            return .success(
                .help(rest.first.flatMap(command(named:)).map { HelpFormatter.help(for: $0) } ?? help))
        default:
            return .failure(
                UsageError(
                    message: "unknown command '\(first)'", usage: help,
                    unknownName: UnknownName(name: first, candidates: commands.map { $0.name } + ["help"])))
        }
    }

    /// `type`'s command line, its command seen as any command of the tool.
    private static func parse<Command: Subcommand>(
        _ type: Command.Type, _ arguments: [String], environment: [String: String]
    ) -> Result<ParsedCommandLine<any Subcommand>, UsageError> {
        CommandLineParser.parse(type, arguments, environment: environment).map { parsed in
            switch parsed {
            case .run(let command): .run(command)
            case .help(let text): .help(text)
            }
        }
    }

    static func command(named name: String) -> (any Subcommand.Type)? {
        commands.first { $0.name == name }
    }
}
