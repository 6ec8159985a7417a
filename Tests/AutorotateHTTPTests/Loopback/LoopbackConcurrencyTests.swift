import AutorotateTestSupport
import Glibc
import Synchronization
import Testing

@testable import AutorotateHTTP

@Suite("Loopback: fairness and drain", .serialized)
struct LoopbackConcurrencyTests {
    /// A client that trickles its request does not delay other clients: while its request is
    /// still incomplete, other connections are answered, again and again.
    ///
    /// Proved by order, not by latency: a server that waited for the slow client would answer
    /// nobody until the slow request completes, and the slow request completes only after all the
    /// fast ones (latency figures belong to bench/).
    @Test func slowClientDoesNotDelayOthers() throws {
        // An hour: the slow request must not meet its header timeout however slow the machine is.
        let running = try RunningServer { $0.limits.headerTimeout = .seconds(3600) }
        defer { running.stop() }
        let slow = try running.client()
        let request = Array("GET /hello HTTP/1.1\r\nHost: t\r\n\r\n".utf8)
        for byte in request.prefix(4) {
            slow.send([byte])
            let fast = try running.client()
            for _ in 0..<10 {
                #expect(try fast.exchange("GET /hello HTTP/1.1\r\nHost: t\r\n\r\n").status == 200)
            }
        }
        slow.send(Array(request.dropFirst(4)))
        #expect(try slow.readResponse().text == "hello")
    }

    /// A handler that is still running on one connection does not block a quick request on
    /// another: the quick one is answered while the first handler is held.
    @Test func slowHandlerDoesNotBlockLoop() throws {
        let running = try RunningServer()
        defer { running.stop() }
        let slow = try running.client()
        slow.send("GET /held HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(running.held.entered.wait(), "the held handler never started")
        #expect(try running.client().exchange("GET /hello HTTP/1.1\r\nHost: t\r\n\r\n").status == 200)
        #expect(!running.held.release.isOpen)
        running.held.release.open()
        #expect(try slow.readResponse().status == 200)
    }

    /// Draining lets the in-flight request finish (with Connection: close), closes idle
    /// connections, refuses new ones, and returns from run().
    @Test func drainFinishesInFlight() throws {
        let running = try RunningServer()
        let idle = try running.client()
        #expect(try idle.exchange("GET /hello HTTP/1.1\r\nHost: t\r\n\r\n").status == 200)
        let busy = try running.client()
        busy.send("GET /held HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(running.held.entered.wait(), "the held handler never started")
        running.server.beginDrain()
        #expect(idle.readsEOF())
        #expect(!running.server.stats.isReady)
        running.held.release.open()
        let response = try busy.readResponse()
        #expect(response.status == 200)
        #expect(response.header("Connection") == "close")
        #expect(running.server.waitUntilStopped(timeout: .seconds(Waiting.generousSeconds)))
        #expect(throws: (any Error).self) { try RawHTTPClient(port: running.port) }
    }

    /// A drain stops even when a request never finishes: with a 300 ms drain timeout and a request
    /// whose body never completes (body timeout: one hour), the server stops anyway.
    @Test func drainIsBounded() throws {
        let running = try RunningServer {
            $0.drainTimeout = .milliseconds(300)
            $0.limits.bodyTimeout = .seconds(3600)
        }
        let stuck = try running.client()
        // One write: a complete request, then the head and 3 of 100 body bytes of the next. The
        // first answer is the event that the server has read the stuck request too.
        stuck.send(
            "GET /hello HTTP/1.1\r\nHost: t\r\n\r\nPOST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 100\r\n\r\nabc"
        )
        #expect(try stuck.readResponse().status == 200)
        running.server.beginDrain()
        // The body timeout is an hour, so only the drain timeout can stop the server within this
        // failure bound (generous: CI shares two cores).
        #expect(running.server.waitUntilStopped(timeout: .seconds(Waiting.generousSeconds)))
    }

    /// Many concurrent clients each get their own answers.
    @Test func concurrentClients() throws {
        let running = try RunningServer()
        defer { running.stop() }
        let outcome = ConcurrentClients.run(8, port: running.port) { client, worker in
            var wrong = 0
            for index in 0..<50 {
                let body = "w\(worker)-\(index)"
                let response = try client.exchange(
                    "POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
                )
                if response.text != body { wrong += 1 }
            }
            return wrong
        }
        #expect(outcome.allFinished, "a worker never finished")
        #expect(outcome.failures == 0)
    }
}

/// Test threads without Foundation.
enum Thread {
    static func detach(_ body: @escaping @Sendable () -> Void) {
        NativeThread.detach(body)
    }
}
