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

    /// The first log line matching `predicate`, waiting for it within the generous failure bound
    /// (a request's line is logged just after its answer is queued); `nil` if it never comes.
    func waitForLogLine(_ predicate: (String) -> Bool) -> String? {
        var found: String?
        _ = Waiting.until(pollMilliseconds: 1) {
            found = logLines.first(where: predicate)
            return found != nil
        }
        return found
    }

    func client() throws -> RawHTTPClient { try RawHTTPClient(port: port) }

    func stop() {
        service.beginDrain()
        _ = service.server.waitUntilStopped(timeout: .seconds(Waiting.generousSeconds))
    }
}

/// Thread-safe line storage.
final class LineBox: Sendable {
    private let lines = PThreadMutex<[String]>([])
    func append(_ line: String) { lines.withLock { $0.append(line) } }
    var all: [String] { lines.withLock { $0 } }
}
