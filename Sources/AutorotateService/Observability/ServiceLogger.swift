import AutorotateHTTP
import Glibc

/// Structured logging: one JSON object per line, written to standard error with one `write(2)`
/// (lines from different threads never interleave).
///
/// ```text
/// {"ts":"2026-11-30T06:10:00.123Z","level":"info","msg":"request","method":"POST","path":"/v1/simulate","status":200,"duration_us":143,"bytes":5120,"request_id":"9f2c…"}
/// ```
public struct ServiceLogger: Sendable {
    /// The least severe level written.
    public var level: LogLevel
    private let sink: @Sendable (String) -> Void

    /// A logger writing to standard error.
    public init(level: LogLevel) {
        self.init(level: level) { line in
            var bytes = Array(line.utf8)
            bytes.append(0x0A)
            _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        }
    }

    /// A logger passing each line (without newline) to `sink` — for tests.
    public init(level: LogLevel, sink: @escaping @Sendable (String) -> Void) {
        self.level = level
        self.sink = sink
    }

    /// Writes `message` with `fields` (values already JSON: use ``string(_:)`` for text).
    public func log(_ level: LogLevel, _ message: String, _ fields: [(String, String)] = []) {
        guard level >= self.level else { return }
        var line =
            "{\"ts\":\"\(Self.timestamp())\",\"level\":\"\(level.rawValue)\",\"msg\":\"\(JSONText.escape(message))\""
        for (key, value) in fields { line += ",\"\(key)\":\(value)" }
        sink(line + "}")
    }

    /// `text` as a JSON string value (truncated to 512 characters).
    public static func string(_ text: some StringProtocol) -> String {
        "\"" + JSONText.escape(text.prefix(512)) + "\""
    }

    /// The current UTC time as RFC 3339 with milliseconds.
    static func timestamp() -> String {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        var seconds = spec.tv_sec
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func pad(_ value: Int32, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return "\(pad(parts.tm_year + 1900, 4))-\(pad(parts.tm_mon + 1, 2))-\(pad(parts.tm_mday, 2))T"
            + "\(pad(parts.tm_hour, 2)):\(pad(parts.tm_min, 2)):\(pad(parts.tm_sec, 2))."
            + "\(pad(Int32(spec.tv_nsec / 1_000_000), 3))Z"
    }
}
