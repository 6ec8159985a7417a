import Dispatch
import Glibc

/// The client's one easy handle and the serial queue that owns it.
///
/// Every transfer runs as a work item on `queue`, one after another, so the handle (and its
/// keep-alive connection) is never used by two threads at once; that is the invariant behind
/// `@unchecked Sendable`. Blocking libcurl calls therefore run on a Dispatch thread, never on the
/// Swift concurrency pool.
final class Connection: @unchecked Sendable {
    let queue: DispatchQueue
    private let handle: EasyHandle
    private let policy: RetryPolicy

    init(handle: EasyHandle, policy: RetryPolicy, label: String) {
        self.handle = handle
        self.policy = policy
        self.queue = DispatchQueue(label: label)
    }

    /// Sends `request`, retrying as the policy allows. Call only on `queue`.
    func execute(
        _ request: HTTPRequest, retriesUnavailable: Bool, sink: TransferSink, cancelFlag: CancelFlag?
    ) -> RetryLoop.Outcome {
        var random = SystemRandomNumberGenerator()
        return RetryLoop.run(
            policy: policy, retriesUnavailable: retriesUnavailable, random: &random,
            sleep: { Connection.sleep($0, unless: cancelFlag) },
            isCancelled: { cancelFlag?.isCancelled == true }
        ) {
            sink.reset()
            return handle.perform(request, into: sink)
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
