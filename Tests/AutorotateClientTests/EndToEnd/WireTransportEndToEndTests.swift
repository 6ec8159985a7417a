import AutorotateEngine
import AutorotateTestSupport
import AutorotateWire
import Foundation
import Testing

@testable import AutorotateClient

/// The client's own HTTP/1.1 transport against the real server, beside libcurl's transfer, and
/// against scripted servers that misbehave.
@Suite("Wire transport", .timeLimit(.minutes(10)))
struct WireTransportEndToEndTests {
    private static func client(
        _ url: String, _ kind: TransportKind, configure: (inout ClientConfiguration) -> Void = { _ in }
    )
        throws -> AutorotateClient
    {
        var configuration = ClientConfiguration(baseURL: url)
        configure(&configuration)
        return try AutorotateClient(configuration: configuration, transport: kind)
    }

    private static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// Both transports give the same answers: every golden scenario (status, body, decoded value,
    /// request id, media type), a problem, gzip both ways, a batch, the health and version calls.
    @Test func bothTransportsAgree() async throws {
        let server = try await ServerProcess.start()
        defer { server.stop() }
        let wire = try Self.client(server.baseURL, .wire)
        let libcurl = try Self.client(server.baseURL, .libcurl)
        #expect(wire.connection.transportKind == .wire)
        let scenarios = try Fixtures.scenarioFiles().map { try ClientEndToEndTests.scenario(atPath: $0) }
        for (index, scenario) in scenarios.enumerated() {
            let id = "agree-\(index)"
            let viaWire = try await wire.send(.simulate(scenario), requestID: id)
            let viaLibcurl = try await libcurl.send(.simulate(scenario), requestID: id)
            #expect(viaWire.status == viaLibcurl.status)
            #expect(viaWire.body == viaLibcurl.body)
            #expect(viaWire.value == viaLibcurl.value)
            #expect(viaWire.requestID == id)
            #expect(viaWire.header("Content-Type") == viaLibcurl.header("Content-Type"))
        }
        let problems = await [wire, libcurl].asyncMap { client in
            await outcome { () async throws(AutorotateClientError) in
                try await client.simulate(ClientEndToEndTests.invalidScenario, requestID: "bad-1")
            }
        }
        #expect(problems[0].failure?.problem != nil)
        #expect(problems[0].failure == problems[1].failure)
        let gzipWire = try Self.client(server.baseURL, .wire) { $0.gzipThreshold = 64 }
        let gzipLibcurl = try Self.client(server.baseURL, .libcurl) { $0.gzipThreshold = 64 }
        let golden = try ClientEndToEndTests.scenario("seed000-force-landscape-tabbar")
        let compressedWire = try await gzipWire.send(.simulate(golden))
        let compressedLibcurl = try await gzipLibcurl.send(.simulate(golden))
        #expect(compressedWire.header("Content-Encoding")?.lowercased() == "gzip")
        #expect(compressedWire.body == compressedLibcurl.body)
        let batch =
            Array(scenarios.prefix(6)) + [ClientEndToEndTests.invalidScenario] + Array(scenarios.prefix(6))
        var lines: [[[UInt8]]] = [[], []]
        for (slot, client) in [gzipWire, gzipLibcurl].enumerated() {
            for try await item in client.simulateBatch(batch) { lines[slot].append(item.json) }
        }
        #expect(lines[0].count == batch.count)
        #expect(lines[0] == lines[1])
        #expect(try await wire.livez() == libcurl.livez())
        #expect(try await wire.version().engineVersion == libcurl.version().engineVersion)
    }

    /// A body the server refuses before reading it (413, then it closes) gives both transports
    /// the same answer, whether the refusal arrives before or after the whole body went out.
    @Test func refusedLargeBodies() async throws {
        let server = try await ServerProcess.start(arguments: ["--max-body-bytes", "65536"])
        defer { server.stop() }
        let body = Array(repeating: UInt8(0x20), count: 4 << 20)
        var results: [Result<Reply<Simulation>, AutorotateClientError>] = []
        for kind in [TransportKind.wire, .libcurl] {
            let client = try Self.client(server.baseURL, kind) { $0.gzipThreshold = .max }
            results.append(
                await outcome { () async throws(AutorotateClientError) in
                    try await client.send(.simulate(body))
                })
            #expect(try await client.livez(), "\(kind): the client did not recover")
        }
        #expect(results[0].failure?.problem?.status == 413, "\(results[0])")
        #expect(results[0].failure?.kind == results[1].failure?.kind, "\(results)")
    }

    /// An async call on a reused connection, to a server that then falls silent, ends when its
    /// task is cancelled, and the next call works on a new connection; the same with a timeout
    /// instead of a cancellation.
    @Test func reusedConnectionCallsEndOnCancellationAndTimeout() async throws {
        let good = Self.bytes("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 2\r\n\r\nok")
        let server = try #require(ScriptedHTTPServer(script: [[good], [good]], fallsSilent: true))
        // Longer than the suite's time limit: only the cancellation can end the second call.
        let client = try Self.client(server.baseURL, .wire) { $0.timeout = .seconds(3600) }
        #expect(try await client.livez())
        let call = Task { try await client.livez() }
        // The event: the server has received the second request, which it will never answer.
        try #require(try await Waiting.untilAsync { server.unansweredBytes > 0 }, "the request never arrived")
        call.cancel()
        await #expect(throws: AutorotateClientError.cancelled) { try await call.value }
        #expect(try await client.livez())
        let silent = try #require(ScriptedHTTPServer(script: [[good]], fallsSilent: true))
        let timing = try Self.client(silent.baseURL, .wire) { $0.timeout = .milliseconds(300) }
        #expect(try await timing.livez())
        let result = await outcome { () async throws(AutorotateClientError) in try await timing.livez() }
        #expect(result.failure?.transportFailure?.kind == .timedOut, "\(result)")
    }

    /// A batch answer that stops streaming ends, after the items that arrived, with a timeout
    /// once no byte has come for the configured time, although the batch's own limit is far off,
    /// with both transports.
    @Test(arguments: [TransportKind.wire, .libcurl])
    func stalledBatchTimesOut(kind: TransportKind) async throws {
        let line = #"{"line":1,"problem":{"type":"about:blank","title":"Bad","status":400}}"#
        let chunk = line + "\n"
        let answer = Self.bytes(
            "HTTP/1.1 200 OK\r\nContent-Type: application/x-ndjson\r\nTransfer-Encoding: chunked\r\n\r\n"
                + String(chunk.utf8.count, radix: 16) + "\r\n" + chunk + "\r\n")
        let server = try #require(ScriptedHTTPServer(script: [[answer]], fallsSilent: true))
        let client = try Self.client(server.baseURL, kind) {
            $0.timeout = .seconds(1)
            $0.batchTimeout = .seconds(3600)
        }
        var received = 0
        let result = await outcome { () async throws(AutorotateClientError) in
            do {
                for try await _ in client.simulateBatch([Array("{}".utf8), Array("{}".utf8)]) {
                    received += 1
                }
            } catch let error as AutorotateClientError {
                throw error
            } catch {
                throw .invalidArgument("unexpected \(error)")
            }
        }
        #expect(received == 1)
        #expect(result.failure?.transportFailure?.kind == .timedOut, "\(result)")
    }

    /// Blocking calls on threads and async calls from tasks share one connection at once; each
    /// gets its own answer.
    @Test func blockingAndAsyncCallsShareOneConnection() async throws {
        let server = try await ServerProcess.start()
        defer { server.stop() }
        let client = try Self.client(server.baseURL, .wire)
        let scenarios = try Fixtures.scenarioFiles().prefix(4).map {
            try ClientEndToEndTests.scenario(atPath: $0)
        }
        let expected = try scenarios.map { try Simulator.simulate(json: $0).get().json }
        let threads = (0..<3).map { offset in
            let done = DispatchSemaphore(value: 0)
            nonisolated(unsafe) var mismatches = 0
            Thread.detachNewThread {
                defer { done.signal() }
                for round in 0..<20 {
                    let index = (round + offset) % scenarios.count
                    if (try? client.sendBlocking(.simulate(scenarios[index])).body) != expected[index] {
                        mismatches += 1
                    }
                }
            }
            return { () -> Int in
                done.wait()
                return mismatches
            }
        }
        try await withThrowingTaskGroup(of: (Int, [UInt8]).self) { group in
            for round in 0..<60 {
                let index = round % scenarios.count
                group.addTask { (index, try await client.send(.simulate(scenarios[index])).body) }
            }
            for try await (index, body) in group { #expect(body == expected[index]) }
        }
        for wait in threads { #expect(wait() == 0) }
    }

    /// Answers a server gets wrong end the call with a malformed-response transport error at
    /// once (not at the 60 s timeout), and the client works again on a new connection.
    @Test(arguments: [
        "HTTP/1.1 OK 200\r\nContent-Length: 0\r\n\r\n",
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nnot-hex\r\n",
        "HTTP/1.1 200 OK\r\nX-Padding: " + String(repeating: "p", count: 70_000) + "\r\n\r\n",
    ])
    func malformedAnswers(answer: String) async throws {
        let good = "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 2\r\n\r\nok"
        let server = try #require(ScriptedHTTPServer(script: [[Self.bytes(answer)], [Self.bytes(good)]]))
        let client = try Self.client(server.baseURL, .wire) { $0.timeout = .seconds(60) }
        let result = await outcome { () async throws(AutorotateClientError) in try await client.livez() }
        guard case .failure(let error) = result, let failure = error.transportFailure else {
            Issue.record("expected a transport error, got \(result)")
            return
        }
        #expect(failure.kind == .malformedResponse, "\(failure)")
        #expect(try await client.livez())
        server.waitUntilFinished()
    }

    /// A reused connection the server closed before answering is replaced and the request sent
    /// again on a new one, within the same attempt, by both transports.
    @Test(arguments: [TransportKind.wire, .libcurl])
    func resendsOnAClosedReusedConnection(kind: TransportKind) async throws {
        let good = Self.bytes("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 2\r\n\r\nok")
        let server = try #require(ScriptedHTTPServer(script: [[good], [good]]))
        let client = try Self.client(server.baseURL, kind)
        #expect(try await client.livez())
        let reply = try await client.send(.livez)
        #expect(reply.value)
        #expect(reply.attempts == 1)
        #expect(server.seen == (connections: 2, requests: 2))
        server.waitUntilFinished()
    }

    /// A new connection that closes without an answer is a lost connection, not sent again (the
    /// server may have acted on it), by both transports.
    @Test(arguments: [TransportKind.wire, .libcurl])
    func doesNotResendOnANewConnection(kind: TransportKind) async throws {
        let server = try #require(ScriptedHTTPServer(script: [[]]))
        let client = try Self.client(server.baseURL, kind) { $0.timeout = .seconds(60) }
        let result = await outcome { () async throws(AutorotateClientError) in
            try await client.simulate(Array("{}".utf8))
        }
        guard case .failure(let error) = result, let failure = error.transportFailure else {
            Issue.record("expected a transport error, got \(result)")
            return
        }
        #expect(failure.kind == .connectionLost, "\(failure)")
        server.waitUntilFinished()
        #expect(server.seen.connections == 1)
    }
}

extension Array {
    /// `transform` applied to each element in order, awaiting each.
    fileprivate func asyncMap<T>(_ transform: (Element) async -> T) async -> [T] {
        var results: [T] = []
        for element in self { results.append(await transform(element)) }
        return results
    }
}

extension Result {
    /// The failure, or `nil` for a success.
    fileprivate var failure: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
