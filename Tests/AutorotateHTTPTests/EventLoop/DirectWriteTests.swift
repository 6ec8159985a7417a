import AutorotatePlatform
import AutorotateTestSupport
import Glibc
import Testing

@testable import AutorotateHTTP

/// A connected pair of UNIX stream sockets, the writing end non-blocking like a served
/// connection; both closed at deinit.
private final class SocketPair {
    let writer: Int32
    let reader: Int32

    init(sendBufferBytes: Int32? = nil) throws {
        var fds: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &fds) == 0 else {
            throw SocketPairFailure()
        }
        writer = fds[0]
        reader = fds[1]
        _ = fcntl(writer, F_SETFL, fcntl(writer, F_GETFL) | O_NONBLOCK)
        _ = fcntl(reader, F_SETFL, fcntl(reader, F_GETFL) | O_NONBLOCK)
        if var size = sendBufferBytes {
            setsockopt(writer, SOL_SOCKET, SO_SNDBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
    }

    deinit {
        close(writer)
        close(reader)
    }

    /// Everything readable now, without waiting.
    func readAvailable() -> [UInt8] {
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(reader, &chunk, chunk.count)
            guard count > 0 else { return out }
            out += chunk[0..<count]
        }
    }
}

private struct SocketPairFailure: Error {}

@Suite("DirectWrite: who writes a connection")
struct DirectWriteTests {
    let head = Array("HTTP/1.1 200 OK\r\nContent-Length: 4\r\n\r\n".utf8)
    let body = Array("body".utf8)

    /// An offered answer is sent whole with one call, head then body, and the event loop then
    /// learns it was answered (and with which keep-alive), once.
    @Test func offeredAnswerIsSentAndSettledOnce() throws {
        let pair = try SocketPair()
        let direct = DirectWrite(fd: pair.writer)
        direct.offer()
        #expect(direct.send(head: head, body: body, keepAlive: true)?.sent == head.count + body.count)
        #expect(pair.readAvailable() == head + body)
        #expect(direct.current == .answered(keepAlive: true))
        #expect(direct.settle(revoke: true) == .answered(keepAlive: true))
        #expect(direct.current == .eventLoop)
        #expect(direct.settle(revoke: true) == .posted)
    }

    /// A closing answer is recorded as closing, so the event loop closes after it.
    @Test func closingAnswerIsRecordedAsClosing() throws {
        let pair = try SocketPair()
        let direct = DirectWrite(fd: pair.writer)
        direct.offer()
        #expect(direct.send(head: head, body: [], keepAlive: false)?.sent == head.count)
        #expect(pair.readAvailable() == head)
        #expect(direct.settle(revoke: false) == .answered(keepAlive: false))
    }

    /// Without an offer, or after the event loop took it back, the worker writes nothing and is
    /// told to post its answer.
    @Test func noWriteWithoutAStandingOffer() throws {
        let pair = try SocketPair()
        let direct = DirectWrite(fd: pair.writer)
        #expect(direct.send(head: head, body: body, keepAlive: true) == nil)
        direct.offer()
        #expect(direct.settle(revoke: false) == .pending)
        #expect(direct.current == .offered)
        #expect(direct.settle(revoke: true) == .pending)
        #expect(direct.send(head: head, body: body, keepAlive: true) == nil)
        #expect(pair.readAvailable().isEmpty)
    }

    /// Once the event loop marked the connection closed, its descriptor is never written again,
    /// not even after a later offer (the descriptor may belong to another connection by then).
    @Test func closedConnectionIsNeverWritten() throws {
        let pair = try SocketPair()
        let direct = DirectWrite(fd: pair.writer)
        direct.offer()
        direct.close()
        #expect(direct.send(head: head, body: body, keepAlive: true) == nil)
        direct.offer()
        #expect(direct.current == .closed)
        #expect(direct.send(head: head, body: body, keepAlive: true) == nil)
        #expect(pair.readAvailable().isEmpty)
    }

    /// A short write hands the connection back to the event loop: the count returned is exactly
    /// what the peer received (a prefix of head + body), and the offer is used up.
    @Test func shortWriteHandsTheRestBack() throws {
        let pair = try SocketPair(sendBufferBytes: 16 * 1024)
        let direct = DirectWrite(fd: pair.writer)
        let big = [UInt8]((0..<(4 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        direct.offer()
        let sent = try #require(direct.send(head: head, body: big, keepAlive: true)?.sent)
        #expect(sent < head.count + big.count)
        #expect(direct.current == .eventLoop)
        #expect(direct.settle(revoke: true) == .posted)
        #expect(pair.readAvailable() == Array((head + big).prefix(sent)))
    }

    /// A write that fails (the peer is gone) sends nothing, raises no SIGPIPE, and leaves the
    /// answer to the event loop, which meets the error itself and closes.
    @Test func failedWriteHandsTheAnswerBack() throws {
        var fds: [Int32] = [-1, -1]
        #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &fds) == 0)
        defer { close(fds[0]) }
        close(fds[1])
        let direct = DirectWrite(fd: fds[0])
        direct.offer()
        #expect(direct.send(head: head, body: body, keepAlive: true)?.sent == 0)
        #expect(direct.current == .eventLoop)
    }

    /// The event loop never waits for a worker in the middle of its `sendmsg`: `trySettle` says
    /// so at once, and that worker, once its answer is out, is told to post a `settle`
    /// completion; the answer is then settled as sent. (The worker's socket is blocking here, so
    /// that its send stays in progress until the test reads.)
    @Test func eventLoopDoesNotWaitForASendingWorker() throws {
        let pair = try SocketPair(sendBufferBytes: 16 * 1024)
        _ = fcntl(pair.writer, F_SETFL, fcntl(pair.writer, F_GETFL) & ~O_NONBLOCK)
        let direct = DirectWrite(fd: pair.writer)
        let big = [UInt8](repeating: 0x61, count: 1 << 20)
        let head = self.head
        let outcome = PThreadMutex<(sent: Int, mustSettle: Bool)?>(nil)
        direct.offer()
        Thread.detach {
            let result = direct.send(head: head, body: big, keepAlive: true)
            outcome.withLock { $0 = result }
        }
        // The event: the worker holds the offer while it sends (until then the offer is pending).
        #expect(Waiting.until(pollMilliseconds: 1) { direct.trySettle(revoke: false) == nil })
        var received: [UInt8] = []
        #expect(
            Waiting.until(pollMilliseconds: 1) {
                received += pair.readAvailable()
                return outcome.withLock { $0 != nil }
            })
        received += pair.readAvailable()
        #expect(received == head + big)
        let result = outcome.withLock { $0 }
        #expect(result?.sent == head.count + big.count)
        #expect(result?.mustSettle == true)
        #expect(direct.trySettle(revoke: true) == .answered(keepAlive: true))
    }

    /// Without a worker sending, `trySettle` settles like `settle`, and a worker that sends
    /// afterwards is not asked for a `settle` completion.
    @Test func trySettleWithoutContention() throws {
        let pair = try SocketPair()
        let direct = DirectWrite(fd: pair.writer)
        direct.offer()
        #expect(direct.trySettle(revoke: false) == .pending)
        let outcome = direct.send(head: head, body: body, keepAlive: true)
        #expect(outcome?.sent == head.count + body.count)
        #expect(outcome?.mustSettle == false)
        #expect(direct.trySettle(revoke: true) == .answered(keepAlive: true))
        #expect(pair.readAvailable() == head + body)
    }

    /// A streamed answer declines the offer, and the event loop writes it.
    @Test func declinedOfferIsTheEventLoops() throws {
        let pair = try SocketPair()
        let direct = DirectWrite(fd: pair.writer)
        direct.offer()
        direct.decline()
        #expect(direct.current == .eventLoop)
        #expect(direct.send(head: head, body: body, keepAlive: true) == nil)
        #expect(direct.settle(revoke: true) == .posted)
    }
}
