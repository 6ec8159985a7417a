import AutorotateWire

/// The rule generations of R0.2: one engine, rule sets selected by `device.os`.
public enum Generation: String, Sendable, Equatable, CaseIterable {
    case ios5, ios6, ios7, ios8, ios9, ios13, ios16

    /// The generation that runs `version` (R0.1: 17 and later run `ios16`).
    public static func of(_ version: OSVersion) -> Generation {
        switch version.major {
        case ..<6: .ios5
        case 6: .ios6
        case 7: .ios7
        case 8: .ios8
        case 9...12: .ios9
        case 13...15: .ios13
        default: .ios16
        }
    }

    /// The iOS versions this generation covers, as `GET /v1/version` reports them.
    public var osRange: (from: String, through: String?) {
        switch self {
        case .ios5: ("2.0", "5.1.x")
        case .ios6: ("6.0", "6.1.x")
        case .ios7: ("7.0", "7.1.x")
        case .ios8: ("8.0", "8.4.x")
        case .ios9: ("9.0", "12.x")
        case .ios13: ("13.0", "15.x")
        case .ios16: ("16.0", nil)
        }
    }
}

/// An iOS version, `major[.minor[.patch]]`, compared numerically with missing parts 0 (R0.1).
public struct OSVersion: Sendable, Equatable, Comparable, CustomStringConvertible {
    public var major: Int
    public var minor: Int
    public var patch: Int

    public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// Parses `"6"`, `"6.1"` or `"6.1.3"`; `nil` for anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.count <= 4, part.allSatisfy({ $0.isASCII && $0.isNumber }),
                let value = Int(part)
            else { return nil }
            numbers.append(value)
        }
        self.init(numbers[0], numbers.count > 1 ? numbers[1] : 0, numbers.count > 2 ? numbers[2] : 0)
    }

    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }

    public var description: String { "\(major).\(minor)" + (patch == 0 ? "" : ".\(patch)") }
}

extension RotationEngine {
    /// R0.1: that 17 and later behave like 16 (the `ios16` rules) is inferred, so every decision
    /// on those versions reports at most `inferred`; up to 16.x the generations are documented (R0.2).
    var generationConfidence: Confidence { os.major >= 17 ? .inferred : .documented }
}
