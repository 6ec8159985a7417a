/// Request ids for `X-Request-ID`: 16 random bytes as 32 lower-case hex digits, so a client log
/// line and a server log line can be matched.
enum RequestID {
    static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        let high = generator.next() as UInt64
        let low = generator.next() as UInt64
        return hex(high) + hex(low)
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
