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
        let listening = try #require(LoopbackSocket.listen())
        close(listening.descriptor)  // the port was just free, and nothing listens there now
        let port = listening.port
        let result = try Self.healthcheck(["--port", "\(port)"])
        #expect(result.status == 1)
        #expect(result.stderr == "autorotated healthcheck: connect 127.0.0.1:\(port): Connection refused\n")
    }

    /// A server that answers 503 is unhealthy: exit 1 with the status in the reason.
    @Test func non200Status() throws {
        let listening = try #require(LoopbackSocket.listen())
        defer { close(listening.descriptor) }
        let answered = Thread.detachNewThreadAnswering(listening.descriptor)
        let result = try Self.healthcheck(["--port", "\(listening.port)"])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "autorotated healthcheck: GET /livez on 127.0.0.1:\(listening.port) answered 503 Service Unavailable\n"
        )
        // The event: the answering thread has sent its 503 (already read by the probe, so this
        // only waits for the signal after it); the bound is a failure bound, not a speed target.
        #expect(answered.wait(timeout: .now() + Waiting.generousSeconds) == .success)
    }

    /// A server that accepts and never answers: exit 1 once the 2 s deadline passes, not before.
    @Test func silentServer() throws {
        let listening = try #require(LoopbackSocket.listen())
        defer { close(listening.descriptor) }
        let started = ContinuousClock.now
        let result = try Self.healthcheck(["--port", "\(listening.port)"])
        let elapsed = ContinuousClock.now - started
        #expect(result.status == 1)
        #expect(result.stderr.hasSuffix("no answer within 2 s\n"), "\(result.stderr)")
        // Time is the subject here. The lower bound holds under any load (the probe cannot give up
        // before its own 2 s have passed); the message says the 2 s deadline is what ended it. The
        // upper bound only catches a probe that waits for ever: it allows for starting the
        // (possibly sanitizer-instrumented) binary on a loaded two-core machine, which can take
        // tens of seconds, so it is a failure bound, not a speed target.
        #expect(elapsed >= .milliseconds(1900), "\(elapsed)")
        #expect(elapsed < .seconds(Waiting.generousSeconds), "\(elapsed)")
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
