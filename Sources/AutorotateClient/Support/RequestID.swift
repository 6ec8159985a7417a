import Synchronization

/// Request ids for `X-Request-ID`, so a client log line and a server log line can be matched:
/// 32 lower-case hex digits, a random 64-bit prefix drawn once per process followed by a 64-bit
/// sequence number. Unique within the process, collision-free across processes with overwhelming
/// probability, and without a `getrandom` system call per request.
enum RequestID {
    private static let prefix: String = {
        var generator = SystemRandomNumberGenerator()
        return hex(generator.next())
    }()
    private static let sequence = Atomic<UInt64>(0)

    static func make() -> String {
        let number = sequence.wrappingAdd(1, ordering: .relaxed).newValue
        return prefix + hex(number)
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
