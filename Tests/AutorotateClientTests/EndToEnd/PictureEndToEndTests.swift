import AutorotateClient
import AutorotateEngine
import AutorotateRendering
import AutorotateWire
import Foundation
import Testing

/// The pictures of api.md §8 outside the service: the client's SVG methods and `autorotate
/// simulate/compare --svg OUT`, on the server and with `--local`, byte for byte the golden SVGs of
/// Tests/Fixtures/pictures.
@Suite("Pictures end to end", .timeLimit(.minutes(5)))
struct PictureEndToEndTests {
    /// The fixtures with a pinned timeline (one of them crashes).
    static let goldens = [
        "seed000-force-landscape-tabbar", "seed000-landscapevc-mask7-modal", "seed002-landscape-only-launch",
    ]
    static let crashing = "seed000-landscapevc-mask7-modal"
    static let boundary = "Tests/Fixtures/compare/boundary-6.0.json"

    static func scenarioPath(_ name: String) -> String { "Tests/Fixtures/scenarios/\(name).json" }

    /// The pinned picture of a golden fixture.
    static func golden(_ name: String) throws -> [UInt8] {
        let bytes = CLIRun.readFile(
            Fixtures.packageRoot.appendingPathComponent("Tests/Fixtures/pictures/\(name).svg").path)
        try #require(!bytes.isEmpty, "no golden picture for \(name)")
        return bytes
    }

    /// The `scenario` member of a fixture file, its bytes verbatim (as the CLI sends them).
    static func scenarioMember(_ path: String) throws -> [UInt8] {
        let bytes = CLIRun.readFile(Fixtures.packageRoot.appendingPathComponent(path).path)
        let span = try #require(try JSONLocator(bytes).span(of: JSONPointer.root.appending("scenario")))
        return Array(bytes[span.range])
    }

    /// A new empty directory, removed by the caller.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "autorotate-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The in-process comparison of boundary-6.0 in iOS 5.1 and 6.0, and its picture.
    static func localMatrix() throws -> (Comparison, [UInt8]) {
        let request = AutorotateClient.compareRequest(
            scenario: try scenarioMember(boundary), os: ["5.1", "6.0"], idioms: nil)
        let comparison = try Comparator.compare(json: request).get()
        return (comparison, ComparisonPicture(comparison: comparison).svg())
    }

    /// `simulateSVG` (async and blocking) answers each golden fixture with its pinned bytes, a
    /// crash drawn rather than thrown; an invalid scenario throws the 422 problem with its pointers.
    @Test func clientSimulateSVGReturnsTheGoldenBytes() async throws {
        let server = try await ServerProcess.start()
        defer { server.stop() }
        let client = try AutorotateClient(baseURL: server.baseURL)
        for name in Self.goldens {
            let scenario = try Self.scenarioMember(Self.scenarioPath(name))
            #expect(try await client.simulateSVG(scenario) == (try Self.golden(name)), "\(name)")
            #expect(try client.simulateSVGBlocking(scenario) == (try Self.golden(name)), "\(name)")
        }
        let reply = try await client.send(
            .simulateSVG(try Self.scenarioMember(Self.scenarioPath(Self.crashing))))
        #expect(reply.header("Content-Type") == "image/svg+xml")
        do {
            _ = try client.simulateSVGBlocking(ClientEndToEndTests.invalidScenario)
            Issue.record("an invalid scenario was drawn")
        } catch {
            let problem = try #require(error.problem)
            #expect(problem.status == 422)
            #expect(problem.errors.map(\.pointer).contains("/window/rootViewController"))
        }
    }

    /// `compareSVG` (async and blocking) answers exactly the in-process ``ComparisonPicture``; a
    /// rejected version throws the problem with its pointer.
    @Test func clientCompareSVGMatchesTheLocalPicture() async throws {
        let server = try await ServerProcess.start()
        defer { server.stop() }
        let client = try AutorotateClient(baseURL: server.baseURL)
        let scenario = try Self.scenarioMember(Self.boundary)
        let (comparison, local) = try Self.localMatrix()
        #expect(!comparison.identical)
        #expect(try await client.compareSVG(scenario, os: ["5.1", "6.0"]) == local)
        #expect(try client.compareSVGBlocking(scenario, os: ["5.1", "6.0"]) == local)
        do {
            _ = try await client.compareSVG(scenario, os: ["6.0", "x"])
            Issue.record("a version that is not one was drawn")
        } catch {
            #expect(error.problem?.status == 422)
            #expect(error.problem?.errors.map(\.pointer) == ["/os/1"])
        }
    }

    /// `simulate --svg DIR` with the three golden fixtures, on the server and `--local`: each FILE
    /// gets DIR/NAME.svg with exactly the golden bytes, the tables still print, and the crash exits 1.
    @Test func cliDrawsEveryFileIntoADirectory() async throws {
        let server = try await ServerProcess.start()
        defer { server.stop() }
        let files = Self.goldens.map(Self.scenarioPath)
        for target in [["--server", server.baseURL], ["--local"]] {
            let directory = try Self.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let run = try await CLIRun.run(["simulate", "--svg", directory.path] + target + files)
            #expect(run.status == 1, "\(target): \(run.standardError)")
            #expect(run.standardError.isEmpty, "\(target): \(run.standardError)")
            for (name, file) in zip(Self.goldens, files) {
                let drawn = CLIRun.readFile(directory.appendingPathComponent("\(name).svg").path)
                #expect(drawn == (try Self.golden(name)), "\(target) \(name)")
                #expect(run.standardOutput.contains(file), "\(target): the table of \(file) is missing")
            }
            #expect(run.standardOutput.contains("EVENT"))
        }
    }

    /// `--svg -` prints only the picture (the golden bytes, nothing else) and keeps the exit code;
    /// `--svg FILE` with `--json` writes the picture and still prints the JSON.
    @Test func cliPictureOnStandardOutputOrBesideJSON() async throws {
        let server = try await ServerProcess.start()
        defer { server.stop() }
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for target in [["--server", server.baseURL], ["--local"]] {
            for name in Self.goldens {
                let run = try await CLIRun.run(
                    ["simulate", "--svg", "-"] + target + [Self.scenarioPath(name)])
                #expect(Array(run.standardOutput.utf8) == (try Self.golden(name)), "\(target) \(name)")
                #expect(
                    run.status == (name == Self.crashing ? 1 : 0), "\(target) \(name): \(run.standardError)")
            }
            let out = directory.appendingPathComponent("picture-\(target.count).svg").path
            let json = try await CLIRun.run(
                ["simulate", "--json", "--svg", out] + target + [Self.scenarioPath(Self.goldens[0])])
            #expect(json.status == 0, "\(target): \(json.standardError)")
            #expect(CLIRun.readFile(out) == (try Self.golden(Self.goldens[0])), "\(target)")
            let scenario = try Self.scenarioMember(Self.scenarioPath(Self.goldens[0]))
            #expect(
                Array(json.standardOutput.utf8) == (try Simulator.simulate(json: scenario).get().json) + [10])
        }
    }

    /// Unusable destinations are input errors (exit 2) named on stderr, before anything runs or
    /// after the run for a path that cannot be written; nothing is written for a rejected scenario.
    @Test func cliRefusesDestinationsItCannotUse() async throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let two = Self.goldens.prefix(2).map(Self.scenarioPath)
        let file = directory.appendingPathComponent("one.svg").path
        let notADirectory = try await CLIRun.run(["simulate", "--local", "--svg", file] + two)
        #expect(notADirectory.status == 2)
        #expect(notADirectory.standardError.contains("--svg \(file) is not a directory"))
        #expect(notADirectory.standardOutput.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: file))

        let stdout = try await CLIRun.run(["simulate", "--local", "--svg", "-"] + two)
        #expect(stdout.status == 2)
        #expect(stdout.standardError.contains("--svg -"), "\(stdout.standardError)")

        let twin = try await CLIRun.run(
            ["simulate", "--local", "--svg", directory.path, two[0], "./" + two[0]])
        #expect(twin.status == 2)
        #expect(twin.standardError.contains("\(Self.goldens[0]).svg"), "\(twin.standardError)")

        let missing = directory.appendingPathComponent("no/such/dir/x.svg").path
        for command in [
            ["simulate", Self.scenarioPath(Self.crashing)], ["compare", "--os", "5.1,6.0", Self.boundary],
        ] {
            let unwritable = try await CLIRun.run(
                [command[0], "--local", "--svg", missing] + command.dropFirst())
            #expect(unwritable.status == 2, "\(command)")
            #expect(
                unwritable.standardError.contains("cannot write the picture to \(missing): No such file"),
                "\(command): \(unwritable.standardError)")
            #expect(!unwritable.standardOutput.isEmpty, "\(command): the result is still printed")
        }

        let invalid = directory.appendingPathComponent("invalid.json")
        try Data(ClientEndToEndTests.invalidScenario).write(to: invalid)
        let rejected = try await CLIRun.run(["simulate", "--local", "--svg", directory.path, invalid.path])
        #expect(rejected.status == 2)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("invalid.svg").path))
    }

    /// `compare --svg`: the server's and `--local`'s pictures are the same bytes, those of the
    /// in-process ``ComparisonPicture``; the table still prints, `-` prints only the picture, and
    /// `--fail-on-difference` still exits 4 after drawing.
    @Test func cliComparePictures() async throws {
        let server = try await ServerProcess.start()
        defer { server.stop() }
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (_, local) = try Self.localMatrix()
        for target in [["--server", server.baseURL], ["--local"]] {
            let run = try await CLIRun.run(
                ["compare", "--os", "5.1,6.0", "--svg", directory.path] + target + [Self.boundary])
            #expect(run.status == 0, "\(target): \(run.standardError)")
            #expect(run.standardOutput.contains("DIFFERENCES (3)"), "\(target)")
            let drawn = directory.appendingPathComponent("boundary-6.0.svg").path
            #expect(CLIRun.readFile(drawn) == local, "\(target)")
            try FileManager.default.removeItem(atPath: drawn)

            let only = try await CLIRun.run(
                ["compare", "--os", "5.1,6.0", "--svg", "-"] + target + [Self.boundary])
            #expect(Array(only.standardOutput.utf8) == local, "\(target)")
            #expect(only.status == 0, "\(target): \(only.standardError)")

            let out = directory.appendingPathComponent("guard.svg").path
            let guarded = try await CLIRun.run(
                ["compare", "--os", "5.1,6.0", "--fail-on-difference", "--svg", out] + target + [
                    Self.boundary
                ])
            #expect(guarded.status == 4, "\(target): \(guarded.standardError)")
            #expect(CLIRun.readFile(out) == local, "\(target)")
        }
    }

    /// `simulate --project DIR --svg OUT EVENTS`: the project's crash is drawn (exit 1), the same
    /// bytes on the server and with `--local`.
    @Test func cliDrawsAProjectScenario() async throws {
        let server = try await ServerProcess.start()
        defer { server.stop() }
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let events = directory.appendingPathComponent("present-player.json")
        try Data(#"[{"type": "present", "viewController": "Player"}]"#.utf8).write(to: events)
        var pictures: [[UInt8]] = []
        for target in [["--server", server.baseURL], ["--local"]] {
            let out = directory.appendingPathComponent("player-\(target.count).svg").path
            let run = try await CLIRun.run(
                ["simulate", "--project", ImportEndToEndTests.project, "--svg", out] + target + [events.path])
            #expect(run.status == 1, "\(target): \(run.standardError)")
            let svg = CLIRun.readFile(out)
            let text = String(decoding: svg, as: UTF8.self)
            #expect(
                text.contains("✕ crash") && text.contains("UIApplicationInvalidInterfaceOrientation"),
                "\(target)")
            pictures.append(svg)
        }
        let identical = pictures.count == 2 && pictures[0] == pictures[1]
        #expect(identical, "the server's and --local's pictures differ")
    }
}
