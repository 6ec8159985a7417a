import AutorotatePlatform
import Glibc

/// The `Date` header's value (RFC 9110 §6.6.1, IMF-fixdate: `Sun, 06 Nov 1994 08:49:37 GMT`),
/// formatted at most once per second of the wall clock and shared by every response of that
/// second, whichever thread encodes it.
///
/// ```swift
/// let value = HTTPDate.shared.current()
/// ```
final class HTTPDate: Sendable {
    /// The server's cache, on the system's wall clock.
    static let shared = HTTPDate(now: HTTPDate.systemSeconds)

    private let now: @Sendable () -> Int
    private let cache = PThreadMutex<(second: Int, text: String, formatted: Int)>((Int.min, "", 0))

    /// A cache reading the time (whole seconds since 1970, UTC) from `now`.
    init(now: @escaping @Sendable () -> Int) {
        self.now = now
    }

    /// The value for a response sent now.
    func current() -> String {
        let second = now()
        return cache.withLock { cache in
            if cache.second != second {
                cache = (second, Self.imfFixdate(second), cache.formatted + 1)
            }
            return cache.text
        }
    }

    /// How many times a value was formatted (at most once per distinct second).
    var formatCount: Int { cache.withLock { $0.formatted } }

    /// `epochSeconds` (UTC) as an IMF-fixdate, in English whatever the locale.
    static func imfFixdate(_ epochSeconds: Int) -> String {
        var time = time_t(epochSeconds)
        var parts = tm()
        guard gmtime_r(&time, &parts) != nil else { return "Thu, 01 Jan 1970 00:00:00 GMT" }
        let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let day = days[Int(parts.tm_wday) % 7]
        let month = months[Int(parts.tm_mon) % 12]
        return "\(day), \(two(parts.tm_mday)) \(month) \(1900 + Int(parts.tm_year)) "
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)) GMT"
    }

    /// Whole seconds since 1970 on the system's wall clock.
    @Sendable static func systemSeconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Int(now.tv_sec)
    }

    private static func two(_ value: Int32) -> String {
        value < 10 ? "0\(value)" : String(value)
    }
}
