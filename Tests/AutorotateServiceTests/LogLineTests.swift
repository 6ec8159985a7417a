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
                var line = LogLineBuffer()
                line.append([1, 2])
                entry.appendLine(to: &line, timestamps: &direct)
                #expect(
                    Array(line.bytes) == [1, 2] + entry.format(timestamps: &formatted) + [0x0A], "\(text)")
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
            var line = LogLineBuffer()
            entry.appendLine(to: &line, timestamps: &direct)
            #expect(Array(line.bytes) == entry.format(timestamps: &formatted) + [0x0A])
        }
    }

    /// A byte that needs an escape is found at every position of a string, whichever of the
    /// eight-byte words or the tail it falls in, and in each of the three string fields; the
    /// line is then the general form's (escaped), and a clean string of the same length is
    /// copied as it is.
    @Test func escapeIsFoundAtEveryPosition() {
        let hostile: [UInt8] = [0x00, 0x09, 0x0A, 0x1F, UInt8(ascii: "\""), UInt8(ascii: "\\")]
        var checked = 0
        for length in 1...20 {
            for position in 0..<length {
                for bad in hostile + [UInt8(ascii: "a"), 0x7F, 0xC3] {
                    var bytes = [UInt8](repeating: UInt8(ascii: "p"), count: length)
                    bytes[position] = bad
                    // 0xC3 alone is not UTF-8: a String repairs it to U+FFFD, non-ASCII and clean.
                    let text = String(decoding: bytes, as: UTF8.self)
                    for field in 0..<3 {
                        let record = HTTPExchangeRecord(
                            method: field == 0 ? text : "GET", path: field == 1 ? text : "/v1/version",
                            status: 200, durationMicroseconds: length, bodyBytes: position,
                            requestID: field == 2 ? text : "id", generatedByServer: false)
                        let entry = LogEntry.request(
                            time: LogTime(seconds: 1_764_625_000, milliseconds: length), level: .info,
                            record: record)
                        var formatted = LogTimestampCache()
                        var direct = LogTimestampCache()
                        var line = LogLineBuffer()
                        entry.appendLine(to: &line, timestamps: &direct)
                        let expected = entry.format(timestamps: &formatted) + [0x0A]
                        #expect(Array(line.bytes) == expected, "\(bytes) in field \(field)")
                        let copiedAsIs = !hostile.contains(bad)
                        #expect(
                            copiedAsIs
                                == RequestLine.append(
                                    record, time: LogTime(seconds: 5, milliseconds: 0), level: .info,
                                    to: &line, timestamps: &direct))
                        checked += 1
                    }
                }
            }
        }
        #expect(checked == (1...20).reduce(0, +) * 9 * 3)
    }

    /// Strings of 511, 512 and 513 bytes, ASCII and not, end where the general form ends them:
    /// copied whole up to 512 bytes, clipped to 512 characters beyond (by the general form).
    @Test func clippingBoundaryMatchesTheFormattedLine() {
        for count in [511, 512, 513] {
            for text in [
                String(repeating: "a", count: count), String(repeating: "é", count: count / 2) + "x",
                "路" + String(repeating: "b", count: count - 3),
            ] {
                let entry = LogEntry.request(
                    time: LogTime(seconds: 1_764_625_000, milliseconds: 999), level: .warning,
                    record: HTTPExchangeRecord(
                        method: "POST", path: text, status: 404, durationMicroseconds: 0, bodyBytes: 0,
                        requestID: text, generatedByServer: true))
                var formatted = LogTimestampCache()
                var direct = LogTimestampCache()
                var line = LogLineBuffer()
                entry.appendLine(to: &line, timestamps: &direct)
                #expect(
                    Array(line.bytes) == entry.format(timestamps: &formatted) + [0x0A], "\(text.utf8.count)")
            }
        }
    }

    /// Many lines into one buffer (it grows past its first size several times), with the time
    /// moving by milliseconds and seconds across a day's end: the bytes are the formatted lines,
    /// one after the other, each with its own timestamp.
    @Test func consecutiveLinesShareTheTimestampCacheCorrectly() {
        var direct = LogTimestampCache()
        var line = LogLineBuffer()
        var expected: [UInt8] = []
        for index in 0..<3000 {
            let time = LogTime(seconds: 1_764_633_598 + index / 700, milliseconds: index * 7 % 1000)
            let entry = LogEntry.request(
                time: time, level: LogLevel.allCases[index % 4],
                record: HTTPExchangeRecord(
                    method: "GET", path: "/v1/version/\(index)", status: 200 + index % 300,
                    durationMicroseconds: index * 13, bodyBytes: index * 1_000_003,
                    requestID: "0123456789abcdef0123456789abcd\(index)", generatedByServer: false))
            var formatted = LogTimestampCache()
            expected += entry.format(timestamps: &formatted) + [0x0A]
            entry.appendLine(to: &line, timestamps: &direct)
        }
        #expect(Array(line.bytes) == expected)
        line.removeAll(keepingCapacityUpTo: 1 << 20)
        #expect(line.count == 0)
    }

    /// The timestamp written in place is ``LogTimestampCache/format(_:)``'s text, whether the
    /// second is the cached one or not; milliseconds outside 0…999 are left to the general form.
    @Test func writtenTimestampsMatchFormat() {
        var cache = LogTimestampCache()
        var written = [UInt8](repeating: 0, count: LogTimestampCache.textBytes)
        for seconds in [0, 59, 60, 86_399, 86_400, 951_782_400, 1_764_625_000, 253_402_300_799] {
            for milliseconds in [0, 1, 9, 10, 99, 100, 500, 999] {
                let time = LogTime(seconds: seconds, milliseconds: milliseconds)
                let wrote = written.withUnsafeMutableBytes { target in
                    // `written` has textBytes bytes, what write(_:to:) writes.
                    guard let base = target.baseAddress else { return false }
                    return cache.write(time, to: base)
                }
                #expect(wrote)
                #expect(String(decoding: written, as: UTF8.self) == LogTimestampCache.format(time))
            }
        }
        let outOfRange = written.withUnsafeMutableBytes { target in
            guard let base = target.baseAddress else { return true }
            return cache.write(LogTime(seconds: 0, milliseconds: 1000), to: base)
        }
        #expect(!outOfRange)
    }

    /// Integers around every power of ten, every number below 1,000, and the ends of `Int`'s
    /// range are written as the general form writes them, in each integer field.
    @Test func integersMatchTheFormattedLine() {
        var integers = Array(-1000...1000) + [Int.max, Int.min, Int.max - 1, Int.min + 1]
        var power = 10
        while true {
            integers += [power - 1, power, power + 1, -power, 1 - power]
            let (next, overflow) = power.multipliedReportingOverflow(by: 10)
            if overflow { break }
            power = next
        }
        var formatted = LogTimestampCache()
        var direct = LogTimestampCache()
        var line = LogLineBuffer()
        var expected: [UInt8] = []
        for (index, value) in integers.enumerated() {
            let entry = LogEntry.request(
                time: LogTime(seconds: 1_764_625_000, milliseconds: 1), level: .error,
                record: HTTPExchangeRecord(
                    method: "GET", path: "/", status: value,
                    durationMicroseconds: integers[(index + 1) % integers.count],
                    bodyBytes: integers[(index + 2) % integers.count], requestID: "r",
                    generatedByServer: false
                ))
            expected += entry.format(timestamps: &formatted) + [0x0A]
            entry.appendLine(to: &line, timestamps: &direct)
        }
        #expect(Array(line.bytes) == expected)
    }
}
