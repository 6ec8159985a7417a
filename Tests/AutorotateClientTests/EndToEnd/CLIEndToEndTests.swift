import AutorotateEngine
import AutorotateWire
import Foundation
import Testing

/// The built `autorotate` binary: each exit code, both output formats, server and `--local`.
// The time limit is a failure bound for a hang, not a speed target: under ThreadSanitizer on a loaded
// two-core machine one server start alone can take tens of seconds.
@Suite("CLI end to end", .timeLimit(.minutes(10)))
struct CLIEndToEndTests {
    static let calm = "Tests/Fixtures/scenarios/seed002-navigation-ignores-children.json"
    static let crashing = "Tests/Fixtures/scenarios/seed000-landscapevc-mask7-modal.json"

    /// Writes `bytes` to a temporary file for one test.
    static func temporaryFile(_ bytes: [UInt8]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "autorotate-\(UUID().uuidString).json")
        try Data(bytes).write(to: url)
        return url
    }

    /// Exit 0 and a table with the seven columns when the scenario runs without a crash.
    @Test func tableForAScenarioThatRuns() async throws {
        let server = try await ServerProcess.start()
        defer { server.stop() }
        let run = try await CLIRun.run(["simulate", "--server", server.baseURL, Self.calm])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("EVENT"))
        for column in ["DEVICE", "INTERFACE", "ROTATED", "DECIDED BY", "RULE", "EXCEPTION"] {
            #expect(run.standardOutput.contains(column))
        }
        #expect(run.standardOutput.contains("launch"))
        #expect(run.standardOutput.contains("final: interface"))
    }

    /// Exit 0 and, with `--json`, exactly the engine's JSON for the scenario.
    @Test func jsonForAScenarioThatRuns() async throws {
        let server = try await ServerProcess.start()
        defer { server.stop() }
        let run = try await CLIRun.run(["simulate", "--json", "--server", server.baseURL, Self.calm])
        #expect(run.status == 0, "\(run.standardError)")
        let scenario = try ClientEndToEndTests.scenario(
            atPath: Fixtures.packageRoot.appendingPathComponent(Self.calm).path)
        let local = try Simulator.simulate(json: scenario).get()
        let printed =
            run.standardOutput.hasSuffix("\n") ? String(run.standardOutput.dropLast()) : run.standardOutput
        #expect(Array(printed.utf8) == local.json)
        #expect((try? JSONSerialization.jsonObject(with: Data(printed.utf8))) != nil)
    }

    /// `bench` keeps one connection busy for the time asked, through the blocking and the async
    /// API, and reports how many answers it got (decoded, kept as bytes, or `/livez`).
    @Test func benchCountsAnswers() async throws {
        let server = try await ServerProcess.start()
        defer { server.stop() }
        for extra in [[], ["--async"], ["--raw", Self.calm], ["--async", Self.calm]] {
            // Time is the subject here (bench runs for a duration), so the duration keeps a margin:
            // bench's clock starts before its first request, and under load (`make
            // test-under-load`) a 0.3 s run was seen to end before that request was even sent.
            let run = try await CLIRun.run(["bench", "--server", server.baseURL, "--seconds", "2"] + extra)
            #expect(run.status == 0, "\(extra): \(run.standardError)")
            let count = run.standardOutput.split(separator: " ").firstIndex(of: "requests").flatMap {
                index in Int(run.standardOutput.split(separator: " ")[index - 1])
            }
            #expect((count ?? 0) > 0, "\(extra): \(run.standardOutput)")
            #expect(run.standardOutput.contains("(async)") == extra.contains("--async"))
            #expect(
                run.standardOutput.hasPrefix(extra.contains(Self.calm) ? "POST /v1/simulate" : "GET /livez"))
        }
    }

    /// Exit 1 when the simulated app crashes, in both formats, with the exception shown.
    @Test func crashedAppExitsOne() async throws {
        let server = try await ServerProcess.start()
        defer { server.stop() }
        let table = try await CLIRun.run(["simulate", "--server", server.baseURL, Self.crashing])
        #expect(table.status == 1, "\(table.standardError)")
        #expect(
            table.standardOutput.contains("terminated at event 2: UIApplicationInvalidInterfaceOrientation"))
        let json = try await CLIRun.run(["simulate", "--json", "--server", server.baseURL, Self.crashing])
        #expect(json.status == 1)
        #expect(json.standardOutput.contains("\"terminated\":{"))
    }

    /// Exit 2 for a scenario the server rejects (422), with every pointer on stderr.
    @Test func invalidScenarioExitsTwo() async throws {
        let server = try await ServerProcess.start()
        defer { server.stop() }
        let file = try Self.temporaryFile(ClientEndToEndTests.invalidScenario)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try await CLIRun.run(["simulate", "--server", server.baseURL, file.path])
        #expect(run.status == 2)
        #expect(run.standardError.contains("422"))
        #expect(run.standardError.contains("/window/rootViewController"))
        #expect(run.standardOutput.isEmpty)
    }

    /// A scenario written over several lines, with a misspelt orientation on line 4 and an
    /// unknown root on line 6.
    static let invalidOverLines = Array(
        """
        {
          "device": {"os": "17.0"},
          "viewControllers": {
            "feed": {"supportedInterfaceOrientations": ".portrai"}
          },
          "window": {"rootViewController": "Feed"}
        }
        """.utf8)

    /// A refused scenario's errors, and a simulation's warnings, are printed at the file's line
    /// and column, as compilers print them, by simulate, compare and lint alike, in process
    /// and through a server.
    @Test func refusalsAndWarningsNameTheFileLine() async throws {
        let server = try await ServerProcess.start()
        defer { server.stop() }
        let invalid = try Self.temporaryFile(Self.invalidOverLines)
        defer { try? FileManager.default.removeItem(at: invalid) }
        for arguments in [
            ["simulate", invalid.path], ["simulate", "--server", server.baseURL, invalid.path],
            ["compare", "--os", "12.0,17.0", invalid.path], ["lint", invalid.path],
        ] {
            let run = try await CLIRun.run(arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(
                run.standardError.contains(
                    "\(invalid.path):4:48: /viewControllers/feed/supportedInterfaceOrientations: unknown orientation name"
                ), "\(arguments): \(run.standardError)")
            #expect(
                run.standardError.contains(
                    "\(invalid.path):6:36: /window/rootViewController: unknown view controller"),
                "\(arguments): \(run.standardError)")
        }
        let warned = try Self.temporaryFile(
            Array(
                String(decoding: Self.invalidOverLines, as: UTF8.self)
                    .replacingOccurrences(
                        of: #""supportedInterfaceOrientations": ".portrai""#,
                        with: #""supportedInterfaceOrientation": ".portrait""#
                    )
                    .replacingOccurrences(of: #""Feed""#, with: #""feed""#).utf8))
        defer { try? FileManager.default.removeItem(at: warned) }
        let run = try await CLIRun.run(["simulate", warned.path])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(
            run.standardOutput.contains(
                "\(warned.path):4:47: warning: /viewControllers/feed/supportedInterfaceOrientation:"),
            "\(run.standardOutput)")
    }

    /// Exit 2 for an unreadable file and for bad arguments, without contacting any server.
    @Test func inputErrorsExitTwo() async throws {
        let missing = try await CLIRun.run([
            "simulate", "--server", "http://127.0.0.1:9", "no/such/file.json",
        ])
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("cannot read no/such/file.json"))
        let usage = try await CLIRun.run(["simulate", "--local", "--server", "http://x"])
        #expect(usage.status == 2)
        #expect(usage.standardError.contains("USAGE: autorotate simulate"))
    }

    /// Exit 3 when nothing listens at the server URL; the message names the URL tried and says
    /// how to run without a server, for simulate, compare and lint alike.
    @Test func unreachableServerExitsThree() async throws {
        let port = try #require(freeLoopbackPort())
        let url = "http://127.0.0.1:\(port)"
        for command in ["simulate", "compare", "lint"] {
            let run = try await CLIRun.run([command, "--server", url, Self.calm])
            #expect(run.status == 3, "\(command)")
            #expect(
                run.standardError.contains(
                    "could not connect to \(url) (run without --server to use the embedded engine)"),
                "\(command): \(run.standardError)")
        }
    }

    /// `--local` runs the engine in process: same exit codes, same JSON as the server would send.
    @Test func localSimulation() async throws {
        let calm = try await CLIRun.run(["simulate", "--local", Self.calm])
        #expect(calm.status == 0, "\(calm.standardError)")
        #expect(calm.standardOutput.contains("EVENT"))
        let crash = try await CLIRun.run(["simulate", "--local", "--json", Self.crashing])
        #expect(crash.status == 1)
        let file = try Self.temporaryFile(ClientEndToEndTests.invalidScenario)
        defer { try? FileManager.default.removeItem(at: file) }
        let invalid = try await CLIRun.run(["simulate", "--local", file.path])
        #expect(invalid.status == 2)
        #expect(invalid.standardError.contains("/window/rootViewController"))
    }

    /// The worst outcome over several files decides the exit code; `-` reads standard input.
    @Test func severalFilesAndStandardInput() async throws {
        let both = try await CLIRun.run(["simulate", "--local", Self.calm, Self.crashing])
        #expect(both.status == 1)
        #expect(both.standardOutput.components(separatedBy: "EVENT").count == 3)
        let piped = try await CLIRun.run(
            ["simulate", "--local", "-"],
            standardInput: Array(try Data(contentsOf: Fixtures.packageRoot.appendingPathComponent(Self.calm)))
        )
        #expect(piped.status == 0, "\(piped.standardError)")
    }

    /// `--help` of the tool and of each command prints its usage and exits 0.
    @Test(arguments: [["--help"], ["simulate", "--help"], ["version", "--help"]])
    func help(arguments: [String]) async throws {
        let run = try await CLIRun.run(arguments)
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("USAGE: autorotate"))
    }

    /// `version` prints the engine version, and the server's with `--server`.
    @Test func version() async throws {
        let local = try await CLIRun.run(["version"])
        #expect(local.status == 0)
        #expect(local.standardOutput == "autorotate \(EngineInfo.version)\n")
        let server = try await ServerProcess.start()
        defer { server.stop() }
        let remote = try await CLIRun.run(["version", "--server", server.baseURL])
        #expect(remote.status == 0, "\(remote.standardError)")
        #expect(remote.standardOutput.contains("server \(server.baseURL): engine \(EngineInfo.version)"))
    }
}
