/// One accepted socket, owned by the event-loop thread: its state machine, the bytes waiting to
/// be sent, and the bookkeeping of a streamed response.
final class Connection {
    /// Unique for the life of the process (descriptors are reused, ids are not).
    let id: UInt64
    let fd: Int32
    var machine: HTTPConnectionStateMachine<SystemMonotonicClock>
    /// Bytes queued for the socket, sent from `outboundOffset` on.
    var outbound: [UInt8] = []
    var outboundOffset = 0
    /// The epoll events currently registered.
    var interest: UInt32 = 0
    /// The stream whose body is being sent, and its bytes sent since the last release.
    var stream: StreamChannel?
    var streamReservedUnsent = 0
    /// When the last byte was written (for the write timeout).
    var lastWriteProgress: UInt64
    /// Set once the write side is shut down: read and discard until EOF or the deadline, then
    /// close, so the peer sees the final response rather than a reset.
    var lingerDeadline: UInt64?
    /// The peer closed its sending side.
    var peerClosed = false
    /// A connection over the cap, only answered with 503.
    let isRejected: Bool

    init(
        id: UInt64, fd: Int32, machine: HTTPConnectionStateMachine<SystemMonotonicClock>, now: UInt64,
        isRejected: Bool
    ) {
        self.id = id
        self.fd = fd
        self.machine = machine
        self.lastWriteProgress = now
        self.isRejected = isRejected
    }

    var unsentCount: Int { outbound.count - outboundOffset }

    /// Queues `bytes` behind what is unsent. With nothing unsent (the common case: one answer per
    /// request) the array itself becomes the queue, so a response is not copied a second time.
    func enqueue(_ bytes: [UInt8]) {
        if outboundOffset == outbound.count {
            outbound = bytes
            outboundOffset = 0
            return
        }
        outbound.append(contentsOf: bytes)
    }

    /// Records that the socket took `count` more bytes; once all are sent the buffer is released,
    /// so an idle keep-alive connection holds no copy of its last answer.
    func didSend(_ count: Int) {
        outboundOffset += count
        if outboundOffset == outbound.count {
            outbound = []
            outboundOffset = 0
        }
    }
}
