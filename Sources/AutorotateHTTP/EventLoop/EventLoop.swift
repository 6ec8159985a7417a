import AutorotatePlatform
import CLinuxShims
import Glibc

/// The I/O thread: one epoll set over the listening socket, every connection and the mailbox's
/// eventfd. It accepts, reads, parses, writes and times out; it never runs a handler (those go to
/// the ``WorkerPool``), so one slow request or slow client never stalls the others.
///
/// Answers come back from the workers through the ``Mailbox``, except the one case that costs
/// the most hand-offs: when nothing is queued, streamed or pipelined on a connection, the worker
/// sends its answer itself (``DirectWrite``) and the event loop learns of it when it next looks
/// at the connection.
///
/// Sockets are non-blocking and level-triggered. A connection is registered for reading only
/// while it may accept a request (not while one is being handled) and for writing only while it
/// has unsent bytes, so thousands of idle keep-alive connections cost a few hundred bytes each
/// and no thread.
final class EventLoop {
    /// What the event loop shares with the jobs it hands to workers. A class: each job captures
    /// it with one retain, where a struct of these references cost one per field (12 retains and
    /// releases a request).
    private final class Shared: Sendable {
        let configuration: HTTPServerConfiguration
        let handler: any HTTPHandler
        let stats: HTTPServerStats
        let mailbox: Mailbox
        let pool: WorkerPool
        let isDrainRequested: @Sendable () -> Bool

        init(
            configuration: HTTPServerConfiguration, handler: any HTTPHandler, stats: HTTPServerStats,
            mailbox: Mailbox, pool: WorkerPool, isDrainRequested: @escaping @Sendable () -> Bool
        ) {
            self.configuration = configuration
            self.handler = handler
            self.stats = stats
            self.mailbox = mailbox
            self.pool = pool
            self.isDrainRequested = isDrainRequested
        }
    }

    private let shared: Shared
    private let epollFD: Int32
    private var listenFD: Int32
    private let clock = SystemMonotonicClock()
    private var byFD: [Int32: Connection] = [:]
    private var byID: [UInt64: Connection] = [:]
    private var nextID: UInt64 = 1
    private var regularCount = 0
    private var rejectedCount = 0
    private var readBuffer = [UInt8](repeating: 0, count: 64 * 1024)
    private var draining = false
    private var drainDeadline: UInt64 = 0
    private var acceptResumesAt: UInt64?
    /// Responses produced on this thread for cheap requests, delivered once the current
    /// `service` pass is over (delivering them inside it would re-enter it).
    private var inlineCompletions: [Completion] = []
    private var deliveringInline = false

    /// Output queued on one connection beyond which no further pipelined request is started.
    private static let outputHighWater = 64 * 1024
    private static let scanInterval: UInt64 = 250_000_000
    private static let lingerTime: UInt64 = 2_000_000_000

    init(
        listenFD: Int32, configuration: HTTPServerConfiguration, handler: any HTTPHandler,
        stats: HTTPServerStats,
        mailbox: Mailbox, pool: WorkerPool, isDrainRequested: @escaping @Sendable () -> Bool
    ) throws(HTTPServerError) {
        shared = Shared(
            configuration: configuration, handler: handler, stats: stats, mailbox: mailbox, pool: pool,
            isDrainRequested: isDrainRequested)
        self.listenFD = listenFD
        epollFD = epoll_create1(Int32(EPOLL_CLOEXEC))
        guard epollFD >= 0 else { throw .system("epoll_create1", errno) }
        guard
            register(listenFD, events: EPOLLIN.rawValue)
                && register(mailbox.eventFD, events: EPOLLIN.rawValue | EPOLLET.rawValue)
        else {
            close(epollFD)
            throw .system("epoll_ctl", errno)
        }
    }

    deinit { close(epollFD) }

    /// Runs until a drain completes (or its deadline passes), on the calling thread under
    /// ``BatchScheduling``.
    func run() {
        BatchScheduling.run { serve() }
    }

    private func serve() {
        var events = [epoll_event](repeating: epoll_event(), count: 256)
        var nextScan = clock.nanoseconds() &+ Self.scanInterval
        while true {
            let count = events.withUnsafeMutableBufferPointer {
                epoll_wait(epollFD, $0.baseAddress, Int32($0.count), 100)
            }
            if count < 0 && errno != EINTR { break }
            for index in 0..<max(Int(count), 0) {
                let fd = events[index].data.fd
                let flags = events[index].events
                if fd == listenFD {
                    acceptAll()
                } else if fd == shared.mailbox.eventFD {
                    deliver(shared.mailbox.takeAll())
                } else if let connection = byFD[fd] {
                    handle(connection, flags: flags)
                }
            }
            if !draining && shared.isDrainRequested() { startDrain() }
            let now = clock.nanoseconds()
            if now >= nextScan {
                scanTimers(now: now)
                nextScan = now &+ Self.scanInterval
            }
            if draining && (byFD.isEmpty || now >= drainDeadline) { break }
        }
        for connection in Array(byFD.values) { closeNow(connection) }
        if listenFD >= 0 {
            close(listenFD)
            listenFD = -1
        }
    }

    // MARK: - Accepting

    private func acceptAll() {
        while true {
            let fd = shim_accept_nonblocking(listenFD)
            if fd < 0 {
                let code = errno
                if code == EINTR || code == ECONNABORTED { continue }
                if code == EMFILE || code == ENFILE || code == ENOBUFS || code == ENOMEM {
                    // Out of descriptors: stop polling the listener briefly instead of spinning.
                    unregister(listenFD)
                    acceptResumesAt = clock.nanoseconds() &+ 100_000_000
                }
                return
            }
            var one: Int32 = 1
            setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
            let rejected = regularCount >= shared.configuration.maxConnections
            if rejected && rejectedCount >= 256 {
                close(fd)
                shared.stats.connectionRejected()
                continue
            }
            let now = clock.nanoseconds()
            let machine = HTTPConnectionStateMachine(
                limits: shared.configuration.limits, idleTimeout: shared.configuration.idleTimeout,
                clock: clock)
            let connection = Connection(id: nextID, fd: fd, machine: machine, now: now, isRejected: rejected)
            nextID += 1
            guard register(fd, events: EPOLLIN.rawValue) else {
                close(fd)
                continue
            }
            connection.interest = EPOLLIN.rawValue
            byFD[fd] = connection
            byID[connection.id] = connection
            if rejected {
                rejectedCount += 1
                shared.stats.connectionRejected()
                connection.machine.closeAfterCurrentResponse()
                var response = shared.handler.errorResponse(
                    status: 503, detail: "the server is at its connection limit; retry later")
                response.headers.set("Retry-After", String(shared.configuration.retryAfterSeconds))
                respondDirectly(connection, response: response, head: nil)
                service(connection)
            } else {
                regularCount += 1
                shared.stats.connectionOpened()
            }
        }
    }

    // MARK: - Socket events

    private func handle(_ connection: Connection, flags: UInt32) {
        if flags & EPOLLERR.rawValue != 0 {
            closeNow(connection)
            return
        }
        if flags & (EPOLLIN.rawValue | EPOLLHUP.rawValue) != 0 {
            readable(connection)
            guard byID[connection.id] != nil else { return }
        }
        if flags & EPOLLOUT.rawValue != 0 {
            service(connection)
        }
    }

    private func readable(_ connection: Connection) {
        if connection.lingerDeadline != nil {
            let count = readBuffer.withUnsafeMutableBytes { read(connection.fd, $0.baseAddress, $0.count) }
            if count == 0 || (count < 0 && errno != EAGAIN && errno != EINTR) { closeNow(connection) }
            return
        }
        // The client's bytes may follow an answer a worker sent itself: learn of it first (and
        // take back an offer still unused, so that this connection is written by this thread).
        // A worker still in its `sendmsg` is not waited for: it posts a `settle` completion. Its
        // answer is all but out, so the request that follows it is read meanwhile (buffered up to
        // one read's worth, then reading stops) and started when the completion comes.
        settleDirectWrite(connection, revoke: true, wait: false)
        let readsAhead =
            connection.awaitingSettle && connection.machine.bufferedByteCount < readBuffer.count
        guard connection.machine.wantsToRead || readsAhead, !connection.peerClosed else {
            updateInterest(connection, dropUnwantedRead: true)
            return
        }
        let count = readBuffer.withUnsafeMutableBytes { read(connection.fd, $0.baseAddress, $0.count) }
        if count > 0 {
            connection.machine.received(readBuffer[0..<count])
            if !readsAhead { service(connection) }
        } else if count == 0 {
            connection.peerClosed = true
            if connection.machine.isHandlingRequest || connection.unsentCount > 0 {
                updateInterest(connection)
            } else {
                closeNow(connection)
            }
        } else if errno != EAGAIN && errno != EINTR {
            closeNow(connection)
        }
    }

    /// Starts what the received bytes allow, writes what is queued, and closes when done.
    private func service(_ connection: Connection) {
        serviceOnce(connection)
        guard !deliveringInline else { return }
        deliveringInline = true
        while !inlineCompletions.isEmpty {
            let pending = inlineCompletions
            inlineCompletions = []
            deliver(pending)
        }
        deliveringInline = false
    }

    private func serviceOnce(_ connection: Connection) {
        while true {
            var progressed = false
            var heldBack = false
            while true {
                // Too much queued: start nothing more until the socket has taken some of it.
                if connection.unsentCount >= Self.outputHighWater {
                    heldBack = true
                    break
                }
                let action = connection.machine.nextAction()
                if action == .wait { break }
                progressed = true
                perform(action, on: connection)
                guard byID[connection.id] != nil else { return }
            }
            guard writeQueued(connection) else { return }
            // Once everything is sent, a request held back by the high-water mark (pipelined
            // behind a large answer) is started now: no further event would start it.
            if connection.unsentCount > 0 || !(progressed || heldBack) { break }
        }
        if connection.unsentCount == 0 {
            if let stream = connection.stream, connection.streamReservedUnsent > 0 {
                stream.release(connection.streamReservedUnsent)
                connection.streamReservedUnsent = 0
            }
            let busy = connection.machine.isHandlingRequest || connection.stream != nil
            if !busy && (connection.machine.isClosing || connection.peerClosed || connection.isRejected) {
                beginClose(connection)
                return
            }
        }
        // An inline response about to be delivered will settle the interest itself.
        if inlineCompletions.isEmpty { updateInterest(connection) }
    }

    private func perform(
        _ action: HTTPConnectionStateMachine<SystemMonotonicClock>.Action, on connection: Connection
    ) {
        switch action {
        case .wait:
            break
        case .expectContinue(let head):
            // A refusal the head decides is the answer instead of `100 Continue`: the body is
            // never read, and the connection closes after the refusal (RFC 9110 §10.1.1).
            if let refusal = headRefusal(head) {
                connection.machine.closeAfterCurrentResponse()
                respondDirectly(connection, response: refusal, head: head)
            } else {
                connection.enqueue(ResponseEncoder.continueResponse)
            }
        case .dispatch(let head, let body, let keepAlive):
            var exchange = RequestExchange(
                connection: connection.id, head: head, body: body, keepAlive: keepAlive,
                requestID: RequestID.resolve(head.headers["X-Request-ID"]), receivedAt: clock.nanoseconds())
            let shared = self.shared
            // Never inflate a body on this thread: cheap means the handler's work, not gzip.
            if !head.headers.contains("Content-Encoding"), shared.handler.isCheap(head) {
                var completions: [Completion] = []
                exchange.run(
                    handler: shared.handler, configuration: shared.configuration, inline: true,
                    isDraining: shared.isDrainRequested, post: { completions.append($0) })
                inlineCompletions += completions
            } else {
                exchange.directWrite = offerDirectWrite(connection)
                shared.pool.submit { [exchange] in
                    exchange.run(
                        handler: shared.handler, configuration: shared.configuration, inline: false,
                        isDraining: shared.isDrainRequested, isBusy: { shared.pool.hasWaitingJobs },
                        post: { shared.mailbox.post($0) })
                }
            }
        case .respondAndClose(let error):
            respondDirectly(
                connection,
                response: shared.handler.errorResponse(status: error.status, detail: error.detail),
                head: nil)
        case .closeQuietly:
            closeNow(connection)
        }
    }

    /// The final answer a request head alone decides, if any: the handler's (unknown path, wrong
    /// method, missing credentials, wrong media type), else 415 for a content coding the server
    /// cannot decode.
    private func headRefusal(_ head: HTTPRequestHead) -> HTTPResponse? {
        if let refusal = shared.handler.check(head) { return refusal }
        if RequestContentCoding(head.headers) == .unsupported {
            return RequestContentCoding.unsupportedResponse(shared.handler)
        }
        return nil
    }

    /// Queues a response the server produced itself (errors, refusals, the connection cap);
    /// the connection closes after it.
    private func respondDirectly(_ connection: Connection, response: HTTPResponse, head: HTTPRequestHead?) {
        let requestID = RequestID.resolve(head?.headers["X-Request-ID"])
        let context = ResponseEncoder.RequestContext(
            isHEAD: head?.method == "HEAD", minorVersion: head?.minorVersion ?? 1,
            acceptsGzip: ContentCoding.acceptsGzip(head?.headers["Accept-Encoding"]), requestID: requestID)
        var bodyBytes: [UInt8] = []
        if case .bytes(let bytes) = response.body { bodyBytes = bytes }
        let encoded = ResponseEncoder.encodeParts(
            status: response.status, headers: response.headers, body: bodyBytes, context: context,
            keepAlive: false,
            compressionMinimumBytes: shared.configuration.compressionMinimumBytes)
        connection.enqueue(encoded.head)
        connection.enqueue(encoded.body)
        shared.handler.didRespond(
            HTTPExchangeRecord(
                method: head?.method ?? "-", path: head.map { String($0.path) } ?? "-",
                status: response.status,
                durationMicroseconds: 0, bodyBytes: encoded.bodyBytes, requestID: requestID,
                generatedByServer: true))
    }

    /// Sends as much as the socket takes; `false` if the connection was closed on an error.
    private func writeQueued(_ connection: Connection) -> Bool {
        while connection.unsentCount > 0 {
            let sent = connection.sendQueued()
            if sent > 0 {
                connection.didSend(sent)
                connection.lastWriteProgress = clock.nanoseconds()
            } else if sent < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                break
            } else if sent < 0 && errno == EINTR {
                continue
            } else {
                closeNow(connection)
                return false
            }
        }
        return true
    }

    // MARK: - Completions from workers

    private func deliver(_ completions: [Completion]) {
        for completion in completions {
            switch completion {
            case .response(let id, let head, let body, let keepAlive, let sent):
                guard let connection = byID[id] else { continue }
                // The worker gave up any offer before posting: this thread writes again.
                connection.offerOutstanding = false
                connection.awaitingSettle = false
                // Nothing was queued when the offer was made, and nothing is queued while a
                // request is handled, so the bytes the worker sent are the first of these.
                connection.enqueue(head)
                connection.enqueue(body)
                if sent > 0 {
                    connection.didSend(sent)
                    connection.lastWriteProgress = clock.nanoseconds()
                }
                connection.machine.responseQueued(keepAlive: keepAlive)
                service(connection)
            case .settle(let id):
                guard let connection = byID[id], connection.lingerDeadline == nil else { continue }
                settleDirectWrite(connection, revoke: true, wait: true)
                service(connection)
            case .streamHead(let id, let bytes, let channel):
                guard let connection = byID[id] else {
                    channel.close()
                    continue
                }
                connection.offerOutstanding = false
                connection.awaitingSettle = false
                connection.stream = channel
                connection.enqueue(bytes)
                service(connection)
            case .streamData(let id, let pieces, let reserved):
                guard let connection = byID[id] else { continue }
                connection.enqueue(contentsOf: pieces)
                connection.streamReservedUnsent += reserved
                service(connection)
            case .streamEnd(let id, let bytes, let keepAlive):
                guard let connection = byID[id] else { continue }
                connection.enqueue(bytes)
                connection.stream = nil
                connection.streamReservedUnsent = 0
                connection.machine.responseQueued(keepAlive: keepAlive)
                service(connection)
            }
        }
    }

    // MARK: - Answers sent by workers

    /// The `DirectWrite` for the request being dispatched on `connection`, offered, when its
    /// answer will be the next bytes on the wire and nothing waits behind it: nothing queued or
    /// streaming, no further byte buffered, the peer still sending; else `nil` (the worker posts).
    private func offerDirectWrite(_ connection: Connection) -> DirectWrite? {
        guard
            connection.unsentCount == 0, connection.stream == nil, !connection.peerClosed,
            !connection.isRejected, connection.lingerDeadline == nil, !connection.machine.hasBufferedBytes
        else { return nil }
        let direct: DirectWrite
        if let existing = connection.directWrite {
            direct = existing
        } else {
            direct = DirectWrite(fd: connection.fd)
            connection.directWrite = direct
        }
        direct.offer()
        connection.offerOutstanding = true
        return direct
    }

    /// Learns what became of an outstanding offer: an answer the worker sent whole is recorded
    /// as queued (as `deliver` does for a posted one); with `revoke`, an offer still unused is
    /// taken back and the worker will post its answer. Without `wait`, a worker in the middle of
    /// its `sendmsg` is left to finish and post a `settle` completion (`awaitingSettle`).
    private func settleDirectWrite(_ connection: Connection, revoke: Bool, wait: Bool) {
        guard connection.offerOutstanding, let direct = connection.directWrite else { return }
        let settled = wait ? direct.settle(revoke: revoke) : direct.trySettle(revoke: revoke)
        guard let settled else {
            connection.awaitingSettle = true
            return
        }
        connection.awaitingSettle = false
        switch settled {
        case .pending:
            if revoke { connection.offerOutstanding = false }
        case .answered(let keepAlive):
            connection.offerOutstanding = false
            connection.machine.responseQueued(keepAlive: keepAlive)
            shared.stats.answeredDirectly()
        case .posted:
            connection.offerOutstanding = false
        }
    }

    // MARK: - Timers and drain

    private func scanTimers(now: UInt64) {
        if let resume = acceptResumesAt, now >= resume, listenFD >= 0 {
            acceptResumesAt = nil
            _ = register(listenFD, events: EPOLLIN.rawValue)
        }
        let writeTimeout = shared.configuration.writeTimeout.nanosecondsClamped
        for connection in Array(byFD.values) {
            // A keep-alive answer a worker sent itself, to a client that has not spoken since.
            settleDirectWrite(connection, revoke: false, wait: false)
            if let deadline = connection.lingerDeadline {
                if now >= deadline { closeNow(connection) }
                continue
            }
            if connection.unsentCount > 0 {
                if now &- connection.lastWriteProgress > writeTimeout { closeNow(connection) }
                continue
            }
            if connection.isRejected { continue }
            let action = connection.machine.checkTimeouts()
            if action != .wait {
                perform(action, on: connection)
                if byID[connection.id] != nil { service(connection) }
            }
        }
    }

    private func startDrain() {
        draining = true
        shared.stats.setDraining()
        drainDeadline = clock.nanoseconds() &+ shared.configuration.drainTimeout.nanosecondsClamped
        if listenFD >= 0 {
            unregister(listenFD)
            close(listenFD)
            listenFD = -1
        }
        for connection in Array(byFD.values) where !connection.isRejected && connection.lingerDeadline == nil
        {
            // An answer a worker sent itself leaves the connection idle; an offer still unused is
            // taken back, so the event loop hears of its answer and closes after it.
            settleDirectWrite(connection, revoke: true, wait: true)
            if connection.machine.drain() == .closeQuietly { closeNow(connection) }
        }
    }

    // MARK: - Closing

    /// Shuts the write side and reads until the peer closes (or briefly), so the peer receives the
    /// last response instead of a reset caused by its own unread bytes.
    private func beginClose(_ connection: Connection) {
        if connection.peerClosed {
            closeNow(connection)
            return
        }
        shutdown(connection.fd, Int32(SHUT_WR))
        connection.lingerDeadline = clock.nanoseconds() &+ Self.lingerTime
        updateInterest(connection)
    }

    private func closeNow(_ connection: Connection) {
        guard byID.removeValue(forKey: connection.id) != nil else { return }
        byFD.removeValue(forKey: connection.fd)
        unregister(connection.fd)
        // Before the descriptor can be reused: a worker never writes to it after this.
        connection.directWrite?.close()
        connection.offerOutstanding = false
        connection.awaitingSettle = false
        close(connection.fd)
        connection.stream?.close()
        connection.stream = nil
        if connection.isRejected {
            rejectedCount -= 1
        } else {
            regularCount -= 1
            shared.stats.connectionClosed()
        }
    }

    // MARK: - epoll

    /// Registers the events the connection needs. Reading is switched off lazily: while a request
    /// is handled, `EPOLLIN` stays registered until it actually fires (`dropUnwantedRead`), which
    /// saves two `epoll_ctl` calls per request on the common path where the client just waits.
    private func updateInterest(_ connection: Connection, dropUnwantedRead: Bool = false) {
        var wanted: UInt32 = 0
        if connection.lingerDeadline != nil {
            wanted = EPOLLIN.rawValue
        } else {
            if connection.machine.wantsToRead && !connection.peerClosed { wanted |= EPOLLIN.rawValue }
            if connection.unsentCount > 0 { wanted |= EPOLLOUT.rawValue }
            // While a worker may send a keep-alive answer itself, the client's next request is
            // how the event loop hears of it: reading must stay registered (unless the worker was
            // found sending, and will post a `settle` completion instead).
            if connection.offerOutstanding && !connection.awaitingSettle && !connection.machine.isClosing {
                wanted |= EPOLLIN.rawValue
            }
            let reading = connection.interest & EPOLLIN.rawValue != 0
            if reading && !dropUnwantedRead && !connection.peerClosed && !connection.machine.isClosing {
                wanted |= EPOLLIN.rawValue
            }
        }
        guard wanted != connection.interest else { return }
        var event = epoll_event()
        event.events = wanted
        event.data.fd = connection.fd
        epoll_ctl(epollFD, EPOLL_CTL_MOD, connection.fd, &event)
        connection.interest = wanted
    }

    private func register(_ fd: Int32, events: UInt32) -> Bool {
        var event = epoll_event()
        event.events = events
        event.data.fd = fd
        return epoll_ctl(epollFD, EPOLL_CTL_ADD, fd, &event) == 0
    }

    private func unregister(_ fd: Int32) {
        epoll_ctl(epollFD, EPOLL_CTL_DEL, fd, nil)
    }
}
