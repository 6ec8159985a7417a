import AutorotateHTTP
import AutorotateWire

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
    /// The request line, one per request, is written straight into `output`: its keys and
    /// punctuation are literal bytes, its integers decimal, and each string is copied between
    /// quotes as it is when it needs no escape and no clipping (printable, no `"` or `\`, at most
    /// 512 bytes), else written by a ``JSONWriter`` as ``format(timestamps:)`` writes it. This
    /// saves a writer, its buffer and a copy per line on the log writer's thread.
    func appendLine(to output: inout [UInt8], timestamps: inout LogTimestampCache) {
        guard case .request(let time, let level, let record) = self else {
            output += format(timestamps: &timestamps)
            output.append(0x0A)
            return
        }
        Self.append(&output, #"{"ts":"#)
        Self.appendString(&output, timestamps.text(time))
        Self.append(&output, #","level":"#)
        Self.appendString(&output, level.rawValue)
        Self.append(&output, #","msg":"request","method":"#)
        Self.appendString(&output, record.method)
        Self.append(&output, #","path":"#)
        Self.appendString(&output, record.path)
        Self.append(&output, #","status":"#)
        Self.appendInteger(&output, record.status)
        Self.append(&output, #","duration_us":"#)
        Self.appendInteger(&output, record.durationMicroseconds)
        Self.append(&output, #","bytes":"#)
        Self.appendInteger(&output, record.bodyBytes)
        Self.append(&output, #","request_id":"#)
        Self.appendString(&output, record.requestID)
        Self.append(&output, "}\n")
    }

    private static func append(_ output: inout [UInt8], _ text: StaticString) {
        output.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// `text` as a JSON string, clipped as ``clipped(_:)`` clips it.
    private static func appendString(_ output: inout [UInt8], _ text: String) {
        let copied: Bool? = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.count <= 512 else { return false }
            for byte in bytes where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                return false
            }
            output.append(UInt8(ascii: "\""))
            output.append(contentsOf: bytes)
            output.append(UInt8(ascii: "\""))
            return true
        }
        if copied == true { return }
        var writer = JSONWriter(reservingCapacity: text.utf8.count + 16)
        writer.string(clipped(text))
        output += writer.bytes
    }

    /// `value` in decimal, as ``JSONWriter/integer(_:)`` writes it.
    private static func appendInteger(_ output: inout [UInt8], _ value: Int) {
        if value < 0 { output.append(UInt8(ascii: "-")) }
        var rest = value.magnitude
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            // 20 digits hold UInt64.max; the loop stops at the first digit, so `start` stays ≥ 0.
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            } while rest > 0
            output.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
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
