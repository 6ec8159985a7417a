import AutorotateTestSupport
import Glibc
import Synchronization
import Testing

@testable import AutorotateHTTP

/// Answers a worker sends itself (`DirectWrite`): who owns a connection's writes, in order, across
/// short writes, closes, reused descriptors and timeouts.
@Suite("Loopback: answers sent by the worker", .serialized)
struct LoopbackDirectWriteTests {
    static func echo(_ body: String, close: Bool = false) -> String {
        "POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: \(body.utf8.count)\r\n"
            + (close ? "Connection: close\r\n" : "") + "\r\n\(body)"
    }

    /// Keep-alive answers on an idle connection go straight from the worker, each one reported
    /// once to `didRespond`, and the connection goes on reading the next request each time.
    @Test func keepAliveAnswersGoStraightFromTheWorker() throws {
        let running = try RunningServer()
        defer { running.stop() }
        let client = try running.client()
        for index in 0..<20 {
            #expect(try client.exchange(Self.echo("request \(index)")).text == "request \(index)")
        }
        // The last answer is learnt of at the timer scan (the client sends nothing after it).
        #expect(running.eventually { $0.directAnswers == 20 }, "answers went through the mailbox")
        #expect(Waiting.until { running.log.all.count == 20 })
        let records = running.log.all
        #expect(records.map(\.path) == Array(repeating: "/echo", count: 20))
        // `didRespond` runs after the answer is sent, so under load the next request's record
        // can arrive first: each answer is reported once, in whatever order.
        #expect(records.map(\.bodyBytes).sorted() == (0..<20).map { "request \($0)".utf8.count }.sorted())
        #expect(records.allSatisfy { $0.status == 200 && !$0.generatedByServer })
    }

    /// A closing answer sent by the worker still closes the connection (the worker wakes the
    /// event loop for it), after the whole answer.
    @Test func closingAnswerSentByTheWorkerCloses() throws {
        let running = try RunningServer()
        defer { running.stop() }
        let client = try running.client()
        let response = try client.exchange(Self.echo("last", close: true))
        #expect(response.text == "last")
        #expect(response.header("Connection") == "close")
        #expect(client.readsEOF())
        #expect(running.eventually { $0.directAnswers == 1 && $0.openConnections == 0 })
    }

    /// Requests pipelined behind one in flight are answered in order, the first one's answer
    /// included (the event loop takes the write back when the client's bytes arrive); and once
    /// the pipeline is drained the connection's answers go straight from the worker again.
    @Test func pipelinedBehindARequestInFlight() throws {
        let running = try RunningServer()
        defer { running.stop() }
        let client = try running.client()
        client.send("GET /held HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(running.held.entered.wait(), "the held handler never started")
        client.send(
            Self.echo("two") + "HEAD /hello HTTP/1.1\r\nHost: t\r\n\r\n"
                + "GET /stream HTTP/1.1\r\nHost: t\r\n\r\n"
                + "GET /big?size=100000 HTTP/1.1\r\nHost: t\r\n\r\n" + Self.echo("five"))
        running.held.release.open()
        #expect(try client.readResponse().text == "{\"held\":true}")
        #expect(try client.readResponse().text == "two")
        let head = try client.readResponse(head: true)
        #expect(head.header("Content-Length") == "5")
        #expect(head.body.isEmpty)
        #expect(try client.readResponse().text == (0..<5).map { "{\"line\":\($0)}\n" }.joined())
        #expect(try client.readResponse().body == Array(repeating: UInt8(ascii: "a"), count: 100_000))
        #expect(try client.readResponse().text == "five")
        let before = running.server.stats.directAnswers
        #expect(try client.exchange(Self.echo("six")).text == "six")
        #expect(running.eventually { $0.directAnswers == before + 1 })
        #expect(Waiting.until { running.log.all.count == 7 })
    }

    /// An answer larger than the socket takes at once: the worker's write is short, the event
    /// loop sends the rest, the bytes arrive whole and in order, and the connection serves the
    /// next request.
    @Test func shortDirectWriteIsFinishedByTheEventLoop() throws {
        let running = try RunningServer()
        defer { running.stop() }
        let client = try running.client()
        // 30 MB: more than loopback's send and receive buffers hold together.
        let size = 30_000_000
        let response = try client.exchange("GET /big?size=\(size) HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(response.body.count == size)
        #expect(response.body.allSatisfy { $0 == UInt8(ascii: "a") })
        #expect(try client.exchange(Self.echo("after")).text == "after")
    }

    /// The write timeout covers the rest of a short direct write: a client that never reads a
    /// large answer is closed once no byte has gone out for the timeout.
    @Test func writeTimeoutAfterAShortDirectWrite() throws {
        let running = try RunningServer { $0.writeTimeout = .milliseconds(300) }
        defer { running.stop() }
        let client = try running.client()
        client.send("GET /big?size=30000000 HTTP/1.1\r\nHost: t\r\n\r\n")
        // The event: the answer was made (and its first bytes sent); the connection was open then.
        #expect(Waiting.until { running.log.all.map(\.status) == [200] })
        #expect(running.eventually { $0.openConnections == 0 }, "the stalled connection is still open")
    }

    /// A connection reset while its request is handled is closed at once, and the answer the
    /// worker makes later is written nowhere: not to the new connection that may now hold the
    /// same descriptor, which gets exactly its own answer.
    @Test func resetConnectionsAnswerGoesNowhere() throws {
        let running = try RunningServer()
        defer { running.stop() }
        var gone: RawHTTPClient? = try running.client()
        gone?.send("GET /held HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(running.held.entered.wait(), "the held handler never started")
        if let fd = gone?.fd {
            var linger = linger(l_onoff: 1, l_linger: 0)
            setsockopt(fd, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<linger>.size))
        }
        gone = nil  // a reset: the server closes its descriptor while the handler still runs
        #expect(running.eventually { $0.openConnections == 0 }, "the reset connection is still open")
        // The kernel hands out the lowest free descriptor, so the server's descriptor for this
        // connection is most likely the one the reset connection had.
        let next = try running.client()
        #expect(running.eventually { $0.openConnections == 1 })
        running.held.release.open()
        // The event: the held exchange is over (its answer was made and reported).
        #expect(Waiting.until { running.log.all.map(\.path) == ["/held"] })
        let response = try next.exchange(Self.echo("mine"))
        #expect(response.text == "mine")
        #expect(running.eventually { $0.directAnswers == 1 })
    }

    /// Many clients, each sending its next request the moment its answer is in (so the event
    /// loop often meets a worker still sending, or a full socket): every answer arrives whole, in
    /// order, and each is reported once.
    @Test func busyClientsGetEveryAnswerWhole() throws {
        let running = try RunningServer()
        defer { running.stop() }
        let outcome = ConcurrentClients.run(8, port: running.port) { client, worker in
            var wrong = 0
            for index in 0..<30 {
                let size = 1000 + (worker * 30 + index) * 7919 % 400_000
                let big = try client.exchange("GET /big?size=\(size) HTTP/1.1\r\nHost: t\r\n\r\n")
                if big.body.count != size { wrong += 1 }
                let text = "w\(worker)-\(index)"
                if try client.exchange(Self.echo(text)).text != text { wrong += 1 }
            }
            return wrong
        }
        #expect(outcome.allFinished, "a client never finished")
        #expect(outcome.failures == 0)
        #expect(Waiting.until { running.log.all.count == 8 * 60 })
    }

    /// A drain after answers sent by the worker closes the idle connection at once (the event
    /// loop learns the answer was sent) and the server stops.
    @Test func drainAfterDirectAnswers() throws {
        let running = try RunningServer()
        let client = try running.client()
        #expect(try client.exchange(Self.echo("one")).text == "one")
        running.server.beginDrain()
        #expect(client.readsEOF())
        #expect(running.server.waitUntilStopped(timeout: .seconds(Waiting.generousSeconds)))
    }
}
