import AutorotatePlatform
import Testing

@testable import AutorotateClient

/// Answers as pieces of bytes, handed out in order, at most as many as the reader's buffer takes.
private struct ScriptedSource: ResponseByteSource {
    var pieces: [[UInt8]]
    var isCancelled = false

    mutating func read(into buffer: UnsafeMutableRawBufferPointer) -> Result<Int, TransportError> {
        guard let piece = pieces.first else { return .success(0) }
        let count = min(piece.count, buffer.count)
        buffer.copyBytes(from: piece[0..<count])
        if count == piece.count { pieces.removeFirst() } else { pieces[0] = Array(piece[count...]) }
        return .success(count)
    }
}

/// What reading one answer gave: whether the connection stays, or the failure, and the sink's response.
private struct ReadOutcome {
    var result: Result<Bool, TransportError>
    var response: HTTPResponse
    var lines: [String]
}

@Suite("Response reader")
struct ResponseReaderTests {
    private static func read(
        _ pieces: [[UInt8]], capacity: Int = 65536, streamsLines: Bool = false, cancelled: Bool = false
    ) -> ReadOutcome {
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        defer { buffer.deallocate() }
        nonisolated(unsafe) var lines: [String] = []
        let sink = TransferSink(
            onLine: streamsLines ? { lines.append(String(decoding: $0, as: UTF8.self)) } : nil)
        var reader = ResponseReader(
            source: ScriptedSource(pieces: pieces, isCancelled: cancelled), buffer: buffer, capacity: capacity
        )
        let result: Result<Bool, TransportError>
        do {
            result = .success(try reader.read(into: sink, inflater: ResponseInflater()))
            sink.finishLines()
        } catch {
            result = .failure(error)
        }
        return ReadOutcome(result: result, response: sink.response, lines: lines)
    }

    /// `bytes` cut in two at every offset, and as single bytes.
    private static func splits(_ bytes: [UInt8]) -> [[[UInt8]]] {
        var all = (0...bytes.count).map { [Array(bytes[..<$0]), Array(bytes[$0...])].filter { !$0.isEmpty } }
        all.append(bytes.map { [$0] })
        return all
    }

    private static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// A Content-Length body arrives whole with status and fields, however the bytes are cut,
    /// and the connection stays open.
    @Test func readsContentLengthAnswers() {
        let answer = Self.bytes(
            "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nX-Request-ID:  r-1 \r\nContent-Length: 11\r\n\r\n{\"ok\":true}"
        )
        for pieces in Self.splits(answer) {
            let outcome = Self.read(pieces)
            #expect(outcome.result == .success(true))
            #expect(outcome.response.status == 200)
            #expect(outcome.response.header("x-request-id") == "r-1")
            #expect(outcome.response.body == Self.bytes("{\"ok\":true}"))
        }
    }

    /// Chunks with extensions and trailers join into the body, however the bytes are cut.
    @Test func readsChunkedAnswers() {
        let answer = Self.bytes(
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n4;name=x\r\nabcd\r\nA \r\n0123456789\r\n0\r\nTrailer: 1\r\n\r\n"
        )
        for pieces in Self.splits(answer) {
            let outcome = Self.read(pieces)
            #expect(outcome.result == .success(true))
            #expect(outcome.response.body == Self.bytes("abcd0123456789"))
        }
    }

    /// Interim 100 answers are skipped: only the final answer's status and fields are kept.
    @Test func skipsInterimAnswers() {
        let outcome = Self.read([
            Self.bytes("HTTP/1.1 100 Continue\r\nX-Interim: 1\r\n\r\nHTTP/1.1 422 Unprocessable\r\n"),
            Self.bytes("Content-Length: 2\r\n\r\n{}"),
        ])
        #expect(outcome.result == .success(true))
        #expect(outcome.response.status == 422)
        #expect(outcome.response.headers.map(\.name) == ["Content-Length"])
    }

    /// `Connection: close`, an HTTP/1.0 answer and a body framed by the end of the connection
    /// each end the connection; a 204 has no body.
    @Test func decidesWhetherTheConnectionStays() {
        #expect(
            Self.read([Self.bytes("HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: 0\r\n\r\n")])
                .result == .success(false))
        #expect(
            Self.read([Self.bytes("HTTP/1.0 200 OK\r\nContent-Length: 0\r\n\r\n")]).result == .success(false))
        #expect(
            Self.read([Self.bytes("HTTP/1.0 200 OK\r\nConnection: Keep-Alive\r\nContent-Length: 0\r\n\r\n")])
                .result == .success(true))
        let untilClose = Self.read([Self.bytes("HTTP/1.1 200 OK\r\n\r\nall of"), Self.bytes(" it")])
        #expect(untilClose.result == .success(false))
        #expect(untilClose.response.body == Self.bytes("all of it"))
        let noContent = Self.read([Self.bytes("HTTP/1.1 204 No Content\r\nContent-Length: 5\r\n\r\n")])
        #expect(noContent.result == .success(true))
        #expect(noContent.response.body.isEmpty)
        // Bytes after the answer (nothing was pipelined) make the connection unfit for reuse.
        #expect(
            Self.read([Self.bytes("HTTP/1.1 200 OK\r\nContent-Length: 1\r\n\r\nxy")]).result
                == .success(false))
    }

    /// A gzip answer is inflated as it arrives, chunked and cut anywhere, to the original bytes.
    @Test func inflatesGzipAnswers() throws {
        let original = Self.bytes(String(repeating: "{\"line\":\"deviceOrientation\"}\n", count: 40))
        let compressed = try #require(Gzip.compress(original))
        let half = compressed.count / 2
        let answer =
            Self.bytes("HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\nTransfer-Encoding: chunked\r\n\r\n")
            + Self.bytes(String(half, radix: 16) + "\r\n") + compressed[..<half] + Self.bytes("\r\n")
            + Self.bytes(String(compressed.count - half, radix: 16) + "\r\n") + compressed[half...]
            + Self.bytes("\r\n0\r\n\r\n")
        for pieces in [[answer], answer.map { [$0] }] {
            let outcome = Self.read(pieces, streamsLines: true)
            #expect(outcome.result == .success(true))
            #expect(outcome.lines.count == 40)
            #expect(outcome.lines.allSatisfy { $0 == "{\"line\":\"deviceOrientation\"}" })
        }
    }

    /// Every malformed answer is a typed error naming what was wrong, never a trap or a wait.
    @Test(arguments: [
        ("ICY 200 OK\r\n\r\n", "bad status line"),
        ("HTTP/1.1 2x0 OK\r\n\r\n", "bad status line"),
        ("HTTP/1.1 200OK\r\n\r\n", "bad status line"),
        ("\r\n\r\n", "bad status line"),
        ("HTTP/1.1 101 Switching Protocols\r\n\r\n", "101"),
        ("HTTP/1.1 200 OK\r\nno colon here\r\n\r\n", "bad header line"),
        ("HTTP/1.1 200 OK\r\nA: 1\r\n folded\r\n\r\n", "bad header line"),
        ("HTTP/1.1 200 OK\r\nContent-Length: 12a\r\n\r\n", "bad Content-Length"),
        ("HTTP/1.1 200 OK\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab", "bad Content-Length"),
        (
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: gzip, chunked\r\n\r\n0\r\n\r\n",
            "unsupported Transfer-Encoding"
        ),
        ("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nab\r\n0\r\n\r\n", "bad chunk size"),
        ("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n-1\r\n\r\n", "bad chunk size"),
        ("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n1000000000000000\r\n", "chunk size too large"),
        (
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nabcd\r\n0\r\n\r\n",
            "not followed by CRLF"
        ),
        (
            "HTTP/1.1 200 OK\r\nContent-Encoding: br\r\nContent-Length: 0\r\n\r\n",
            "unsupported Content-Encoding"
        ),
        ("HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\nContent-Length: 4\r\n\r\nnope", "malformed gzip"),
    ])
    func rejectsMalformedAnswers(answer: String, reason: String) {
        let outcome = Self.read([Self.bytes(answer)])
        guard case .failure(let failure) = outcome.result else {
            Issue.record("accepted \(answer.debugDescription)")
            return
        }
        #expect(failure.kind == .malformedResponse, "\(failure)")
        #expect(failure.message.contains(reason), "\(failure.message)")
    }

    /// A head longer than the buffer and a chunk line without end are refused once the limit is
    /// reached, before the rest arrives.
    @Test func boundsHeadsAndLines() {
        let longHead = Self.bytes("HTTP/1.1 200 OK\r\nX-Long: " + String(repeating: "a", count: 5000))
        let head = Self.read([longHead], capacity: 4096)
        guard case .failure(let failure) = head.result else {
            Issue.record("accepted a head longer than the buffer")
            return
        }
        #expect(failure.kind == .malformedResponse)
        #expect(failure.message.contains("longer than 4096"), "\(failure.message)")
        let endlessLine = Self.bytes(
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n" + String(repeating: "1", count: 5000))
        guard case .failure(let lineFailure) = Self.read([endlessLine]).result else {
            Issue.record("accepted an endless chunk line")
            return
        }
        #expect(lineFailure.message.contains("chunk"), "\(lineFailure.message)")
    }

    /// The connection ending early is a lost connection: nothing at all, inside the head, inside a
    /// Content-Length body, inside a chunk, inside a gzip stream.
    @Test func reportsEarlyEnds() throws {
        let nothing = Self.read([])
        // libcurl's codes by value (libcurl-errors(3): CURLE_GOT_NOTHING 52, CURLE_PARTIAL_FILE
        // 18, fixed by its ABI): a clean Swift 6.3 build of this test module does not always find
        // the C constants.
        let gotNothing = 52
        let partialFile = 18
        #expect(nothing.result.failure?.code == gotNothing)
        #expect(nothing.result.failure?.kind == .connectionLost)
        for answer in [
            "HTTP/1.1 200 OK\r\nContent-Le",
            "HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nabc",
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nab",
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n",
        ] {
            let outcome = Self.read([Self.bytes(answer)])
            #expect(outcome.result.failure?.kind == .connectionLost, "\(answer.debugDescription)")
            #expect(
                outcome.result.failure?.code == partialFile, "\(answer.debugDescription)"
            )
        }
        let compressed = try #require(Gzip.compress(Self.bytes(String(repeating: "x", count: 1000))))
        let cut = Array(compressed.dropLast(4))
        let truncated = Self.read([
            Self.bytes("HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\nConnection: close\r\n\r\n") + cut
        ])
        #expect(truncated.result.failure?.kind == .malformedResponse)
    }

    /// A cancelled call stops after the piece of the answer that is in hand.
    @Test func stopsWhenCancelled() {
        let outcome = Self.read(
            [Self.bytes("HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nabc"), Self.bytes("defghij")],
            cancelled: true)
        let aborted = 42  // CURLE_ABORTED_BY_CALLBACK (libcurl-errors(3))
        #expect(outcome.result.failure?.code == aborted)
        #expect(outcome.response.body == Self.bytes("abc"))
    }
}

extension Result {
    /// The failure, or `nil` for a success.
    fileprivate var failure: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
