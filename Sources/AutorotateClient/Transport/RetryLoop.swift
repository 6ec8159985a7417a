/// Sends a request until it gets an answer worth returning, following a ``RetryPolicy``.
///
/// Generic over its clock (`sleep`) and its randomness so that tests can check the waits exactly.
enum RetryLoop {
    /// What the loop ends with, and after how many attempts.
    struct Outcome: Sendable {
        var result: Result<HTTPResponse, TransportError>
        var attempts: Int
        /// The waits between attempts, in order.
        var delays: [Duration]
    }

    static func run(
        policy: RetryPolicy, retriesUnavailable: Bool, random: inout some RandomNumberGenerator,
        sleep: (Duration) -> Void, isCancelled: () -> Bool,
        attempt: () -> Result<HTTPResponse, TransportError>
    ) -> Outcome {
        var attempts = 0
        var delays: [Duration] = []
        while true {
            attempts += 1
            let result = attempt()
            guard let reason = retryReason(result, retriesUnavailable: retriesUnavailable),
                !isCancelled(),
                let delay = policy.delay(afterAttempt: attempts, reason: reason, random: &random)
            else { return Outcome(result: result, attempts: attempts, delays: delays) }
            delays.append(delay)
            sleep(delay)
            if isCancelled() { return Outcome(result: result, attempts: attempts, delays: delays) }
        }
    }

    /// Why `result` may be retried, or `nil` when it must be returned as it is.
    static func retryReason(
        _ result: Result<HTTPResponse, TransportError>, retriesUnavailable: Bool
    ) -> RetryPolicy.Reason? {
        switch result {
        case .failure(let failure):
            return failure.kind == .connectionRefused ? .connectionRefused : nil
        case .success(let response):
            guard retriesUnavailable, response.status == 503,
                let retryAfter = RetryPolicy.parseRetryAfter(response.header("Retry-After"))
            else { return nil }
            return .serviceUnavailable(retryAfter: retryAfter)
        }
    }
}
