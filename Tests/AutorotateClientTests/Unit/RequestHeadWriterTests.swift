import Testing

@testable import AutorotateClient

@Suite("Request head writer")
struct RequestHeadWriterTests {
    private static func request(
        _ method: HTTPRequest.Method, id: String, body: [UInt8] = [], gzipped: Bool = false
    ) -> HTTPRequest {
        HTTPRequest(
            method: method, path: method == .get ? "/livez" : "/v1/simulate", body: body,
            contentType: method == .get ? nil : "application/json", gzipped: gzipped,
            accept: "application/json", requestID: id)
    }

    private static func text(_ writer: RequestHeadWriter) -> String {
        String(decoding: writer.bytes, as: UTF8.self)
    }

    /// A GET carries every field and no Content-Length; a POST its length, its encoding and its body.
    @Test func writesEveryField() {
        let writer = RequestHeadWriter(
            host: "127.0.0.1:8080", userAgent: "agent/1", acceptsCompressedResponses: true)
        #expect(writer.write(Self.request(.get, id: "a1")))
        #expect(
            Self.text(writer)
                == "GET /livez HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nUser-Agent: agent/1\r\nAccept: application/json\r\n"
                + "Accept-Encoding: gzip\r\nX-Request-ID: a1\r\n\r\n")
        #expect(writer.write(Self.request(.post, id: "b2", body: Array("{}".utf8), gzipped: true)))
        #expect(
            Self.text(writer)
                == "POST /v1/simulate HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nUser-Agent: agent/1\r\n"
                + "Accept: application/json\r\nAccept-Encoding: gzip\r\nContent-Type: application/json\r\n"
                + "Content-Encoding: gzip\r\nX-Request-ID: b2\r\nContent-Length: 2\r\n\r\n{}")
    }

    /// The next request of the same kind changes only the request id, the length and the body;
    /// without compressed answers no Accept-Encoding is sent.
    @Test func rewritesOnlyWhatChanges() {
        let writer = RequestHeadWriter(host: "h:1", userAgent: "u", acceptsCompressedResponses: false)
        _ = writer.write(Self.request(.post, id: "first-id", body: Array(repeating: 0x20, count: 1234)))
        _ = writer.write(Self.request(.post, id: "x", body: Array("[]".utf8)))
        #expect(
            Self.text(writer)
                == "POST /v1/simulate HTTP/1.1\r\nHost: h:1\r\nUser-Agent: u\r\nAccept: application/json\r\n"
                + "Content-Type: application/json\r\nX-Request-ID: x\r\nContent-Length: 2\r\n\r\n[]")
        _ = writer.write(Self.request(.post, id: "y", body: []))
        #expect(Self.text(writer).hasSuffix("X-Request-ID: y\r\nContent-Length: 0\r\n\r\n"))
    }

    /// A body over the inline limit is left out of the head, to be sent after it.
    @Test func leavesLargeBodiesOut() {
        let writer = RequestHeadWriter(host: "h:1", userAgent: "u", acceptsCompressedResponses: false)
        let body = Array(repeating: UInt8(0x61), count: RequestHeadWriter.inlineBodyLimit + 1)
        #expect(!writer.write(Self.request(.post, id: "big", body: body)))
        #expect(Self.text(writer).hasSuffix("Content-Length: \(body.count)\r\n\r\n"))
    }
}
