import Testing

@testable import autorotate

@Suite("Command-line arguments")
struct ArgumentParserTests {
    /// The command a command line parses into, or a recorded issue.
    static func parse<Command: Subcommand>(_ arguments: [String], as type: Command.Type) throws -> Command {
        guard case .run(let command) = try AutorotateTool.parse(arguments).get() else {
            throw ParseFailure(description: "\(arguments) asked for help")
        }
        return try #require(command as? Command)
    }

    /// The help text a command line asks for, or `nil`.
    static func help(_ arguments: [String]) -> String? {
        guard case .success(.help(let text)) = AutorotateTool.parse(arguments) else { return nil }
        return text
    }

    struct ParseFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// `simulate FILE` defaults to the embedded engine (no server), a table and a 30 s timeout;
    /// `--server URL` sends the requests there, and `--local` still says the default.
    @Test func simulateDefaults() throws {
        let command = try Self.parse(["simulate", "a.json"], as: SimulateCommand.self)
        #expect(command.common.target == .local)
        let remote = try Self.parse(
            ["simulate", "--server", "http://h:1", "a.json"], as: SimulateCommand.self)
        #expect(remote.common.target == .server("http://h:1"))
        let local = try Self.parse(["simulate", "--local", "a.json"], as: SimulateCommand.self)
        #expect(local.common.target == .local)
        #expect(command == SimulateCommand(files: ["a.json"]))
        #expect(command.common.timeoutSeconds == 30)
    }

    /// Every simulate option is read, in both `--name value` and `--name=value` spellings.
    @Test func simulateOptions() throws {
        let command = try Self.parse(
            [
                "simulate", "--server=http://h:1", "--json", "--timeout", "2.5", "--request-id", "r1",
                "a.json",
                "b.json",
            ], as: SimulateCommand.self)
        #expect(
            command
                == SimulateCommand(
                    common: CommonOptions(server: "http://h:1", json: true, timeoutSeconds: 2.5),
                    requestID: "r1",
                    files: ["a.json", "b.json"]))
        #expect(command.common.target == .server("http://h:1"))
    }

    /// `--local` selects the in-process engine; `-` is a file (stdin) and `--` ends the options.
    @Test func simulateLocalAndDashes() throws {
        let command = try Self.parse(
            ["simulate", "--local", "-", "--", "--odd=1.json"], as: SimulateCommand.self)
        #expect(command.common.target == .local)
        #expect(command.files == ["-", "--odd=1.json"])
    }

    /// Contradictory, incomplete or unknown arguments are usage errors naming the problem.
    @Test(arguments: [
        (["simulate", "--local", "--server", "http://x", "a"], "--local and --server exclude each other"),
        (["simulate", "--server", "http://x", "--local", "a"], "--local and --server exclude each other"),
        (["simulate"], "missing FILE"),
        (["simulate", "--timeout", "0", "a"], "--timeout wants seconds > 0, got '0'"),
        (["simulate", "--timeout=x", "a"], "--timeout wants seconds > 0, got 'x'"),
        (["simulate", "--server"], "--server needs a value"),
        (["simulate", "--verbose", "a"], "unknown option '--verbose'"),
        (["simulate", "--verbose=2", "a"], "unknown option '--verbose'"),
        (["simulate", "--json=yes", "a"], "--json takes no value"),
        (["frobnicate"], "unknown command 'frobnicate'"),
        ([], "missing command"),
        (["version", "extra"], "unexpected argument 'extra'"),
        (["version", "--verbose"], "unexpected argument '--verbose'"),
        (["bench", "a", "b"], "bench takes one FILE"),
        (["bench", "--seconds", "0"], "--seconds wants 0 < N ≤ 3600, got '0'"),
    ])
    func usageErrors(arguments: [String], message: String) {
        guard case .failure(let error) = AutorotateTool.parse(arguments) else {
            Issue.record("expected a usage error for \(arguments)")
            return
        }
        #expect(error.message == message)
        let named = arguments.first.flatMap(AutorotateTool.command(named:))
        #expect(error.usage == (named.map { HelpFormatter.help(for: $0) } ?? AutorotateTool.help))
    }

    /// `--help` works for the tool and for each command, anywhere among the options.
    @Test func help() {
        #expect(Self.help(["--help"]) == AutorotateTool.help)
        #expect(Self.help(["help", "simulate"]) == HelpFormatter.help(for: SimulateCommand.self))
        #expect(Self.help(["help", "nonsense"]) == AutorotateTool.help)
        #expect(Self.help(["simulate", "--json", "--help"]) == HelpFormatter.help(for: SimulateCommand.self))
        #expect(Self.help(["version", "-h"]) == HelpFormatter.help(for: VersionCommand.self))
        #expect(Self.help(["simulate", "--", "--help"]) == nil)
    }

    /// `version` takes an optional server and `--json`.
    @Test func version() throws {
        #expect(try Self.parse(["version"], as: VersionCommand.self) == VersionCommand())
        #expect(
            try Self.parse(["version", "--server", "http://h:2", "--json"], as: VersionCommand.self)
                == VersionCommand(server: "http://h:2", json: true))
    }

    /// `bench` reads its server, duration, modes and optional scenario file.
    @Test func bench() throws {
        #expect(try Self.parse(["bench"], as: BenchCommand.self) == BenchCommand())
        #expect(
            try Self.parse(
                ["bench", "--server", "http://h:3", "--seconds", "2", "--raw", "--identity", "s.json"],
                as: BenchCommand.self)
                == BenchCommand(server: "http://h:3", seconds: 2, file: "s.json", raw: true, identity: true))
        #expect(try Self.parse(["bench", "--async"], as: BenchCommand.self) == BenchCommand(async: true))
    }

    /// The usage synopsis lists every declared option and argument, merging exclusive options and
    /// wrapping under the first item past the usage width.
    @Test func synopsis() {
        #expect(
            HelpFormatter.synopsis(SimulateCommand.self)
                == [
                    "[--server URL | --local]", "[--json]", "[--timeout SECONDS]", "[--request-id ID]",
                    "[--project DIR]", "[--target NAME]", "[--svg OUT]", "FILE...",
                ])
        let wrapped = HelpFormatter.usage(
            prefix: "USAGE: x ", items: Array(repeating: "[--abcdefghi]", count: 10))
        let lines = wrapped.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.count <= HelpFormatter.usageWidth })
        #expect(lines[1].hasPrefix("         [--abcdefghi]"))
    }

    /// Every command has a unique name, and every option within a command is declared once.
    @Test func declarationsAreUnique() {
        let names = AutorotateTool.commands.map { $0.name }
        #expect(Set(names).count == names.count)
        for command in AutorotateTool.commands {
            let options = Self.optionNames(command)
            #expect(Set(options).count == options.count, "\(command.name): \(options)")
            #expect(!options.contains("--help") && !options.contains("-h"))
        }
    }

    static func optionNames<Command: Subcommand>(_ type: Command.Type) -> [String] {
        Command.options.map(\.name)
    }
}
