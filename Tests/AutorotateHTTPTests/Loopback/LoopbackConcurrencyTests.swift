import AutorotateTestSupport
import Glibc
import Synchronization
import Testing

@testable import AutorotateHTTP

@Suite("Loopback: fairness and drain", .serialized)
struct LoopbackConcurrencyTests {
    /// A client sending one byte a second does not delay other clients.
    @Test func slowClientDoesNotDelayOthers() throws {
        let running = try RunningServer()
        defer { running.stop() }
        let slow = try running.client()
        let request = Array("GET /hello HTTP/1.1\r\nHost: t\r\n\r\n".utf8)
        var worst = 0
        for byte in request.prefix(4) {
            slow.send([byte])
            let fast = try running.client()
            for _ in 0..<10 {
                let start = monotonicMilliseconds()
                #expect(try fast.exchange("GET /hello HTTP/1.1\r\nHost: t\r\n\r\n").status == 200)
                worst = max(worst, monotonicMilliseconds() - start)
            }
            usleep(1_000_000)
        }
        #expect(worst < 250, "slowest fast request took \(worst) ms")
        slow.send(Array(request.dropFirst(4)))
        #expect(try slow.readResponse().text == "hello")
    }

    /// A slow handler on one connection does not delay a quick request on another.
    @Test func slowHandlerDoesNotBlockLoop() throws {
        let running = try RunningServer()
        defer { running.stop() }
        let slow = try running.client()
        slow.send("GET /slow?ms=800 HTTP/1.1\r\nHost: t\r\n\r\n")
        usleep(50_000)
        let start = monotonicMilliseconds()
        #expect(try running.client().exchange("GET /hello HTTP/1.1\r\nHost: t\r\n\r\n").status == 200)
        #expect(monotonicMilliseconds() - start < 400)
        #expect(try slow.readResponse().status == 200)
    }

    /// Draining lets the in-flight request finish (with Connection: close), closes idle
    /// connections, refuses new ones, and returns from run().
    @Test func drainFinishesInFlight() throws {
        let running = try RunningServer()
        let idle = try running.client()
        #expect(try idle.exchange("GET /hello HTTP/1.1\r\nHost: t\r\n\r\n").status == 200)
        let busy = try running.client()
        busy.send("GET /slow?ms=600 HTTP/1.1\r\nHost: t\r\n\r\n")
        usleep(100_000)
        running.server.beginDrain()
        #expect(idle.readsEOF())
        #expect(!running.server.stats.isReady)
        let response = try busy.readResponse()
        #expect(response.status == 200)
        #expect(response.header("Connection") == "close")
        #expect(running.server.waitUntilStopped(timeout: .seconds(5)))
        #expect(throws: (any Error).self) { try RawHTTPClient(port: running.port) }
    }

    /// A drain stops even when a request never finishes: with a 300 ms drain timeout and a stuck
    /// request, the server stops well before the request's own 30 s body timeout (the bound is
    /// loose on purpose: CI shares two cores).
    @Test func drainIsBounded() throws {
        let running = try RunningServer { $0.drainTimeout = .milliseconds(300) }
        let stuck = try running.client()
        stuck.send("POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 100\r\n\r\nabc")
        usleep(50_000)
        running.server.beginDrain()
        #expect(running.server.waitUntilStopped(timeout: .seconds(10)))
    }

    /// Many concurrent clients each get their own answers.
    @Test func concurrentClients() throws {
        let running = try RunningServer()
        defer { running.stop() }
        let failures = Atomic<Int>(0)
        let done = Atomic<Int>(0)
        let port = running.port
        for worker in 0..<8 {
            Thread.detach {
                do {
                    let client = try RawHTTPClient(port: port)
                    for index in 0..<50 {
                        let body = "w\(worker)-\(index)"
                        let response = try client.exchange(
                            "POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
                        )
                        if response.text != body { failures.add(1, ordering: .relaxed) }
                    }
                } catch {
                    failures.add(1, ordering: .relaxed)
                }
                done.add(1, ordering: .relaxed)
            }
        }
        let deadline = monotonicMilliseconds() + 8000
        while done.load(ordering: .relaxed) < 8 && monotonicMilliseconds() < deadline { usleep(10_000) }
        #expect(done.load(ordering: .relaxed) == 8)
        #expect(failures.load(ordering: .relaxed) == 0)
    }
}

/// Test threads without Foundation.
enum Thread {
    static func detach(_ body: @escaping @Sendable () -> Void) {
        NativeThread.detach(body)
    }
}
