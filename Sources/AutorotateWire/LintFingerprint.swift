/// A finding's fingerprint (SARIF `partialFingerprints`, api.md §7.1): what a baseline matches
/// on. It holds the rule, the file and the JSON pointer of the value behind the finding (the view
/// controller and member, the plist key), and no line or column, so moving code keeps it; nor the
/// message, so a release that rewords messages, or a run over another OS range that names
/// other versions in them, keeps it too. A note on a file rather than a value (AR900, whose
/// pointer names no value) adds its message. FNV-1a 64-bit twice (two offset bases), 32 hex digits.
public enum LintFingerprint {
    /// The `partialFingerprints` key autorotate writes and reads.
    public static let key = "autorotate/v1"

    /// The fingerprint of `finding` placed in file `uri` (relative to the project root; `nil`
    /// when the finding has no file).
    public static func of(_ finding: Finding, uri: String?) -> String {
        var bytes = Array(finding.id.utf8)
        bytes.append(0)
        bytes.append(contentsOf: (uri ?? "").utf8)
        bytes.append(0)
        bytes.append(contentsOf: finding.pointer.utf8)
        if finding.location != nil {
            bytes.append(0)
            bytes.append(contentsOf: finding.message.utf8)
        }
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
