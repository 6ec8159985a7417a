import Testing

@testable import AutorotateHTTP

@Suite("Response encoding")
struct ResponseEncoderTests {
    static func context(head: Bool = false, minor: Int = 1, gzip: Bool = false)
        -> ResponseEncoder.RequestContext
    {
        ResponseEncoder.RequestContext(
            isHEAD: head, minorVersion: minor, acceptsGzip: gzip, requestID: "rid-1",
            date: "Sun, 06 Nov 1994 08:49:37 GMT")
    }

    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    /// A response carries its status line, Content-Length, the request id, and the body.
    @Test func basic() {
        let encoded = ResponseEncoder.encode(
            status: 200, headers: HTTPHeaders([("Content-Type", "text/plain")]), body: Array("hi".utf8),
            context: Self.context(), keepAlive: true, compressionMinimumBytes: 1024)
        #expect(
            Self.text(encoded.bytes)
                == "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nVary: Accept-Encoding\r\nX-Request-ID: rid-1\r\n"
                + "Date: Sun, 06 Nov 1994 08:49:37 GMT\r\nContent-Length: 2\r\n\r\nhi")
    }

    /// The head as the encoder wrote it before ``HeadWriter`` (appending to an array), the
    /// reference for ``headIsTheAppendedHead()``.
    static func referenceHead(
        status: Int, headers: HTTPHeaders, context: ResponseEncoder.RequestContext, keepAlive: Bool,
        contentLength: Int?
    ) -> String {
        let owned = ["Content-Length", "Transfer-Encoding", "Connection", "X-Request-ID", "Date"]
        var out = "HTTP/1.1 \(status) \(HTTPStatus.reason(status))\r\n"
        for field in headers {
            let unsafeName =
                field.name.isEmpty || field.name.utf8.contains { $0 <= 0x20 || $0 == 0x3A || $0 >= 0x7F }
            let unsafeValue = field.value.utf8.contains { $0 == 0x0D || $0 == 0x0A || $0 == 0 }
            if unsafeName || unsafeValue
                || owned.contains(where: { $0.lowercased() == field.name.lowercased() })
            {
                continue
            }
            out += "\(field.name): \(field.value)\r\n"
        }
        if !keepAlive {
            out += "Connection: close\r\n"
        } else if context.minorVersion == 0 {
            out += "Connection: keep-alive\r\n"
        }
        out += "X-Request-ID: \(context.requestID)\r\nDate: \(context.date)\r\n"
        if let contentLength { out += "Content-Length: \(contentLength)\r\n" }
        return out + "\r\n"
    }

    /// Heads written in one sized array are the heads appended piece by piece: statuses with
    /// and without a body, owned header names in any case, unsafe names and values (dropped),
    /// values past the usual 384 bytes, non-ASCII values, both versions and both connection
    /// choices.
    @Test func headIsTheAppendedHead() {
        let fieldSets: [[(String, String)]] = [
            [],
            [("Content-Type", "image/png")],  // not compressible: encodeParts adds no Vary
            [
                ("content-length", "99"), ("DATE", "x"), ("x-request-id", "y"), ("Connection", "z"),
                ("transfer-encoding", "q"),
            ],
            [
                ("Bad Name", "v"), ("Colon:", "v"), ("Split", "a\r\nInjected: 1"), ("Nul", "a\u{0}b"),
                ("", "empty"),
            ],
            [
                ("X-Long", String(repeating: "v", count: 1000)), ("X-Caf\u{E9}", "ok"),
                ("X-Text", "caf\u{E9} \u{1F600}"),
            ],
            [
                ("Vary", "Accept"), ("Allow", "GET, HEAD"),
                ("WWW-Authenticate", #"Bearer realm="autorotate""#),
            ],
        ]
        for status in [100, 200, 204, 304, 404, 503, 999] {
            for fields in fieldSets {
                for (minor, keepAlive) in [(1, true), (1, false), (0, true), (0, false)] {
                    let context = ResponseEncoder.RequestContext(
                        isHEAD: false, minorVersion: minor, acceptsGzip: false,
                        requestID: String(repeating: "r", count: status % 40),
                        date: "Sun, 06 Nov 1994 08:49:37 GMT")
                    let body = Array(repeating: UInt8(ascii: "b"), count: status * 37)
                    let encoded = ResponseEncoder.encodeParts(
                        status: status, headers: HTTPHeaders(fields), body: body, context: context,
                        keepAlive: keepAlive, compressionMinimumBytes: 1 << 30)
                    let bodyless = status == 204 || status == 304 || (100..<200).contains(status)
                    #expect(
                        Self.text(encoded.head)
                            == Self.referenceHead(
                                status: status, headers: HTTPHeaders(fields), context: context,
                                keepAlive: keepAlive,
                                contentLength: bodyless ? nil : body.count))
                }
            }
        }
    }

    /// The fields the encoder adds (`Vary` naming `Accept-Encoding`, `Content-Encoding: gzip`)
    /// are written as the encoder once added them to a copy of the handler's fields: a `Vary`
    /// without `Accept-Encoding` is replaced by its first value extended at the end, one that
    /// names it (any case, any place in the list) is left alone, and streamed heads do the same.
    @Test func addedFieldsAreTheMutatedFields() {
        let fieldSets: [[(String, String)]] = [
            [("Content-Type", "application/json")],
            [("Content-Type", "application/json"), ("Vary", "Accept"), ("Allow", "GET")],
            [("Vary", "Origin"), ("Content-Type", "text/plain"), ("vary", "Accept")],
            [("Content-Type", "application/json"), ("Vary", "Accept, ACCEPT-encoding")],
            [("Vary", "Accept"), ("Content-Type", "application/json"), ("Vary", " accept-encoding ")],
            [("Content-Type", "application/json"), ("Vary", "Accept\r\nInjected: 1")],
            [("Content-Type", "image/png"), ("Vary", "Accept")],
            [("Content-Type", "application/json"), ("Content-Encoding", "br")],
        ]
        let body = Array(repeating: UInt8(ascii: "a"), count: 4096)
        for fields in fieldSets {
            for acceptsGzip in [false, true] {
                let context = Self.context(gzip: acceptsGzip)
                let encoded = ResponseEncoder.encodeParts(
                    status: 200, headers: HTTPHeaders(fields), body: body, context: context, keepAlive: true,
                    compressionMinimumBytes: 1024)
                var expected = HTTPHeaders(fields)
                let compressible = ContentCoding.isCompressible(contentType: expected["Content-Type"])
                if compressible { Self.referenceAddVary(&expected) }
                let gzipped = compressible && acceptsGzip && !expected.contains("Content-Encoding")
                if gzipped { expected.add("Content-Encoding", "gzip") }
                #expect((encoded.body.count < body.count) == gzipped)
                #expect(
                    Self.text(encoded.head)
                        == Self.referenceHead(
                            status: 200, headers: expected, context: context, keepAlive: true,
                            contentLength: encoded.body.count))
                let streamed = ResponseEncoder.encodeStreamHead(
                    status: 200, headers: HTTPHeaders(fields), context: context, chunked: false,
                    gzip: gzipped)
                #expect(
                    Self.text(streamed)
                        == Self.referenceHead(
                            status: 200, headers: expected, context: context, keepAlive: false,
                            contentLength: nil))
            }
        }
    }

    /// How the encoder added `Accept-Encoding` to `Vary` before it wrote the added fields itself,
    /// the reference for ``addedFieldsAreTheMutatedFields()``.
    static func referenceAddVary(_ headers: inout HTTPHeaders) {
        if let vary = headers["Vary"] {
            if !headers.listContains("Vary", token: "Accept-Encoding") {
                headers.set("Vary", vary + ", Accept-Encoding")
            }
        } else {
            headers.add("Vary", "Accept-Encoding")
        }
    }

    /// ``HeadWriter`` counts a decimal's bytes as it writes them, signs and limits included.
    @Test func decimalLengths() {
        for value in [0, 1, 9, 10, 99, 100, 12345, -1, -10, Int.max, Int.min] {
            var bytes = [UInt8](repeating: 0, count: 32)
            let written = bytes.withUnsafeMutableBufferPointer { buffer -> Int in
                guard let base = buffer.baseAddress else { return -1 }
                var writer = HeadWriter(base: base, capacity: buffer.count)
                writer.write(decimal: value)
                return writer.count
            }
            #expect(written == HeadWriter.decimalLength(value))
            #expect(String(decoding: bytes[..<max(0, written)], as: UTF8.self) == String(value))
        }
    }

    /// HEAD gets the headers (Content-Length of the body) and no body.
    @Test func headHasNoBody() {
        let encoded = ResponseEncoder.encode(
            status: 200, headers: HTTPHeaders(), body: Array("hello".utf8), context: Self.context(head: true),
            keepAlive: true, compressionMinimumBytes: 1024)
        #expect(Self.text(encoded.bytes).hasSuffix("Content-Length: 5\r\n\r\n"))
        #expect(encoded.bodyBytes == 0)
    }

    /// Connection: close when not kept alive; Connection: keep-alive for a kept-alive HTTP/1.0 client.
    @Test func connectionHeaders() {
        let closing = ResponseEncoder.encode(
            status: 200, headers: HTTPHeaders(), body: [], context: Self.context(), keepAlive: false,
            compressionMinimumBytes: 1024)
        #expect(Self.text(closing.bytes).contains("Connection: close\r\n"))
        let old = ResponseEncoder.encode(
            status: 200, headers: HTTPHeaders(), body: [], context: Self.context(minor: 0), keepAlive: true,
            compressionMinimumBytes: 1024)
        #expect(Self.text(old.bytes).contains("Connection: keep-alive\r\n"))
    }

    /// A large JSON body is gzip-compressed when accepted (with Vary), and left alone when not.
    @Test func gzipNegotiated() throws {
        let body = Array(String(repeating: "{\"a\":1}", count: 500).utf8)
        let headers = HTTPHeaders([("Content-Type", "application/json")])
        let compressed = ResponseEncoder.encode(
            status: 200, headers: headers, body: body, context: Self.context(gzip: true), keepAlive: true,
            compressionMinimumBytes: 1024)
        let text = Self.text(compressed.bytes)
        #expect(text.contains("Content-Encoding: gzip\r\n"))
        #expect(text.contains("Vary: Accept-Encoding\r\n"))
        let split = try #require(compressed.bytes.firstRange(of: Array("\r\n\r\n".utf8)))
        #expect(
            Gzip.decompress(Array(compressed.bytes[split.upperBound...]), maxOutputBytes: 1 << 20)
                == .success(body))
        let plain = ResponseEncoder.encode(
            status: 200, headers: headers, body: body, context: Self.context(gzip: false), keepAlive: true,
            compressionMinimumBytes: 1024)
        #expect(!Self.text(plain.bytes).contains("Content-Encoding"))
        #expect(Self.text(plain.bytes).contains("Vary: Accept-Encoding\r\n"))
    }

    /// Small bodies are not worth compressing.
    @Test func smallBodyNotCompressed() {
        let encoded = ResponseEncoder.encode(
            status: 200, headers: HTTPHeaders([("Content-Type", "application/json")]), body: Array("{}".utf8),
            context: Self.context(gzip: true), keepAlive: true, compressionMinimumBytes: 1024)
        #expect(!Self.text(encoded.bytes).contains("Content-Encoding"))
    }

    /// Framing headers set by a handler, and header values with CR/LF, are never written.
    @Test func handlerCannotBreakFraming() {
        let headers = HTTPHeaders([
            ("Content-Length", "999"), ("Transfer-Encoding", "chunked"), ("X-Evil", "a\r\nSet-Cookie: b"),
        ])
        let text = Self.text(
            ResponseEncoder.encode(
                status: 200, headers: headers, body: [], context: Self.context(), keepAlive: true,
                compressionMinimumBytes: 1024
            ).bytes)
        #expect(!text.contains("999"))
        #expect(!text.contains("chunked"))
        #expect(!text.contains("Set-Cookie"))
    }

    /// Chunks are framed as hex size, CRLF, data, CRLF.
    @Test func chunkFraming() {
        #expect(
            Self.text(ResponseEncoder.chunk(Array(String(repeating: "x", count: 26).utf8))) == "1a\r\n"
                + String(repeating: "x", count: 26) + "\r\n")
    }

    /// Request ids: safe client ids are echoed, unsafe ones replaced, generated ones unique.
    @Test func requestIDs() {
        #expect(RequestID.resolve("abc-123_X.y:z/1") == "abc-123_X.y:z/1")
        #expect(RequestID.resolve("bad id") != "bad id")
        #expect(RequestID.resolve(String(repeating: "a", count: 129)).count == RequestID.generatedLength)
        let ids = Set((0..<1000).map { _ in RequestID.generate() })
        #expect(ids.count == 1000)
    }

    /// A generated id is one format on both sides: 32 lower-case hex digits, and safe to echo.
    @Test func generatedRequestIDFormat() {
        for _ in 0..<100 {
            let id = RequestID.generate()
            #expect(id.utf8.count == 32)
            #expect(id.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
            #expect(RequestID.isSafe(id))
            #expect(RequestID.resolve(id) == id)
        }
    }

    /// Trimming drops leading and trailing spaces, tabs, CR and LF only, keeping inner ones.
    @Test(arguments: [
        (" gzip ", "gzip"), ("\tq=0.5\r\n", "q=0.5"), ("a b", "a b"), ("  ", ""), ("", ""),
        ("\u{A0}x", "\u{A0}x"),
        ("\r\n\r\nx y\r\n", "x y"),
    ])
    func trimmingASCIIWhitespace(input: String, trimmed: String) {
        #expect(input.trimmingASCIIWhitespace() == trimmed)
        #expect(input[...].trimmingASCIIWhitespace() == trimmed)
    }

    /// The Date value is RFC 9110's IMF-fixdate: its own example instant, a leap day, the epoch.
    @Test func imfFixdate() {
        #expect(HTTPDate.imfFixdate(784_111_777) == "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(HTTPDate.imfFixdate(951_782_400) == "Tue, 29 Feb 2000 00:00:00 GMT")
        #expect(HTTPDate.imfFixdate(0) == "Thu, 01 Jan 1970 00:00:00 GMT")
    }

    /// The Date value is formatted once per second, however many responses read it.
    @Test func dateFormattedOncePerSecond() {
        let second = PThreadMutex(1_000_000_000)
        let date = HTTPDate(now: { second.withLock { $0 } })
        for _ in 0..<100 { #expect(date.current() == "Sun, 09 Sep 2001 01:46:40 GMT") }
        #expect(date.formatCount == 1)
        second.withLock { $0 += 1 }
        for _ in 0..<100 { #expect(date.current() == "Sun, 09 Sep 2001 01:46:41 GMT") }
        #expect(date.formatCount == 2)
    }

    /// A handler's own Date header is replaced by the server's: one Date per response.
    @Test func serverOwnsDate() {
        let encoded = ResponseEncoder.encode(
            status: 204, headers: HTTPHeaders([("Date", "yesterday")]), body: [], context: Self.context(),
            keepAlive: true, compressionMinimumBytes: 1024)
        let text = Self.text(encoded.bytes)
        #expect(!text.contains("yesterday"))
        #expect(text.split(whereSeparator: \.isNewline).filter { $0.hasPrefix("Date: ") }.count == 1)
    }
}
