import AutorotateArguments
import Glibc

/// `autorotated healthcheck [--port N]`: asks the service on this host for `GET /livez` and exits 0
/// when it answers 200 within 2 s, else 1 with a one-line reason on standard error.
///
/// It exists for images that have no shell and no curl: the Dockerfile's `HEALTHCHECK` and the
/// Kubernetes exec probe run the daemon's own binary. Plain POSIX sockets, one connection, one
/// deadline for connect, send and the status line together. Exit status 1 covers every failure,
/// usage errors included, because container engines reserve 2.
///
/// The port is `--port`, else `AUTOROTATE_PORT`, else 8080; the address is `AUTOROTATE_HOST` when
/// it names one address, else 127.0.0.1 (the service listens on 0.0.0.0 by default).
enum HealthCheck {
    /// The subcommand's name, the first argument that selects it.
    static let command = "healthcheck"
    /// The whole check's deadline: connect, send and the status line.
    static let timeoutMilliseconds = 2000
    /// Runs the check with the arguments after `healthcheck`; returns the exit status.
    static func run(_ arguments: [String], environment: [String: String]) -> Int32 {
        do {
            guard let target = try target(arguments, environment: environment) else {
                writeAll(fd: 1, HelpFormatter.help(for: HealthCheckCommand.self) + "\n")
                return 0
            }
            try probe(target)
            return 0
        } catch {
            writeAll(fd: 2, "autorotated healthcheck: \(error.reason)\n")
            return 1
        }
    }

    /// Where to ask: the port from the arguments or the environment (``HealthCheckCommand``), the
    /// address from `AUTOROTATE_HOST`; `nil` for `--help`.
    static func target(_ arguments: [String], environment: [String: String]) throws(HealthCheckFailure)
        -> HealthCheckTarget?
    {
        let command: HealthCheckCommand
        switch CommandLineParser.parse(HealthCheckCommand.self, arguments, environment: environment) {
        case .success(.help): return nil
        case .success(.run(let parsed)): command = parsed
        case .failure(let error):
            throw HealthCheckFailure("\(error.message) (see 'autorotated healthcheck --help')")
        }
        var host = environment["AUTOROTATE_HOST"] ?? ""
        if host.isEmpty || host == "0.0.0.0" || host == "localhost" { host = "127.0.0.1" }
        return HealthCheckTarget(host: host, port: command.port)
    }

    /// Sends `GET /livez` and reads the status line; throws the reason unless it is 200.
    static func probe(_ target: HealthCheckTarget) throws(HealthCheckFailure) {
        let deadline = monotonicMilliseconds() + timeoutMilliseconds
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(clamping: target.port).bigEndian)
        guard inet_pton(AF_INET, target.host, &address.sin_addr) == 1 else {
            throw HealthCheckFailure("AUTOROTATE_HOST \(target.host) is not an IPv4 address")
        }
        let fd = socket(
            AF_INET,
            Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue),
            0)
        guard fd >= 0 else { throw HealthCheckFailure("socket: \(errorText(errno))") }
        defer { close(fd) }
        let place = "\(target.host):\(target.port)"
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        if connected != 0 {
            guard errno == EINPROGRESS else {
                throw HealthCheckFailure("connect \(place): \(errorText(errno))")
            }
            guard wait(fd, for: Int16(POLLOUT), until: deadline) else {
                throw HealthCheckFailure("connect \(place): no answer within 2 s")
            }
            var code: Int32 = 0
            var length = socklen_t(MemoryLayout<Int32>.size)
            getsockopt(fd, SOL_SOCKET, SO_ERROR, &code, &length)
            guard code == 0 else { throw HealthCheckFailure("connect \(place): \(errorText(code))") }
        }
        let request = Array("GET /livez HTTP/1.1\r\nHost: \(place)\r\nConnection: close\r\n\r\n".utf8)
        var offset = 0
        while offset < request.count {
            let sent = request[offset...].withUnsafeBytes {
                send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if sent > 0 {
                offset += sent
            } else if sent < 0, errno == EAGAIN || errno == EINTR {
                guard wait(fd, for: Int16(POLLOUT), until: deadline) else {
                    throw HealthCheckFailure("GET /livez on \(place): could not send within 2 s")
                }
            } else {
                throw HealthCheckFailure("GET /livez on \(place): send: \(errorText(errno))")
            }
        }
        let statusLine = try readStatusLine(fd, place: place, deadline: deadline)
        let fields = statusLine.split(separator: " ", maxSplits: 2)
        guard fields.count >= 2, fields[0].hasPrefix("HTTP/1.") else {
            throw HealthCheckFailure("GET /livez on \(place): not an HTTP response: \(statusLine)")
        }
        guard fields[1] == "200" else {
            throw HealthCheckFailure(
                "GET /livez on \(place) answered \(statusLine.dropFirst(fields[0].count + 1))")
        }
    }

    /// Reads until the first line feed (at most 1 KiB); the status line without its CRLF.
    private static func readStatusLine(_ fd: Int32, place: String, deadline: Int) throws(HealthCheckFailure)
        -> String
    {
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 512)
        while received.count < 1024 {
            if let end = received.firstIndex(of: UInt8(ascii: "\n")) {
                let line = received[..<end]
                return String(
                    decoding: line.last == UInt8(ascii: "\r") ? line.dropLast() : line, as: UTF8.self)
            }
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                received += chunk[0..<count]
            } else if count == 0 {
                throw HealthCheckFailure("GET /livez on \(place): connection closed before a status line")
            } else if errno == EAGAIN || errno == EINTR {
                guard wait(fd, for: Int16(POLLIN), until: deadline) else {
                    throw HealthCheckFailure("GET /livez on \(place): no answer within 2 s")
                }
            } else {
                throw HealthCheckFailure("GET /livez on \(place): recv: \(errorText(errno))")
            }
        }
        throw HealthCheckFailure("GET /livez on \(place): status line longer than 1 KiB")
    }

    /// Polls one descriptor for `events` until the deadline; `false` when it passed first.
    private static func wait(_ fd: Int32, for events: Int16, until deadline: Int) -> Bool {
        while true {
            let left = deadline - monotonicMilliseconds()
            guard left > 0 else { return false }
            var entry = pollfd(fd: fd, events: events, revents: 0)
            let ready = poll(&entry, 1, Int32(left))
            if ready > 0 { return true }
            if ready < 0, errno != EINTR { return true }  // the next call reports the error
        }
    }

    private static func monotonicMilliseconds() -> Int {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return spec.tv_sec * 1000 + spec.tv_nsec / 1_000_000
    }

    private static func errorText(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "errno \(code)" }
        return String(cString: text)
    }

    private static func writeAll(fd: Int32, _ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            guard written > 0 else { return }
            offset += written
        }
    }
}

/// The address and port `autorotated healthcheck` asks.
struct HealthCheckTarget: Equatable {
    /// An IPv4 address in dotted form.
    var host: String
    /// The TCP port, 1–65535.
    var port: Int
}

/// Why the health check failed: the one line it prints.
struct HealthCheckFailure: Error {
    /// The reason, without the command's name.
    var reason: String

    init(_ reason: String) { self.reason = reason }
}
