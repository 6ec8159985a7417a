import AutorotatePlatform
import Glibc
import Testing

@testable import AutorotateHTTP

/// What a worker's exchange does with an offered `DirectWrite`: send, post, or both.
@Suite("RequestExchange: answers sent by the worker")
struct RequestExchangeDirectTests {
    /// Runs a GET of `path` as connection 7 with `directWrite`, collecting what it posts.
    private func run(
        _ path: String, keepAlive: Bool, directWrite: DirectWrite?, isBusy: Bool = false
    ) -> [Completion] {
        let exchange = RequestExchange(
            connection: 7, head: HTTPRequestHead(method: "GET", target: path), body: [], keepAlive: keepAlive,
            requestID: "rid", receivedAt: 0, directWrite: directWrite)
        let posted = PThreadMutex<[Completion]>([])
        exchange.run(
            handler: TestHandler(held: HeldHandlerGates(), log: ExchangeLog()),
            configuration: HTTPServerConfiguration(host: "127.0.0.1", port: 0), inline: false,
            isDraining: { false }, isBusy: { isBusy },
            post: { completion in posted.withLock { $0.append(completion) } })
        return posted.withLock { $0 }
    }

    /// A pair of connected sockets: the server's end (non-blocking) and the client's.
    private func socketPair() throws -> (server: Int32, client: Int32) {
        var fds: [Int32] = [-1, -1]
        try #require(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &fds) == 0)
        _ = fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK)
        _ = fcntl(fds[1], F_SETFL, fcntl(fds[1], F_GETFL) | O_NONBLOCK)
        return (fds[0], fds[1])
    }

    private func readAvailable(_ fd: Int32) -> String {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = read(fd, &chunk, chunk.count)
        return count > 0 ? String(decoding: chunk[0..<count], as: UTF8.self) : ""
    }

    /// An idle worker sends a keep-alive answer itself and posts nothing.
    @Test func idleWorkerSendsAndPostsNothing() throws {
        let (server, client) = try socketPair()
        defer { close(server); close(client) }
        let direct = DirectWrite(fd: server)
        direct.offer()
        #expect(run("/hello", keepAlive: true, directWrite: direct).isEmpty)
        let answer = readAvailable(client)
        #expect(answer.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(answer.hasSuffix("\r\n\r\nhello"))
        #expect(direct.current == .answered(keepAlive: true))
    }

    /// A closing answer sent by the worker is followed by a settle completion, so that the
    /// event loop closes the connection.
    @Test func closingAnswerPostsSettle() throws {
        let (server, client) = try socketPair()
        defer { close(server); close(client) }
        let direct = DirectWrite(fd: server)
        direct.offer()
        let posted = run("/hello", keepAlive: false, directWrite: direct)
        #expect(posted.count == 1)
        if case .settle(let connection) = posted.first {
            #expect(connection == 7)
        } else {
            Issue.record("no settle")
        }
        #expect(readAvailable(client).contains("Connection: close\r\n"))
        #expect(direct.current == .answered(keepAlive: false))
    }

    /// With requests waiting for a worker, the answer is posted whole to the event loop (which
    /// batches a busy server's answers) and the offer is given up.
    @Test func busyPoolPostsTheAnswer() throws {
        let (server, client) = try socketPair()
        defer { close(server); close(client) }
        let direct = DirectWrite(fd: server)
        direct.offer()
        let posted = run("/hello", keepAlive: true, directWrite: direct, isBusy: true)
        guard case .response(7, let head, let body, true, let sent) = posted.first, posted.count == 1 else {
            Issue.record("expected one posted response, got \(posted.count) completions")
            return
        }
        #expect(sent == 0)
        #expect(String(decoding: head, as: UTF8.self).hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(body == Array("hello".utf8))
        #expect(readAvailable(client).isEmpty)
        #expect(direct.current == .eventLoop)
    }

    /// A streamed answer gives the offer up and goes through the mailbox, head to end.
    @Test func streamGoesThroughTheMailbox() throws {
        let (server, client) = try socketPair()
        defer { close(server); close(client) }
        let direct = DirectWrite(fd: server)
        direct.offer()
        let posted = run("/stream", keepAlive: true, directWrite: direct)
        #expect(readAvailable(client).isEmpty)
        #expect(direct.current == .eventLoop)
        guard case .streamHead = posted.first, case .streamEnd(7, _, true) = posted.last else {
            Issue.record("expected a stream head first and its end last")
            return
        }
        #expect(posted.count == 7)
    }
}
