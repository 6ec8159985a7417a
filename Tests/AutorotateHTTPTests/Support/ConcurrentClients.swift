import AutorotateTestSupport
import Synchronization

/// Raw clients running at once against one server, each on its own thread with its own
/// connection: the loopback suites' way to put several keep-alive clients on the server together.
enum ConcurrentClients {
    /// Runs `exchanges` for clients `0..<count` at once, each with a new connection to `port`;
    /// `exchanges` returns how many of its answers were wrong, and a client that throws counts as
    /// one failure. Returns whether every client finished (within `Waiting`'s generous deadline)
    /// and the failures they reported.
    static func run(
        _ count: Int, port: Int,
        _ exchanges: @escaping @Sendable (_ client: RawHTTPClient, _ index: Int) throws -> Int
    ) -> (allFinished: Bool, failures: Int) {
        let failures = Atomic<Int>(0)
        let done = Atomic<Int>(0)
        for index in 0..<count {
            Thread.detach {
                do {
                    let wrong = try exchanges(try RawHTTPClient(port: port), index)
                    failures.add(wrong, ordering: .relaxed)
                } catch {
                    failures.add(1, ordering: .relaxed)
                }
                done.add(1, ordering: .relaxed)
            }
        }
        let allFinished = Waiting.until { done.load(ordering: .relaxed) == count }
        return (allFinished, failures.load(ordering: .relaxed))
    }
}
