import AutorotateTestSupport
import Foundation
import Glibc
import Testing

/// `autorotated healthcheck [--port N]`, the probe the container image runs (it has no shell).
@Suite("autorotated healthcheck", .serialized)
struct HealthCheckCommandTests {
    /// Runs `autorotated healthcheck` with `arguments`; its exit status and standard error.
    static func healthcheck(_ arguments: [String], environment: [String: String] = [:]) throws -> (
        status: Int32, stderr: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(autorotatedPath()))
        process.arguments = ["healthcheck"] + arguments
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    /// A listening socket on an ephemeral loopback port that never accepts by itself.
    final class Listener {
        let fd: Int32
        let port: Int

        init() throws {
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let listening = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    Glibc.bind(descriptor, $0, length) == 0 && listen(descriptor, 4) == 0
                        && getsockname(descriptor, $0, &length) == 0
                }
            }
            guard descriptor >= 0, listening else {
                close(descriptor)
                throw RawHTTPClient.Failure(description: "cannot listen on 127.0.0.1: errno \(errno)")
            }
            fd = descriptor
            port = Int(UInt16(bigEndian: address.sin_port))
        }

        deinit { close(fd) }
    }

    /// A running service's `/livez` answers 200: exit 0 and nothing on standard error, whether the
    /// port comes from `--port`, `--port=` or `AUTOROTATE_PORT`.
    @Test func healthyService() throws {
        let service = try ServiceProcess()
        for (arguments, environment) in [
            (["--port", "\(service.port)"], [:]), (["--port=\(service.port)"], [:]),
            ([], ["AUTOROTATE_PORT": "\(service.port)"]),
        ] {
            let result = try Self.healthcheck(arguments, environment: environment)
            #expect(result.status == 0, "\(arguments) \(environment): \(result.stderr)")
            #expect(result.stderr.isEmpty)
        }
    }

    /// Nothing listening: exit 1 with one line naming the address and the refusal.
    @Test func refusedConnection() throws {
        let port = try Listener().port  // bound, then closed at once: nothing listens there now
        let result = try Self.healthcheck(["--port", "\(port)"])
        #expect(result.status == 1)
        #expect(result.stderr == "autorotated healthcheck: connect 127.0.0.1:\(port): Connection refused\n")
    }

    /// A server that answers 503 is unhealthy: exit 1 with the status in the reason.
    @Test func non200Status() throws {
        let listener = try Listener()
        let answered = Thread.detachNewThreadAnswering(listener.fd)
        let result = try Self.healthcheck(["--port", "\(listener.port)"])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "autorotated healthcheck: GET /livez on 127.0.0.1:\(listener.port) answered 503 Service Unavailable\n"
        )
        #expect(answered.wait(timeout: .now() + 10) == .success)
    }

    /// A server that accepts and never answers: exit 1 after the 2 s deadline, not later.
    @Test func silentServer() throws {
        let listener = try Listener()
        let started = ContinuousClock.now
        let result = try Self.healthcheck(["--port", "\(listener.port)"])
        let elapsed = ContinuousClock.now - started
        #expect(result.status == 1)
        #expect(result.stderr.hasSuffix("no answer within 2 s\n"), "\(result.stderr)")
        #expect(elapsed >= .milliseconds(1900) && elapsed < .seconds(10), "\(elapsed)")
    }

    /// A bad port or an unknown argument is a usage error: exit 1 (engines reserve 2), one line.
    @Test func usageErrors() throws {
        for arguments in [["--port", "0"], ["--port", "http"], ["--port"], ["--verbose"]] {
            let result = try Self.healthcheck(arguments)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.stderr.hasPrefix("autorotated healthcheck: "), "\(arguments)")
            #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(arguments)")
        }
    }
}

extension Thread {
    /// Accepts one connection on `fd`, reads the request and answers `503`; the semaphore is
    /// signalled once the answer is sent.
    static func detachNewThreadAnswering(_ fd: Int32) -> DispatchSemaphore {
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            let client = accept(fd, nil, nil)
            guard client >= 0 else { return }
            var buffer = [UInt8](repeating: 0, count: 1024)
            _ = read(client, &buffer, buffer.count)
            let answer = Array("HTTP/1.1 503 Service Unavailable\r\nContent-Length: 0\r\n\r\n".utf8)
            _ = answer.withUnsafeBytes { write(client, $0.baseAddress, $0.count) }
            close(client)
            done.signal()
        }
        return done
    }
}
