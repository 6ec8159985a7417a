import Glibc

/// A value guarded by a `pthread_mutex_t`.
///
/// Used instead of `Synchronization.Mutex` for state shared between threads: on Linux that Mutex
/// is built on futexes inside the uninstrumented standard library, so ThreadSanitizer cannot see
/// its happens-before edges and reports every guarded access as a race. `pthread_mutex_lock` is
/// intercepted by ThreadSanitizer, so `swift test --sanitize=thread` stays meaningful.
///
/// ```swift
/// let counter = PThreadMutex(0)
/// counter.withLock { $0 += 1 }
/// ```
public final class PThreadMutex<Value>: @unchecked Sendable {
    // Safe: `value` is only touched between pthread_mutex_lock and pthread_mutex_unlock, and the
    // mutex and the value live at fixed heap addresses for the object's whole life.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// The guarded value, behind a pointer rather than in a stored `var`: the mutex already makes
    /// every access exclusive, and a stored property of a class would also be checked at run time
    /// (`swift_beginAccess`/`swift_endAccess` on every lock, for nothing).
    private let value: UnsafeMutablePointer<Value>

    /// Creates the mutex around `value`.
    public init(_ value: Value) {
        self.value = UnsafeMutablePointer<Value>.allocate(capacity: 1)
        self.value.initialize(to: value)
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
        value.deinitialize(count: 1)
        value.deallocate()
    }

    /// Runs `body` with exclusive access to the value.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value.pointee)
    }

    /// Runs `body` with exclusive access to the value if no other thread holds the mutex;
    /// `nil` (without waiting) if one does.
    public func withLockIfAvailable<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result? {
        guard pthread_mutex_trylock(mutex) == 0 else { return nil }
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value.pointee)
    }
}
