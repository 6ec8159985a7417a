import Synchronization

/// Request ids: the client's `X-Request-ID` when it is a safe token, or a new one.
///
/// New ids are 16 hex digits: a per-process random prefix mixed with a counter through a 64-bit
/// finaliser — unique within a process, cheap (no UUID, no system call per request).
public enum RequestID {
    private static let seed = UInt64.random(in: 0...UInt64.max)
    private static let counter = Atomic<UInt64>(0)

    /// The id to use for a request that carried `clientValue` in `X-Request-ID`.
    public static func resolve(_ clientValue: String?) -> String {
        if let clientValue, isSafe(clientValue) { return clientValue }
        return generate()
    }

    /// Whether a client-supplied id may be echoed: 1–128 characters of `A–Z a–z 0–9 - _ . : /`.
    public static func isSafe(_ value: String) -> Bool {
        let bytes = value.utf8
        guard (1...128).contains(bytes.count) else { return false }
        return bytes.allSatisfy { byte in
            switch byte {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x5F, 0x2E, 0x3A, 0x2F: true
            default: false
            }
        }
    }

    /// A new id.
    public static func generate() -> String {
        var x = seed &+ counter.add(1, ordering: .relaxed).newValue &* 0x9E37_79B9_7F4A_7C15
        x = (x ^ (x >> 30)) &* 0xBF58_476D_1CE4_E5B9
        x = (x ^ (x >> 27)) &* 0x94D0_49BB_1331_11EB
        x ^= x >> 31
        let hex = String(x, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
