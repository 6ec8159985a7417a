import Glibc
import Testing

@testable import AutorotateHTTP

@Suite("Loopback: HTTP/1.1 behaviour", .serialized)
struct LoopbackProtocolTests {
    static let get = "GET /hello HTTP/1.1\r\nHost: t\r\n\r\n"

    /// One keep-alive connection serves several requests in turn.
    @Test func keepAlive() throws {
        let running = try RunningServer()
        defer { running.stop() }
        let client = try running.client()
        for _ in 0..<3 {
            let response = try client.exchange(Self.get)
            #expect(response.status == 200)
            #expect(response.text == "hello")
            #expect(response.header("Content-Length") == "5")
            #expect(response.header("X-Request-ID")?.count == RequestID.generatedLength)
        }
    }

    /// Pipelined requests sent in one write are answered in order.
    @Test func pipelining() throws {
        let running = try RunningServer()
        defer { running.stop() }
        let client = try running.client()
        // The first request's 200 ms make it the last one ready, so a server answering in the
        // order requests finish fails; a slower machine only delays the answers, never reorders them.
        client.send(
            "GET /slow?ms=200 HTTP/1.1\r\nHost: t\r\n\r\n"
                + "POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 3\r\n\r\none"
                + "GET /hello HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(try client.readResponse().text == "{\"slow\":true}")
        #expect(try client.readResponse().text == "one")
        #expect(try client.readResponse().text == "hello")
    }

    /// A request pipelined behind an answer larger than the output high-water mark is started
    /// once that answer is sent, not left buffered until its header timeout.
    @Test func pipeliningBehindALargeAnswer() throws {
        let running = try RunningServer()
        defer { running.stop() }
        let client = try running.client()
        client.send("GET /big?size=100000 HTTP/1.1\r\nHost: t\r\n\r\n" + Self.get)
        #expect(try client.readResponse().body.count == 100_000)
        #expect(try client.readResponse().text == "hello")
    }

    /// HTTP/1.0 closes after the response unless it asks for keep-alive.
    @Test func http10() throws {
        let running = try RunningServer()
        defer { running.stop() }
        let plain = try running.client()
        let response = try plain.exchange("GET /hello HTTP/1.0\r\n\r\n")
        #expect(response.header("Connection") == "close")
        #expect(plain.readsEOF())
        let kept = try running.client()
        let first = try kept.exchange("GET /hello HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
        #expect(first.header("Connection") == "keep-alive")
        #expect(try kept.exchange("GET /hello HTTP/1.0\r\nConnection: keep-alive\r\n\r\n").status == 200)
    }

    /// `Connection: close` is honoured: the response says so and the server closes.
    @Test func connectionClose() throws {
        let running = try RunningServer()
        defer { running.stop() }
        let client = try running.client()
        let response = try client.exchange("GET /hello HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n")
        #expect(response.header("Connection") == "close")
        #expect(client.readsEOF())
    }

    /// HEAD gets the GET headers with Content-Length and no body; the connection stays usable.
    @Test func head() throws {
        let running = try RunningServer()
        defer { running.stop() }
        let client = try running.client()
        let response = try client.exchange("HEAD /hello HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(response.status == 200)
        #expect(response.header("Content-Length") == "5")
        #expect(try client.exchange(Self.get).text == "hello")
    }

    /// `Expect: 100-continue` gets a 100, then the final response once the body is sent.
    @Test func expectContinue() throws {
        let running = try RunningServer()
        defer { running.stop() }
        let client = try running.client()
        client.send("POST /echo HTTP/1.1\r\nHost: t\r\nExpect: 100-continue\r\nContent-Length: 4\r\n\r\n")
        #expect(try client.readResponse().status == 100)
        client.send("body")
        #expect(try client.readResponse().text == "body")
    }

    /// `Expect: 100-continue` to a path the handler refuses gets the refusal, never a 100.
    @Test func expectContinueRefused() throws {
        let running = try RunningServer()
        defer { running.stop() }
        let client = try running.client()
        client.send("POST /nowhere HTTP/1.1\r\nHost: t\r\nExpect: 100-continue\r\nContent-Length: 4\r\n\r\n")
        let response = try client.readResponse()
        #expect(response.status == 404)
        #expect(response.header("Content-Type") == "text/plain; charset=utf-8")
    }

    /// `Expect: 100-continue` with a content coding the server cannot decode gets 415 (naming
    /// gzip) instead of a 100, and the connection closes without the body being read.
    @Test func expectContinueUnsupportedEncoding415() throws {
        let running = try RunningServer()
        defer { running.stop() }
        let client = try running.client()
        client.send(
            "POST /echo HTTP/1.1\r\nHost: t\r\nExpect: 100-continue\r\nContent-Encoding: br\r\n"
                + "Content-Length: 4\r\n\r\n")
        let response = try client.readResponse()
        #expect(response.status == 415)
        #expect(response.header("Accept-Encoding") == "gzip")
        #expect(response.header("Connection") == "close")
    }

    /// Every response carries a Date in IMF-fixdate form, the handler's and the server's own.
    @Test func dateOnEveryResponse() throws {
        let running = try RunningServer()
        defer { running.stop() }
        let client = try running.client()
        let answers = [
            try client.exchange("GET /hello HTTP/1.1\r\nHost: t\r\n\r\n"),
            try client.exchange("GET /nowhere HTTP/1.1\r\nHost: t\r\n\r\n"),
            try running.client().exchange("BAD\r\n\r\n"),
        ]
        for response in answers {
            let date = try #require(response.header("Date"))
            #expect(date.utf8.count == 29)
            #expect(date.hasSuffix(" GMT"))
            #expect(date.dropFirst(3).hasPrefix(", "))
        }
    }

    /// A chunked request body is de-chunked for the handler.
    @Test func chunkedRequest() throws {
        let running = try RunningServer()
        defer { running.stop() }
        let client = try running.client()
        let response = try client.exchange(
            "POST /echo HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n2\r\nde\r\n0\r\nT: 1\r\n\r\n"
        )
        #expect(response.text == "abcde")
    }

    /// A streamed response is sent chunked and arrives complete and in order.
    @Test func streamedResponse() throws {
        let running = try RunningServer()
        defer { running.stop() }
        let client = try running.client()
        let response = try client.exchange("GET /stream HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(response.header("Transfer-Encoding") == "chunked")
        #expect(response.text == (0..<5).map { "{\"line\":\($0)}\n" }.joined())
        #expect(try client.exchange(Self.get).status == 200)
    }

    /// A streamed response to an HTTP/1.0 client is delimited by closing the connection.
    @Test func streamedResponseHTTP10() throws {
        let running = try RunningServer()
        defer { running.stop() }
        let client = try running.client()
        let response = try client.exchange("GET /stream HTTP/1.0\r\n\r\n")
        #expect(response.header("Transfer-Encoding") == nil)
        #expect(response.text.hasPrefix("{\"line\":0}\n"))
    }

    /// The client's X-Request-ID is echoed and given to the handler; an unsafe one is replaced.
    @Test func requestID() throws {
        let running = try RunningServer()
        defer { running.stop() }
        let client = try running.client()
        let echoed = try client.exchange("GET /id HTTP/1.1\r\nHost: t\r\nX-Request-ID: abc-42\r\n\r\n")
        #expect(echoed.header("X-Request-ID") == "abc-42")
        #expect(echoed.text == "abc-42")
        let replaced = try client.exchange("GET /id HTTP/1.1\r\nHost: t\r\nX-Request-ID: <script>\r\n\r\n")
        #expect(replaced.header("X-Request-ID") != "<script>")
    }

    /// gzip request bodies are inflated; gzip responses are sent when accepted, with Vary.
    @Test func gzipBothWays() throws {
        let running = try RunningServer()
        defer { running.stop() }
        let client = try running.client()
        let body = Array("{\"scenario\":true}".utf8)
        let compressed = try #require(Gzip.compress(body))
        client.send(
            Array(
                "POST /echo HTTP/1.1\r\nHost: t\r\nContent-Encoding: gzip\r\nContent-Length: \(compressed.count)\r\n\r\n"
                    .utf8)
                + compressed)
        #expect(try client.readResponse().body == body)
        let big = try client.exchange("GET /big HTTP/1.1\r\nHost: t\r\nAccept-Encoding: br, gzip\r\n\r\n")
        #expect(big.header("Content-Encoding") == "gzip")
        #expect(big.header("Vary") == "Accept-Encoding")
        #expect(
            Gzip.decompress(big.body, maxOutputBytes: 1 << 20)
                == .success(Array(repeating: UInt8(ascii: "a"), count: 20_000)))
        let plain = try client.exchange("GET /big HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(plain.header("Content-Encoding") == nil)
        #expect(plain.body.count == 20_000)
    }

    /// A gzip stream that stops early is 400 and a streamed gzip response decompresses to the lines.
    @Test func gzipTruncatedAndStreamed() throws {
        let running = try RunningServer()
        defer { running.stop() }
        let client = try running.client()
        let compressed = try #require(Gzip.compress(Array(String(repeating: "x", count: 100).utf8)))
        let cut = Array(compressed.prefix(compressed.count - 4))
        client.send(
            Array(
                "POST /echo HTTP/1.1\r\nHost: t\r\nContent-Encoding: gzip\r\nContent-Length: \(cut.count)\r\n\r\n"
                    .utf8) + cut)
        #expect(try client.readResponse().status == 400)
        let streamed = try client.exchange("GET /stream HTTP/1.1\r\nHost: t\r\nAccept-Encoding: gzip\r\n\r\n")
        #expect(streamed.header("Content-Encoding") == "gzip")
        let text = try Gzip.decompress(streamed.body, maxOutputBytes: 1 << 20).get()
        #expect(String(decoding: text, as: UTF8.self) == (0..<5).map { "{\"line\":\($0)}\n" }.joined())
    }

    /// A client that vanishes while a large response is being written neither kills the server
    /// (SIGPIPE) nor stops it serving others.
    @Test func peerVanishesMidResponse() throws {
        let running = try RunningServer()
        defer { running.stop() }
        for _ in 0..<5 {
            let client = try running.client()
            client.send("GET /big?size=8000000 HTTP/1.1\r\nHost: t\r\n\r\n")
            var linger = linger(l_onoff: 1, l_linger: 0)
            setsockopt(client.fd, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<linger>.size))
        }
        // The event: the server has noticed every reset and closed those connections.
        #expect(running.eventually { $0.openConnections == 0 }, "reset connections are still open")
        #expect(try running.client().exchange(Self.get).status == 200)
    }
}
