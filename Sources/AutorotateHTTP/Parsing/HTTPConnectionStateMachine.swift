/// The life of one HTTP/1.x connection, without the socket: which request to answer next, when
/// to send `100 Continue`, when to close, and which timeout fired.
///
/// The event loop feeds it the bytes it reads, asks ``nextAction()`` until it answers
/// ``Action/wait``, performs each action, and reports with ``responseQueued(keepAlive:)`` when the
/// response to a dispatched request has been queued. One request is answered at a time, so
/// pipelined requests are answered in order. Time comes from the injected clock, so tests drive
/// timeouts with a manual clock.
public struct HTTPConnectionStateMachine<Clock: MonotonicClock>: Sendable {
    /// What the owner of the socket should do next.
    public enum Action: Sendable, Equatable {
        /// Nothing until more bytes arrive or the in-flight response is queued.
        case wait
        /// The head of a request whose client waits for `100 Continue`, its body not yet sent:
        /// check it, then either send `HTTP/1.1 100 Continue` (nothing to report) or answer a
        /// refusal and call ``closeAfterCurrentResponse()``.
        case expectContinue(HTTPRequestHead)
        /// A complete request to hand to the handler; `keepAlive` says whether the connection may
        /// serve another request after it.
        case dispatch(HTTPRequestHead, body: [UInt8], keepAlive: Bool)
        /// Answer with this error, then close the connection.
        case respondAndClose(HTTPParseError)
        /// Close the connection without a response (idle keep-alive timeout, drain).
        case closeQuietly
    }

    /// Where the connection is in its life. One value, so that impossible combinations (a
    /// request in flight on a connection that reads) cannot be written.
    public enum State: Sendable, Equatable {
        /// Reading the next request, or waiting for one. `draining`: the server is shutting
        /// down, so the request being received (one had begun when the drain started) is the last.
        case reading(draining: Bool)
        /// A request was dispatched and its response is not queued yet; nothing is read or
        /// started meanwhile. `keepAlive`: whether another request may follow it.
        case handling(keepAlive: Bool)
        /// The connection closes once what is queued is sent: no byte is read and no request
        /// started any more (an error was answered, `Connection: close`, a refused
        /// `100-continue`, the connection cap, or a drain).
        case closing
    }

    private var parser: HTTPRequestParser<Clock>
    private let idleTimeout: UInt64
    private var lastActivity: UInt64
    /// Where the connection is; changed only by the methods below.
    public private(set) var state: State = .reading(draining: false)

    /// Creates the state machine of a newly accepted connection.
    public init(limits: HTTPParserLimits, idleTimeout: Duration, clock: Clock) {
        parser = HTTPRequestParser(limits: limits, clock: clock)
        self.idleTimeout = idleTimeout.nanosecondsClamped
        lastActivity = clock.nanoseconds()
    }

    /// Whether a request is being handled (dispatched, its response not yet queued).
    public var isHandlingRequest: Bool {
        if case .handling = state { return true }
        return false
    }

    /// Whether the connection has nothing to do: no request in flight, none partly received.
    public var isIdle: Bool { !isHandlingRequest && !parser.isMidRequest }

    /// Whether bytes received after the request being handled are waiting in the buffer (a
    /// pipelined request, or the start of one).
    public var hasBufferedBytes: Bool { parser.bufferedByteCount > 0 }

    /// How many such bytes are buffered.
    public var bufferedByteCount: Int { parser.bufferedByteCount }

    /// Whether the connection will close after what it is doing (``State/closing``, or handling
    /// a request that is its last).
    public var isClosing: Bool {
        switch state {
        case .closing, .handling(keepAlive: false): true
        case .reading, .handling(keepAlive: true): false
        }
    }

    /// Whether the connection would accept more bytes now (it reads nothing while a request is in
    /// flight, so that a pipelining client cannot make the server buffer without bound).
    public var wantsToRead: Bool {
        if case .reading = state { return true }
        return false
    }

    /// Feeds bytes read from the socket.
    public mutating func received(_ bytes: some Collection<UInt8>) {
        guard !isClosing else { return }
        lastActivity = parser.clock.nanoseconds()
        parser.feed(bytes)
    }

    /// The next thing to do with what has been received.
    public mutating func nextAction() -> Action {
        guard case .reading(let draining) = state else { return .wait }
        switch parser.next() {
        case .needMoreData:
            return .wait
        case .head(let head):
            if head.expectsContinue, parser.bufferedByteCount == 0, Self.hasBody(head) {
                return .expectContinue(head)
            }
            return nextAction()
        case .request(let head, let body):
            let keepAlive = head.wantsKeepAlive && !draining
            state = .handling(keepAlive: keepAlive)
            return .dispatch(head, body: body, keepAlive: keepAlive)
        case .error(let error):
            state = .closing
            return .respondAndClose(error)
        }
    }

    /// Makes the connection close after what is queued, reading no further request: after
    /// refusing a `100-continue` request, or for a connection over the cap.
    public mutating func closeAfterCurrentResponse() {
        state = .closing
    }

    /// Reports that the response to the dispatched request has been queued for writing, and
    /// whether the response lets the connection live on. After a keep-alive response, call
    /// ``nextAction()`` again for a pipelined request.
    public mutating func responseQueued(keepAlive: Bool) {
        lastActivity = parser.clock.nanoseconds()
        switch state {
        case .handling(let requestKeepsAlive):
            state = keepAlive && requestKeepsAlive ? .reading(draining: false) : .closing
        case .reading(let draining):
            if !keepAlive || draining { state = .closing }
        case .closing:
            break
        }
        parser.restartTimerForBufferedRequest()
    }

    /// Starts draining: an idle connection closes now (``Action/closeQuietly``), one receiving a
    /// request after that request, a busy one after its current response.
    public mutating func drain() -> Action {
        switch state {
        case .reading:
            if parser.isMidRequest {
                state = .reading(draining: true)
                return .wait
            }
            state = .closing
            return .closeQuietly
        case .handling:
            state = .handling(keepAlive: false)
            return .wait
        case .closing:
            return .wait
        }
    }

    /// What the clock says: a header or body read timeout (408 and close), the idle keep-alive
    /// timeout (quiet close), or nothing.
    public mutating func checkTimeouts() -> Action {
        guard case .reading = state else { return .wait }
        if parser.isMidRequest {
            if let error = parser.checkTimeout() {
                state = .closing
                return .respondAndClose(error)
            }
            return .wait
        }
        if parser.clock.nanoseconds() &- lastActivity >= idleTimeout {
            state = .closing
            return .closeQuietly
        }
        return .wait
    }

    private static func hasBody(_ head: HTTPRequestHead) -> Bool {
        if head.headers.contains("Transfer-Encoding") { return true }
        if let length = head.headers["Content-Length"], length != "0" { return true }
        return false
    }
}
