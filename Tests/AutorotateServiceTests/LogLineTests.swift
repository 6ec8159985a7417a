import AutorotateHTTP
import Testing

@testable import AutorotateService

/// The log writer's direct request line is byte for byte the line ``LogEntry/format(timestamps:)``
/// makes with a `JSONWriter`, for plain and hostile texts alike.
@Suite("Request log line")
struct LogLineTests {
    /// Texts that are copied as they are, and ones that need escapes or clipping (quotes,
    /// backslashes, control characters, non-ASCII, over 512 bytes), in every string field, with
    /// negative and large integers.
    @Test func directLineMatchesTheFormattedLine() {
        let texts = [
            "GET", "/v1/simulate", "", "a\"b", "back\\slash", "tab\there", "new\nline", "ünïcödé/路径",
            "\u{7F}del", String(repeating: "x", count: 512), String(repeating: "y", count: 513),
            String(repeating: "é", count: 300), "0123456789abcdef0123456789abcdef",
        ]
        let integers = [0, 7, -3, 19_154, Int.max, Int.min]
        var checked = 0
        for (index, text) in texts.enumerated() {
            let other = texts[(index + 3) % texts.count]
            for level in LogLevel.allCases {
                let entry = LogEntry.request(
                    time: LogTime(seconds: 1_764_625_000 + index, milliseconds: index * 37 % 1000),
                    level: level,
                    record: HTTPExchangeRecord(
                        method: text, path: other, status: integers[index % integers.count],
                        durationMicroseconds: integers[(index + 1) % integers.count],
                        bodyBytes: integers[(index + 2) % integers.count], requestID: text + other,
                        generatedByServer: index % 2 == 0))
                var formatted = LogTimestampCache()
                var direct = LogTimestampCache()
                var line: [UInt8] = [1, 2]
                entry.appendLine(to: &line, timestamps: &direct)
                #expect(line == [1, 2] + entry.format(timestamps: &formatted) + [0x0A], "\(text)")
                checked += 1
            }
        }
        #expect(checked == texts.count * LogLevel.allCases.count)
    }

    /// Other entries (events, the dropped-lines notice) are appended as formatted, newline after.
    @Test func otherEntriesAreAppendedAsFormatted() {
        let entries: [LogEntry] = [
            .event(
                time: LogTime(seconds: 5, milliseconds: 1), level: .warning, message: "m\"x",
                fields: [("k", .string("v")), ("n", .integer(-1))]),
            .dropped(time: LogTime(seconds: 6, milliseconds: 2), count: 3),
        ]
        for entry in entries {
            var formatted = LogTimestampCache()
            var direct = LogTimestampCache()
            var line: [UInt8] = []
            entry.appendLine(to: &line, timestamps: &direct)
            #expect(line == entry.format(timestamps: &formatted) + [0x0A])
        }
    }
}
