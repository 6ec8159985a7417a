import AutorotateTestSupport
import Testing

@testable import AutorotateClient

@Suite("Retry loop")
struct RetryLoopTests {
    static let refused = TransportError(kind: .connectionRefused, code: 7, message: "refused")
    static let timedOut = TransportError(kind: .timedOut, code: 28, message: "timed out")

    static func response(_ status: Int, _ headers: [(String, String)] = []) -> HTTPResponse {
        HTTPResponse(status: status, headers: headers.map { (name: $0.0, value: $0.1) }, body: [])
    }

    /// Runs the loop over canned attempt results with a recording clock.
    func run(
        _ results: [Result<HTTPResponse, TransportError>], retriesUnavailable: Bool = true
    ) -> (outcome: RetryLoop.Outcome, slept: [Duration], calls: Int) {
        var random = SeededGenerator(seed: 9)
        var slept: [Duration] = []
        var calls = 0
        let outcome = RetryLoop.run(
            policy: RetryPolicy(maxAttempts: 4, initialDelay: .milliseconds(10), maxDelay: .milliseconds(40)),
            retriesUnavailable: retriesUnavailable, random: &random, sleep: { slept.append($0) },
            isCancelled: { false }
        ) {
            calls += 1
            return results[min(calls, results.count) - 1]
        }
        return (outcome, slept, calls)
    }

    /// Refused connections are retried with growing waits until the server answers.
    @Test func retriesRefusedConnections() {
        let (outcome, slept, calls) = run([
            .failure(Self.refused), .failure(Self.refused), .success(Self.response(200)),
        ])
        #expect(calls == 3)
        #expect(outcome.attempts == 3)
        #expect(slept == outcome.delays)
        #expect(slept.count == 2)
        #expect(slept[0] >= .milliseconds(5) && slept[0] <= .milliseconds(10))
        #expect(slept[1] >= .milliseconds(10) && slept[1] <= .milliseconds(20))
        #expect((try? outcome.result.get().status) == 200)
    }

    /// The loop gives up after the policy's attempts and returns the last failure.
    @Test func givesUp() {
        let (outcome, slept, calls) = run([.failure(Self.refused)])
        #expect(calls == 4)
        #expect(slept.count == 3)
        guard case .failure(let failure) = outcome.result else {
            Issue.record("expected the refusal")
            return
        }
        #expect(failure.kind == .connectionRefused)
    }

    /// A 503 with Retry-After waits at least that long, then retries.
    @Test func retries503WithRetryAfter() {
        let (outcome, slept, _) = run([
            .success(Self.response(503, [("Retry-After", "1")])), .success(Self.response(200)),
        ])
        #expect(outcome.attempts == 2)
        #expect(slept == [.seconds(1)])
    }

    /// Never retried: a 4xx, a 503 without Retry-After, a 503 where it is the answer, a timeout.
    @Test func neverRetriesUnsafeFailures() {
        #expect(run([.success(Self.response(422))]).calls == 1)
        #expect(run([.success(Self.response(429, [("Retry-After", "1")]))]).calls == 1)
        #expect(run([.success(Self.response(503))]).calls == 1)
        #expect(
            run([.success(Self.response(503, [("Retry-After", "1")]))], retriesUnavailable: false).calls == 1)
        #expect(run([.failure(Self.timedOut)]).calls == 1)
        #expect(
            run([.failure(TransportError(kind: .connectionLost, code: 52, message: "empty reply"))]).calls
                == 1)
    }
}
