import AutorotateTestSupport
import Foundation
import Glibc
import Testing

/// The worker count `autorotated` starts with, as its startup log line says it.
@Suite("autorotated's worker count", .serialized)
struct WorkerCountTests {
    /// The first CPU this test process may run on (from `Cpus_allowed_list` in
    /// /proc/self/status, e.g. `0-1,4`): the one core the child is pinned to.
    static func firstAllowedCPU() throws -> String {
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("Cpus_allowed_list:") })
        let list = line.dropFirst("Cpus_allowed_list:".count).trimmingCharacters(in: .whitespaces)
        return String(try #require(list.split(whereSeparator: { $0 == "," || $0 == "-" }).first))
    }

    /// `taskset -c CPU`, the launcher that pins the child to the first allowed CPU; `taskset`
    /// (util-linux, on every Debian) must be on `PATH`.
    static func pinnedToOneCPU() throws -> [String] {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let found = path.split(separator: ":").contains { access("\($0)/taskset", X_OK) == 0 }
        try #require(found, "taskset (util-linux) is not on PATH")
        return ["taskset", "-c", try firstAllowedCPU()]
    }

    /// The `"workers"` field of the process's startup line (`"msg":"listening"`), once logged
    /// (the port file is written just before it).
    static func workers(of process: ServiceProcess) throws -> Int? {
        let startup = #""msg":"listening""#
        #expect(Waiting.until { process.log.contains(startup) }, "no startup line: \(process.log)")
        let line = try #require(process.log.split(separator: "\n").first { $0.contains(startup) })
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        return object?["workers"] as? Int
    }

    /// Pinned to one core with `taskset` (util-linux), the service starts one worker, whatever
    /// the machine's core count.
    @Test func pinnedToOneCoreStartsOneWorker() throws {
        let process = try ServiceProcess(
            extraArguments: ["--log-level", "info"], launcher: try Self.pinnedToOneCPU())
        #expect(try Self.workers(of: process) == 1, "\(process.log)")
        let metrics = try RawHTTPClient(port: process.port).exchange(
            "GET /metrics HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(String(decoding: metrics.body, as: UTF8.self).contains("\nautorotate_workers 1\n"))
    }

    /// `--workers` wins over the one core it is pinned to.
    @Test func workersFlagWinsOverTheAffinity() throws {
        let process = try ServiceProcess(
            extraArguments: ["--log-level", "info", "--workers", "3"],
            launcher: try Self.pinnedToOneCPU())
        #expect(try Self.workers(of: process) == 3, "\(process.log)")
    }
}
