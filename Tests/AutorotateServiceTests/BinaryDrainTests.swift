import AutorotateTestSupport
import Foundation
import Glibc
import Testing

/// The `autorotated` binary built beside this test bundle.
func autorotatedPath() -> String? {
    guard let executable = Bundle.main.executablePath ?? CommandLine.arguments.first else { return nil }
    var directory = URL(fileURLWithPath: executable).deletingLastPathComponent()
    for _ in 0..<3 {
        let candidate = directory.appendingPathComponent("autorotated").path
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        directory = directory.deletingLastPathComponent()
    }
    return nil
}

/// A running `autorotated` process on an ephemeral port, its standard output and error in a file.
final class ServiceProcess {
    let pid: pid_t
    let port: Int
    private let portFile: String
    private let logFile: String
    private let ownsLogFile: Bool
    /// The exit status once the process has been reaped: a reaped pid cannot be waited for again
    /// (`waitpid` says ECHILD), so without it `deinit` waited out the whole failure bound.
    private var exitStatus: Int32?

    /// Starts the binary; its log (standard error) goes to `standardError`, or to a temporary
    /// file removed with the process. A `launcher` (a command found on `PATH` that executes the
    /// rest of its arguments in its own place, such as `taskset -c 0`) runs first.
    init(extraArguments: [String] = [], standardError: String? = nil, launcher: [String] = []) throws {
        let binary = try #require(autorotatedPath(), "build the autorotated product first")
        let stem = NSTemporaryDirectory() + "autorotated-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        portFile = stem + ".port"
        logFile = standardError ?? stem + ".log"
        ownsLogFile = standardError == nil
        let arguments =
            launcher + [
                binary, "--host", "127.0.0.1", "--port", "0", "--port-file", portFile, "--log-level",
                "warning",
            ]
            + extraArguments
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 2, logFile, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        // As a shell or container runtime starts it: no signal blocked, default dispositions
        // (the test runner's own mask would otherwise be inherited).
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var child: pid_t = 0
        let status =
            launcher.first.map { posix_spawnp(&child, $0, &actions, &attributes, &argv, environ) }
            ?? posix_spawn(&child, binary, &actions, &attributes, &argv, environ)
        try #require(status == 0, "posix_spawn failed: \(status)")
        pid = child
        // The event: the port file, written once the socket listens. The deadline is a failure
        // bound: under ThreadSanitizer on a loaded two-core machine a start takes tens of seconds.
        var found: Int?
        var exited: Int32?
        let portPath = portFile
        _ = Waiting.until {
            if let text = try? String(contentsOfFile: portPath, encoding: .utf8) {
                found = Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
            }
            if found == nil { exited = Self.reap(child) }
            return found != nil || exited != nil
        }
        port = try #require(
            found,
            "autorotated did not write its port file (exit status: \(exited.map(String.init) ?? "none"))")
    }

    /// What the process has logged (to standard error) so far.
    var log: String { (try? String(contentsOfFile: logFile, encoding: .utf8)) ?? "" }

    /// Waits up to `milliseconds` for the process to exit; its exit status, or `nil` if still
    /// running (0: only looks).
    func waitForExit(milliseconds: Int) -> Int32? {
        if let exitStatus { return exitStatus }
        _ = Waiting.until(seconds: Double(milliseconds) / 1000) {
            exitStatus = Self.reap(pid)
            return exitStatus != nil
        }
        return exitStatus
    }

    /// The exit status of `pid` if it has exited (and reaps it), without waiting.
    private static func reap(_ pid: pid_t) -> Int32? {
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return nil }
        return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    /// Waits for the process to exit within the generous failure bound; its exit status, or `nil`.
    func waitForExit() -> Int32? { waitForExit(milliseconds: Int(Waiting.generousSeconds * 1000)) }

    deinit {
        if waitForExit(milliseconds: 0) == nil {
            kill(pid, SIGKILL)
            _ = waitForExit()
        }
        unlink(portFile)
        if ownsLogFile { unlink(logFile) }
    }
}

@Suite("The autorotated binary", .serialized)
struct BinaryDrainTests {
    /// SIGTERM during a request that is still arriving: the request completes, then the process
    /// exits 0 without accepting new connections.
    @Test func sigtermDrainsThenExitsZero() throws {
        let process = try ServiceProcess()
        let client = try RawHTTPClient(port: process.port)
        let body = Array("not json".utf8)
        // One write: a complete request, then the head and 3 bytes of the body of the next. The
        // first answer is the event that the server has read the second request's start too.
        client.send(
            "GET /readyz HTTP/1.1\r\nHost: t\r\n\r\n"
                + "POST /v1/simulate HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\n\r\n"
                + String(decoding: body.prefix(3), as: UTF8.self))
        #expect(try client.readResponse().status == 200)
        kill(process.pid, SIGTERM)
        // The event: the listener is closed (new connections are refused).
        #expect(
            Waiting.until { (try? RawHTTPClient(port: process.port)) == nil },
            "new connections were still accepted after SIGTERM")
        #expect(process.waitForExit(milliseconds: 0) == nil, "exited while a request was in flight")
        client.send(Array(body.dropFirst(3)))
        let response = try client.readResponse()
        #expect(response.status == expectedAnswer(body).status)
        #expect(response.body == expectedAnswer(body).body)
        #expect(response.header("Connection") == "close")
        #expect(process.waitForExit() == 0)
    }

    /// At the default log level, SIGTERM still drains and exits 0 (the log writer's thread never
    /// takes the signal), and every line logged before exit is in the log.
    @Test func sigtermAtInfoFlushesTheLog() throws {
        let log = NSTemporaryDirectory() + "autorotated-log-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { unlink(log) }
        let process = try ServiceProcess(extraArguments: ["--log-level", "info"], standardError: log)
        let client = try RawHTTPClient(port: process.port)
        let request = "GET /v1/version HTTP/1.1\r\nHost: t\r\nX-Request-ID: before-exit\r\n\r\n"
        #expect(try client.exchange(request).status == 200)
        kill(process.pid, SIGTERM)
        #expect(process.waitForExit() == 0)
        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
        for message in ["listening", "request", "draining", "stopped"] {
            #expect(lines.contains { $0.contains("\"msg\":\"\(message)\"") }, "\(message)")
        }
        #expect(lines.contains { $0.contains("before-exit") })
    }

    /// SIGINT on an idle server exits 0 promptly; a broken client (SIGPIPE) never kills it.
    @Test func sigintIdleExitsZero() throws {
        let process = try ServiceProcess()
        for _ in 0..<3 {
            let client = try RawHTTPClient(port: process.port)
            client.send("GET /metrics HTTP/1.1\r\nHost: t\r\n\r\n")
            var option = linger(l_onoff: 1, l_linger: 0)
            setsockopt(client.fd, SOL_SOCKET, SO_LINGER, &option, socklen_t(MemoryLayout<linger>.size))
        }
        // The event: the server has dealt with the three reset connections (only the gauge's own
        // connection is open).
        #expect(Waiting.until { process.openConnections() == 1 }, "reset connections are still open")
        #expect(
            try RawHTTPClient(port: process.port).exchange("GET /livez HTTP/1.1\r\nHost: t\r\n\r\n").status
                == 200)
        kill(process.pid, SIGINT)
        // "Promptly" is a failure bound here, generous for a loaded two-core machine.
        #expect(process.waitForExit() == 0)
    }

    /// `--help` prints the flags with their environment variables and exits 0; a bad flag exits 2.
    @Test func helpAndUsage() throws {
        let binary = try #require(autorotatedPath())
        let help = Process()
        help.executableURL = URL(fileURLWithPath: binary)
        help.arguments = ["--help"]
        let pipe = Pipe()
        help.standardOutput = pipe
        try help.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        help.waitUntilExit()
        #expect(help.terminationStatus == 0)
        #expect(output.contains("--port-file") && output.contains("AUTOROTATE_PORT"))
        let bad = Process()
        bad.executableURL = URL(fileURLWithPath: binary)
        bad.arguments = ["--bogus"]
        bad.standardError = Pipe()
        try bad.run()
        bad.waitUntilExit()
        #expect(bad.terminationStatus == 2)
    }
}
