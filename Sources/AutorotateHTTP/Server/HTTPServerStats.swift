import Synchronization

/// Live figures of a running server, readable from any thread (for `/metrics` and `/readyz`).
public final class HTTPServerStats: Sendable {
    private let open = Atomic<Int>(0)
    private let listening = Atomic<Bool>(false)
    private let draining = Atomic<Bool>(false)
    private let rejected = Atomic<Int>(0)
    private let direct = Atomic<Int>(0)

    /// Creates zeroed figures.
    public init() {}

    /// Connections currently open.
    public var openConnections: Int { open.load(ordering: .relaxed) }
    /// Connections refused with 503 because the connection cap was reached.
    public var rejectedConnections: Int { rejected.load(ordering: .relaxed) }
    /// Whether the server is listening and not draining: ready for traffic.
    public var isReady: Bool { listening.load(ordering: .acquiring) && !draining.load(ordering: .acquiring) }
    /// Whether a drain has begun.
    public var isDraining: Bool { draining.load(ordering: .acquiring) }

    /// Answers a worker sent whole itself (``DirectWrite``), counted when the event loop learns
    /// of them; every other answer went through the mailbox.
    var directAnswers: Int { direct.load(ordering: .relaxed) }

    func answeredDirectly() { direct.add(1, ordering: .relaxed) }
    func connectionOpened() { open.add(1, ordering: .relaxed) }
    func connectionClosed() { open.subtract(1, ordering: .relaxed) }
    func connectionRejected() { rejected.add(1, ordering: .relaxed) }
    func setListening(_ value: Bool) { listening.store(value, ordering: .releasing) }
    func setDraining() { draining.store(true, ordering: .releasing) }
}
