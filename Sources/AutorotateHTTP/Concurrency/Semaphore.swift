import Glibc

/// A counting semaphore over `sem_t` (heap-allocated so its address never moves).
final class Semaphore: @unchecked Sendable {
    // sem_t is designed for concurrent use from several threads; its address is stable.
    private let semaphore: UnsafeMutablePointer<sem_t>

    init(value: UInt32 = 0) {
        semaphore = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)
        sem_init(semaphore, 0, value)
    }

    deinit {
        sem_destroy(semaphore)
        semaphore.deallocate()
    }

    func signal() { sem_post(semaphore) }

    func wait() {
        while sem_wait(semaphore) != 0, errno == EINTR {}
    }

    /// Waits at most `milliseconds`; `true` when signalled.
    func wait(milliseconds: Int) -> Bool {
        var deadline = timespec()
        clock_gettime(CLOCK_REALTIME, &deadline)
        let total = Int(deadline.tv_nsec) + milliseconds * 1_000_000
        deadline.tv_sec += total / 1_000_000_000
        deadline.tv_nsec = total % 1_000_000_000
        while true {
            if sem_timedwait(semaphore, &deadline) == 0 { return true }
            if errno != EINTR { return false }
        }
    }
}
