import AutorotatePlatform
import CZlib
import Testing

@testable import AutorotateClient

@Suite("Transport parts")
struct TransportPartsTests {
    /// NDJSON lines are cut correctly however the bytes are split, CRLF and blank lines included.
    @Test func splitsLinesAcrossPieces() {
        let text = Array("{\"a\":1}\r\n\n{\"b\":2}\n{\"c\"".utf8) + Array(":3}".utf8)
        for cut in 0...text.count {
            var splitter = LineSplitter()
            var lines = splitter.feed(Array(text[..<cut])) + splitter.feed(Array(text[cut...]))
            if let last = splitter.finish() { lines.append(last) }
            #expect(
                lines.map { String(decoding: $0, as: UTF8.self) } == [#"{"a":1}"#, #"{"b":2}"#, #"{"c":3}"#])
        }
    }

    /// A status line starts a new header block (after `100 Continue`), and fields are trimmed.
    @Test func parsesHeaderBlocks() {
        let sink = TransferSink()
        for line in [
            "HTTP/1.1 100 Continue\r\n", "\r\n", "HTTP/1.1 422 Unprocessable\r\n", "X-Request-ID:  abc \r\n",
            "Content-Type: application/problem+json; charset=utf-8\r\n", "\r\n",
        ] {
            Array(line.utf8).withUnsafeBytes { sink.receiveHeaderLine($0) }
        }
        let response = sink.response
        #expect(response.status == 422)
        #expect(response.headers.count == 2)
        #expect(response.header("x-request-id") == "abc")
        #expect(response.mediaType == "application/problem+json")
    }

    /// Streaming sinks pass 200 bodies line by line but keep error bodies whole for decoding.
    @Test func streamsOnlySuccessfulBodies() {
        nonisolated(unsafe) var lines: [[UInt8]] = []
        let sink = TransferSink(onLine: { lines.append($0) })
        Array("HTTP/1.1 200 OK\r\n".utf8).withUnsafeBytes { sink.receiveHeaderLine($0) }
        Array("{}\n{}\n".utf8).withUnsafeBytes { sink.receiveBody($0) }
        #expect(lines.count == 2)
        #expect(sink.response.body.isEmpty)
        sink.reset()
        Array("HTTP/1.1 400 Bad\r\n".utf8).withUnsafeBytes { sink.receiveHeaderLine($0) }
        Array("{}\n".utf8).withUnsafeBytes { sink.receiveBody($0) }
        #expect(lines.count == 2)
        #expect(sink.response.body == Array("{}\n".utf8))
    }

    /// Request bodies compress to a gzip member that zlib inflates back to the original bytes.
    @Test func gzipRoundTrips() throws {
        let original = Array(String(repeating: "{\"type\":\"deviceOrientation\"},", count: 500).utf8)
        let compressed = try #require(Gzip.compress(original))
        #expect(compressed.prefix(2) == [0x1F, 0x8B])
        #expect(compressed.count < original.count / 10)
        #expect(Self.gunzip(compressed, capacity: original.count) == original)
    }

    /// Timeouts reach libcurl in whole milliseconds, never 0 (which would mean "no timeout").
    @Test func durationsBecomeMilliseconds() {
        #expect(Duration.seconds(2).clampedMilliseconds == 2000)
        #expect(Duration.microseconds(1500).clampedMilliseconds == 1)
        #expect(Duration.zero.clampedMilliseconds == 1)
        #expect(Duration.seconds(Int64.max).clampedMilliseconds == Int.max)
    }

    /// Generated request ids are 32 hex digits and differ per call.
    @Test func requestIDs() {
        let ids = (0..<100).map { _ in RequestID.generate() }
        #expect(Set(ids).count == 100)
        #expect(ids.allSatisfy { $0.count == 32 && $0.allSatisfy(\.isHexDigit) })
    }

    /// A request id that could break the header is refused before anything is sent.
    @Test func rejectsUnsafeRequestIDs() throws {
        let client = try AutorotateClient(baseURL: "http://127.0.0.1:9")
        for id in ["", "a\r\nX-Evil: 1", String(repeating: "a", count: 201), "with space"] {
            guard
                case .failure(.invalidArgument) = client.prepare(
                    method: .get, path: "/livez", body: [], contentType: nil, accept: "*/*", requestID: id)
            else {
                Issue.record("accepted request id \(id.debugDescription)")
                continue
            }
        }
    }

    /// Only http(s) base URLs make a client.
    @Test func validatesBaseURL() {
        #expect(throws: AutorotateClientError.self) { try AutorotateClient(baseURL: "ftp://x") }
        #expect(throws: AutorotateClientError.self) { try AutorotateClient(baseURL: "127.0.0.1:8080") }
        #expect((try? AutorotateClient(baseURL: "http://127.0.0.1:8080/")) != nil)
    }

    static func gunzip(_ bytes: [UInt8], capacity: Int) -> [UInt8]? {
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        defer { stream.deallocate() }
        guard czlib_inflate_init_auto(stream) == Z_OK else {
            return nil
        }
        defer { inflateEnd(stream) }
        var input = bytes
        var output = [UInt8](repeating: 0, count: capacity + 16)
        let status = input.withUnsafeMutableBufferPointer { inputBuffer in
            output.withUnsafeMutableBufferPointer { outputBuffer in
                stream.pointee.next_in = inputBuffer.baseAddress
                stream.pointee.avail_in = uInt(inputBuffer.count)
                stream.pointee.next_out = outputBuffer.baseAddress
                stream.pointee.avail_out = uInt(outputBuffer.count)
                return inflate(stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { return nil }
        return Array(output[..<Int(stream.pointee.total_out)])
    }
}
