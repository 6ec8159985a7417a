import AutorotateHTTP
import AutorotatePlatform
import AutorotateTestSupport
import Glibc

/// The events of the `/held` route: the handler has started, and the test lets it answer.
struct HeldHandlerGates: Sendable {
    /// Opened by the handler once it is running.
    let entered = Gate()
    /// Opened by the test when the handler may answer.
    let release = Gate()
}

/// Every record the server reported through `didRespond`, in the order reported.
final class ExchangeLog: Sendable {
    private let records = PThreadMutex<[HTTPExchangeRecord]>([])

    func append(_ record: HTTPExchangeRecord) { records.withLock { $0.append(record) } }

    /// The records so far.
    var all: [HTTPExchangeRecord] { records.withLock { $0 } }
}

/// A handler with a few routes that exercise the server: plain, echo, slow, held, big, streamed.
struct TestHandler: HTTPHandler {
    let held: HeldHandlerGates
    let log: ExchangeLog

    func handle(_ request: HTTPRequest) -> HTTPResponse {
        let json = HTTPHeaders([("Content-Type", "application/json")])
        switch (request.method, String(request.path)) {
        case ("GET", "/hello"), ("HEAD", "/hello"):
            return HTTPResponse(
                status: 200, headers: HTTPHeaders([("Content-Type", "text/plain")]), body: Array("hello".utf8)
            )
        case ("POST", "/echo"):
            return HTTPResponse(status: 200, headers: json, body: request.body)
        case ("GET", "/slow"):
            let milliseconds = request.head.query.flatMap { Int($0.dropFirst(3)) } ?? 500
            // A handler that takes time is what this route is about; tests that need the handler
            // to be running, or still running, at some point use `/held` instead.
            usleep(UInt32(milliseconds * 1000))
            return HTTPResponse(status: 200, headers: json, body: Array("{\"slow\":true}".utf8))
        case ("GET", "/held"):
            held.entered.open()
            held.release.wait()
            return HTTPResponse(status: 200, headers: json, body: Array("{\"held\":true}".utf8))
        case ("GET", "/big"):
            let size = request.head.query.flatMap { Int($0.dropFirst(5)) } ?? 20_000
            return HTTPResponse(
                status: 200, headers: json, body: Array(repeating: UInt8(ascii: "a"), count: size))
        case ("GET", "/stream"):
            return HTTPResponse(status: 200, headers: HTTPHeaders([("Content-Type", "application/x-ndjson")]))
            { writer in
                for index in 0..<5 { writer.write(Array("{\"line\":\(index)}\n".utf8)) }
            }
        case ("GET", "/id"):
            return HTTPResponse(status: 200, body: Array(request.requestID.utf8))
        default:
            return errorResponse(status: 404, detail: "no such route")
        }
    }

    func didRespond(_ record: HTTPExchangeRecord) { log.append(record) }

    func check(_ head: HTTPRequestHead) -> HTTPResponse? {
        head.path == "/echo" ? nil : errorResponse(status: 404, detail: "no such route")
    }
}

/// Starts a server on an ephemeral loopback port; stop it with `stop()`.
struct RunningServer {
    let server: HTTPServer
    let port: Int
    /// The `/held` route's events.
    let held = HeldHandlerGates()
    /// What the server reported through `didRespond`.
    let log = ExchangeLog()

    init(_ configure: (inout HTTPServerConfiguration) -> Void = { _ in }) throws {
        var configuration = HTTPServerConfiguration(host: "127.0.0.1", port: 0, workerCount: 2)
        configure(&configuration)
        server = HTTPServer(configuration: configuration, handler: TestHandler(held: held, log: log))
        port = try server.start()
    }

    func client(timeout: Int = RawHTTPClient.defaultTimeoutSeconds) throws -> RawHTTPClient {
        try RawHTTPClient(port: port, timeout: timeout)
    }

    /// Whether `condition` on the server holds within the generous failure bound.
    func eventually(_ condition: (HTTPServerStats) -> Bool) -> Bool {
        Waiting.until { condition(server.stats) }
    }

    /// Drains and waits for the server to stop (a held handler is released first).
    func stop() {
        held.release.open()
        server.beginDrain()
        _ = server.waitUntilStopped(timeout: .seconds(Waiting.generousSeconds))
    }
}

/// Milliseconds of monotonic time, for measuring in tests.
func monotonicMilliseconds() -> Int {
    Int(SystemMonotonicClock().nanoseconds() / 1_000_000)
}
