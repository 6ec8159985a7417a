import Glibc

/// One accepted socket, owned by the event-loop thread: its state machine, the bytes waiting to
/// be sent, and the bookkeeping of a streamed response.
final class Connection {
    /// Unique for the life of the process (descriptors are reused, ids are not).
    let id: UInt64
    let fd: Int32
    var machine: HTTPConnectionStateMachine<SystemMonotonicClock>
    /// Byte arrays queued for the socket, in order, each as it was produced (a response's head
    /// and its body are two entries, so the body is never copied behind its head). Entries before
    /// `outboundIndex` are sent (and emptied); `outbound[outboundIndex]` is sent from
    /// `outboundOffset` on.
    private(set) var outbound: [[UInt8]] = []
    private(set) var outboundIndex = 0
    private(set) var outboundOffset = 0
    /// Bytes queued and not yet sent.
    private(set) var unsentCount = 0
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
    /// The worker's right to send an answer itself, made at the connection's first offer.
    var directWrite: DirectWrite?
    /// An offer was made (``DirectWrite/offer()``) and the event loop has not yet learnt what
    /// became of it (``DirectWrite/settle(revoke:)``, or the answer's completion).
    var offerOutstanding = false
    /// The event loop found the worker in the middle of sending (``DirectWrite/trySettle(revoke:)``)
    /// and waits for its `settle` completion, reading at most one buffer's worth meanwhile.
    var awaitingSettle = false

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

    /// Queues `bytes` behind what is unsent, without copying them.
    func enqueue(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        if outboundIndex > 64 {
            // A long stream that never drains completely: drop the sent (empty) entries.
            outbound.removeFirst(outboundIndex)
            outboundIndex = 0
        }
        outbound.append(bytes)
        unsentCount += bytes.count
    }

    /// Queues each of `pieces` in order.
    func enqueue(contentsOf pieces: [[UInt8]]) {
        for piece in pieces { enqueue(piece) }
    }

    /// Records that the socket took `count` more bytes; each entry is released once sent, so an
    /// idle keep-alive connection holds no copy of its last answer.
    func didSend(_ count: Int) {
        unsentCount -= count
        if unsentCount <= 0 {
            unsentCount = 0
            outbound.removeAll(keepingCapacity: true)
            outboundIndex = 0
            outboundOffset = 0
            return
        }
        var rest = count
        while rest > 0, outboundIndex < outbound.count {
            let left = outbound[outboundIndex].count - outboundOffset
            if rest < left {
                outboundOffset += rest
                return
            }
            rest -= left
            outbound[outboundIndex] = []
            outboundIndex += 1
            outboundOffset = 0
        }
    }

    /// The most queued entries one `sendmsg(2)` gathers.
    static let maxPiecesPerSend = 16

    /// Sends from the queue with one `sendmsg(2)` gathering up to ``maxPiecesPerSend`` entries in
    /// place; the call's result (bytes sent, or -1 with `errno` set). Call only with bytes unsent.
    func sendQueued() -> Int {
        withUnsafeTemporaryAllocation(of: iovec.self, capacity: Self.maxPiecesPerSend) { vectors in
            gather(from: outboundIndex, into: vectors, filled: 0)
        }
    }

    /// Points `vectors[filled...]` at the entries from `index` on, each inside its own
    /// `withUnsafeBytes` (so every pointer is valid during the send), then sends.
    private func gather(from index: Int, into vectors: UnsafeMutableBufferPointer<iovec>, filled: Int) -> Int
    {
        guard filled < vectors.count, index < outbound.count else {
            var message = msghdr()
            message.msg_iov = vectors.baseAddress
            message.msg_iovlen = filled
            return sendmsg(fd, &message, Int32(MSG_NOSIGNAL))
        }
        let skip = index == outboundIndex ? outboundOffset : 0
        return outbound[index].withUnsafeBytes { bytes in
            // Entries are never empty (enqueue) and `outboundOffset` stays below the count of the
            // entry it points into (didSend), so `skip < bytes.count`.
            guard let base = bytes.baseAddress, skip < bytes.count else {
                return gather(from: index + 1, into: vectors, filled: filled)
            }
            vectors[filled] = iovec(
                iov_base: UnsafeMutableRawPointer(mutating: base + skip), iov_len: bytes.count - skip)
            return gather(from: index + 1, into: vectors, filled: filled + 1)
        }
    }
}
