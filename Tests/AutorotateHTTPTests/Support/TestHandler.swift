import AutorotateHTTP
import AutorotateTestSupport
import Glibc

/// A handler with a few routes that exercise the server: plain, echo, slow, big, streamed.
struct TestHandler: HTTPHandler {
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
            usleep(UInt32(milliseconds * 1000))
            return HTTPResponse(status: 200, headers: json, body: Array("{\"slow\":true}".utf8))
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

    func check(_ head: HTTPRequestHead) -> HTTPResponse? {
        head.path == "/echo" ? nil : errorResponse(status: 404, detail: "no such route")
    }
}

/// Starts a server on an ephemeral loopback port; stop it with `stop()`.
struct RunningServer {
    let server: HTTPServer
    let port: Int

    init(_ configure: (inout HTTPServerConfiguration) -> Void = { _ in }) throws {
        var configuration = HTTPServerConfiguration(host: "127.0.0.1", port: 0, workerCount: 2)
        configure(&configuration)
        server = HTTPServer(configuration: configuration, handler: TestHandler())
        port = try server.start()
    }

    func client(timeout: Int = 5) throws -> RawHTTPClient { try RawHTTPClient(port: port, timeout: timeout) }

    /// Drains and waits for the server to stop.
    func stop() {
        server.beginDrain()
        _ = server.waitUntilStopped(timeout: .seconds(5))
    }
}

/// Milliseconds of monotonic time, for measuring in tests.
func monotonicMilliseconds() -> Int {
    Int(SystemMonotonicClock().nanoseconds() / 1_000_000)
}
