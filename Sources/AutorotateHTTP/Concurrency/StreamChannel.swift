import AutorotatePlatform

/// Back-pressure between a worker writing a streamed body and the event loop sending it: the
/// writer waits while more than ``limit`` bytes are queued and unsent, and learns when the client
/// has gone.
final class StreamChannel: Sendable {
    private let state = PThreadMutex<(pending: Int, closed: Bool, waiting: Bool)>((0, false, false))
    private let wakeup = Semaphore()
    /// Unsent bytes above which the writer waits.
    let limit: Int

    init(limit: Int = 256 * 1024) { self.limit = limit }

    /// Reserves room for `count` bytes, waiting while the connection is behind; `false` once closed.
    func reserve(_ count: Int) -> Bool {
        while true {
            let admitted: Bool? = state.withLock { state in
                if state.closed { return false }
                if state.pending < limit {
                    state.pending += count
                    return true
                }
                state.waiting = true
                return nil
            }
            if let admitted { return admitted }
            _ = wakeup.wait(milliseconds: 100)
        }
    }

    /// The event loop sent `count` reserved bytes.
    func release(_ count: Int) {
        let wake = state.withLock { state -> Bool in
            state.pending = max(0, state.pending - count)
            defer { state.waiting = false }
            return state.waiting
        }
        if wake { wakeup.signal() }
    }

    /// The connection closed: the writer stops.
    func close() {
        state.withLock { $0.closed = true }
        wakeup.signal()
    }
}
