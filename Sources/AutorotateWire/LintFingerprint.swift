/// A finding's fingerprint (SARIF `partialFingerprints`, api.md §7.1): what a baseline matches
/// on, robust to line shifts because it holds no line or column: the rule, the file and the
/// message. FNV-1a 64-bit twice (two offset bases), 32 hex digits.
public enum LintFingerprint {
    /// The `partialFingerprints` key autorotate writes and reads.
    public static let key = "autorotate/v1"

    /// The fingerprint of a finding of rule `ruleID` with `message`, placed in file `uri`
    /// (relative to the project root; `nil` when the finding has no file).
    public static func of(ruleID: String, uri: String?, message: String) -> String {
        var bytes = Array(ruleID.utf8)
        bytes.append(0)
        bytes.append(contentsOf: (uri ?? "").utf8)
        bytes.append(0)
        bytes.append(contentsOf: message.utf8)
        return hex(fnv1a(bytes, basis: 0xcbf2_9ce4_8422_2325))
            + hex(fnv1a(bytes, basis: 0x8422_2325_cbf2_9ce4))
    }

    private static func fnv1a(_ bytes: [UInt8], basis: UInt64) -> UInt64 {
        var hash = basis
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
