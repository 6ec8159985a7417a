import AutorotateTestSupport
import Testing

@testable import AutorotateClient

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
        var random = SeededGenerator(seed: 42)
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
        var first = SeededGenerator(seed: 7)
        var second = SeededGenerator(seed: 7)
        let a = (1...5).map { policy.delay(afterAttempt: $0, reason: .connectionRefused, random: &first) }
        let b = (1...5).map { policy.delay(afterAttempt: $0, reason: .connectionRefused, random: &second) }
        #expect(a == b)
    }

    /// A 503's Retry-After is a lower bound on the wait; one above the limit is not waited for.
    @Test func retryAfterIsHonoured() {
        var random = SeededGenerator(seed: 1)
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
        var random = SeededGenerator(seed: 3)
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
