import AutorotateHTTP
import AutorotateOperations

/// A value of a log line's field: text or a whole number.
public enum LogValue: Sendable, Equatable {
    /// A JSON string (longer text is cut to 512 characters).
    case string(String)
    /// A JSON number.
    case integer(Int)
}

/// One log line before it is formatted: what the caller knew, and when. Formatting (JSON
/// escaping, the timestamp) happens later, on the log writer's thread, so a request pays only
/// for copying a few references.
enum LogEntry: Sendable {
    /// A message with fields.
    case event(time: LogTime, level: LogLevel, message: String, fields: [(String, LogValue)])
    /// The line of one answered request (`msg` `request`).
    case request(time: LogTime, level: LogLevel, record: HTTPExchangeRecord)
    /// The writer's own notice that `count` lines were dropped because the buffer was full.
    case dropped(time: LogTime, count: Int)

    /// The JSON object of the line, without the newline:
    /// `{"ts":"2026-11-30T06:10:00.123Z","level":"info","msg":"request","method":"POST",…}`.
    func format(timestamps: inout LogTimestampCache) -> [UInt8] {
        var writer = JSONWriter(reservingCapacity: 256)
        writer.beginObject()
        switch self {
        case .event(let time, let level, let message, let fields):
            Self.writeHeader(&writer, timestamps.text(time), level, message)
            for (key, value) in fields {
                writer.key(key)
                switch value {
                case .string(let text): writer.string(Self.clipped(text))
                case .integer(let number): writer.integer(number)
                }
            }
        case .request(let time, let level, let record):
            Self.writeHeader(&writer, timestamps.text(time), level, "request")
            writer.literalKey("method")
            writer.string(Self.clipped(record.method))
            writer.literalKey("path")
            writer.string(Self.clipped(record.path))
            writer.literalKey("status")
            writer.integer(record.status)
            writer.literalKey("duration_us")
            writer.integer(record.durationMicroseconds)
            writer.literalKey("bytes")
            writer.integer(record.bodyBytes)
            writer.literalKey("request_id")
            writer.string(Self.clipped(record.requestID))
        case .dropped(let time, let count):
            Self.writeHeader(
                &writer, timestamps.text(time), .warning, "log lines dropped: the log output was too slow")
            writer.literalKey("count")
            writer.integer(count)
        }
        writer.endObject()
        return writer.bytes
    }

    /// Appends the line — ``format(timestamps:)``'s bytes — and a newline to `output`.
    ///
    /// The request line, one per request, is written in one piece (``RequestLine``) when its
    /// strings need no escape and no clipping (printable, no `"` or `\`, at most 512 bytes) and
    /// its time is an ordinary one; any other line, and a request line with a string to escape or
    /// clip, is written by a ``JSONWriter`` as ``format(timestamps:)`` writes it.
    func appendLine(to output: inout LogLineBuffer, timestamps: inout LogTimestampCache) {
        if case .request(let time, let level, let record) = self,
            RequestLine.append(record, time: time, level: level, to: &output, timestamps: &timestamps)
        {
            return
        }
        var line = format(timestamps: &timestamps)
        line.append(0x0A)
        output.append(line)
    }

    private static func writeHeader(
        _ writer: inout JSONWriter, _ timestamp: String, _ level: LogLevel, _ message: String
    ) {
        writer.literalKey("ts")
        writer.string(timestamp)
        writer.literalKey("level")
        writer.string(level.rawValue)
        writer.literalKey("msg")
        writer.string(message)
    }

    /// `text` cut to 512 characters (only a long path or a hostile header is ever cut).
    private static func clipped(_ text: String) -> String {
        text.utf8.count <= 512 ? text : String(text.prefix(512))
    }
}
