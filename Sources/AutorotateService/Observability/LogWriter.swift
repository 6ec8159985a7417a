import AutorotateHTTP
import Glibc

/// Writes log lines to a file descriptor in batches, on a thread of its own, so that logging
/// never makes a request wait for `write(2)`: a line per request written in place would cost a
/// large share of the cheapest requests' throughput.
///
/// - ``append(_:)`` (any thread) takes the lock, appends the entry and returns; formatting and
///   writing happen on the writer thread. It never blocks on the output: when
///   ``capacity`` entries are already waiting (the output is stuck or too slow), the entry is
///   dropped and counted in ``droppedCount`` (reported in `/metrics`, and in a warning line once
///   the output moves again).
/// - The writer sleeps until a line arrives, then gathers lines for ``batchInterval`` and writes
///   them with one `write(2)` (a flush, or the buffer half full, cuts the wait short).
/// - ``flush(timeout:)`` waits until every line appended before it has been written (on drain
///   and exit).
///
/// The thread lives as long as the process unless ``stop()`` is called.
final class LogWriter: Sendable {
    private struct State {
        /// Entries waiting for the writer.
        var pending: [LogEntry] = []
        /// Entries accepted, and entries the writer has finished with (written or lost).
        var accepted = 0
        var finished = 0
        var dropped = 0
        var droppedSinceNotice = 0
        var writerIdle = false
        var flushWaiters = 0
        var stopping = false
    }

    /// The descriptor written to.
    let fileDescriptor: Int32
    /// The most entries waiting to be written; beyond, entries are dropped.
    let capacity: Int
    /// How long the writer gathers lines before writing them.
    let batchInterval: Duration
    private let state: PThreadMutex<State>
    private let wake = SemaphoreHandle()
    private let progress = SemaphoreHandle()
    private let exited = SemaphoreHandle()

    /// Starts the writer thread; `nil` if the thread cannot be created.
    init?(fileDescriptor: Int32, capacity: Int = 32_768, batchInterval: Duration = .milliseconds(20)) {
        self.fileDescriptor = fileDescriptor
        self.capacity = max(1, capacity)
        self.batchInterval = batchInterval
        var initial = State()
        initial.pending.reserveCapacity(self.capacity)
        state = PThreadMutex(initial)
        let context = Unmanaged.passRetained(self).toOpaque()
        var thread = pthread_t()
        let created = pthread_create(
            &thread, nil,
            { raw in
                guard let raw else { return nil }
                let writer = Unmanaged<LogWriter>.fromOpaque(raw).takeRetainedValue()
                writer.runLoop()
                return nil
            }, context)
        guard created == 0 else {
            Unmanaged<LogWriter>.fromOpaque(context).release()
            return nil
        }
        pthread_detach(thread)
    }

    /// Queues `entry`; `false` when it was dropped because the buffer is full.
    @discardableResult
    func append(_ entry: consuming LogEntry) -> Bool {
        // Moved into the buffer, not copied there (its strings retained) and released here.
        var moved: LogEntry? = consume entry
        let (accepted, wakeWriter) = state.withLock { state -> (Bool, Bool) in
            guard state.pending.count < capacity, !state.stopping, let entry = moved.take() else {
                state.dropped += 1
                state.droppedSinceNotice += 1
                return (false, false)
            }
            state.pending.append(entry)
            state.accepted += 1
            if state.writerIdle || state.pending.count == capacity / 2 {
                state.writerIdle = false
                return (true, true)
            }
            return (true, false)
        }
        if wakeWriter { wake.post() }
        return accepted
    }

    /// Entries dropped so far because the buffer was full (or lost to a failed write).
    var droppedCount: Int { state.withLock { $0.dropped } }

    /// Waits until every entry appended before this call has been written, or `timeout` passed;
    /// `true` when everything was written.
    @discardableResult
    func flush(timeout: Duration = .seconds(2)) -> Bool {
        let target = state.withLock { state -> Int in
            state.flushWaiters += 1
            return state.accepted
        }
        defer { state.withLock { $0.flushWaiters -= 1 } }
        wake.post()
        let deadline = SystemMonotonicClock().nanoseconds() &+ timeout.nanosecondsClamped
        while true {
            if state.withLock({ $0.finished >= target }) { return true }
            let now = SystemMonotonicClock().nanoseconds()
            guard now < deadline else { return false }
            progress.wait(nanoseconds: min(deadline - now, 50_000_000))
        }
    }

    /// Writes what is queued, then ends the thread (tests; the service's writer lives on).
    func stop() {
        flush()
        state.withLock { $0.stopping = true }
        wake.post()
        exited.wait(nanoseconds: 2_000_000_000)
    }

    private func runLoop() {
        // This thread may start before the process blocks SIGTERM/SIGINT/SIGHUP for its sigwait
        // thread (ShutdownSignals); a signal delivered here would take the default action and
        // end the process without a drain. It handles none.
        var signals = sigset_t()
        sigfillset(&signals)
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        var batch: [LogEntry] = []
        batch.reserveCapacity(capacity)
        var output = LogLineBuffer()
        var timestamps = LogTimestampCache()
        while true {
            enum Step {
                case write(count: Int, droppedSinceNotice: Int)
                case sleep
                case exit
            }
            let step = state.withLock { state -> Step in
                if state.pending.isEmpty && state.droppedSinceNotice == 0 {
                    if state.stopping { return .exit }
                    state.writerIdle = true
                    return .sleep
                }
                swap(&state.pending, &batch)
                let dropped = state.droppedSinceNotice
                state.droppedSinceNotice = 0
                return .write(count: batch.count, droppedSinceNotice: dropped)
            }
            let count: Int
            switch step {
            case .exit:
                exited.post()
                return
            case .sleep:
                wake.wait(nanoseconds: nil)
                continue
            case .write(let taken, let droppedSinceNotice):
                count = taken
                if droppedSinceNotice > 0 {
                    LogEntry.dropped(time: .now(), count: droppedSinceNotice).appendLine(
                        to: &output, timestamps: &timestamps)
                }
                // Each entry is read where it is and destroyed with the batch. Moving entries out
                // of a `[LogEntry?]` with `take()` costs more, because every element, `nil` or not,
                // is then destroyed through `Optional`'s generic value witness.
                for index in batch.indices {
                    batch[index].appendLine(to: &output, timestamps: &timestamps)
                }
                batch.removeAll(keepingCapacity: true)
            }
            let written = writeAll(output.bytes)
            output.removeAll(keepingCapacityUpTo: 4 << 20)
            let waiters = state.withLock { state -> Int in
                state.finished += count
                if !written {
                    state.dropped += count
                }
                return state.flushWaiters
            }
            for _ in 0..<waiters { progress.post() }
            // Gather the next batch; a flush or a half-full buffer wakes the writer early.
            wake.wait(nanoseconds: batchInterval.nanosecondsClamped)
        }
    }

    /// Writes all of `bytes`, waiting for a non-blocking descriptor to drain; `false` on an error.
    private func writeAll(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return true }
            var offset = 0
            while offset < buffer.count {
                let count = write(fileDescriptor, base + offset, buffer.count - offset)
                if count > 0 {
                    offset += count
                } else if count < 0 && errno == EINTR {
                    continue
                } else if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                    var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&descriptor, 1, 1000)
                } else {
                    return false
                }
            }
            return true
        }
    }
}

/// A POSIX semaphore at a fixed heap address (a `sem_t` must not move).
private final class SemaphoreHandle: Sendable {
    private nonisolated(unsafe) let semaphore: UnsafeMutablePointer<sem_t>

    init() {
        semaphore = .allocate(capacity: 1)
        sem_init(semaphore, 0, 0)
    }

    deinit {
        sem_destroy(semaphore)
        semaphore.deallocate()
    }

    func post() { sem_post(semaphore) }

    /// Waits for a post, at most `nanoseconds` (`nil`: without limit).
    func wait(nanoseconds: UInt64?) {
        guard let nanoseconds else {
            while sem_wait(semaphore) != 0 && errno == EINTR {}
            return
        }
        var deadline = timespec()
        clock_gettime(CLOCK_REALTIME, &deadline)
        let total = UInt64(deadline.tv_nsec) + nanoseconds
        deadline.tv_sec += Int(total / 1_000_000_000)
        deadline.tv_nsec = Int(total % 1_000_000_000)
        while sem_timedwait(semaphore, &deadline) != 0 && errno == EINTR {}
    }
}

extension Duration {
    /// Whole nanoseconds, clamped to `0...UInt64.max`.
    fileprivate var nanosecondsClamped: UInt64 {
        let (seconds, attoseconds) = components
        guard seconds >= 0 else { return 0 }
        let (whole, overflow) = UInt64(seconds).multipliedReportingOverflow(by: 1_000_000_000)
        guard !overflow else { return .max }
        return whole.addingReportingOverflow(UInt64(attoseconds / 1_000_000_000)).partialValue
    }
}
