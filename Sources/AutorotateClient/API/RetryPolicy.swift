import AutorotatePlatform

/// When and how long the client waits before sending a request again.
///
/// Only failures where the server certainly did not act are retried: the connection was refused
/// (nothing listening yet), or the server answered `503` with a `Retry-After` it can honour.
/// Never a 4xx, never a timeout or a connection lost mid-request.
///
/// The wait before retry *n* (1-based) is exponential with "equal jitter": a random duration between
/// half and all of `min(maxDelay, initialDelay × 2ⁿ⁻¹)`. For a 503 it is at least `Retry-After`;
/// a `Retry-After` above ``maxRetryAfter`` is not waited for (the 503 is returned).
///
/// ```swift
/// var config = ClientConfiguration()
/// config.retry = RetryPolicy(maxAttempts: 6, initialDelay: .milliseconds(100))
/// ```
public struct RetryPolicy: Sendable, Equatable {
    /// Attempts in all, the first included; 1 = never retry.
    public var maxAttempts: Int
    /// The backoff before the first retry (before jitter).
    public var initialDelay: Duration
    /// The longest backoff (before jitter).
    public var maxDelay: Duration
    /// The longest `Retry-After` the client is willing to wait for.
    public var maxRetryAfter: Duration

    public init(
        maxAttempts: Int = 4, initialDelay: Duration = .milliseconds(50), maxDelay: Duration = .seconds(2),
        maxRetryAfter: Duration = .seconds(10)
    ) {
        self.maxAttempts = max(1, maxAttempts)
        self.initialDelay = initialDelay
        self.maxDelay = maxDelay
        self.maxRetryAfter = maxRetryAfter
    }

    /// The default: up to 4 attempts, 50 ms doubling to at most 2 s.
    public static let `default` = RetryPolicy()
    /// Send once, never retry.
    public static let never = RetryPolicy(maxAttempts: 1)

    /// Why an attempt may be repeated.
    public enum Reason: Sendable, Equatable {
        /// The connection was refused: the request never reached a server.
        case connectionRefused
        /// `503 Service Unavailable` with `Retry-After: seconds`.
        case serviceUnavailable(retryAfter: Duration)
    }

    /// The wait before the next attempt after attempt number `attempt` (1-based) failed for
    /// `reason`, or `nil` to give up. `random` supplies the jitter (inject a seeded one in tests).
    public func delay(
        afterAttempt attempt: Int, reason: Reason, random: inout some RandomNumberGenerator
    ) -> Duration? {
        guard attempt >= 1, attempt < maxAttempts else { return nil }
        let backoff = jittered(exponential(retry: attempt), random: &random)
        switch reason {
        case .connectionRefused:
            return backoff
        case .serviceUnavailable(let retryAfter):
            guard retryAfter <= maxRetryAfter else { return nil }
            return max(retryAfter, backoff)
        }
    }

    /// `min(maxDelay, initialDelay × 2^(retry-1))`, without overflow.
    func exponential(retry: Int) -> Duration {
        var delay = initialDelay
        var step = 1
        while step < retry, delay < maxDelay {
            delay *= 2
            step += 1
        }
        return min(delay, maxDelay)
    }

    private func jittered(_ delay: Duration, random: inout some RandomNumberGenerator) -> Duration {
        let nanoseconds =
            delay.components.seconds * 1_000_000_000 + delay.components.attoseconds / 1_000_000_000
        guard nanoseconds > 1 else { return delay }
        let half = nanoseconds / 2
        return .nanoseconds(half + Int64.random(in: 0...(nanoseconds - half), using: &random))
    }

    /// Parses a `Retry-After` of delta-seconds (`"3"`); HTTP-dates and garbage give `nil`.
    static func parseRetryAfter(_ value: String?) -> Duration? {
        guard let value, let seconds = Int(value.trimmingASCIIWhitespace()), seconds >= 0 else { return nil }
        return .seconds(seconds)
    }
}
