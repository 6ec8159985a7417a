import AutorotatePlatform
import Glibc

/// What a worker hands back to the event loop for a connection.
enum Completion: Sendable {
    /// A complete response: its head and its body (empty when none is sent), queued as they are.
    case response(connection: UInt64, head: [UInt8], body: [UInt8], keepAlive: Bool)
    /// The head of a streamed response, and the channel its body will flow through.
    case streamHead(connection: UInt64, bytes: [UInt8], channel: StreamChannel)
    /// A piece of a streamed body, as byte arrays sent in order without being joined (`reserved`
    /// bytes of it are accounted in the channel).
    case streamData(connection: UInt64, pieces: [[UInt8]], reserved: Int)
    /// The end of a streamed body.
    case streamEnd(connection: UInt64, bytes: [UInt8], keepAlive: Bool)
}

/// Completions from workers to the event-loop thread, with a self-pipe to wake it (Glibc's
/// Swift module does not export `eventfd`).
final class Mailbox: Sendable {
    private let queue = PThreadMutex<[Completion]>([])
    /// The read end of the wake-up pipe, which the event loop polls.
    let eventFD: Int32
    private let writeFD: Int32

    init() throws(HTTPServerError) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw .system("pipe", errno) }
        for fd in ends {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        eventFD = ends[0]
        writeFD = ends[1]
    }

    deinit {
        close(eventFD)
        close(writeFD)
    }

    /// Queues a completion and wakes the loop (only when the queue was empty).
    func post(_ completion: Completion) {
        let wasEmpty = queue.withLock { queue -> Bool in
            queue.append(completion)
            return queue.count == 1
        }
        if wasEmpty { wake() }
    }

    /// Wakes the event loop without a completion (e.g. to start a drain).
    func wake() {
        var one: UInt8 = 1
        _ = write(writeFD, &one, 1)
    }

    /// Everything queued so far (called by the event loop after the eventfd fired).
    func takeAll() -> [Completion] {
        var sink = [UInt8](repeating: 0, count: 256)
        while read(eventFD, &sink, sink.count) == sink.count {}
        return queue.withLock { queue in
            let all = queue
            queue.removeAll(keepingCapacity: true)
            return all
        }
    }
}
