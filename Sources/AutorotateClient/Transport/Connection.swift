import Dispatch
import Glibc
import Synchronization

/// The client's one transport (one keep-alive connection), behind a gate, and the queues async
/// calls wait on.
///
/// Neither transport may be used from two threads at once; the gate (a semaphore of one) makes
/// every transfer (with its retries) run alone, so consecutive transfers reuse the keep-alive
/// connection. Blocking calls take the gate on their own thread. An async call first tries, on
/// its task's thread and without waiting, to take the gate and start the request on the open
/// connection (``start(_:sink:)``); the answer is then awaited on `finishing`, whose thread is
/// woken while the server works rather than before the request leaves. Otherwise the call is
/// queued on `queue`, one after another, so that blocking calls (connecting, waiting for the
/// gate) run on a Dispatch thread, never on the Swift concurrency pool. The gate is released by
/// whichever thread ends the transfer. `transport` is touched only while the gate is held: that
/// invariant is the `@unchecked Sendable`.
final class Connection: @unchecked Sendable {
    let queue: DispatchQueue
    /// Where transfers started by ``start(_:sink:)`` are completed; they hold the gate already, so
    /// they never wait behind the calls on `queue` that wait for it.
    let finishing: DispatchQueue
    private let gate = DispatchSemaphore(value: 1)
    private let transport: any Transport
    /// The same transport when it is the hand-written one, which can start without blocking.
    private let wire: WireTransport?
    /// Which transport carries the requests.
    let transportKind: TransportKind
    private let policy: RetryPolicy
    /// Called with each attempt's number (1, 2, …) just before it is sent, on the transfer's
    /// thread; `nil` unless a test (through `@testable import`) sets it to hold an attempt until an
    /// event it controls, such as a server that has started listening.
    let beforeAttempt = Mutex<(@Sendable (Int) -> Void)?>(nil)

    /// A connection through the transport of `kind`; `nil` when libcurl cannot create a handle.
    init?(
        baseURL: String, connectTimeoutMilliseconds: Int, totalTimeoutMilliseconds: Int, userAgent: String,
        acceptsCompressedResponses: Bool, policy: RetryPolicy, label: String, kind: TransportKind
    ) {
        switch kind {
        case .wire:
            guard CurlGlobal.ensureInitialized() else { return nil }
            let wire = WireTransport(
                baseURL: baseURL, connectTimeoutMilliseconds: connectTimeoutMilliseconds,
                totalTimeoutMilliseconds: totalTimeoutMilliseconds, userAgent: userAgent,
                acceptsCompressedResponses: acceptsCompressedResponses)
            transport = wire
            self.wire = wire
        case .libcurl:
            guard
                let easy = EasyHandle(
                    baseURL: baseURL, connectTimeoutMilliseconds: connectTimeoutMilliseconds,
                    totalTimeoutMilliseconds: totalTimeoutMilliseconds, userAgent: userAgent,
                    acceptsCompressedResponses: acceptsCompressedResponses)
            else { return nil }
            transport = easy
            wire = nil
        }
        transportKind = kind
        self.policy = policy
        queue = DispatchQueue(label: label)
        finishing = DispatchQueue(label: label + ".finishing")
    }

    /// Sends `request`, retrying as the policy allows; holds the transport for all attempts.
    func execute(
        _ request: HTTPRequest, retriesUnavailable: Bool, sink: TransferSink, cancelFlag: CancelFlag?
    ) -> RetryLoop.Outcome {
        gate.wait()
        defer { gate.signal() }
        return run(request, retriesUnavailable: retriesUnavailable, sink: sink, cancelFlag: cancelFlag, started: nil)
    }

    /// Starts `request` on the calling thread without ever waiting: takes the gate if it is free
    /// and sends on the open connection. `nil` (gate not taken, nothing sent) when that cannot be
    /// done so; otherwise the caller must hand the exchange to ``finish(_:_:retriesUnavailable:sink:cancelFlag:)``
    /// on `finishing`.
    func start(_ request: HTTPRequest, sink: TransferSink) -> StartedExchange? {
        guard let wire, gate.wait(timeout: .now()) == .success else { return nil }
        // A test's hook may hold an attempt: never on this thread.
        guard beforeAttempt.withLock({ $0 == nil }), let started = wire.start(request, into: sink) else {
            gate.signal()
            return nil
        }
        return started
    }

    /// Completes a transfer ``start(_:sink:)`` began, retrying as the policy allows, and releases
    /// the gate.
    func finish(
        _ started: StartedExchange, _ request: HTTPRequest, retriesUnavailable: Bool, sink: TransferSink,
        cancelFlag: CancelFlag?
    ) -> RetryLoop.Outcome {
        defer { gate.signal() }
        return run(
            request, retriesUnavailable: retriesUnavailable, sink: sink, cancelFlag: cancelFlag, started: started)
    }

    /// The attempts of one transfer, the first one's start already made when `started` is given.
    private func run(
        _ request: HTTPRequest, retriesUnavailable: Bool, sink: TransferSink, cancelFlag: CancelFlag?,
        started: StartedExchange?
    ) -> RetryLoop.Outcome {
        var random = SystemRandomNumberGenerator()
        var attempt = 0
        var started = started
        return RetryLoop.run(
            policy: policy, retriesUnavailable: retriesUnavailable, random: &random,
            sleep: { Connection.sleep($0, unless: cancelFlag) },
            isCancelled: { cancelFlag?.isCancelled == true }
        ) {
            attempt += 1
            if let first = started, let wire {
                started = nil
                return wire.finish(first, request, into: sink)
            }
            if let hook = beforeAttempt.withLock({ $0 }) { hook(attempt) }
            sink.reset()
            return transport.perform(request, into: sink)
        }
    }

    /// Sleeps `duration` in slices of at most 10 ms, stopping early once `flag` is set.
    private static func sleep(_ duration: Duration, unless flag: CancelFlag?) {
        var remaining = duration
        let slice = Duration.milliseconds(10)
        while remaining > .zero, flag?.isCancelled != true {
            let step = min(slice, remaining)
            let (seconds, attoseconds) = step.components
            var request = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
            _ = nanosleep(&request, nil)
            remaining -= step
        }
    }
}
