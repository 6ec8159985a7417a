import CLinuxShims
import Glibc

/// Runs the event loop's thread under Linux's `SCHED_BATCH` policy (issue 19).
///
/// Under the default policy a thread that wakes preempts the one running on its core. The event
/// loop wakes for every request that arrives, so on a busy server it kept preempting a worker in
/// the middle of a simulation (or, on a machine shared with the client, the client): two context
/// switches and a cache refilled per wake-up. Under `SCHED_BATCH` it waits until the running
/// thread blocks or the scheduler's tick comes, and then finds several connections ready at once.
/// The workers keep the default policy: only the waking thread's policy decides a wake-up
/// preemption, and they are woken only when idle.
///
/// Measured with `wrk -t2 -c32` on the same two cores, `POST /v1/simulate` of seed000, two
/// alternating rounds each: with gzip both ways 14.7–14.8k → 18.3–18.8k requests/s, the server's
/// CPU per request 114–115 → 91–93 µs and its context switches 1.5 → 0.3–0.5 per request; plain,
/// 28.4–28.6k → 30.9–31.3k. `GET /livez` and `/v1/version` did not move beyond their noise. At
/// half the peak rate (25 connections, each waiting 1 ms) p99 read 1.05–1.73 ms against 1.41–1.71
/// ms, and the CPU per request 61–87 µs against 75–93 µs (bench/NOTES.md, thirteenth pass).
enum BatchScheduling {
    /// Runs `body` with the calling thread under `SCHED_BATCH`, then gives the thread its policy
    /// back. A thread under any other policy than the default (a real-time one, say) keeps its
    /// own, and so does one the system does not let change (the body runs either way).
    static func run<Result>(_ body: () -> Result) -> Result {
        var parameters = sched_param()
        guard sched_getscheduler(0) == SCHED_OTHER,
            sched_setscheduler(0, shim_sched_batch(), &parameters) == 0
        else { return body() }
        defer { _ = sched_setscheduler(0, SCHED_OTHER, &parameters) }
        return body()
    }
}
