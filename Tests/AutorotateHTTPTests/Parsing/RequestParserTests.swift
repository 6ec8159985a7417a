import AutorotateTestSupport
import Testing

@testable import AutorotateHTTP

@Suite("Request parser: request line and headers")
struct RequestLineAndHeaderTests {
    /// A simple GET yields its head, then the complete request with an empty body.
    @Test func simpleGet() {
        var harness = ParserHarness()
        let events = harness.feed("GET /livez?x=1 HTTP/1.1\r\nHost: a\r\nX-Thing:  spaced value \t\r\n\r\n")
        #expect(events.count == 2)
        guard case .head(let head) = events.first else {
            Issue.record("no head")
            return
        }
        #expect(head.method == "GET")
        #expect(head.target == "/livez?x=1")
        #expect(head.path == "/livez")
        #expect(head.query == "x=1")
        #expect(head.minorVersion == 1)
        #expect(head.headers["x-thing"] == "spaced value")
        #expect(ParserHarness.requests(events).first?.1 == "")
    }

    /// An absolute-form target has the same path as its origin form.
    @Test func absoluteForm() {
        #expect(HTTPRequestHead(method: "GET", target: "http://h:8080/livez?x=1").path == "/livez")
        #expect(HTTPRequestHead(method: "GET", target: "https://h").path == "/")
        #expect(HTTPRequestHead(method: "GET", target: "/a?b").path == "/a")
    }

    /// Empty lines before a request line are ignored (RFC 9112 §2.2).
    @Test func leadingEmptyLinesIgnored() {
        var harness = ParserHarness()
        let events = harness.feed("\r\n\r\nGET / HTTP/1.1\r\nHost: a\r\n\r\n")
        #expect(ParserHarness.requests(events).count == 1)
    }

    /// HTTP/1.0 parses without a Host header, and keeps alive only when asked.
    @Test func http10KeepAliveOnlyWhenAsked() {
        var harness = ParserHarness()
        let plain = ParserHarness.requests(harness.feed("GET / HTTP/1.0\r\n\r\n"))
        #expect(plain.first?.0.minorVersion == 0)
        #expect(plain.first?.0.wantsKeepAlive == false)
        let asked = ParserHarness.requests(harness.feed("GET / HTTP/1.0\r\nConnection: Keep-Alive\r\n\r\n"))
        #expect(asked.first?.0.wantsKeepAlive == true)
    }

    /// HTTP/1.1 keeps alive unless `Connection: close` is sent (in any case, in a list).
    @Test func http11ConnectionClose() {
        var harness = ParserHarness()
        let kept = ParserHarness.requests(harness.feed("GET / HTTP/1.1\r\nHost: a\r\n\r\n"))
        #expect(kept.first?.0.wantsKeepAlive == true)
        let closed = ParserHarness.requests(
            harness.feed("GET / HTTP/1.1\r\nHost: a\r\nConnection: foo, CLOSE\r\n\r\n"))
        #expect(closed.first?.0.wantsKeepAlive == false)
    }

    /// An HTTP/1.1 request without Host, or with two, is 400.
    @Test func hostRequired() {
        var missing = ParserHarness()
        #expect(ParserHarness.errorStatus(missing.feed("GET / HTTP/1.1\r\n\r\n")) == 400)
        var twice = ParserHarness()
        #expect(ParserHarness.errorStatus(twice.feed("GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n")) == 400)
    }

    /// Malformed request lines are 400; an unknown HTTP major version is 505.
    @Test(arguments: [
        ("GET /\r\n\r\n", 400), ("GET  / HTTP/1.1\r\n\r\n", 400), ("G(T / HTTP/1.1\r\n\r\n", 400),
        ("GET / HTTP/1.1 \r\n\r\n", 400), ("GET / HTTX/1.1\r\n\r\n", 400), ("GET / HTTP/2.0\r\n\r\n", 505),
        ("GET / HTTP/1.2\r\n\r\n", 505), ("GET /\u{7F} HTTP/1.1\r\n\r\n", 400),
    ])
    func malformedRequestLine(input: String, status: Int) {
        var harness = ParserHarness()
        #expect(ParserHarness.errorStatus(harness.feed(input)) == status)
    }

    /// Header lines that could be read two ways are 400: obs-fold, space before the colon, bare
    /// LF, bare CR, control characters, no colon.
    @Test(arguments: [
        "GET / HTTP/1.1\r\nHost: a\r\nX: 1\r\n continued\r\n\r\n",
        "GET / HTTP/1.1\r\nHost : a\r\n\r\n",
        "GET / HTTP/1.1\nHost: a\n\n",
        "GET / HTTP/1.1\r\nHost: a\rb\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: a\u{01}\r\n\r\n",
        "GET / HTTP/1.1\r\nHost a\r\n\r\n",
    ])
    func ambiguousHeaders(input: String) {
        var harness = ParserHarness()
        #expect(ParserHarness.errorStatus(harness.feed(input)) == 400)
    }

    /// A request target longer than the limit is 414, whether or not its line has ended.
    @Test func uriTooLong() {
        let limits = HTTPParserLimits(maxURILength: 64)
        var complete = ParserHarness(limits: limits)
        let long = "/" + String(repeating: "a", count: 100)
        #expect(ParserHarness.errorStatus(complete.feed("GET \(long) HTTP/1.1\r\nHost: a\r\n\r\n")) == 414)
        var endless = ParserHarness(limits: limits)
        #expect(ParserHarness.errorStatus(endless.feed("GET " + String(repeating: "a", count: 200))) == 414)
    }

    /// A header section larger than the limit is 431, whether or not it has ended; so are too many fields.
    @Test func headerTooLarge() {
        let limits = HTTPParserLimits(maxHeaderBytes: 256, maxHeaderCount: 5)
        var big = ParserHarness(limits: limits)
        let value = String(repeating: "v", count: 300)
        #expect(
            ParserHarness.errorStatus(big.feed("GET / HTTP/1.1\r\nHost: a\r\nX: \(value)\r\n\r\n")) == 431)
        var endless = ParserHarness(limits: limits)
        #expect(ParserHarness.errorStatus(endless.feed("GET / HTTP/1.1\r\nX: \(value)")) == 431)
        var many = ParserHarness(limits: limits)
        let fields = (0..<6).map { "X\($0): 1\r\n" }.joined()
        #expect(ParserHarness.errorStatus(many.feed("GET / HTTP/1.1\r\nHost: a\r\n\(fields)\r\n")) == 431)
    }

    /// An `Expect` other than `100-continue` is 417.
    @Test func unknownExpectation() {
        var harness = ParserHarness()
        #expect(
            ParserHarness.errorStatus(harness.feed("GET / HTTP/1.1\r\nHost: a\r\nExpect: magic\r\n\r\n"))
                == 417)
    }

    /// After an error the parser stays failed and ignores further bytes.
    @Test func staysFailed() {
        var harness = ParserHarness()
        #expect(ParserHarness.errorStatus(harness.feed("BAD\r\n\r\n")) == 400)
        #expect(harness.feed("GET / HTTP/1.1\r\nHost: a\r\n\r\n").isEmpty)
    }
}

@Suite("Request parser: bodies and framing")
struct RequestBodyTests {
    /// A Content-Length body is read exactly, even when it arrives byte by byte.
    @Test func contentLengthByteByByte() {
        var harness = ParserHarness()
        let text = "POST /v1/simulate HTTP/1.1\r\nHost: a\r\nContent-Length: 11\r\n\r\nhello world"
        var events: [HTTPRequestParser<ManualClock>.Event] = []
        for byte in text.utf8 { events += harness.feed([byte]) }
        #expect(ParserHarness.requests(events).map(\.1) == ["hello world"])
    }

    /// Pipelined requests give the same events however the bytes are cut into three reads:
    /// a body that arrives while nothing else is buffered goes straight into the request, and
    /// the bytes after it (the next request) stay buffered.
    @Test func contentLengthBodyAcrossReadsKeepsWhatFollows() {
        let text =
            "POST /v1/simulate HTTP/1.1\r\nHost: a\r\nContent-Length: 11\r\n\r\nhello world"
            + "POST /b HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\n\r\nxyzGET /c HTTP/1.1\r\nHost: a\r\n\r\n"
        let bytes = Array(text.utf8)
        var whole = ParserHarness()
        let expected = whole.feed(bytes)
        #expect(ParserHarness.requests(expected).map(\.1) == ["hello world", "xyz", ""])
        for first in stride(from: 1, to: bytes.count, by: 3) {
            for second in stride(from: first, to: bytes.count, by: 7) {
                var harness = ParserHarness()
                var events = harness.feed(Array(bytes[..<first]))
                events += harness.feed(Array(bytes[first..<second]))
                events += harness.feed(Array(bytes[second...]))
                #expect(events == expected, "cut at \(first), \(second)")
            }
        }
    }

    /// A chunked body is de-chunked; extensions are ignored; trailers are read and dropped.
    @Test func chunkedWithExtensionsAndTrailers() {
        var harness = ParserHarness()
        let events = harness.feed(
            "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n"
                + "5;name=value\r\nhello\r\n1\r\n \r\nA\r\n0123456789\r\n0\r\nX-Trailer: t\r\n\r\n")
        #expect(ParserHarness.requests(events).map(\.1) == ["hello 0123456789"])
    }

    /// Malformed chunk framing is 400: bad size, data not followed by CRLF, size overflow.
    @Test(arguments: [
        "zz\r\nhello\r\n0\r\n\r\n", "5\r\nhelloXX0\r\n\r\n", "FFFFFFFFFFFFFFFFFF\r\n", "\r\n",
    ])
    func malformedChunks(body: String) {
        var harness = ParserHarness()
        let events = harness.feed("POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n" + body)
        #expect(ParserHarness.errorStatus(events) == 400)
    }

    /// Both Content-Length and Transfer-Encoding, or Content-Length twice (even equal), or a
    /// list of lengths, is 400: no request smuggling.
    @Test(arguments: [
        "Content-Length: 5\r\nTransfer-Encoding: chunked\r\n",
        "Transfer-Encoding: chunked\r\nContent-Length: 5\r\n",
        "Content-Length: 5\r\nContent-Length: 5\r\n",
        "Content-Length: 5, 5\r\n",
        "Content-Length: +5\r\n",
        "Content-Length: 0x5\r\n",
        "Transfer-Encoding: chunked, identity\r\n",
    ])
    func smuggling(headers: String) {
        var harness = ParserHarness()
        let events = harness.feed("POST / HTTP/1.1\r\nHost: a\r\n\(headers)\r\nhello")
        #expect(ParserHarness.errorStatus(events) == 400)
    }

    /// A transfer coding other than chunked is 501; chunked on HTTP/1.0 is 400.
    @Test func unsupportedTransferCoding() {
        var gzip = ParserHarness()
        let gzipEvents = gzip.feed("POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: gzip, chunked\r\n\r\n")
        #expect(ParserHarness.errorStatus(gzipEvents) == 501)
        var old = ParserHarness()
        #expect(
            ParserHarness.errorStatus(old.feed("POST / HTTP/1.0\r\nTransfer-Encoding: chunked\r\n\r\n"))
                == 400)
    }

    /// A declared body over the limit is 413 at once, before any body byte; a chunked one as soon
    /// as its chunks pass the limit.
    @Test func bodyTooLarge() {
        let limits = HTTPParserLimits(maxBodyBytes: 10)
        var declared = ParserHarness(limits: limits)
        #expect(
            ParserHarness.errorStatus(
                declared.feed("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 11\r\n\r\n")) == 413)
        var chunked = ParserHarness(limits: limits)
        let events = chunked.feed(
            "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n8\r\n12345678\r\n8\r\n")
        #expect(ParserHarness.errorStatus(events) == 413)
    }

    /// Pipelined requests in one read come out in order, each with its own body.
    @Test func pipelinedInOrder() {
        var harness = ParserHarness()
        let events = harness.feed(
            "POST /a HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\n\r\n1"
                + "GET /b HTTP/1.1\r\nHost: a\r\n\r\n"
                + "POST /c HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n1\r\n3\r\n0\r\n\r\n")
        let requests = ParserHarness.requests(events)
        #expect(requests.map(\.0.target) == ["/a", "/b", "/c"])
        #expect(requests.map(\.1) == ["1", "", "3"])
    }

    /// `Expect: 100-continue` is reported on the head, which arrives before the body.
    @Test func expectContinueHeadFirst() {
        var harness = ParserHarness()
        let events = harness.feed(
            "POST / HTTP/1.1\r\nHost: a\r\nExpect: 100-Continue\r\nContent-Length: 2\r\n\r\n")
        guard case .head(let head) = events.first else {
            Issue.record("no head")
            return
        }
        #expect(head.expectsContinue)
        #expect(ParserHarness.requests(harness.feed("ok")).map(\.1) == ["ok"])
    }

    /// HEAD is parsed like GET (the server drops the body of the answer).
    @Test func headMethod() {
        var harness = ParserHarness()
        #expect(
            ParserHarness.requests(harness.feed("HEAD /livez HTTP/1.1\r\nHost: a\r\n\r\n")).first?.0.method
                == "HEAD")
    }
}

@Suite("Request parser: timeouts")
struct RequestParserTimeoutTests {
    /// A header section not finished within the header timeout is 408.
    @Test func headerTimeout() {
        var harness = ParserHarness(limits: HTTPParserLimits(headerTimeout: .seconds(5)))
        _ = harness.feed("GET / HTTP/1.1\r\nHo")
        harness.clock.advance(seconds: 4)
        #expect(harness.parser.checkTimeout() == nil)
        harness.clock.advance(seconds: 2)
        #expect(harness.parser.checkTimeout()?.status == 408)
    }

    /// A body not finished within the body timeout is 408, though the head was on time.
    @Test func bodyTimeout() {
        var harness = ParserHarness(
            limits: HTTPParserLimits(headerTimeout: .seconds(1), bodyTimeout: .seconds(5)))
        _ = harness.feed("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\n\r\nab")
        harness.clock.advance(seconds: 3)
        #expect(harness.parser.checkTimeout() == nil)
        harness.clock.advance(seconds: 3)
        #expect(harness.parser.checkTimeout()?.status == 408)
    }

    /// A stray CRLF after a request starts no timer: a later, slower request is timed from its own first byte.
    @Test func strayCRLFStartsNoTimer() {
        var harness = ParserHarness(limits: HTTPParserLimits(headerTimeout: .seconds(5)))
        _ = harness.feed("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\n\r\nx\r\n")
        #expect(!harness.parser.isMidRequest)
        harness.clock.advance(seconds: 60)
        _ = harness.feed("GET / HT")
        harness.clock.advance(seconds: 1)
        #expect(harness.parser.checkTimeout() == nil)
    }

    /// No timeout runs while no request has started.
    @Test func noTimeoutWhenIdle() {
        var harness = ParserHarness(limits: HTTPParserLimits(headerTimeout: .seconds(1)))
        _ = harness.feed("GET / HTTP/1.1\r\nHost: a\r\n\r\n")
        harness.clock.advance(seconds: 100)
        #expect(harness.parser.checkTimeout() == nil)
    }
}

@Suite("Request parser: robustness")
struct RequestParserRobustnessTests {
    static let sample =
        "POST /v1/simulate?x=1 HTTP/1.1\r\nHost: example\r\nContent-Type: application/json\r\n"
        + "Transfer-Encoding: chunked\r\nExpect: 100-continue\r\n\r\n4;ext=1\r\n{\"a\"\r\n3\r\n:1}\r\n0\r\nT: x\r\n\r\n"

    /// The sample request split at every byte boundary parses to the same request.
    @Test func everySplitPointParses() {
        let bytes = Array(Self.sample.utf8)
        for split in 0...bytes.count {
            var harness = ParserHarness()
            var events = harness.feed(Array(bytes[0..<split]))
            events += harness.feed(Array(bytes[split...]))
            #expect(ParserHarness.requests(events).map(\.1) == ["{\"a\":1}"], "split at \(split)")
        }
    }

    /// The sample truncated at every byte boundary never crashes and never yields a request.
    @Test func everyTruncationWaits() {
        let bytes = Array(Self.sample.utf8)
        for length in 0..<bytes.count {
            var harness = ParserHarness()
            let events = harness.feed(Array(bytes[0..<length]))
            #expect(ParserHarness.requests(events).isEmpty, "truncated at \(length)")
            #expect(ParserHarness.errorStatus(events) == nil, "truncated at \(length)")
        }
    }

    /// Every byte of the sample replaced by each of a set of hostile bytes, or deleted, never
    /// crashes: the parser answers a request, an error, or waits.
    @Test func everyByteCorrupted() {
        let bytes = Array(Self.sample.utf8)
        let replacements: [UInt8] = [0x00, 0x0A, 0x0D, 0x20, 0x3A, 0x3B, 0x30, 0x46, 0x7F, 0xFF]
        for index in bytes.indices {
            for replacement in replacements {
                var mutated = bytes
                mutated[index] = replacement
                var harness = ParserHarness()
                _ = harness.feed(mutated)
            }
            var deleted = bytes
            deleted.remove(at: index)
            var harness = ParserHarness()
            _ = harness.feed(deleted)
        }
    }

    /// Random garbage never crashes the parser and never makes it hold more than its limits.
    @Test func randomGarbage() {
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<300 {
            var harness = ParserHarness(
                limits: HTTPParserLimits(maxURILength: 256, maxHeaderBytes: 512, maxBodyBytes: 1024))
            let length = Int(generator.next() % 2048)
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            _ = harness.feed(bytes)
            #expect(harness.parser.bufferedByteCount <= 2048)
        }
    }
}
