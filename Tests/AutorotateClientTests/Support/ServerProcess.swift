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

    /// Starts the server and waits until it listens (its port file is written).
    /// Waits with `Task.sleep`, never blocking a thread of the Swift concurrency pool.
    static func start(port: Int = 0, arguments: [String] = []) async throws -> ServerProcess {
        guard let binary = Fixtures.binary("autorotated") else {
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
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(15)
        while Date() < deadline {
            if let text = try? String(contentsOf: portFile, encoding: .utf8),
                let bound = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)), bound > 0
            {
                return ServerProcess(process: process, port: bound)
            }
            guard process.isRunning else {
                throw StartError(description: "autorotated exited with status \(process.terminationStatus)")
            }
            try await Task.sleep(for: .milliseconds(10))
        }
        process.terminate()
        throw StartError(description: "autorotated did not write its port file within 15 s")
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
