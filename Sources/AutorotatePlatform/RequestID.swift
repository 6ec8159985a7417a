import Synchronization

/// Request ids for `X-Request-ID`, the one format the server and the client both generate, so a
/// client log line and a server log line can be matched.
///
/// A new id is 32 lower-case hex digits — the shape of a W3C Trace Context trace-id — made of a
/// random 64-bit prefix drawn once per process and a 64-bit sequence number: unique within the
/// process, collision-free across processes with overwhelming probability (128 bits, where 64
/// would collide after a few billion ids from many clients), and without a `getrandom` system
/// call per request.
///
/// ```swift
/// let id = RequestID.resolve(head.headers["X-Request-ID"])  // the client's, or a new one
/// ```
public enum RequestID {
    /// The number of hex digits of a generated id.
    public static let generatedLength = 32

    private static let prefix: UInt64 = {
        var generator = SystemRandomNumberGenerator()
        return generator.next()
    }()
    private static let sequence = Atomic<UInt64>(0)

    /// The id to use for a request that carried `clientValue` in `X-Request-ID`: that value when
    /// it is safe to echo (``isSafe(_:)``), else a new one.
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

    /// A new id: ``generatedLength`` lower-case hex digits.
    public static func generate() -> String {
        let number = sequence.wrappingAdd(1, ordering: .relaxed).newValue
        return String(unsafeUninitializedCapacity: generatedLength) { buffer in
            writeHex(prefix, into: buffer, at: 0)
            writeHex(number, into: buffer, at: 16)
            return generatedLength
        }
    }

    /// Writes `value` as 16 zero-padded lower-case hex digits at `offset`.
    private static func writeHex(
        _ value: UInt64, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int
    ) {
        for index in 0..<16 {
            let nibble = UInt8(truncatingIfNeeded: value >> UInt64(60 - 4 * index)) & 0x0F
            buffer[offset + index] = nibble < 10 ? 0x30 + nibble : 0x57 + nibble
        }
    }
}
