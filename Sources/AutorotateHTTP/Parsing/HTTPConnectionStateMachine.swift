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
        /// The head of a request whose client waits for `100 Continue`: check it, then either
        /// send `HTTP/1.1 100 Continue` (call ``continueSent()``) or refuse it and close.
        case expectContinue(HTTPRequestHead)
        /// A complete request to hand to the handler; `keepAlive` says whether the connection may
        /// serve another request after it.
        case dispatch(HTTPRequestHead, body: [UInt8], keepAlive: Bool)
        /// Answer with this error, then close the connection.
        case respondAndClose(HTTPParseError)
        /// Close the connection without a response (idle keep-alive timeout, drain).
        case closeQuietly
    }

    private var parser: HTTPRequestParser<Clock>
    private let idleTimeout: UInt64
    private var lastActivity: UInt64
    private var inFlight = false
    private var closing = false
    private var draining = false

    /// Creates the state machine of a newly accepted connection.
    public init(limits: HTTPParserLimits, idleTimeout: Duration, clock: Clock) {
        parser = HTTPRequestParser(limits: limits, clock: clock)
        self.idleTimeout = idleTimeout.nanosecondsClamped
        lastActivity = clock.nanoseconds()
    }

    /// Whether a request is being handled (dispatched, its response not yet queued).
    public var isHandlingRequest: Bool { inFlight }

    /// Whether the connection has nothing to do: no request in flight, none partly received.
    public var isIdle: Bool { !inFlight && !parser.isMidRequest }

    /// Whether the connection will close (an error was answered, `Connection: close`, or draining).
    public var isClosing: Bool { closing }

    /// Whether the connection would accept more bytes now (it reads nothing while a request is in
    /// flight, so that a pipelining client cannot make the server buffer without bound).
    public var wantsToRead: Bool { !inFlight && !closing }

    /// Feeds bytes read from the socket.
    public mutating func received(_ bytes: some Collection<UInt8>) {
        guard !closing else { return }
        lastActivity = parser.clock.nanoseconds()
        parser.feed(bytes)
    }

    /// The next thing to do with what has been received.
    public mutating func nextAction() -> Action {
        guard !inFlight, !closing else { return .wait }
        switch parser.next() {
        case .needMoreData:
            return .wait
        case .head(let head):
            if head.expectsContinue, parser.bufferedByteCount == 0, Self.hasBody(head) {
                return .expectContinue(head)
            }
            return nextAction()
        case .request(let head, let body):
            inFlight = true
            let keepAlive = head.wantsKeepAlive && !draining
            if !keepAlive { closing = true }
            return .dispatch(head, body: body, keepAlive: keepAlive)
        case .error(let error):
            closing = true
            return .respondAndClose(error)
        }
    }

    /// Reports that `100 Continue` was sent (nothing changes; here for symmetry and tests).
    public mutating func continueSent() {}

    /// Makes the connection close after what is queued, reading no further request: after
    /// refusing a `100-continue` request, or for a connection over the cap.
    public mutating func closeAfterCurrentResponse() {
        closing = true
    }

    /// Reports that the response to the dispatched request has been queued for writing. After a
    /// keep-alive response, call ``nextAction()`` again for a pipelined request.
    public mutating func responseQueued(keepAlive: Bool) {
        inFlight = false
        lastActivity = parser.clock.nanoseconds()
        if !keepAlive || draining { closing = true }
        parser.restartTimerForBufferedRequest()
    }

    /// Starts draining: an idle connection closes now (``Action/closeQuietly``), a busy one after
    /// its current response.
    public mutating func drain() -> Action {
        draining = true
        if isIdle, !closing {
            closing = true
            return .closeQuietly
        }
        return .wait
    }

    /// What the clock says: a header or body read timeout (408 and close), the idle keep-alive
    /// timeout (quiet close), or nothing.
    public mutating func checkTimeouts() -> Action {
        guard !inFlight, !closing else { return .wait }
        if parser.isMidRequest {
            if let error = parser.checkTimeout() {
                closing = true
                return .respondAndClose(error)
            }
            return .wait
        }
        if parser.clock.nanoseconds() &- lastActivity >= idleTimeout {
            closing = true
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
