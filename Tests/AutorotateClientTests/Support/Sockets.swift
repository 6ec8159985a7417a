import AutorotateTestSupport
import Foundation
import Glibc

/// A TCP port on 127.0.0.1 that was free a moment ago (bound to port 0, read, closed).
func freeLoopbackPort() -> Int? {
    let listener = SilentListener()
    return listener?.port
}

/// A socket that listens on 127.0.0.1 and never accepts nor answers: connections complete in the
/// kernel's backlog and then hang, like a server that stopped responding.
final class SilentListener: @unchecked Sendable {
    private let descriptor: Int32
    let port: Int

    init?() {
        guard let (descriptor, port) = LoopbackSocket.listen() else { return nil }
        self.descriptor = descriptor
        self.port = port
    }

    /// Whether a connection is waiting in the backlog (the client has connected), checked without
    /// accepting it, so the connection keeps hanging.
    var hasPendingConnection: Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) == 1 && entry.revents & Int16(POLLIN) != 0
    }

    deinit { close(descriptor) }
}

/// A one-connection server that starts a batch answer and then breaks the connection: it reads
/// the request, sends the status line, the headers and `lines` as one chunk of a chunked body,
/// and closes without the last chunk, as a server killed mid-answer leaves its client. Unlike
/// killing a real server, the break always comes before the answer's end.
final class TruncatingBatchServer: @unchecked Sendable {
    private let descriptor: Int32
    let port: Int
    private let finished = DispatchSemaphore(value: 0)
    private var stopped = false

    init?(lines: [[UInt8]]) {
        guard let (descriptor, port) = LoopbackSocket.listen() else { return nil }
        self.descriptor = descriptor
        self.port = port
        var chunk: [UInt8] = []
        for line in lines { chunk += line + [0x0A] }
        let head =
            "HTTP/1.1 200 OK\r\nContent-Type: application/x-ndjson\r\nTransfer-Encoding: chunked\r\n\r\n"
            + String(chunk.count, radix: 16) + "\r\n"
        let answer = Array(head.utf8) + chunk + Array("\r\n".utf8)
        let listener = descriptor
        let done = finished
        Thread.detachNewThread {
            defer { done.signal() }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            defer { close(connection) }
            Self.readRequest(connection)
            _ = answer.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        }
    }

    /// Waits until the connection has been answered and closed.
    func waitUntilFinished() { finished.wait() }

    /// Closes the listening socket, so that another server may take the port.
    func stopListening() {
        guard !stopped else { return }
        stopped = true
        close(descriptor)
    }

    /// Reads the head and the whole body (`Content-Length` or chunked), so that closing the
    /// connection sends a FIN after the answer, never a reset that could discard it.
    private static func readRequest(_ connection: Int32) {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        func more() -> Bool {
            let count = read(connection, &buffer, buffer.count)
            guard count > 0 else { return false }
            received += buffer[0..<count]
            return true
        }
        let separator = Array("\r\n\r\n".utf8)
        var headEnd: Int?
        while headEnd == nil {
            headEnd = received.firstRange(of: separator)?.upperBound
            if headEnd == nil && !more() { return }
        }
        guard let bodyStart = headEnd else { return }
        let head = String(decoding: received[..<bodyStart], as: UTF8.self).lowercased()
        if let line = head.split(separator: "\r\n").first(where: { $0.hasPrefix("content-length:") }),
            let length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
        {
            while received.count - bodyStart < length && more() {}
        } else if head.contains("transfer-encoding: chunked") {
            // The client sends its whole body, then waits: the body ends with the last chunk
            // (the CRLF before it is the head's own when the body is empty).
            while !received.suffix(7).elementsEqual("\r\n0\r\n\r\n".utf8) && more() {}
        }
    }

    deinit { stopListening() }
}
