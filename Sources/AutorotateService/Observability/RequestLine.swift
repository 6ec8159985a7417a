import AutorotateHTTP
import AutorotateOperations

/// The log line of one answered request, written in one piece into a ``LogLineBuffer``: the
/// bytes ``LogEntry/format(timestamps:)`` makes with a `JSONWriter` for a `.request` entry, for
/// the lines that need no escape and no clipping (nearly all).
///
/// ```text
/// {"ts":"2026-11-30T06:10:00.123Z","level":"info","msg":"request","method":"GET","path":"/v1/version","status":200,"duration_us":14,"bytes":96,"request_id":"9f2c…"}
/// ```
///
/// The line's longest possible length is known before a byte is written (the strings' lengths,
/// 20 characters per integer), so the keys and punctuation (literal bytes, the level's part
/// chosen whole), the timestamp (``LogTimestampCache/write(_:to:)``), the strings (copied and
/// checked eight bytes at a time) and the integers go straight into the buffer: no `JSONWriter`,
/// no per-key append, no copy of the line.
enum RequestLine {
    /// Appends the line of `record` and a newline; `false` (nothing appended) when a string needs
    /// an escape or clipping, or the time has no ordinary text: the caller then writes the line
    /// as ``LogEntry/format(timestamps:)`` does.
    static func append(
        _ record: HTTPExchangeRecord, time: LogTime, level: LogLevel, to output: inout LogLineBuffer,
        timestamps: inout LogTimestampCache
    ) -> Bool {
        let method = record.method.utf8.count
        let path = record.path.utf8.count
        let requestID = record.requestID.utf8.count
        guard method <= maximumStringBytes, path <= maximumStringBytes, requestID <= maximumStringBytes else {
            return false
        }
        let header = header(level)
        let maximum =
            opening.utf8CodeUnitCount + LogTimestampCache.textBytes + header.utf8CodeUnitCount + method
            + afterMethod.utf8CodeUnitCount + path + afterPath.utf8CodeUnitCount
            + afterStatus.utf8CodeUnitCount
            + afterDuration.utf8CodeUnitCount + afterBytes.utf8CodeUnitCount + requestID
            + closing.utf8CodeUnitCount + 3 * maximumIntegerBytes
        var appended = false
        output.reserve(maximum) { region in
            // Every write below stays within `region`: the literals, the 24-byte timestamp and
            // the three strings (whose lengths were read above and cannot change: `record` is a
            // value) add up to `maximum` with 20 bytes for each integer, the most an `Int` takes.
            guard let base = region.baseAddress else { return 0 }
            var line = Cursor(base: UnsafeMutableRawPointer(base))
            line.copy(opening)
            guard timestamps.write(time, to: line.position) else { return 0 }
            line.offset += LogTimestampCache.textBytes
            line.copy(header)
            guard line.copyPlain(record.method) else { return 0 }
            line.copy(afterMethod)
            guard line.copyPlain(record.path) else { return 0 }
            line.copy(afterPath)
            line.integer(record.status)
            line.copy(afterStatus)
            line.integer(record.durationMicroseconds)
            line.copy(afterDuration)
            line.integer(record.bodyBytes)
            line.copy(afterBytes)
            guard line.copyPlain(record.requestID) else { return 0 }
            line.copy(closing)
            appended = true
            return line.offset
        }
        return appended
    }

    /// Longer strings are clipped by the general form (``LogEntry/format(timestamps:)``).
    static let maximumStringBytes = 512
    /// `-9223372036854775808`.
    static let maximumIntegerBytes = 20

    private static let opening: StaticString = #"{"ts":""#
    private static let afterMethod: StaticString = #"","path":""#
    private static let afterPath: StaticString = #"","status":"#
    private static let afterStatus: StaticString = #","duration_us":"#
    private static let afterDuration: StaticString = #","bytes":"#
    private static let afterBytes: StaticString = #","request_id":""#
    private static let closing: StaticString = "\"}\n"

    /// From the timestamp's closing quote to the method's opening quote, for `level`.
    private static func header(_ level: LogLevel) -> StaticString {
        switch level {
        case .debug: #"","level":"debug","msg":"request","method":""#
        case .info: #"","level":"info","msg":"request","method":""#
        case .warning: #"","level":"warning","msg":"request","method":""#
        case .error: #"","level":"error","msg":"request","method":""#
        }
    }

    /// The write position in a region ``LogLineBuffer/reserve(_:writing:)`` lends; used only
    /// inside that closure, and only for writes the line's `maximum` accounts for.
    private struct Cursor {
        let base: UnsafeMutableRawPointer
        var offset = 0

        var position: UnsafeMutableRawPointer { base + offset }

        mutating func copy(_ text: StaticString) {
            position.copyMemory(from: text.utf8Start, byteCount: text.utf8CodeUnitCount)
            offset += text.utf8CodeUnitCount
        }

        /// Copies `text`'s bytes; `false` when one of them needs an escape (or the bytes are not
        /// contiguous), and the line is abandoned.
        mutating func copyPlain(_ text: String) -> Bool {
            let target = position
            let clean = text.utf8.withContiguousStorageIfAvailable { source -> Bool in
                guard let from = source.baseAddress, source.count > 0 else { return true }
                return JSONEscapeScan.copyIsClean(
                    from: UnsafeRawPointer(from), to: target, count: source.count)
            }
            guard clean == true else { return false }
            offset += text.utf8.count
            return true
        }

        /// `value` in decimal, as ``JSONWriter/integer(_:)`` writes it (at most 20 bytes), two
        /// digits at a time from the end.
        mutating func integer(_ value: Int) {
            if value < 0 {
                position.storeBytes(of: UInt8(ascii: "-"), as: UInt8.self)
                offset += 1
            }
            var rest = value.magnitude
            var digits = 1
            var bound: UInt = 10
            while rest >= bound {
                digits += 1
                let (next, overflow) = bound.multipliedReportingOverflow(by: 10)
                if overflow { break }
                bound = next
            }
            var index = offset + digits
            let pairs = RequestLine.digitPairs.utf8Start
            while rest >= 100 {
                let pair = Int(truncatingIfNeeded: rest % 100)
                rest /= 100
                index -= 2
                (base + index).copyMemory(from: pairs + 2 * pair, byteCount: 2)
            }
            if rest >= 10 {
                (base + index - 2).copyMemory(from: pairs + 2 * Int(truncatingIfNeeded: rest), byteCount: 2)
            } else {
                base.storeBytes(
                    of: UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest), toByteOffset: index - 1,
                    as: UInt8.self)
            }
            offset += digits
        }
    }

    /// `00`, `01`, … `99`: the two digits of each number below 100, at twice the number.
    private static let digitPairs: StaticString = """
        00010203040506070809101112131415161718192021222324\
        25262728293031323334353637383940414243444546474849\
        50515253545556575859606162636465666768697071727374\
        75767778798081828384858687888990919293949596979899
        """
}
