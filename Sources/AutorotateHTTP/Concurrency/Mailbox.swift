import AutorotatePlatform
import CLinuxShims
import Glibc

/// What a worker hands back to the event loop for a connection.
enum Completion: Sendable {
    /// A complete response: its head and its body (empty when none is sent), queued as they are;
    /// the worker already sent the first `sent` bytes of them itself (a short direct write, see
    /// ``DirectWrite``), so the event loop sends the rest.
    case response(connection: UInt64, head: [UInt8], body: [UInt8], keepAlive: Bool, sent: Int)
    /// The worker sent its answer itself (``DirectWrite``) and the event loop must act on it
    /// now — the answer closes the connection — rather than when the client's next bytes arrive.
    case settle(connection: UInt64)
    /// The head of a streamed response, and the channel its body will flow through.
    case streamHead(connection: UInt64, bytes: [UInt8], channel: StreamChannel)
    /// A piece of a streamed body, as byte arrays sent in order without being joined (`reserved`
    /// bytes of it are accounted in the channel).
    case streamData(connection: UInt64, pieces: [[UInt8]], reserved: Int)
    /// The end of a streamed body.
    case streamEnd(connection: UInt64, bytes: [UInt8], keepAlive: Bool)
}

/// Completions from workers to the event-loop thread, with an eventfd to wake it.
///
/// The event loop registers ``eventFD`` edge-triggered (`EPOLLET`) and never reads it: every
/// `write(2)` to an eventfd wakes its pollers and re-arms an edge-triggered registration, even
/// while the counter is not zero, so one wake-up costs one system call (the pipe it replaces
/// needed a `write` and a `read` to drain it). The counter would need 2⁶⁴ − 2 wake-ups to fill.
final class Mailbox: Sendable {
    private let queue = PThreadMutex<[Completion]>([])
    /// The eventfd the event loop polls, edge-triggered.
    let eventFD: Int32

    init() throws(HTTPServerError) {
        eventFD = shim_eventfd_nonblocking()
        guard eventFD >= 0 else { throw .system("eventfd", errno) }
    }

    deinit {
        close(eventFD)
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
        var one: UInt64 = 1
        _ = write(eventFD, &one, MemoryLayout<UInt64>.size)
    }

    /// Everything queued so far (called by the event loop after the eventfd fired).
    func takeAll() -> [Completion] {
        queue.withLock { queue in
            let all = queue
            queue.removeAll(keepingCapacity: true)
            return all
        }
    }
}
