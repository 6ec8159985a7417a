import AutorotateTestSupport
import Foundation
import Testing

/// The real `autorotated` binary, started on 127.0.0.1 for one test and stopped after it.
///
/// Started with `--port 0 --port-file PATH` (an ephemeral port) unless a port is given; the
/// binary must have been built (`swift build`, or `swift build --build-tests` as CI does).
final class ServerProcess: @unchecked Sendable {
    let process: Process
    let port: Int
    var baseURL: String { "http://127.0.0.1:\(port)" }

    private init(process: Process, port: Int) {
        self.process = process
        self.port = port
    }

    struct StartError: Error, CustomStringConvertible {
        var description: String
    }

    /// Starts the server and waits until it listens: the event is its port file, written once the
    /// socket is bound. The deadline is a failure bound (``Waiting/generousSeconds``): under
    /// ThreadSanitizer on a loaded two-core machine a start can take tens of seconds. Polls with
    /// `Task.sleep`, never blocking a thread of the Swift concurrency pool. `executable` replaces
    /// the built binary (a copy in an installed layout), `workingDirectory` the test's, and
    /// `standardError` receives the service's log lines instead of discarding them.
    static func start(
        port: Int = 0, arguments: [String] = [], executable: URL? = nil, workingDirectory: URL? = nil,
        standardError: FileHandle? = nil
    ) async throws -> ServerProcess {
        guard let binary = executable ?? Fixtures.binary("autorotated") else {
            throw StartError(
                description:
                    "autorotated is not built in \(Fixtures.buildDirectory.path): run `swift build` first")
        }
        let portFile = FileManager.default.temporaryDirectory
            .appendingPathComponent("autorotated-\(UUID().uuidString).port")
        defer { try? FileManager.default.removeItem(at: portFile) }
        let process = Process()
        process.executableURL = binary
        process.arguments =
            ["--host", "127.0.0.1", "--port", String(port), "--port-file", portFile.path] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = standardError ?? FileHandle.nullDevice
        if let workingDirectory { process.currentDirectoryURL = workingDirectory }
        try process.run()
        var bound: Int?
        let ended = try await Waiting.untilAsync {
            if let text = try? String(contentsOf: portFile, encoding: .utf8),
                let value = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)), value > 0
            {
                bound = value
            }
            return bound != nil || !process.isRunning
        }
        if let bound { return ServerProcess(process: process, port: bound) }
        guard ended else {
            process.terminate()
            throw StartError(
                description:
                    "autorotated did not write its port file within \(Int(Waiting.generousSeconds)) s")
        }
        throw StartError(description: "autorotated exited with status \(process.terminationStatus)")
    }

    /// SIGTERM: the server drains and exits on its own (Foundation reaps it). Does not wait, so
    /// that a `defer` cannot block a thread of the concurrency pool.
    func stop() {
        if process.isRunning { process.terminate() }
    }

    /// SIGKILL: the server dies without draining; waits the few milliseconds until it is gone, so
    /// that its port is free again.
    func kill() {
        guard process.isRunning else { return }
        Foundation.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    deinit { stop() }
}
