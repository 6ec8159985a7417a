import Testing

@testable import AutorotateClient

/// A deterministic generator (SplitMix64) so that jitter can be checked exactly.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite("Retry policy")
struct RetryPolicyTests {
    let policy = RetryPolicy(
        maxAttempts: 6, initialDelay: .milliseconds(100), maxDelay: .milliseconds(500),
        maxRetryAfter: .seconds(5))

    /// The backoff doubles from the initial delay and stops at the maximum.
    @Test func exponentialBackoffIsCapped() {
        let delays = (1...5).map { policy.exponential(retry: $0) }
        #expect(
            delays == [
                .milliseconds(100), .milliseconds(200), .milliseconds(400), .milliseconds(500),
                .milliseconds(500),
            ])
    }

    /// Jitter keeps each wait between half and all of the backoff, and differs between draws.
    @Test func jitterStaysInRange() throws {
        var random = SeededRandom(state: 42)
        var seen: Set<Duration> = []
        for _ in 0..<200 {
            let delay = try #require(
                policy.delay(afterAttempt: 2, reason: .connectionRefused, random: &random))
            #expect(delay >= .milliseconds(100) && delay <= .milliseconds(200))
            seen.insert(delay)
        }
        #expect(seen.count > 100)
    }

    /// The same seed gives the same waits: the randomness is injected, not global.
    @Test func jitterIsReproducible() {
        var first = SeededRandom(state: 7)
        var second = SeededRandom(state: 7)
        let a = (1...5).map { policy.delay(afterAttempt: $0, reason: .connectionRefused, random: &first) }
        let b = (1...5).map { policy.delay(afterAttempt: $0, reason: .connectionRefused, random: &second) }
        #expect(a == b)
    }

    /// A 503's Retry-After is a lower bound on the wait; one above the limit is not waited for.
    @Test func retryAfterIsHonoured() {
        var random = SeededRandom(state: 1)
        #expect(
            policy.delay(
                afterAttempt: 1, reason: .serviceUnavailable(retryAfter: .seconds(2)), random: &random)
                == .seconds(2))
        #expect(
            policy.delay(
                afterAttempt: 1, reason: .serviceUnavailable(retryAfter: .seconds(6)), random: &random) == nil
        )
        let short = policy.delay(
            afterAttempt: 1, reason: .serviceUnavailable(retryAfter: .zero), random: &random)
        #expect(short.map { $0 >= .milliseconds(50) && $0 <= .milliseconds(100) } == true)
    }

    /// No wait is offered once the attempts are used up, and `.never` never retries.
    @Test func attemptsAreBounded() {
        var random = SeededRandom(state: 3)
        #expect(policy.delay(afterAttempt: 5, reason: .connectionRefused, random: &random) != nil)
        #expect(policy.delay(afterAttempt: 6, reason: .connectionRefused, random: &random) == nil)
        #expect(RetryPolicy.never.delay(afterAttempt: 1, reason: .connectionRefused, random: &random) == nil)
    }

    /// Retry-After is read as delta-seconds only.
    @Test func parsesRetryAfter() {
        #expect(RetryPolicy.parseRetryAfter(" 3 ") == .seconds(3))
        #expect(RetryPolicy.parseRetryAfter("Wed, 21 Oct 2015 07:28:00 GMT") == nil)
        #expect(RetryPolicy.parseRetryAfter("-1") == nil)
        #expect(RetryPolicy.parseRetryAfter(nil) == nil)
    }
}
