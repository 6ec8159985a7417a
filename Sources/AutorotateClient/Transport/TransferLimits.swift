import CLibcurl

/// When one exchange of the hand-written transport must give up: its total deadline, the longest
/// silence while an answer streams, and the task's cancellation.
struct TransferLimits {
    /// The total timeout, as given (for messages).
    let totalMilliseconds: Int
    /// The instant the whole exchange, connection included, must be over.
    let deadline: ContinuousClock.Instant
    /// The longest one wait for a byte may last; `nil` = up to the deadline.
    let idleMilliseconds: Int?
    /// Set by a cancelled task; checked between waits and after every piece of the answer.
    let cancelFlag: CancelFlag?

    /// While a wait is cancellable, it wakes this often to look at the flag.
    static let cancellationSliceMilliseconds = 50

    init(totalMilliseconds: Int, idleSeconds: Int?, cancelFlag: CancelFlag?) {
        self.totalMilliseconds = totalMilliseconds
        deadline = ContinuousClock.now.advanced(by: .milliseconds(totalMilliseconds))
        idleMilliseconds = idleSeconds.map {
            let milliseconds = $0.multipliedReportingOverflow(by: 1000)
            return milliseconds.overflow ? Int.max : milliseconds.partialValue
        }
        self.cancelFlag = cancelFlag
    }

    /// Whether the task asked to stop.
    var isCancelled: Bool { cancelFlag?.isCancelled == true }

    /// Milliseconds left until the deadline (0 when it has passed), clamped for `poll`.
    func remainingMilliseconds() -> Int32 { Self.milliseconds(until: deadline) }

    /// Milliseconds from now until `instant`, rounded up (0 when it has passed), clamped for `poll`.
    static func milliseconds(until instant: ContinuousClock.Instant) -> Int32 {
        let left = ContinuousClock.now.duration(to: instant)
        guard left > .zero else { return 0 }
        let (seconds, attoseconds) = left.components
        let milliseconds = seconds.multipliedReportingOverflow(by: 1000)
        guard !milliseconds.overflow else { return Int32.max }
        let total = milliseconds.partialValue + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: total)
    }

    /// The failure for a deadline that passed.
    func timedOut(received: Int) -> TransportError {
        TransportError(
            code: CURLE_OPERATION_TIMEDOUT,
            detail:
                "Operation timed out after \(totalMilliseconds) milliseconds with \(received) bytes received")
    }

    /// The failure for a cancelled exchange (the caller reports it as a cancellation).
    static var cancelled: TransportError {
        TransportError(code: CURLE_ABORTED_BY_CALLBACK, detail: "the call was cancelled")
    }

    /// The failure for a stream that fell silent for longer than `idleMilliseconds`.
    func stalled() -> TransportError {
        TransportError(
            code: CURLE_OPERATION_TIMEDOUT,
            detail:
                "Operation timed out: no byte for \((idleMilliseconds ?? 0) / 1000) s while the answer streamed"
        )
    }
}
