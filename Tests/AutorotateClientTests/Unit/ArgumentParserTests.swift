import Testing

@testable import autorotate

@Suite("Command-line arguments")
struct ArgumentParserTests {
    /// `simulate FILE` defaults to the local server URL, a table and a 30 s timeout.
    @Test func simulateDefaults() throws {
        let command = try ArgumentParser.parse(["simulate", "a.json"]).get()
        #expect(
            command == .simulate(SimulateOptions(target: .server("http://127.0.0.1:8080"), files: ["a.json"]))
        )
    }

    /// Every simulate option is read, in both `--name value` and `--name=value` spellings.
    @Test func simulateOptions() throws {
        let command = try ArgumentParser.parse([
            "simulate", "--server=http://h:1", "--json", "--timeout", "2.5", "--request-id", "r1", "a.json",
            "b.json",
        ]).get()
        #expect(
            command
                == .simulate(
                    SimulateOptions(
                        target: .server("http://h:1"), json: true, timeoutSeconds: 2.5, requestID: "r1",
                        files: ["a.json", "b.json"])))
    }

    /// `--local` selects the in-process engine; `-` is a file (stdin) and `--` ends the options.
    @Test func simulateLocalAndDashes() throws {
        let command = try ArgumentParser.parse(["simulate", "--local", "-", "--", "--odd.json"]).get()
        #expect(command == .simulate(SimulateOptions(target: .local, files: ["-", "--odd.json"])))
    }

    /// Contradictory, incomplete or unknown arguments are usage errors naming the problem.
    @Test(arguments: [
        (["simulate", "--local", "--server", "http://x", "a"], "--local and --server exclude each other"),
        (["simulate"], "missing FILE"),
        (["simulate", "--timeout", "0", "a"], "--timeout wants seconds > 0, got '0'"),
        (["simulate", "--server"], "--server needs a value"),
        (["simulate", "--verbose", "a"], "unknown option '--verbose'"),
        (["frobnicate"], "unknown command 'frobnicate'"),
        ([], "missing command"),
        (["version", "extra"], "unexpected argument 'extra'"),
    ])
    func usageErrors(arguments: [String], message: String) {
        guard case .failure(let error) = ArgumentParser.parse(arguments) else {
            Issue.record("expected a usage error for \(arguments)")
            return
        }
        #expect(error.message == message)
    }

    /// `--help` works for the tool and for each command, anywhere among the options.
    @Test func help() throws {
        #expect(try ArgumentParser.parse(["--help"]).get() == .help(Help.tool))
        #expect(try ArgumentParser.parse(["help", "simulate"]).get() == .help(Help.simulate))
        #expect(try ArgumentParser.parse(["simulate", "--json", "--help"]).get() == .help(Help.simulate))
        #expect(try ArgumentParser.parse(["version", "-h"]).get() == .help(Help.version))
    }

    /// `version` takes an optional server and `--json`.
    @Test func version() throws {
        #expect(try ArgumentParser.parse(["version"]).get() == .version(VersionOptions()))
        #expect(
            try ArgumentParser.parse(["version", "--server", "http://h:2", "--json"]).get()
                == .version(VersionOptions(server: "http://h:2", json: true)))
    }

    /// `bench` reads its server, duration, modes and optional scenario file.
    @Test func bench() throws {
        #expect(try ArgumentParser.parse(["bench"]).get() == .bench(BenchOptions()))
        #expect(
            try ArgumentParser.parse([
                "bench", "--server", "http://h:3", "--seconds", "2", "--raw", "--identity", "s.json",
            ])
            .get()
                == .bench(
                    BenchOptions(server: "http://h:3", seconds: 2, file: "s.json", raw: true, identity: true))
        )
        #expect(try ArgumentParser.parse(["bench", "--async"]).get() == .bench(BenchOptions(async: true)))
        guard case .failure(let error) = ArgumentParser.parse(["bench", "a", "b"]) else {
            Issue.record("two files accepted")
            return
        }
        #expect(error.message == "bench takes one FILE")
    }
}
