import Glibc
import Synchronization

/// Waiting for an event in tests: a condition polled until it holds, bounded by a deadline that is
/// a failure bound, never a speed target.
///
/// The bound is generous on purpose: CI and developers share two cores with other builds (and
/// `make test-under-load` and `make sanitize` slow everything further), so reaching it means the
/// event never came, not that the machine was slow.
public enum Waiting {
    /// The default failure bound: long enough for a process start under ThreadSanitizer on a
    /// loaded two-core machine.
    public static let generousSeconds: Double = 120

    /// Polls `condition` every `pollMilliseconds` until it holds (`true`) or `seconds` have passed
    /// on the monotonic clock (`false`). The poll interval only sets how soon the event is seen.
    public static func until(
        seconds: Double = generousSeconds, pollMilliseconds: Int = 5, _ condition: () throws -> Bool
    ) rethrows -> Bool {
        let deadline = monotonicSeconds() + seconds
        while true {
            if try condition() { return true }
            if monotonicSeconds() >= deadline { return false }
            usleep(UInt32(pollMilliseconds * 1000))
        }
    }

    /// The async form of ``until(seconds:pollMilliseconds:_:)`` (named apart so that a synchronous
    /// closure cannot pick the blocking one): polls with `Task.sleep`, so it never blocks a thread
    /// of the Swift concurrency pool.
    public static func untilAsync(
        seconds: Double = generousSeconds, pollMilliseconds: Int = 5,
        _ condition: () async throws -> Bool
    ) async throws -> Bool {
        let deadline = monotonicSeconds() + seconds
        while true {
            if try await condition() { return true }
            if monotonicSeconds() >= deadline { return false }
            try await Task.sleep(for: .milliseconds(pollMilliseconds))
        }
    }

    /// Seconds on `CLOCK_MONOTONIC`.
    public static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}

/// A one-way latch one side opens and the other waits for: an event a test controls, such as
/// "the handler has started" or "the server now listens".
public final class Gate: Sendable {
    private let opened = Atomic<Bool>(false)

    public init() {}

    /// Opens the gate; every waiter, now and later, passes.
    public func open() { opened.store(true, ordering: .releasing) }

    /// Whether the gate has been opened.
    public var isOpen: Bool { opened.load(ordering: .acquiring) }

    /// Blocks until the gate opens (`true`) or `seconds` pass (`false`).
    @discardableResult
    public func wait(seconds: Double = Waiting.generousSeconds) -> Bool {
        Waiting.until(seconds: seconds, pollMilliseconds: 1) { isOpen }
    }

    /// Waits without blocking a thread of the concurrency pool until the gate opens (`true`) or
    /// `seconds` pass (`false`).
    public func opened(seconds: Double = Waiting.generousSeconds) async throws -> Bool {
        try await Waiting.untilAsync(seconds: seconds, pollMilliseconds: 1) { isOpen }
    }
}
