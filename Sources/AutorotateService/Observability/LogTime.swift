import Glibc

/// A wall-clock instant, as `CLOCK_REALTIME` gives it (read in about 20 ns through the vDSO).
struct LogTime: Sendable, Equatable {
    /// Seconds since the Unix epoch.
    var seconds: Int
    /// Milliseconds within the second (0…999).
    var milliseconds: Int

    /// Now.
    static func now() -> LogTime {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        return LogTime(seconds: Int(spec.tv_sec), milliseconds: Int(spec.tv_nsec / 1_000_000))
    }
}

/// Formats ``LogTime`` as RFC 3339 UTC with milliseconds (`2026-11-30T06:10:00.123Z`), reusing
/// the last text while the millisecond has not changed (a busy server logs many lines per
/// millisecond). Owned by one thread.
struct LogTimestampCache {
    private var last: LogTime?
    private var lastText = ""
    /// The first 20 bytes of the text of second `prefixSeconds` (`2026-11-30T06:10:00.`), as
    /// words of 8, 8 and 4 bytes in memory order.
    private var prefixSeconds: Int?
    private var prefix: (UInt64, UInt64, UInt32) = (0, 0, 0)

    /// The length of a timestamp's text.
    static let textBytes = 24

    /// Writes the ``textBytes`` bytes of `time`'s text (those of ``format(_:)``) at `target`,
    /// which must have room for them: the date and time of day come from the last second's text,
    /// computed again only when the second changes; the milliseconds are written each time.
    /// `false` (nothing written) for milliseconds outside 0…999, whose text only
    /// ``format(_:)`` spells.
    mutating func write(_ time: LogTime, to target: UnsafeMutableRawPointer) -> Bool {
        guard (0...999).contains(time.milliseconds) else { return false }
        if time.seconds != prefixSeconds {
            let text = Self.format(time)
            let words = text.utf8.withContiguousStorageIfAvailable { bytes -> (UInt64, UInt64, UInt32)? in
                // 24 bytes, checked: the three loads read bytes 0..<20.
                guard bytes.count == Self.textBytes, let base = bytes.baseAddress else { return nil }
                let raw = UnsafeRawPointer(base)
                return (
                    raw.loadUnaligned(as: UInt64.self), raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self),
                    raw.loadUnaligned(fromByteOffset: 16, as: UInt32.self)
                )
            }
            guard let found = words, let words = found else { return false }
            prefixSeconds = time.seconds
            prefix = words
        }
        target.storeBytes(of: prefix.0, as: UInt64.self)
        target.storeBytes(of: prefix.1, toByteOffset: 8, as: UInt64.self)
        target.storeBytes(of: prefix.2, toByteOffset: 16, as: UInt32.self)
        let milliseconds = UInt8(truncatingIfNeeded: time.milliseconds / 10)
        target.storeBytes(of: UInt8(ascii: "0") + milliseconds / 10, toByteOffset: 20, as: UInt8.self)
        target.storeBytes(of: UInt8(ascii: "0") + milliseconds % 10, toByteOffset: 21, as: UInt8.self)
        target.storeBytes(
            of: UInt8(ascii: "0") + UInt8(truncatingIfNeeded: time.milliseconds % 10), toByteOffset: 22,
            as: UInt8.self)
        target.storeBytes(of: UInt8(ascii: "Z"), toByteOffset: 23, as: UInt8.self)
        return true
    }

    /// The text of `time`.
    mutating func text(_ time: LogTime) -> String {
        if time == last { return lastText }
        last = time
        lastText = Self.format(time)
        return lastText
    }

    /// The RFC 3339 text of `time`, computed without `gmtime` (days to civil date, H. Hinnant's
    /// algorithm, valid for every year of the proleptic Gregorian calendar).
    static func format(_ time: LogTime) -> String {
        let days = time.seconds >= 0 ? time.seconds / 86_400 : (time.seconds - 86_399) / 86_400
        let secondOfDay = time.seconds - days * 86_400
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        func digits(_ value: Int, _ width: Int) {
            var divisor = 1
            for _ in 1..<width { divisor *= 10 }
            var rest = value
            while divisor > 0 {
                bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: (rest / divisor) % 10))
                rest %= divisor
                divisor /= 10
            }
        }
        digits(year, 4)
        bytes.append(UInt8(ascii: "-"))
        digits(month, 2)
        bytes.append(UInt8(ascii: "-"))
        digits(day, 2)
        bytes.append(UInt8(ascii: "T"))
        digits(secondOfDay / 3600, 2)
        bytes.append(UInt8(ascii: ":"))
        digits(secondOfDay / 60 % 60, 2)
        bytes.append(UInt8(ascii: ":"))
        digits(secondOfDay % 60, 2)
        bytes.append(UInt8(ascii: "."))
        digits(time.milliseconds, 3)
        bytes.append(UInt8(ascii: "Z"))
        return String(decoding: bytes, as: UTF8.self)
    }
}
