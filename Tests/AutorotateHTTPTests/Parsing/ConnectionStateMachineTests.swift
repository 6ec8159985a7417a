import Testing

@testable import AutorotateHTTP

@Suite("Connection state machine")
struct ConnectionStateMachineTests {
    typealias Machine = HTTPConnectionStateMachine<ManualClock>

    static func make(
        limits: HTTPParserLimits = HTTPParserLimits(), idle: Duration = .seconds(60)
    ) -> (Machine, ManualClock) {
        let clock = ManualClock()
        return (Machine(limits: limits, idleTimeout: idle, clock: clock), clock)
    }

    static func dispatchedTarget(_ action: Machine.Action) -> String? {
        if case .dispatch(let head, _, _) = action { return head.target }
        return nil
    }

    /// Pipelined requests are dispatched one at a time, in order: the next only after the
    /// previous response is queued.
    @Test func pipelinedOneAtATime() {
        var (machine, _) = Self.make()
        machine.received(Array("GET /1 HTTP/1.1\r\nHost: a\r\n\r\nGET /2 HTTP/1.1\r\nHost: a\r\n\r\n".utf8))
        #expect(Self.dispatchedTarget(machine.nextAction()) == "/1")
        #expect(machine.nextAction() == .wait)
        #expect(!machine.wantsToRead)
        machine.responseQueued(keepAlive: true)
        #expect(Self.dispatchedTarget(machine.nextAction()) == "/2")
        machine.responseQueued(keepAlive: true)
        #expect(machine.nextAction() == .wait)
        #expect(machine.isIdle)
    }

    /// `Connection: close` dispatches with keepAlive false and stops further requests.
    @Test func connectionCloseStops() {
        var (machine, _) = Self.make()
        machine.received(
            Array(
                "GET /1 HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\nGET /2 HTTP/1.1\r\nHost: a\r\n\r\n"
                    .utf8))
        guard case .dispatch(_, _, let keepAlive) = machine.nextAction() else {
            Issue.record("no dispatch")
            return
        }
        #expect(!keepAlive)
        machine.responseQueued(keepAlive: false)
        #expect(machine.isClosing)
        #expect(machine.nextAction() == .wait)
    }

    /// HTTP/1.0 without `Connection: keep-alive` is dispatched with keepAlive false.
    @Test func http10Closes() {
        var (machine, _) = Self.make()
        machine.received(Array("GET / HTTP/1.0\r\n\r\n".utf8))
        guard case .dispatch(_, _, let keepAlive) = machine.nextAction() else {
            Issue.record("no dispatch")
            return
        }
        #expect(!keepAlive)
    }

    /// `Expect: 100-continue` with the body not yet sent asks for a 100; the body then completes the request.
    @Test func expectContinue() {
        var (machine, _) = Self.make()
        machine.received(
            Array("POST / HTTP/1.1\r\nHost: a\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\n".utf8))
        guard case .expectContinue(let head) = machine.nextAction() else {
            Issue.record("no expectContinue")
            return
        }
        #expect(head.method == "POST")
        #expect(machine.nextAction() == .wait)
        machine.received(Array("ok".utf8))
        #expect(Self.dispatchedTarget(machine.nextAction()) == "/")
    }

    /// `Expect: 100-continue` whose body already arrived needs no 100.
    @Test func expectContinueBodyAlreadyThere() {
        var (machine, _) = Self.make()
        machine.received(
            Array("POST / HTTP/1.1\r\nHost: a\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\nok".utf8))
        #expect(Self.dispatchedTarget(machine.nextAction()) == "/")
    }

    /// A refused 100-continue closes the connection after the refusal.
    @Test func refusedContinueCloses() {
        var (machine, _) = Self.make()
        machine.received(
            Array("POST / HTTP/1.1\r\nHost: a\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\n".utf8))
        _ = machine.nextAction()
        machine.closeAfterCurrentResponse()
        #expect(machine.isClosing)
        #expect(machine.nextAction() == .wait)
    }

    /// A parse error is answered and closes the connection.
    @Test func errorCloses() {
        var (machine, _) = Self.make()
        machine.received(Array("NOT HTTP\r\n\r\n".utf8))
        #expect(
            machine.nextAction()
                == .respondAndClose(HTTPParseError(status: 400, detail: "the request line is malformed")))
        #expect(machine.isClosing)
    }

    /// An idle keep-alive connection closes quietly after the idle timeout, not before.
    @Test func idleTimeoutQuietClose() {
        var (machine, clock) = Self.make(idle: .seconds(30))
        clock.advance(seconds: 29)
        #expect(machine.checkTimeouts() == .wait)
        clock.advance(seconds: 2)
        #expect(machine.checkTimeouts() == .closeQuietly)
    }

    /// A half-received request gets 408 after the header timeout.
    @Test func headerTimeoutAnswers408() {
        var (machine, clock) = Self.make(limits: HTTPParserLimits(headerTimeout: .seconds(5)))
        machine.received(Array("GET / HT".utf8))
        #expect(machine.nextAction() == .wait)
        clock.advance(seconds: 6)
        guard case .respondAndClose(let error) = machine.checkTimeouts() else {
            Issue.record("no timeout")
            return
        }
        #expect(error.status == 408)
    }

    /// No timeout fires while a request is being handled, however long it takes.
    @Test func noTimeoutWhileHandling() {
        var (machine, clock) = Self.make(
            limits: HTTPParserLimits(headerTimeout: .seconds(1)), idle: .seconds(1))
        machine.received(Array("GET / HTTP/1.1\r\nHost: a\r\n\r\n".utf8))
        _ = machine.nextAction()
        clock.advance(seconds: 100)
        #expect(machine.checkTimeouts() == .wait)
    }

    /// Draining closes an idle connection at once, and a busy one after its response.
    @Test func drain() {
        var (idle, _) = Self.make()
        #expect(idle.drain() == .closeQuietly)
        var (busy, _) = Self.make()
        busy.received(Array("GET / HTTP/1.1\r\nHost: a\r\n\r\n".utf8))
        _ = busy.nextAction()
        #expect(busy.drain() == .wait)
        busy.responseQueued(keepAlive: true)
        #expect(busy.isClosing)
    }

    /// A request that arrives during a drain is answered with keepAlive false.
    @Test func requestDuringDrainNotKeptAlive() {
        var (machine, _) = Self.make()
        machine.received(Array("GET / HT".utf8))
        #expect(machine.drain() == .wait)
        machine.received(Array("TP/1.1\r\nHost: a\r\n\r\n".utf8))
        guard case .dispatch(_, _, let keepAlive) = machine.nextAction() else {
            Issue.record("no dispatch")
            return
        }
        #expect(!keepAlive)
    }

    /// A new connection reads; a dispatched request moves it to handling with the request's
    /// keep-alive, and queuing the response brings it back to reading.
    @Test func readingHandlingReading() {
        var (machine, _) = Self.make()
        #expect(machine.state == .reading(draining: false))
        machine.received(Array("GET / HTTP/1.1\r\nHost: a\r\n\r\n".utf8))
        _ = machine.nextAction()
        #expect(machine.state == .handling(keepAlive: true))
        #expect(!machine.wantsToRead)
        machine.responseQueued(keepAlive: true)
        #expect(machine.state == .reading(draining: false))
        #expect(machine.wantsToRead)
    }

    /// A response that ends the connection (the handler's choice) closes a keep-alive request's
    /// connection, and a pipelined request behind it is never started.
    @Test func responseWithoutKeepAliveCloses() {
        var (machine, _) = Self.make()
        machine.received(Array("GET /1 HTTP/1.1\r\nHost: a\r\n\r\nGET /2 HTTP/1.1\r\nHost: a\r\n\r\n".utf8))
        #expect(Self.dispatchedTarget(machine.nextAction()) == "/1")
        machine.responseQueued(keepAlive: false)
        #expect(machine.state == .closing)
        #expect(machine.nextAction() == .wait)
    }

    /// Draining while a request is handled makes that request the last: the state says so at
    /// once, and queuing its response closes the connection even though it was keep-alive.
    @Test func drainWhileHandlingEndsKeepAlive() {
        var (machine, _) = Self.make()
        machine.received(Array("GET / HTTP/1.1\r\nHost: a\r\n\r\n".utf8))
        _ = machine.nextAction()
        #expect(machine.drain() == .wait)
        #expect(machine.state == .handling(keepAlive: false))
        #expect(machine.isClosing)
        machine.responseQueued(keepAlive: true)
        #expect(machine.state == .closing)
    }

    /// Draining while a request is half received lets that request finish as the last one.
    @Test func drainWhileReceivingMarksDraining() {
        var (machine, _) = Self.make()
        machine.received(Array("GET / HT".utf8))
        #expect(machine.drain() == .wait)
        #expect(machine.state == .reading(draining: true))
        machine.received(Array("TP/1.1\r\nHost: a\r\n\r\n".utf8))
        _ = machine.nextAction()
        #expect(machine.state == .handling(keepAlive: false))
        machine.responseQueued(keepAlive: true)
        #expect(machine.state == .closing)
    }

    /// A closing connection ignores further bytes, starts no request, fires no timeout and
    /// answers a drain with nothing to do.
    @Test func closingIsFinal() {
        var (machine, clock) = Self.make(idle: .seconds(1))
        machine.received(Array("NOT HTTP\r\n\r\n".utf8))
        _ = machine.nextAction()
        #expect(machine.state == .closing)
        machine.received(Array("GET / HTTP/1.1\r\nHost: a\r\n\r\n".utf8))
        #expect(machine.nextAction() == .wait)
        clock.advance(seconds: 10)
        #expect(machine.checkTimeouts() == .wait)
        #expect(machine.drain() == .wait)
        #expect(machine.state == .closing)
    }

    /// A request that asks for `100 Continue` leaves the connection reading (waiting for the
    /// body) until it is complete; refusing it closes.
    @Test func expectContinueStaysReadingUntilRefused() {
        var (machine, _) = Self.make()
        machine.received(
            Array("POST / HTTP/1.1\r\nHost: a\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\n".utf8))
        guard case .expectContinue = machine.nextAction() else {
            Issue.record("no expectContinue")
            return
        }
        #expect(machine.state == .reading(draining: false))
        machine.closeAfterCurrentResponse()
        #expect(machine.state == .closing)
        machine.received(Array("ok".utf8))
        #expect(machine.nextAction() == .wait)
    }
}
