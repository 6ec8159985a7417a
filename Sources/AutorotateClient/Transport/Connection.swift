import AutorotatePlatform
import Dispatch
import Glibc
import Synchronization

/// The client's one transport (one keep-alive connection), behind a mutex, and the serial queue
/// async calls wait on.
///
/// Neither transport may be used from two threads at once; the mutex makes every transfer (with
/// its retries) run alone, so consecutive transfers reuse the keep-alive connection.
/// Async calls are queued on `queue`, one after another, so that blocking libcurl calls run on a
/// Dispatch thread, never on the Swift concurrency pool; blocking calls take the mutex directly.
/// `transport` is touched only while `lock` is held: that invariant is the `@unchecked Sendable`.
final class Connection: @unchecked Sendable {
    let queue: DispatchQueue
    private let lock = PThreadMutex(())
    private let transport: any Transport
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
            transport = WireTransport(
                baseURL: baseURL, connectTimeoutMilliseconds: connectTimeoutMilliseconds,
                totalTimeoutMilliseconds: totalTimeoutMilliseconds, userAgent: userAgent,
                acceptsCompressedResponses: acceptsCompressedResponses)
        case .libcurl:
            guard
                let easy = EasyHandle(
                    baseURL: baseURL, connectTimeoutMilliseconds: connectTimeoutMilliseconds,
                    totalTimeoutMilliseconds: totalTimeoutMilliseconds, userAgent: userAgent,
                    acceptsCompressedResponses: acceptsCompressedResponses)
            else { return nil }
            transport = easy
        }
        transportKind = kind
        self.policy = policy
        queue = DispatchQueue(label: label)
    }

    /// Sends `request`, retrying as the policy allows; holds the handle for all attempts.
    func execute(
        _ request: HTTPRequest, retriesUnavailable: Bool, sink: TransferSink, cancelFlag: CancelFlag?
    ) -> RetryLoop.Outcome {
        lock.withLock { _ in
            var random = SystemRandomNumberGenerator()
            var attempt = 0
            return RetryLoop.run(
                policy: policy, retriesUnavailable: retriesUnavailable, random: &random,
                sleep: { Connection.sleep($0, unless: cancelFlag) },
                isCancelled: { cancelFlag?.isCancelled == true }
            ) {
                attempt += 1
                if let hook = beforeAttempt.withLock({ $0 }) { hook(attempt) }
                sink.reset()
                return transport.perform(request, into: sink)
            }
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
