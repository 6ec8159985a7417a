import AutorotateHTTP
import Synchronization

/// A clock tests move by hand, so timeouts fire without waiting.
final class ManualClock: MonotonicClock {
    private let now = Atomic<UInt64>(1_000_000_000)

    func nanoseconds() -> UInt64 { now.load(ordering: .relaxed) }

    /// Moves time forward.
    func advance(seconds: Double) {
        now.add(UInt64(seconds * 1_000_000_000), ordering: .relaxed)
    }
}
