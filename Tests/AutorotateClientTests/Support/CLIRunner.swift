import AutorotateTestSupport
import Foundation

/// Runs the built `autorotate` binary and captures what it printed and how it exited.
struct CLIRun {
    var status: Int32
    var standardOutput: String
    var standardError: String

    struct NotBuilt: Error, CustomStringConvertible {
        var description: String {
            "autorotate is not built in \(Fixtures.buildDirectory.path): run `swift build` first"
        }
    }

    /// Runs `autorotate arguments…` from the package root; output goes to temporary files, so no
    /// pipe can fill up and block the child.
    /// Waits for the exit through `terminationHandler`, never blocking a thread of the Swift
    /// concurrency pool.
    static func run(_ arguments: [String], standardInput: [UInt8]? = nil) async throws -> CLIRun {
        guard let binary = Fixtures.binary("autorotate") else { throw NotBuilt() }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "autorotate-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let paths = ["in", "out", "err"].map { directory.appendingPathComponent($0) }
        try Data(standardInput ?? []).write(to: paths[0])
        for path in paths.dropFirst() { try Data().write(to: path) }
        let handles =
            try [FileHandle(forReadingFrom: paths[0])]
            + paths.dropFirst().map { try FileHandle(forWritingTo: $0) }
        defer { for handle in handles { try? handle.close() } }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = Fixtures.packageRoot
        process.standardInput = handles[0]
        process.standardOutput = handles[1]
        process.standardError = handles[2]
        let exited = AsyncStream<Void> { continuation in
            process.terminationHandler = { finished in
                finished.terminationHandler = nil  // the handler must not keep the Process alive
                continuation.yield()
                continuation.finish()
            }
        }
        try process.run()
        for await _ in exited { break }
        return CLIRun(
            status: process.terminationStatus,
            standardOutput: String(decoding: readFile(paths[1].path), as: UTF8.self),
            standardError: String(decoding: readFile(paths[2].path), as: UTF8.self))
    }

    /// The bytes of a file (see ``FileBytes``).
    static func readFile(_ path: String) -> [UInt8] { FileBytes.read(path) }
}
