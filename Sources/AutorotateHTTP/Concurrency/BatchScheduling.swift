import CLinuxShims
import Glibc

/// Runs the event loop's thread under Linux's `SCHED_BATCH` policy.
///
/// Under the default policy a thread that wakes preempts the one running on its core. The event
/// loop wakes for every request that arrives, so on a busy server it kept preempting a worker in
/// the middle of a simulation (or, on a machine shared with the client, the client): two context
/// switches and a cache refilled per wake-up. Under `SCHED_BATCH` it waits until the running
/// thread blocks or the scheduler's tick comes, and then finds several connections ready at once.
/// The workers keep the default policy: only the waking thread's policy decides a wake-up
/// preemption, and they are woken only when idle. The effect on throughput, CPU per request and
/// tail latency is measured by `make bench` (bench/NOTES.md).
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
