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
        machine.continueSent()
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
}
