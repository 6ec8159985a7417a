import AutorotateHTTP
import AutorotateTestSupport
import Foundation
import Glibc
import Testing

@testable import AutorotateService

@Suite("Batched log writer")
struct LogWriterTests {
    static func record(_ index: Int) -> LogEntry {
        .request(
            time: LogTime(seconds: 1_764_625_000, milliseconds: 5), level: .info,
            record: HTTPExchangeRecord(
                method: "GET", path: "/v1/version", status: 200, durationMicroseconds: index, bodyBytes: 7,
                requestID: "line-\(index)", generatedByServer: false))
    }

    /// Reads `fd` to end of file on a thread of its own.
    final class PipeReader: @unchecked Sendable {
        private var bytes: [UInt8] = []
        private let done = DispatchSemaphore(value: 0)
        init(fd: Int32) {
            Thread.detachNewThread { [self] in
                var chunk = [UInt8](repeating: 0, count: 65_536)
                while true {
                    let count = read(fd, &chunk, chunk.count)
                    if count < 0 && errno == EINTR { continue }
                    if count <= 0 { break }
                    bytes += chunk[0..<count]
                }
                done.signal()
            }
        }
        /// The lines read, once the write end is closed (the event: the reader thread saw EOF).
        /// Empty if that never happens within the failure bound: the bytes are only read once the
        /// reader thread has finished with them.
        func lines() -> [String] {
            guard done.wait(timeout: .now() + Waiting.generousSeconds) == .success else {
                Issue.record("the pipe's reader never saw the end of the output")
                return []
            }
            return String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
        }
    }

    /// Every line appended is written, in order, as one JSON object per line, once flushed.
    @Test func writesEveryLineInOrder() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let reader = PipeReader(fd: ends[0])
        let writer = try #require(LogWriter(fileDescriptor: ends[1], capacity: 4096))
        for index in 0..<3000 { writer.append(Self.record(index)) }
        #expect(writer.flush(timeout: .seconds(Waiting.generousSeconds)))
        writer.stop()
        close(ends[1])
        let lines = reader.lines()
        close(ends[0])
        #expect(lines.count == 3000)
        #expect(writer.droppedCount == 0)
        for (index, line) in lines.enumerated() {
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(object["request_id"] as? String == "line-\(index)")
            #expect(object["ts"] as? String == "2025-12-01T21:36:40.005Z")
        }
    }

    /// When the output does not move, appending never blocks: lines beyond the buffer are
    /// dropped and counted, and once the output moves a warning line says how many.
    @Test func dropsInsteadOfBlocking() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let writer = try #require(LogWriter(fileDescriptor: ends[1], capacity: 64))
        // Nobody reads the pipe yet: it fills (64 KiB), the writer thread blocks in write(2),
        // and the buffer fills behind it.
        var accepted = 0
        let total = 20_000
        for index in 0..<total {
            if writer.append(Self.record(index)) { accepted += 1 }
        }
        #expect(writer.droppedCount == total - accepted)
        #expect(writer.droppedCount > 0)
        let reader = PipeReader(fd: ends[0])
        #expect(writer.flush(timeout: .seconds(Waiting.generousSeconds)))
        writer.stop()
        close(ends[1])
        let lines = reader.lines()
        close(ends[0])
        #expect(lines.filter { $0.contains("\"msg\":\"request\"") }.count == accepted)
        let notices = lines.filter { $0.contains("log lines dropped") }
        let reported = try notices.map { line -> Int in
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            return try #require(object["count"] as? Int)
        }
        #expect(reported.reduce(0, +) == total - accepted)
    }

    /// Timestamps are RFC 3339 UTC with milliseconds, as gmtime_r computes the date.
    @Test(arguments: [0, 951_782_400, 1_709_164_799, 1_764_625_000, 4_102_444_800, 253_402_300_799])
    func timestampsMatchGmtime(seconds: Int) {
        var time = seconds
        var parts = tm()
        gmtime_r(&time, &parts)
        let expected = String(
            format: "%04d-%02d-%02dT%02d:%02d:%02d.042Z", parts.tm_year + 1900, parts.tm_mon + 1,
            parts.tm_mday,
            parts.tm_hour, parts.tm_min, parts.tm_sec)
        #expect(LogTimestampCache.format(LogTime(seconds: seconds, milliseconds: 42)) == expected)
    }
}
