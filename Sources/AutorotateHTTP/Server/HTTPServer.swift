import AutorotatePlatform
import Glibc
import Synchronization

/// An HTTP/1.1 server: one event-loop thread for all sockets and a pool of worker threads for
/// the handler.
///
/// ```swift
/// let server = HTTPServer(configuration: HTTPServerConfiguration(host: "127.0.0.1", port: 0), handler: MyHandler())
/// let port = try server.bind()   // listening; port is the bound one
/// try server.run()               // blocks until a drain finishes
/// // from another thread (e.g. a SIGTERM watcher):
/// server.beginDrain()
/// ```
///
/// Drain: stop accepting, report not ready, close idle connections, let in-flight requests finish
/// (their responses carry `Connection: close`), and return from `run()` when no connection is left
/// or ``HTTPServerConfiguration/drainTimeout`` has passed.
public final class HTTPServer: Sendable {
    /// The configuration the server was created with.
    public let configuration: HTTPServerConfiguration
    /// Live figures (open connections, readiness).
    public let stats: HTTPServerStats
    private let handler: any HTTPHandler
    private let listener = PThreadMutex<(fd: Int32, port: Int, running: Bool)>((-1, 0, false))
    private let drainRequested = Atomic<Bool>(false)
    private let stopped = Semaphore()
    private let hasStopped = Atomic<Bool>(false)

    /// Creates a server; nothing is opened until ``bind()``.
    public init(
        configuration: HTTPServerConfiguration, handler: some HTTPHandler,
        stats: HTTPServerStats = HTTPServerStats()
    ) {
        self.configuration = configuration
        self.handler = handler
        self.stats = stats
    }

    /// The bound port (meaningful after ``bind()``; the ephemeral one when configured with 0).
    public var port: Int { listener.withLock { $0.port } }

    /// Opens the listening socket; returns the bound port.
    @discardableResult
    public func bind() throws(HTTPServerError) -> Int {
        let opened = try ListeningSocket.open(
            host: configuration.host, port: configuration.port, backlog: configuration.backlog)
        listener.withLock { $0 = (opened.fd, opened.port, false) }
        return opened.port
    }

    /// Serves on the calling thread until a drain completes. Call ``bind()`` first.
    ///
    /// While it serves, a thread under the default scheduling policy runs under Linux's
    /// `SCHED_BATCH`, so that a request arriving does not preempt the worker answering another;
    /// its policy is given back when this returns.
    public func run() throws(HTTPServerError) {
        let fd = listener.withLock { state -> Int32 in
            guard state.fd >= 0, !state.running else { return -1 }
            state.running = true
            return state.fd
        }
        guard fd >= 0 else { throw .notBound }
        defer {
            stats.setListening(false)
            hasStopped.store(true, ordering: .releasing)
            stopped.signal()
        }
        let mailbox = try Mailbox()
        let pool = WorkerPool(count: configuration.workerCount)
        defer { pool.stop() }
        let loop = try EventLoop(
            listenFD: fd, configuration: configuration, handler: handler, stats: stats, mailbox: mailbox,
            pool: pool,
            isDrainRequested: { [self] in self.drainRequested.load(ordering: .acquiring) })
        drainWaker.withLock { $0 = mailbox }
        stats.setListening(true)
        loop.run()
        drainWaker.withLock { $0 = nil }
    }

    private let drainWaker = PThreadMutex<Mailbox?>(nil)

    /// Binds and runs the server on a new thread; returns the bound port once it is listening.
    @discardableResult
    public func start() throws(HTTPServerError) -> Int {
        let port = try bind()
        runInBackground()
        return port
    }

    /// Runs the (bound) server on a new thread and returns once it is ready (at most 1 s).
    public func runInBackground() {
        NativeThread.detach { [self] in try? self.run() }
        for _ in 0..<500 where !stats.isReady && !hasStopped.load(ordering: .acquiring) {
            usleep(2_000)
        }
    }

    /// Starts a drain (safe from any thread, idempotent).
    public func beginDrain() {
        drainRequested.store(true, ordering: .releasing)
        drainWaker.withLock { $0?.wake() }
    }

    /// Waits until ``run()`` has returned; `false` on timeout.
    public func waitUntilStopped(timeout: Duration) -> Bool {
        if hasStopped.load(ordering: .acquiring) { return true }
        let milliseconds = Int(timeout.nanosecondsClamped / 1_000_000)
        if stopped.wait(milliseconds: milliseconds) {
            stopped.signal()
            return true
        }
        return hasStopped.load(ordering: .acquiring)
    }
}
