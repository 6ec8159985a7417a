import AutorotateTestSupport
import Foundation
import Glibc

/// A hostile or scripted HTTP server on 127.0.0.1: it accepts connections one after another and
/// answers the requests on connection `n` with the byte strings of `script[n]`, one per request
/// (each request read whole first), then closes that connection, or, when `fallsSilent`, keeps
/// reading without ever answering again until the client closes it. Counts connections and
/// requests so that tests can check what was resent.
final class ScriptedHTTPServer: @unchecked Sendable {
    private let descriptor: Int32
    let port: Int
    private let counts = NSLock()
    private var connectionCount = 0
    private var requestCount = 0
    private var silentBytes = 0
    private let finished = DispatchSemaphore(value: 0)

    var baseURL: String { "http://127.0.0.1:\(port)" }

    init?(script: [[[UInt8]]], fallsSilent: Bool = false) {
        guard let (descriptor, port) = LoopbackSocket.listen() else { return nil }
        self.descriptor = descriptor
        self.port = port
        Thread.detachNewThread { [self] in
            defer { finished.signal() }
            for answers in script {
                let connection = accept(descriptor, nil, nil)
                guard connection >= 0 else { return }
                counts.withLock { connectionCount += 1 }
                for answer in answers {
                    guard Self.readRequest(connection) else { break }
                    counts.withLock { requestCount += 1 }
                    _ = answer.withUnsafeBytes {
                        send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
                    }
                }
                // Half-close, then drain what the client still sends, so that the close is a FIN
                // after the answers, never a reset that could discard them. A silent server only
                // drains, until the client gives up.
                if !fallsSilent { shutdown(connection, Int32(SHUT_WR)) }
                var scratch = [UInt8](repeating: 0, count: 4096)
                var entry = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
                while poll(&entry, 1, fallsSilent ? 600_000 : 2000) > 0 {
                    let count = read(connection, &scratch, scratch.count)
                    guard count > 0 else { break }
                    counts.withLock { silentBytes += count }
                }
                close(connection)
            }
        }
    }

    /// How many connections were accepted and requests read so far.
    var seen: (connections: Int, requests: Int) { counts.withLock { (connectionCount, requestCount) } }

    /// Bytes received after the scripted answers (requests that get no answer).
    var unansweredBytes: Int { counts.withLock { silentBytes } }

    /// Waits until every scripted connection has been served.
    func waitUntilFinished() { finished.wait() }

    deinit { close(descriptor) }

    /// Reads one request's head and its Content-Length body; `false` when the client closed first.
    private static func readRequest(_ connection: Int32) -> Bool {
        var received: [UInt8] = []
        var byte: UInt8 = 0
        let separator = Array("\r\n\r\n".utf8)
        while !received.suffix(4).elementsEqual(separator) {
            guard read(connection, &byte, 1) == 1 else { return false }
            received.append(byte)
        }
        let head = String(decoding: received, as: UTF8.self).lowercased()
        var remaining = 0
        if let line = head.split(separator: "\r\n").first(where: { $0.hasPrefix("content-length:") }) {
            remaining = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) ?? 0
        }
        var buffer = [UInt8](repeating: 0, count: 65536)
        while remaining > 0 {
            let count = read(connection, &buffer, min(buffer.count, remaining))
            guard count > 0 else { return false }
            remaining -= count
        }
        return true
    }
}
