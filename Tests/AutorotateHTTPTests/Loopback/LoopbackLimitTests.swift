import AutorotateTestSupport
import Glibc
import Testing

@testable import AutorotateHTTP

@Suite("Loopback: limits and their statuses", .serialized)
struct LoopbackLimitTests {
    /// A body over the limit gets 413 even while the client is still sending it.
    @Test func bodyTooLarge413() throws {
        let running = try RunningServer { $0.limits.maxBodyBytes = 1000 }
        defer { running.stop() }
        let client = try running.client()
        client.send(
            "POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 5000\r\n\r\n"
                + String(repeating: "x", count: 2000))
        let response = try client.readResponse()
        #expect(response.status == 413)
        #expect(response.header("Content-Type") == "text/plain; charset=utf-8")
        #expect(response.header("Connection") == "close")
    }

    /// A header section over the limit gets 431.
    @Test func headersTooLarge431() throws {
        let running = try RunningServer { $0.limits.maxHeaderBytes = 1024 }
        defer { running.stop() }
        let response = try running.client().exchange(
            "GET /hello HTTP/1.1\r\nHost: t\r\nX-Big: \(String(repeating: "y", count: 2000))\r\n\r\n")
        #expect(response.status == 431)
    }

    /// A request target over the limit gets 414.
    @Test func uriTooLong414() throws {
        let running = try RunningServer { $0.limits.maxURILength = 100 }
        defer { running.stop() }
        let response = try running.client().exchange(
            "GET /\(String(repeating: "z", count: 500)) HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(response.status == 414)
    }

    /// Content-Length with chunked, or two Content-Lengths, gets 400 and a closed connection.
    @Test(arguments: [
        "Content-Length: 3\r\nTransfer-Encoding: chunked\r\n", "Content-Length: 3\r\nContent-Length: 4\r\n",
    ])
    func smuggling400(headers: String) throws {
        let running = try RunningServer()
        defer { running.stop() }
        let client = try running.client()
        let response = try client.exchange("POST /echo HTTP/1.1\r\nHost: t\r\n\(headers)\r\nabc")
        #expect(response.status == 400)
        #expect(client.readsEOF())
    }

    /// An unsupported Content-Encoding gets 415 with `Accept-Encoding: gzip`.
    @Test func unsupportedEncoding415() throws {
        let running = try RunningServer()
        defer { running.stop() }
        let response = try running.client().exchange(
            "POST /echo HTTP/1.1\r\nHost: t\r\nContent-Encoding: br\r\nContent-Length: 2\r\n\r\nxx")
        #expect(response.status == 415)
        #expect(response.header("Accept-Encoding") == "gzip")
    }

    /// A gzip bomb (small body, huge expansion) gets 413, and the server stays healthy.
    @Test func zipBomb413() throws {
        let running = try RunningServer()
        defer { running.stop() }
        let bomb = try #require(Gzip.compress([UInt8](repeating: 0, count: 50 << 20), level: 9))
        let client = try running.client()
        client.send(
            Array(
                "POST /echo HTTP/1.1\r\nHost: t\r\nContent-Encoding: gzip\r\nContent-Length: \(bomb.count)\r\n\r\n"
                    .utf8) + bomb)
        #expect(try client.readResponse().status == 413)
        #expect(try client.exchange("GET /hello HTTP/1.1\r\nHost: t\r\n\r\n").status == 200)
    }

    /// A gzip body of several members is inflated whole: the handler sees every member's bytes.
    @Test func multiMemberGzipBody() throws {
        let running = try RunningServer()
        defer { running.stop() }
        let first = try #require(Gzip.compress(Array("{\"part\":".utf8)))
        let second = try #require(Gzip.compress(Array("1}".utf8)))
        let body = first + second
        let client = try running.client()
        client.send(
            Array(
                "POST /echo HTTP/1.1\r\nHost: t\r\nContent-Encoding: gzip\r\nContent-Length: \(body.count)\r\n\r\n"
                    .utf8) + body)
        let response = try client.readResponse()
        #expect(response.status == 200)
        #expect(response.text == "{\"part\":1}")
    }

    /// A bomb split across gzip members, each under the cap alone, gets 413: the cap counts all.
    @Test func bombSplitAcrossMembers413() throws {
        let running = try RunningServer {
            $0.maxDecompressedBodyBytes = 1 << 20
            $0.maxDecompressionRatio = 10_000  // only the absolute cap is under test
        }
        defer { running.stop() }
        let member = try #require(Gzip.compress([UInt8](repeating: 0, count: 600 << 10), level: 9))
        let client = try running.client()
        let send: ([UInt8]) -> Void = { body in
            client.send(
                Array(
                    "POST /echo HTTP/1.1\r\nHost: t\r\nContent-Encoding: gzip\r\nContent-Length: \(body.count)\r\n\r\n"
                        .utf8) + body)
        }
        send(member)
        #expect(try client.readResponse().status == 200)
        send(member + member)
        #expect(try client.readResponse().status == 413)
    }

    /// A body that compresses more than the ratio allows gets 413 even under the absolute cap.
    @Test func ratioCap413() throws {
        let running = try RunningServer {
            $0.maxDecompressionRatio = 10
            $0.decompressionRatioFloorBytes = 1024
        }
        defer { running.stop() }
        let body = try #require(Gzip.compress([UInt8](repeating: 0x20, count: 100_000)))
        let client = try running.client()
        client.send(
            Array(
                "POST /echo HTTP/1.1\r\nHost: t\r\nContent-Encoding: gzip\r\nContent-Length: \(body.count)\r\n\r\n"
                    .utf8) + body)
        #expect(try client.readResponse().status == 413)
    }

    /// A header section that does not arrive in time gets 408.
    @Test func headerTimeout408() throws {
        let running = try RunningServer { $0.limits.headerTimeout = .milliseconds(300) }
        defer { running.stop() }
        let client = try running.client()
        client.send("GET /hello HTTP/1.1\r\nHo")
        let response = try client.readResponse()
        #expect(response.status == 408)
    }

    /// A body that does not arrive in time gets 408.
    @Test func bodyTimeout408() throws {
        let running = try RunningServer { $0.limits.bodyTimeout = .milliseconds(300) }
        defer { running.stop() }
        let client = try running.client()
        client.send("POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 10\r\n\r\nabc")
        #expect(try client.readResponse().status == 408)
    }

    /// An idle keep-alive connection is closed quietly after the idle timeout.
    @Test func idleTimeoutQuietClose() throws {
        let running = try RunningServer { $0.idleTimeout = .milliseconds(300) }
        defer { running.stop() }
        let client = try running.client()
        #expect(try client.exchange("GET /hello HTTP/1.1\r\nHost: t\r\n\r\n").status == 200)
        // Without the 300 ms idle timeout the server would keep the connection for its 60 s
        // default, so an EOF within this 30 s read timeout comes from the configured one (the
        // margin is for a loaded two-core machine, not a speed target).
        client.setTimeout(seconds: 30)
        #expect(client.readsEOF())
    }

    /// Past the connection cap a new connection gets 503 with Retry-After; once one closes, new
    /// connections are served again.
    @Test func connectionCap503() throws {
        let running = try RunningServer {
            $0.maxConnections = 2
            $0.retryAfterSeconds = 7
        }
        defer { running.stop() }
        var first: RawHTTPClient? = try running.client()
        let second = try running.client()
        #expect(try first?.exchange("GET /hello HTTP/1.1\r\nHost: t\r\n\r\n").status == 200)
        #expect(try second.exchange("GET /hello HTTP/1.1\r\nHost: t\r\n\r\n").status == 200)
        let third = try running.client()
        let refused = try third.exchange("GET /hello HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(refused.status == 503)
        #expect(refused.header("Retry-After") == "7")
        #expect(running.server.stats.rejectedConnections >= 1)
        first?.send("GET /hello HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n")
        _ = try first?.readResponse()
        #expect(first?.readsEOF() == true)
        first = nil  // the client closes its socket, as a real one does after `Connection: close`
        #expect(running.eventually { $0.openConnections < 2 }, "the closed connection still counts")
        #expect(try running.client().exchange("GET /hello HTTP/1.1\r\nHost: t\r\n\r\n").status == 200)
    }

    /// Garbage gets 400 (the handler's default plain-text error) and the connection closes.
    @Test func garbage400() throws {
        let running = try RunningServer()
        defer { running.stop() }
        let client = try running.client()
        let response = try client.exchange("\u{01}\u{02}garbage\r\n\r\n")
        #expect(response.status == 400)
        #expect(response.text.hasPrefix("400 Bad Request: "))
        #expect(client.readsEOF())
    }
}
