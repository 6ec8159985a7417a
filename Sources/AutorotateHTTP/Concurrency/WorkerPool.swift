import AutorotatePlatform
import Synchronization

/// A fixed pool of threads running jobs in arrival order.
///
/// Why a pool: a simulation, and a batch far more, run on the I/O thread would stall every other
/// connection's reads, writes and accepts for that long, while the hand-off to a worker costs
/// about as little as answering in place. So every request goes to the pool except the ones the
/// handler declares cheap (``HTTPHandler/isCheap(_:)``: health checks, refusals), which the event
/// loop answers itself so that a liveness probe never queues behind a backlog of simulations.
final class WorkerPool: Sendable {
    private let jobs = PThreadMutex<(queue: [@Sendable () -> Void], head: Int, stopped: Bool)>(([], 0, false))
    private let available = Semaphore()
    /// Jobs submitted and not yet taken by a thread (a copy kept outside the lock, for
    /// ``hasWaitingJobs``).
    private let waiting = Atomic<Int>(0)
    private let threadCount: Int

    /// Starts `count` threads (at least 1).
    init(count: Int) {
        threadCount = max(1, count)
        for _ in 0..<threadCount {
            NativeThread.detach { [self] in self.work() }
        }
    }

    /// Queues a job.
    func submit(_ job: @escaping @Sendable () -> Void) {
        jobs.withLock { state in
            state.queue.append(job)
            waiting.store(state.queue.count - state.head, ordering: .relaxed)
        }
        available.signal()
    }

    /// Whether jobs are queued that no thread has taken yet: every thread is busy and work waits.
    var hasWaitingJobs: Bool { waiting.load(ordering: .relaxed) > 0 }

    /// Lets the threads finish their current job and exit.
    func stop() {
        jobs.withLock { $0.stopped = true }
        for _ in 0..<threadCount { available.signal() }
    }

    private func work() {
        while true {
            available.wait()
            let job: (@Sendable () -> Void)? = jobs.withLock { state in
                if state.head < state.queue.count {
                    let job = state.queue[state.head]
                    state.head += 1
                    waiting.store(state.queue.count - state.head, ordering: .relaxed)
                    if state.head == state.queue.count {
                        state.queue.removeAll(keepingCapacity: true)
                        state.head = 0
                    } else if state.head > 1024 {
                        state.queue.removeFirst(state.head)
                        state.head = 0
                    }
                    return job
                }
                return nil
            }
            if let job {
                job()
            } else if jobs.withLock({ $0.stopped }) {
                return
            }
        }
    }
}
