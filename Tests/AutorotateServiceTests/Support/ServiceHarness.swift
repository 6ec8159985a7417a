import AutorotateHTTP
import AutorotateService
import AutorotateTestSupport
import Glibc

/// The service started in-process on an ephemeral loopback port, with its log lines captured.
final class ServiceHarness: Sendable {
    let service: AutorotateService
    let port: Int

    init(_ configure: (inout ServiceConfiguration) -> Void = { _ in }) throws {
        var configuration = ServiceConfiguration()
        configuration.server.host = "127.0.0.1"
        configuration.server.port = 0
        configuration.server.workerCount = 2
        configure(&configuration)
        let box = LineBox()
        service = AutorotateService(
            configuration: configuration, logger: ServiceLogger(level: .info) { box.append($0) },
            tokens: try AutorotateService.loadTokens(configuration))
        logBox = box
        port = try service.start()
    }

    private let logBox: LineBox

    /// Log lines written so far.
    var logLines: [String] { logBox.all }

    /// The first log line matching `predicate`, waiting up to five seconds for it (a request's
    /// line is logged just after its answer is queued).
    func waitForLogLine(_ predicate: (String) -> Bool) -> String? {
        let deadline = ContinuousClock.now + .seconds(5)
        while ContinuousClock.now < deadline {
            if let line = logLines.first(where: predicate) { return line }
            usleep(1000)
        }
        return logLines.first(where: predicate)
    }

    func client() throws -> RawHTTPClient { try RawHTTPClient(port: port) }

    func stop() {
        service.beginDrain()
        _ = service.server.waitUntilStopped(timeout: .seconds(5))
    }
}

/// Thread-safe line storage.
final class LineBox: Sendable {
    private let lines = PThreadMutex<[String]>([])
    func append(_ line: String) { lines.withLock { $0.append(line) } }
    var all: [String] { lines.withLock { $0 } }
}
