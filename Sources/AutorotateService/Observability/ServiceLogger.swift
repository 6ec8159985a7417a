import AutorotateHTTP
import Glibc

/// Structured logging: one JSON object per line.
///
/// ```text
/// {"ts":"2026-11-30T06:10:00.123Z","level":"info","msg":"request","method":"POST","path":"/v1/simulate","status":200,"duration_us":143,"bytes":5120,"request_id":"9f2c…"}
/// ```
///
/// The service's logger writes to standard error through a ``LogWriter``: a caller only queues
/// the line; a thread of its own formats and writes lines in batches, and drops (and counts,
/// see ``droppedLines``) rather than blocks when the output cannot keep up. Lines from different
/// threads never interleave. Call ``flush(timeout:)`` before the process exits.
public struct ServiceLogger: Sendable {
    /// The least severe level written.
    public var level: LogLevel
    private let output: Output

    private enum Output: Sendable {
        case writer(LogWriter)
        case sink(@Sendable (String) -> Void)
    }

    /// A logger writing to standard error in batches, off the caller's thread.
    public init(level: LogLevel) {
        self.init(level: level, fileDescriptor: 2)
    }

    /// A logger writing to `fileDescriptor` in batches, off the caller's thread, with at most
    /// `bufferedLines` lines waiting (more are dropped and counted).
    public init(level: LogLevel, fileDescriptor: Int32, bufferedLines: Int = 32_768) {
        self.level = level
        if let writer = LogWriter(fileDescriptor: fileDescriptor, capacity: bufferedLines) {
            output = .writer(writer)
        } else {
            // No thread to spare: write each line in place (one write(2), lines never interleave).
            output = .sink { line in
                let bytes = Array((line + "\n").utf8)
                _ = bytes.withUnsafeBytes { write(fileDescriptor, $0.baseAddress, $0.count) }
            }
        }
    }

    /// A logger passing each line (without newline) to `sink` on the caller's thread — for tests.
    public init(level: LogLevel, sink: @escaping @Sendable (String) -> Void) {
        self.level = level
        self.output = .sink(sink)
    }

    /// Logs `message` with `fields` when `level` is at least ``level``.
    public func log(_ level: LogLevel, _ message: String, _ fields: [(String, LogValue)] = []) {
        guard level >= self.level else { return }
        emit(.event(time: .now(), level: level, message: message, fields: fields))
    }

    /// Logs the line of one answered request (`msg` `request`, with method, path, status,
    /// duration, body bytes and request id) when `level` is at least ``level``.
    public func logRequest(_ record: consuming HTTPExchangeRecord, level: LogLevel) {
        guard level >= self.level else { return }
        emit(.request(time: .now(), level: level, record: consume record))
    }

    /// Waits until every line logged so far is written, at most `timeout`.
    public func flush(timeout: Duration = .seconds(2)) {
        if case .writer(let writer) = output { writer.flush(timeout: timeout) }
    }

    /// Lines dropped because the output could not keep up (0 for a sink).
    public var droppedLines: Int {
        if case .writer(let writer) = output { return writer.droppedCount }
        return 0
    }

    private func emit(_ entry: consuming LogEntry) {
        switch output {
        case .writer(let writer):
            writer.append(entry)
        case .sink(let sink):
            var timestamps = LogTimestampCache()
            sink(String(decoding: entry.format(timestamps: &timestamps), as: UTF8.self))
        }
    }
}
