import AutorotateEngine
import AutorotateTestSupport
import AutorotateWire
import Foundation
import Testing

@testable import AutorotateClient

/// The client against the real `autorotated` binary on an ephemeral loopback port.
// The time limit is a failure bound for a hang, not a speed target: under ThreadSanitizer on a loaded
// two-core machine one server start alone can take tens of seconds.
@Suite("Client end to end", .timeLimit(.minutes(10)))
struct ClientEndToEndTests {
    static func scenario(_ name: String) throws -> [UInt8] {
        let path = Fixtures.packageRoot.appendingPathComponent("Tests/Fixtures/scenarios/\(name).json").path
        return try Self.scenario(atPath: path)
    }

    /// The `scenario` member of a golden fixture, as JSON bytes.
    static func scenario(atPath path: String) throws -> [UInt8] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let scenario = try #require(document["scenario"])
        return Array(try JSONSerialization.data(withJSONObject: scenario, options: [.sortedKeys]))
    }

    /// A scenario with three mistakes the server must report together, each with its pointer.
    static let invalidScenario = Array(
        #"""
        {"device": {"os": "6.1", "orientation": "sideways"},
         "viewControllers": {"list": {"supportedInterfaceOrientations": "landscap"}},
         "window": {"rootViewController": "missing"}, "events": []}
        """#.utf8)

    /// Health, metrics, contract and version endpoints answer through typed calls, and the
    /// server echoes the request id the client sent.
    @Test func everyEndpoint() async throws {
        let contract = Array("openapi: 3.1.0\ninfo:\n  title: Autorotate (test copy)\n".utf8)
        let contractFile = FileManager.default.temporaryDirectory
            .appendingPathComponent("autorotate-openapi-\(UUID().uuidString).yaml")
        try Data(contract).write(to: contractFile)
        defer { try? FileManager.default.removeItem(at: contractFile) }
        let server = try await ServerProcess.start(arguments: ["--openapi-file", contractFile.path])
        defer { server.stop() }
        let client = try AutorotateClient(baseURL: server.baseURL)
        #expect(try await client.livez())
        #expect(try await client.readyz())
        let version = try await client.version()
        #expect(version.engineVersion == EngineInfo.version)
        #expect(!version.generations.isEmpty)
        #expect(Array(try await client.openAPI().utf8) == contract)
        _ = try await client.simulate(try Self.scenario("seed002-navigation-ignores-children"))
        let metrics = try await client.metrics()
        #expect(metrics.contains("# TYPE"))
        let reply = try await client.send(.livez, requestID: "e2e-request-1")
        #expect(reply.requestID == "e2e-request-1")
        #expect(reply.attempts == 1)
    }

    /// Every golden scenario simulates over HTTP to the same bytes as the in-process engine, and
    /// the decoded simulation meets the fixture's expectations.
    @Test func goldenScenarios() async throws {
        let server = try await ServerProcess.start()
        defer { server.stop() }
        let client = try AutorotateClient(baseURL: server.baseURL)
        let files = Fixtures.scenarioFiles()
        #expect(files.count >= 12)
        for path in files {
            let scenario = try Self.scenario(atPath: path)
            let reply = try await client.send(.simulate(scenario))
            #expect(reply.status == 200)
            let local = try Simulator.simulate(json: scenario).get()
            #expect(reply.body == local.json, "\(path): server and local engine disagree")
            #expect(try GoldenExpectations.mismatches(reply.value, fixture: path) == [], "\(path)")
            let parsed = try JSONReader.parse(scenario)
            #expect(try await client.simulate(parsed) == reply.value, "\(path): JSONValue overload")
        }
    }

    /// An invalid scenario becomes a typed 422 problem listing every pointer error; bytes that are
    /// not JSON become a 400.
    @Test func invalidScenario() async throws {
        let server = try await ServerProcess.start()
        defer { server.stop() }
        let client = try AutorotateClient(baseURL: server.baseURL)
        let invalid = await outcome { () async throws(AutorotateClientError) in
            try await client.simulate(Self.invalidScenario, requestID: "bad-scenario-1")
        }
        guard case .failure(let error) = invalid, let problem = error.problem else {
            Issue.record("expected a problem, got \(invalid)")
            return
        }
        do {
            #expect(problem.status == 422)
            #expect(!problem.title.isEmpty)
            #expect(problem.requestID == "bad-scenario-1")
            let pointers = Set(problem.errors.map(\.pointer))
            #expect(pointers.contains("/device/orientation"), "\(problem)")
            #expect(pointers.contains("/viewControllers/list/supportedInterfaceOrientations"), "\(problem)")
            #expect(pointers.contains("/window/rootViewController"), "\(problem)")
            #expect(problem.errors.allSatisfy { !$0.detail.isEmpty })
        }
        let malformed = await outcome { () async throws(AutorotateClientError) in
            try await client.simulate(Array("{not json".utf8))
        }
        guard case .failure(let error) = malformed, let malformedProblem = error.problem else {
            Issue.record("expected a problem, got \(malformed)")
            return
        }
        #expect(malformedProblem.status == 400)
        #expect(malformedProblem.isClientError)
    }

    /// A request body over the threshold is sent gzip-compressed, and the response comes back
    /// gzip-encoded and is decoded by libcurl to the same bytes as an uncompressed exchange.
    @Test func gzipBothWays() async throws {
        let server = try await ServerProcess.start()
        defer { server.stop() }
        let scenario = try Self.scenario("seed000-force-landscape-tabbar")
        var configuration = ClientConfiguration(baseURL: server.baseURL)
        configuration.gzipThreshold = 64
        let gzipClient = try AutorotateClient(configuration: configuration)
        configuration.gzipThreshold = .max
        let plainClient = try AutorotateClient(configuration: configuration)
        let compressed = try await gzipClient.send(.simulate(scenario))
        let plain = try await plainClient.send(.simulate(scenario))
        #expect(compressed.body == plain.body)
        #expect(compressed.header("Content-Encoding")?.lowercased() == "gzip")
        #expect(compressed.value == plain.value)
    }

    /// A batch of 1,000 scenarios streams back 1,000 items, in order, valid and invalid alike.
    @Test func batchOfThousand() async throws {
        // 1,000 fixtures are about 4 MB (and compress over 100:1): raise the body limits.
        let server = try await ServerProcess.start(arguments: [
            "--max-body-bytes", "16777216", "--max-decompressed-bytes", "16777216",
            "--max-decompression-ratio", "100000",
        ])
        defer { server.stop() }
        let client = try AutorotateClient(baseURL: server.baseURL)
        let goldens = try Fixtures.scenarioFiles().map { try Self.scenario(atPath: $0) }
        var scenarios: [[UInt8]] = []
        for index in 0..<1000 {
            scenarios.append(index % 100 == 99 ? Self.invalidScenario : goldens[index % goldens.count])
        }
        var count = 0
        var problems = 0
        for try await item in client.simulateBatch(scenarios) {
            #expect(item.index == count)
            switch item.result {
            case .success(let simulation): #expect(simulation.engine.version == EngineInfo.version)
            case .failure(let problem):
                problems += 1
                #expect(problem.status == 422)
                #expect(!problem.errors.isEmpty)
            }
            count += 1
        }
        #expect(count == 1000)
        #expect(problems == 10)
    }

    /// A connection that breaks while a batch streams (as when the server is killed) ends the
    /// sequence with a transport error after the items already received, never a short success,
    /// and the same client works again against a new server on that port. The break comes from
    /// a server that stops after one item: killing a real one raced with its answer, which a fast
    /// server could finish before the kill landed.
    @Test func serverKilledMidBatch() async throws {
        let golden = try Self.scenario("seed003-ios6-forwarding-containers")
        let real = try await ServerProcess.start()
        var line: [UInt8] = []
        for try await item in try AutorotateClient(baseURL: real.baseURL).simulateBatch([golden]) {
            line = item.json
        }
        real.stop()
        let broken = try #require(TruncatingBatchServer(lines: [line]))
        let port = broken.port
        let client = try AutorotateClient(baseURL: "http://127.0.0.1:\(port)")
        var received = 0
        let result = await outcome { () async throws(AutorotateClientError) in
            do {
                for try await _ in client.simulateBatch(Array(repeating: golden, count: 3)) { received += 1 }
            } catch let error as AutorotateClientError {
                throw error
            } catch {
                throw .invalidArgument("unexpected \(error)")
            }
        }
        guard case .failure(let error) = result, let failure = error.transportFailure else {
            Issue.record("expected a transport error, got \(result) after \(received) items")
            return
        }
        #expect(failure.kind == .connectionLost, "\(failure)")
        #expect(received == 1)
        broken.waitUntilFinished()
        broken.stopListening()
        let again = try await ServerProcess.start(port: port)
        defer { again.stop() }
        #expect(try await client.livez())
    }

    /// Several tasks share one client (one connection) safely; every call gets its own answer.
    @Test func concurrentTasksShareOneClient() async throws {
        let server = try await ServerProcess.start()
        defer { server.stop() }
        let client = try AutorotateClient(baseURL: server.baseURL)
        let files = Fixtures.scenarioFiles()
        let scenarios = try files.map { try Self.scenario(atPath: $0) }
        let expected = try scenarios.map { try Simulator.simulate(json: $0).get().json }
        try await withThrowingTaskGroup(of: (Int, [UInt8]).self) { group in
            for round in 0..<64 {
                let index = round % scenarios.count
                group.addTask { (index, try await client.send(.simulate(scenarios[index])).body) }
            }
            for try await (index, body) in group {
                #expect(body == expected[index])
            }
        }
    }

    /// The blocking call works from a plain thread and reuses the same connection.
    @Test func blockingCalls() async throws {
        let server = try await ServerProcess.start()
        defer { server.stop() }
        let client = try AutorotateClient(baseURL: server.baseURL)
        for _ in 0..<5 {
            #expect(try client.sendBlocking(.livez).value)
        }
    }

    /// A call made before the server listens is retried (connection refused) until it answers.
    ///
    /// Deterministic on any machine: the first attempt is refused (nothing listens on the port),
    /// and the second is held until the server has started and written its port file, so the retry
    /// budget counts attempts against that event instead of racing the server's start.
    @Test func retriesUntilTheServerListens() async throws {
        let port = try #require(freeLoopbackPort())
        var configuration = ClientConfiguration(baseURL: "http://127.0.0.1:\(port)")
        configuration.retry = RetryPolicy(maxAttempts: 2, initialDelay: .milliseconds(10))
        let client = try AutorotateClient(configuration: configuration)
        let refused = Gate()
        let listening = Gate()
        defer { listening.open() }  // never leave the client's thread held, whatever happens
        client.connection.beforeAttempt.withLock {
            $0 = { attempt in
                guard attempt == 2 else { return }
                refused.open()
                listening.wait()
            }
        }
        let call = Task { try await client.send(.livez) }
        try #require(try await refused.opened(), "the client never retried its refused first attempt")
        let server = try await ServerProcess.start(port: port)
        defer { server.stop() }
        listening.open()
        let reply = try await call.value
        #expect(reply.value)
        #expect(reply.attempts == 2)
    }

    /// Against a socket that accepts but never answers, the total timeout ends the call with a
    /// transport error carrying libcurl's message, and no retry.
    @Test func timesOutOnSilentServer() async throws {
        let listener = try #require(SilentListener())
        var configuration = ClientConfiguration(baseURL: "http://127.0.0.1:\(listener.port)")
        configuration.timeout = .milliseconds(300)
        let client = try AutorotateClient(configuration: configuration)
        let start = ContinuousClock.now
        let result = await outcome { () async throws(AutorotateClientError) in try await client.livez() }
        guard case .failure(let error) = result, let failure = error.transportFailure else {
            Issue.record("expected a transport error, got \(result)")
            return
        }
        // The silent server never answers, so only the 300 ms timeout can end the call, and libcurl
        // says so (code 28). The time bound only catches a timeout that is not applied at all; it
        // holds a wide margin because a loaded two-core machine was seen to take 25 s to schedule
        // the call's thread around a 300 ms timeout.
        #expect(failure.kind == .timedOut)
        #expect(failure.message.contains("timed out"), "\(failure.message)")
        #expect(ContinuousClock.now - start < .seconds(120))
    }

    /// Cancelling the calling task aborts a hanging transfer promptly.
    @Test func cancellationAbortsTheTransfer() async throws {
        let listener = try #require(SilentListener())
        var configuration = ClientConfiguration(baseURL: "http://127.0.0.1:\(listener.port)")
        // Longer than the suite's time limit: only the cancellation can end this call.
        configuration.timeout = .seconds(3600)
        let client = try AutorotateClient(configuration: configuration)
        let call = Task { try await client.livez() }
        // The event: the client's connection waits in the listener's backlog (the transfer hangs).
        try #require(
            try await Waiting.untilAsync { listener.hasPendingConnection }, "the client never connected")
        let start = ContinuousClock.now
        call.cancel()
        await #expect(throws: AutorotateClientError.cancelled) { try await call.value }
        // libcurl polls the progress callback at least once a second; the wide margin is for a
        // loaded two-core machine, and still far below the one-hour transfer timeout.
        #expect(ContinuousClock.now - start < .seconds(120))
    }

    /// A server stopped mid-run turns the next call into a transport error, and the same client
    /// recovers once a server listens on that port again.
    @Test func serverStoppedMidRun() async throws {
        let first = try await ServerProcess.start()
        let port = first.port
        var configuration = ClientConfiguration(baseURL: first.baseURL)
        configuration.retry = RetryPolicy(maxAttempts: 2, initialDelay: .milliseconds(10))
        let client = try AutorotateClient(configuration: configuration)
        let scenario = try Self.scenario("seed001-ios5-shouldautorotate")
        _ = try await client.simulate(scenario)
        first.kill()
        let result = await outcome { () async throws(AutorotateClientError) in
            try await client.simulate(scenario)
        }
        guard case .failure(let error) = result, let failure = error.transportFailure,
            let requestID = error.requestID
        else {
            Issue.record("expected a transport error, got \(result)")
            return
        }
        #expect([.connectionRefused, .connectionLost].contains(failure.kind), "\(failure)")
        #expect(!failure.message.isEmpty)
        #expect(requestID.count == 32)
        let second = try await ServerProcess.start(port: port)
        defer { second.stop() }
        _ = try await client.simulate(scenario)
    }
}
