import Glibc

/// A blocking loopback TCP client that speaks raw bytes, for tests that need to send exactly
/// what a real client (or a hostile one) would.
public final class RawHTTPClient {
    /// A parsed response.
    public struct Response {
        public var status: Int
        public var headers: [(String, String)]
        public var body: [UInt8]
        public var text: String { String(decoding: body, as: UTF8.self) }
        public func header(_ name: String) -> String? {
            headers.first { $0.0.lowercased() == name.lowercased() }?.1
        }
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        public init(description: String) { self.description = description }
    }

    public let fd: Int32
    private var buffer: [UInt8] = []

    /// The read timeout unless a test asks for another: a failure bound for a server that never
    /// answers, generous because a loaded two-core machine (or a sanitizer) can take seconds to
    /// schedule the server's reply. A server that answers is never waited on this long.
    public static let defaultTimeoutSeconds = 60

    /// Connects to 127.0.0.1:`port`; reads time out after `timeout` seconds.
    public init(port: Int, timeout: Int = RawHTTPClient.defaultTimeoutSeconds) throws {
        guard let descriptor = LoopbackSocket.connect(port: port) else {
            throw Failure(description: "connect failed: \(errno)")
        }
        fd = descriptor
        setTimeout(seconds: timeout)
    }

    deinit { close(fd) }

    public func setTimeout(seconds: Int, microseconds: Int = 0) {
        var value = timeval(tv_sec: seconds, tv_usec: microseconds)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &value, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Sends everything; `false` if the peer is gone.
    @discardableResult
    public func send(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes {
                Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if sent <= 0 { return false }
            offset += sent
        }
        return true
    }

    @discardableResult
    public func send(_ text: String) -> Bool { send(Array(text.utf8)) }

    /// Reads more bytes into the buffer; `false` on EOF, error or timeout.
    private func fill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = read(fd, &chunk, chunk.count)
        guard count > 0 else { return false }
        buffer += chunk[0..<count]
        return true
    }

    /// Whether the server closed the connection (EOF) within the read timeout, with nothing sent.
    public func readsEOF() -> Bool {
        var byte: UInt8 = 0
        return read(fd, &byte, 1) == 0
    }

    private func takeLine() throws -> String {
        while true {
            if let index = buffer.firstIndex(of: 0x0A) {
                var line = Array(buffer[0..<index])
                if line.last == 0x0D { line.removeLast() }
                buffer.removeSubrange(0...index)
                return String(decoding: line, as: UTF8.self)
            }
            guard fill() else { throw Failure(description: "connection ended before a full line") }
        }
    }

    private func take(_ count: Int) throws -> [UInt8] {
        while buffer.count < count {
            guard fill() else { throw Failure(description: "connection ended inside a body") }
        }
        let out = Array(buffer[0..<count])
        buffer.removeSubrange(0..<count)
        return out
    }

    /// Reads one response (interim 1xx responses are returned too). `head` skips the body.
    public func readResponse(head: Bool = false) throws -> Response {
        let statusLine = try takeLine()
        let parts = statusLine.split(separator: " ", maxSplits: 2)
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), let status = Int(parts[1]) else {
            throw Failure(description: "bad status line '\(statusLine)'")
        }
        var headers: [(String, String)] = []
        while true {
            let line = try takeLine()
            if line.isEmpty { break }
            guard let colon = line.firstIndex(of: ":") else {
                throw Failure(description: "bad header '\(line)'")
            }
            headers.append(
                (String(line[..<colon]), String(line[line.index(after: colon)...].drop(while: { $0 == " " })))
            )
        }
        var response = Response(status: status, headers: headers, body: [])
        if head || status == 204 || status == 304 || status < 200 { return response }
        if response.header("Transfer-Encoding")?.lowercased() == "chunked" {
            while true {
                let sizeLine = try takeLine()
                guard let size = Int(sizeLine.split(separator: ";").first ?? "", radix: 16) else {
                    throw Failure(description: "bad chunk size '\(sizeLine)'")
                }
                if size == 0 {
                    while try !takeLine().isEmpty {}
                    break
                }
                response.body += try take(size)
                _ = try take(2)
            }
        } else if let length = response.header("Content-Length").flatMap({ Int($0) }) {
            response.body = try take(length)
        } else {
            while fill() {}
            response.body = buffer
            buffer = []
        }
        return response
    }

    /// One request/response exchange.
    public func exchange(_ request: String) throws -> Response {
        send(request)
        return try readResponse(head: request.hasPrefix("HEAD "))
    }
}
