import Glibc

/// A source of monotonic time in nanoseconds, injected into the parser and connection state
/// machine so their timeouts can be tested without waiting.
public protocol MonotonicClock: Sendable {
    /// Nanoseconds since an arbitrary fixed point; never goes backwards.
    func nanoseconds() -> UInt64
}

/// `CLOCK_MONOTONIC`.
public struct SystemMonotonicClock: MonotonicClock {
    /// Creates the system clock.
    public init() {}

    public func nanoseconds() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) &* 1_000_000_000 &+ UInt64(spec.tv_nsec)
    }
}

extension Duration {
    /// This duration in whole nanoseconds, clamped to `0...UInt64.max`.
    var nanosecondsClamped: UInt64 {
        let (seconds, attoseconds) = components
        if seconds < 0 { return 0 }
        if seconds > 18_000_000_000 { return UInt64.max }
        return UInt64(seconds) * 1_000_000_000 + UInt64(attoseconds / 1_000_000_000)
    }
}
