import Glibc

/// Signal handling without signal handlers (Swift 6 forbids the shared mutable state they need):
/// `SIGPIPE` is ignored, and `SIGTERM`/`SIGINT` are blocked in every thread and received by one
/// thread that waits in `sigwait`.
public enum ShutdownSignals {
    /// Ignores `SIGPIPE`, blocks `SIGTERM` and `SIGINT` in the calling thread (call it first thing
    /// in `main`, before any thread starts, so every thread inherits the mask), and calls
    /// `onSignal` on a dedicated thread for each one that arrives.
    public static func install(_ onSignal: @escaping @Sendable (Int32) -> Void) {
        signal(SIGPIPE, SIG_IGN)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGTERM)
        sigaddset(&set, SIGINT)
        pthread_sigmask(SIG_BLOCK, &set, nil)
        let waited = set
        NativeThread.detach {
            var set = waited
            while true {
                var received: Int32 = 0
                if sigwait(&set, &received) == 0 { onSignal(received) }
            }
        }
    }
}
