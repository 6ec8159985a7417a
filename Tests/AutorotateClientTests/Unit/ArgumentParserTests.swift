import AutorotateArguments
import Foundation
import Testing

@testable import autorotate

@Suite("Command-line arguments")
struct ArgumentParserTests {
    /// The command a command line parses into (with `environment`), or a recorded issue.
    static func parse<Command: Subcommand>(
        _ arguments: [String], as type: Command.Type, environment: [String: String] = [:]
    ) throws -> Command {
        guard case .run(let command) = try AutorotateTool.parse(arguments, environment: environment).get()
        else {
            throw ParseFailure(description: "\(arguments) asked for help")
        }
        return try #require(command as? Command)
    }

    /// The help text a command line asks for, or `nil`.
    static func help(_ arguments: [String]) -> String? {
        guard case .success(.help(let text)) = AutorotateTool.parse(arguments, environment: [:]) else {
            return nil
        }
        return text
    }

    struct ParseFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// `simulate FILE` defaults to the embedded engine, a table and a 30 s timeout.
    @Test func simulateDefaults() throws {
        let command = try Self.parse(["simulate", "a.json"], as: SimulateCommand.self)
        #expect(command.common.target == .local)
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

    /// `AUTOROTATE_SERVER` sends every scenario command to that server when `--server` is absent;
    /// `--server` wins over it, and `--local` keeps the embedded engine despite it.
    @Test func serverFromEnvironment() throws {
        let environment = ["AUTOROTATE_SERVER": "http://env:1"]
        for name in ["simulate", "compare", "lint"] {
            let fromEnvironment = try Self.target(
                [name, "a.json"], environment)
            #expect(fromEnvironment == .server("http://env:1"), "\(name)")
            let flagWins = try Self.target(
                [name, "--server", "http://flag:2", "a.json"], environment)
            #expect(flagWins == .server("http://flag:2"), "\(name)")
            let local = try Self.target(
                [name, "--local", "a.json"], environment)
            #expect(local == .local, "\(name)")
        }
        #expect(
            try Self.parse(["bench"], as: BenchCommand.self, environment: environment).server
                == "http://env:1")
        #expect(
            try Self.parse(["version"], as: VersionCommand.self, environment: environment).server
                == "http://env:1")
    }

    /// The target a scenario command's line gives, whichever command it names.
    static func target(_ arguments: [String], _ environment: [String: String]) throws -> Target {
        guard case .run(let command) = try AutorotateTool.parse(arguments, environment: environment).get()
        else {
            throw ParseFailure(description: "\(arguments) asked for help")
        }
        switch command {
        case let simulate as SimulateCommand: return simulate.common.target
        case let compare as CompareCommand: return compare.common.target
        case let lint as LintCommand: return lint.common.target
        default: throw ParseFailure(description: "\(arguments) is not a scenario command")
        }
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
        (["version", "--verbose"], "unknown option '--verbose'"),
        (["bench", "a", "b"], "bench takes one FILE"),
        (["bench", "--seconds", "0"], "--seconds wants 0 < N ≤ 3600, got '0'"),
    ])
    func usageErrors(arguments: [String], message: String) {
        guard case .failure(let error) = AutorotateTool.parse(arguments, environment: [:]) else {
            Issue.record("expected a usage error for \(arguments)")
            return
        }
        #expect(error.message == message)
        let named = arguments.first.flatMap(AutorotateTool.command(named:))
        #expect(error.usage == (named.map { HelpFormatter.briefUsage(for: $0) } ?? AutorotateTool.help))
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

    /// The usage synopsis lists every declared option and argument, merging `--server | --local`.
    @Test func synopsis() {
        #expect(
            HelpFormatter.synopsis(SimulateCommand.self)
                == [
                    "[--server URL | --local]", "[--json]", "[--timeout SECONDS]", "[--request-id ID]",
                    "[--project DIR]", "[--target NAME]", "[--os VERSION]", "[--idiom IDIOM]", "[--strict]",
                    "[--svg OUT]", "FILE...",
                ])
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

    static func declarations<Command: Subcommand>(_ type: Command.Type) -> [OptionDeclaration] {
        Command.options.map(\.declaration)
    }

    /// `--request-id`, `--target`, `--strict` and `--server` are each declared once: every command
    /// that takes one has the shared declaration's spelling, value name and variable (all but
    /// `--server` its help too), and the tool's sources spell each flag in one place only.
    @Test func sharedOptionsDeclaredOnce() throws {
        let shared = [
            SharedOptions.requestID, SharedOptions.projectTarget, SharedOptions.strict, SharedOptions.server,
        ]
        var users: [String: [String]] = [:]
        for command in AutorotateTool.commands {
            for declaration in Self.declarations(command) {
                guard let one = shared.first(where: { $0.name == declaration.name }) else { continue }
                users[one.name, default: []].append(command.name)
                #expect(declaration.valueName == one.valueName, "\(command.name) \(one.name)")
                #expect(declaration.environment == one.environment, "\(command.name) \(one.name)")
                if one.name != SharedOptions.server.name {
                    #expect(declaration == one, "\(command.name) \(one.name)")
                }
            }
        }
        #expect(users["--request-id"] == ["simulate", "compare", "lint"])
        #expect(users["--target"] == ["simulate", "compare", "lint", "import"])
        #expect(users["--strict"] == ["simulate", "compare", "lint"])
        #expect(users["--server"] == ["simulate", "compare", "lint", "version", "bench"])
        let sources = Fixtures.packageRoot.appendingPathComponent("Sources/autorotate")
        let files = try FileManager.default.subpathsOfDirectory(atPath: sources.path)
            .filter { $0.hasSuffix(".swift") }
        for flag in ["--request-id", "--target", "--strict", "--server"] {
            var spelled: [String] = []
            for file in files {
                let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
                let count = text.components(separatedBy: "\"\(flag)\"").count - 1
                spelled += Array(repeating: file, count: count)
            }
            #expect(spelled == ["Parsing/SharedOptions.swift"], "\(flag)")
        }
    }
}
