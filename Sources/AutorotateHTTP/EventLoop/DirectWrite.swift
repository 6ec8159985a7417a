import AutorotatePlatform
import Glibc
import Synchronization

/// Who writes a connection's socket: the event loop, or — for one dispatched request the event
/// loop has offered it — the worker that produced the answer, with one `sendmsg(2)` from its own
/// thread. An answer sent that way costs no mailbox post, no eventfd write, no event-loop wake-up
/// and no `epoll_wait`, and its bytes never cross to the event-loop thread.
///
/// The event loop offers the write (``offer()``) only when nothing is queued or being streamed on
/// the connection and no byte of a further request is buffered, so the answer is the next thing
/// on the wire and nothing waits behind it. Every transition is made under one mutex, and the
/// worker holds it across its `sendmsg`, so:
/// - writes never interleave: while the offer stands the event loop queues nothing (the request
///   is being handled, so its state machine starts nothing), and it takes the offer back
///   (``settle(revoke:)``) before it reads or writes the connection again;
/// - the worker never writes a reused descriptor: the event loop marks the connection closed
///   here (``close()``) before it closes the descriptor, waiting for a `sendmsg` in progress;
/// - a short write (a full socket buffer, `EAGAIN`) or an error leaves the rest to the event loop:
///   the worker posts the whole answer with the count already sent, and the event loop owns the
///   connection's writes from then on, as for any queued answer.
///
/// The worker declines the offer while other requests wait for a worker (`RequestExchange.run`'s
/// `isBusy`): on a busy server the event loop sends many answers per wake-up, and the worker's
/// time is better spent on the next request: under load, sending from the workers costs more CPU
/// per request than the hand-off it saves.
///
/// A keep-alive answer sent whole is reported to nobody: the connection stays registered for
/// reading, and the event loop learns of the answer (``settle(revoke:)``) when the client's next
/// bytes arrive, at its timer scan, at a drain, or at close. An answer that closes the
/// connection is followed by a `settle` completion, which wakes the event loop to close.
final class DirectWrite: Sendable {
    /// Where the offer stands.
    enum State: Sendable, Equatable {
        /// The event loop writes (no offer, or it was taken back, declined or used up).
        case eventLoop
        /// The worker of the request in flight may send its answer itself.
        case offered
        /// The worker sent the whole answer; the event loop has not yet learnt of it.
        case answered(keepAlive: Bool)
        /// The event loop closed the connection: its descriptor may already belong to another.
        case closed
    }

    /// What the event loop learns when it settles the offer.
    enum Settlement: Equatable {
        /// The worker has not used the offer yet (taken back when `revoke` was asked).
        case pending
        /// The worker sent the whole answer.
        case answered(keepAlive: Bool)
        /// The worker did not or could not send it all: its answer is (or will be) in the mailbox.
        case posted
    }

    private let state = PThreadMutex<State>(.eventLoop)
    /// Set by the event loop when it found a worker in the middle of its `sendmsg`
    /// (``trySettle(revoke:)``): the worker then posts a `settle` completion for the answer it
    /// sent, so that the event loop, which does not wait for it, hears of it.
    private let eventLoopWaits = Atomic<Bool>(false)
    /// The connection's descriptor, written only while the state is ``State/offered``.
    let fd: Int32

    init(fd: Int32) { self.fd = fd }

    // MARK: - Event loop

    /// Lets the worker of the request just dispatched send its answer itself.
    func offer() {
        state.withLock { state in
            eventLoopWaits.store(false, ordering: .relaxed)
            if state != .closed { state = .offered }
        }
    }

    /// What became of the offer; `revoke` takes back an offer still unused, so that the worker
    /// posts its answer to the mailbox instead.
    func settle(revoke: Bool) -> Settlement {
        state.withLock { Self.settle(&$0, revoke: revoke) }
    }

    /// ``settle(revoke:)`` without waiting for a worker in the middle of its `sendmsg`: `nil`
    /// then, and that worker will post a `settle` completion once its answer is out (so the
    /// caller stops reading the connection until then). The send wakes the client, whose next
    /// request often reaches the event loop before the worker has let go of the mutex.
    func trySettle(revoke: Bool) -> Settlement? {
        if let settled = state.withLockIfAvailable({ Self.settle(&$0, revoke: revoke) }) { return settled }
        eventLoopWaits.store(true, ordering: .sequentiallyConsistent)
        // The worker may have let go between the two: then settle now (it may also post a
        // `settle` completion, which finds nothing left to learn).
        return state.withLockIfAvailable { Self.settle(&$0, revoke: revoke) }
    }

    private static func settle(_ state: inout State, revoke: Bool) -> Settlement {
        switch state {
        case .offered:
            if revoke { state = .eventLoop }
            return .pending
        case .answered(let keepAlive):
            state = .eventLoop
            return .answered(keepAlive: keepAlive)
        case .eventLoop, .closed:
            return .posted
        }
    }

    /// Marks the connection closed; call before closing the descriptor (waits for a worker's
    /// `sendmsg` in progress).
    func close() {
        state.withLock { $0 = .closed }
    }

    /// The current state (for tests).
    var current: State { state.withLock { $0 } }

    // MARK: - Worker

    /// Sends `head` and `body` with one gathering `sendmsg` if the offer stands; `nil` if it does
    /// not (the caller posts the answer), else the bytes sent. When all were sent the answer is
    /// recorded with `keepAlive`; otherwise (short write, `EAGAIN`, an error: 0) the event loop
    /// owns the connection's writes again and the caller posts the answer with the count sent.
    /// `mustSettle` says whether the event loop waits for a `settle` completion for an answer
    /// sent whole (it found this worker sending, see ``trySettle(revoke:)``).
    func send(head: [UInt8], body: [UInt8], keepAlive: Bool) -> (sent: Int, mustSettle: Bool)? {
        let sent = state.withLock { state -> Int? in
            guard state == .offered else { return nil }
            let total = head.count + body.count
            var sent = -1
            repeat {
                sent = Self.sendmsg(fd, head, body)
            } while sent < 0 && errno == EINTR
            if sent == total {
                state = .answered(keepAlive: keepAlive)
                return total
            }
            state = .eventLoop
            return max(sent, 0)
        }
        guard let sent else { return nil }
        // Read after letting go of the mutex: an event loop that failed to take it has set the
        // flag before its second try, so either that try succeeds or this read sees the flag.
        return (sent, eventLoopWaits.load(ordering: .sequentiallyConsistent))
    }

    /// Gives the offer up unused (a streamed answer goes through the mailbox).
    func decline() {
        state.withLock { state in
            if state == .offered { state = .eventLoop }
        }
    }

    /// One `sendmsg(2)` of `head` then `body` (either may be empty); its result.
    private static func sendmsg(_ fd: Int32, _ head: [UInt8], _ body: [UInt8]) -> Int {
        head.withUnsafeBytes { headBytes in
            body.withUnsafeBytes { bodyBytes in
                withUnsafeTemporaryAllocation(of: iovec.self, capacity: 2) { vectors in
                    var count = 0
                    if let base = headBytes.baseAddress, headBytes.count > 0 {
                        vectors[count] = iovec(
                            iov_base: UnsafeMutableRawPointer(mutating: base), iov_len: headBytes.count)
                        count += 1
                    }
                    if let base = bodyBytes.baseAddress, bodyBytes.count > 0 {
                        vectors[count] = iovec(
                            iov_base: UnsafeMutableRawPointer(mutating: base), iov_len: bodyBytes.count)
                        count += 1
                    }
                    var message = msghdr()
                    message.msg_iov = vectors.baseAddress
                    message.msg_iovlen = count
                    return Glibc.sendmsg(fd, &message, Int32(MSG_NOSIGNAL))
                }
            }
        }
    }
}
