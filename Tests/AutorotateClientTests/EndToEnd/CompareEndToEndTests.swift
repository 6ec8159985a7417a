import AutorotateClient
import AutorotateEngine
import AutorotateWire
import Foundation
import Testing

/// `POST /v1/compare` end to end: the client and the CLI against the real `autorotated`, each
/// compare fixture (Tests/Fixtures/compare) answered as the in-process engine answers it.
@Suite("Compare end to end", .timeLimit(.minutes(3)))
struct CompareEndToEndTests {
    /// A compare fixture: its path, the versions it compares and its scenario's bytes.
    struct CompareFixture {
        var path: String
        var os: [String]
        var scenario: [UInt8]
    }

    static func fixtures() throws -> [CompareFixture] {
        let directory = Fixtures.packageRoot.appendingPathComponent("Tests/Fixtures/compare")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
            $0.hasSuffix(".json")
        }.sorted()
        return try names.map { name in
            let path = directory.appendingPathComponent(name).path
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let os = try #require(document["os"] as? [String])
            return CompareFixture(
                path: path, os: os, scenario: try ClientEndToEndTests.scenario(atPath: path))
        }
    }

    /// The in-process engine's answer to the same request.
    static func local(_ scenario: [UInt8], os: [String]?, idioms: [String]? = nil) -> Result<
        Comparison, InputProblem
    > {
        Comparator.compare(json: AutorotateClient.compareRequest(scenario: scenario, os: os, idioms: idioms))
    }

    /// Every compare fixture through the client, async and blocking: the same bytes and the same
    /// typed comparison as the in-process engine (a version below 2.0 is the same 422).
    @Test func everyFixtureThroughTheClient() async throws {
        let server = try await ServerProcess.start()
        defer { server.stop() }
        let client = try AutorotateClient(baseURL: server.baseURL)
        let fixtures = try Self.fixtures()
        #expect(fixtures.count == VersionBoundaries.all.count)
        for fixture in fixtures {
            let request = AutorotateClient.compareRequest(
                scenario: fixture.scenario, os: fixture.os, idioms: nil)
            switch Self.local(fixture.scenario, os: fixture.os) {
            case .success(let local):
                let reply = try await client.send(.compare(request))
                #expect(reply.body == local.jsonBytes(), "\(fixture.path)")
                #expect(reply.value == local, "\(fixture.path)")
                #expect(
                    try client.compareBlocking(fixture.scenario, os: fixture.os) == local, "\(fixture.path)")
            case .failure(let problem):
                do {
                    _ = try await client.compare(fixture.scenario, os: fixture.os)
                    Issue.record("\(fixture.path): the server accepted what the engine rejects")
                } catch {
                    #expect(error.problem?.status == 422, "\(fixture.path)")
                    #expect(
                        error.problem?.errors.map(\.pointer) == problem.errors.map(\.pointer),
                        "\(fixture.path)")
                }
            }
        }
    }

    /// The default columns (every boundary version) in both idioms, over HTTP, equal the engine's.
    @Test func defaultColumnsInBothIdioms() async throws {
        let server = try await ServerProcess.start()
        defer { server.stop() }
        let client = try AutorotateClient(baseURL: server.baseURL)
        let scenario = try ClientEndToEndTests.scenario("seed000-force-landscape-tabbar")
        let comparison = try await client.compare(scenario, idioms: ["phone", "pad"])
        #expect(comparison.columns.count == VersionBoundaries.all.count * 2)
        #expect(comparison == (try Self.local(scenario, os: nil, idioms: ["phone", "pad"]).get()))
    }

    /// Input errors are typed problems with pointers: the scenario's under `/scenario`, the
    /// request's own at `/os/…`, too many columns at `/os`, bytes that are not JSON a 400.
    @Test func inputErrorsAreProblems() async throws {
        let server = try await ServerProcess.start()
        defer { server.stop() }
        let client = try AutorotateClient(baseURL: server.baseURL)
        do {
            _ = try await client.compare(ClientEndToEndTests.invalidScenario, os: ["6.1", "x"])
            Issue.record("an invalid request was accepted")
        } catch {
            let problem = try #require(error.problem)
            #expect(problem.status == 422)
            let pointers = problem.errors.map(\.pointer)
            #expect(pointers.contains("/os/1"))
            #expect(pointers.contains("/scenario/window/rootViewController"))
        }
        let many = (0..<65).map { "6.\($0)" }
        let seed000 = try ClientEndToEndTests.scenario("seed000-force-landscape-tabbar")
        do {
            _ = try await client.compare(seed000, os: many)
            Issue.record("65 columns were accepted")
        } catch {
            #expect(error.problem?.status == 422)
            #expect(error.problem?.errors.map(\.pointer) == ["/os"])
        }
        do {
            _ = try await client.send(.compare(Array("{\"scenario\":".utf8)))
            Issue.record("a body that is not JSON was accepted")
        } catch {
            #expect(error.problem?.status == 400)
        }
    }

    /// Every compare fixture through the CLI binary with `--json`: exactly the engine's bytes, on
    /// the server and with `--local`; exit 1 when a column crashed, 2 for a rejected version, and 4
    /// with `--fail-on-difference` when the columns differ.
    @Test func everyFixtureThroughTheCLI() async throws {
        let server = try await ServerProcess.start()
        defer { server.stop() }
        for fixture in try Self.fixtures() {
            let os = fixture.os.joined(separator: ",")
            let run = try await CLIRun.run([
                "compare", "--json", "--server", server.baseURL, "--os", os, fixture.path,
            ])
            let local = try await CLIRun.run(["compare", "--json", "--local", "--os", os, fixture.path])
            #expect(run.standardOutput == local.standardOutput, "\(fixture.path)")
            #expect(run.status == local.status, "\(fixture.path)")
            switch Self.local(fixture.scenario, os: fixture.os) {
            case .success(let comparison):
                #expect(Array(run.standardOutput.utf8) == comparison.jsonBytes() + [10], "\(fixture.path)")
                let crashed = comparison.terminated.contains { $0 != nil }
                #expect(run.status == (crashed ? 1 : 0), "\(fixture.path): \(run.standardError)")
                let guarded = try await CLIRun.run([
                    "compare", "--fail-on-difference", "--server", server.baseURL, "--os", os, fixture.path,
                ])
                #expect(guarded.status == (comparison.identical ? (crashed ? 1 : 0) : 4), "\(fixture.path)")
            case .failure:
                #expect(run.status == 2, "\(fixture.path)")
                #expect(run.standardError.contains("--os"), "\(fixture.path): \(run.standardError)")
            }
        }
    }

    /// The table: a column per version, the interface orientations, the differing row marked, then
    /// the differences with their rules.
    @Test func tableShowsTheDifference() async throws {
        let server = try await ServerProcess.start()
        defer { server.stop() }
        let path = Fixtures.packageRoot.appendingPathComponent("Tests/Fixtures/compare/boundary-6.0.json")
            .path
        let run = try await CLIRun.run(["compare", "--server", server.baseURL, "--os", "5.1,6.0", path])
        #expect(run.status == 0, "\(run.standardError)")
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("   EVENT") && $0.contains("5.1") && $0.contains("6.0") })
        #expect(
            lines.contains { $0.hasPrefix("*  0 deviceOrientation") && $0.contains("P") && $0.contains("LR") }
        )
        #expect(lines.contains { $0.hasPrefix("   launch") })
        #expect(run.standardOutput.contains("DIFFERENCES (3)"))
        #expect(run.standardOutput.contains("iOS 5.1 on phone: portrait (R4.2)"))
        #expect(run.standardOutput.contains("iOS 6.0 on phone: landscapeRight (R2.5)"))
    }

    /// Exit 2 for a bad `--idiom` (named on stderr), 3 when nothing listens.
    @Test func inputAndTransportErrors() async throws {
        let path = Fixtures.packageRoot.appendingPathComponent("Tests/Fixtures/compare/boundary-6.0.json")
            .path
        let idiom = try await CLIRun.run(["compare", "--local", "--idiom", "phone,tv", path])
        #expect(idiom.status == 2)
        #expect(idiom.standardError.contains("--idiom 'tv'"), "\(idiom.standardError)")
        let port = try #require(freeLoopbackPort())
        let unreachable = try await CLIRun.run(["compare", "--server", "http://127.0.0.1:\(port)", path])
        #expect(unreachable.status == 3, "\(unreachable.standardError)")
    }
}
