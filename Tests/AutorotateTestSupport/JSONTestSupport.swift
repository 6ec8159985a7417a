import AutorotateWire
import Foundation

/// Helpers shared by the JSON and wire test suites: fixture discovery and a structural comparison
/// with Foundation's JSONSerialization.
public enum JSONTestSupport {
    /// The scenario fixtures, found relative to this file.
    public static func fixtureURLs(filePath: String = #filePath) throws -> [URL] {
        let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/scenarios")
        return try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// Parses with Foundation (fragments allowed).
    public static func foundationParse(_ bytes: [UInt8]) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
    }

    /// Whether Foundation's parse `theirs` holds the same JSON as `mine` (object order ignored, as
    /// Foundation's dictionaries have none; numbers compared as `Double`).
    public static func equivalent(_ mine: JSONValue, _ theirs: Any) -> Bool {
        switch mine {
        case .null:
            return theirs is NSNull
        case .bool(let flag):
            guard let other = theirs as? NSNumber, isBoolean(other) else { return false }
            return other.boolValue == flag
        case .number(let number):
            guard let other = theirs as? NSNumber, !isBoolean(other) else { return false }
            return closeEnough(other.doubleValue, number)
        case .string(let text):
            return (theirs as? String) == text
        case .array(let elements):
            guard let others = theirs as? [Any], others.count == elements.count else { return false }
            return zip(elements, others).allSatisfy { equivalent($0, $1) }
        case .object(let object):
            guard let others = theirs as? [String: Any], others.count == object.members.count else {
                return false
            }
            return object.members.allSatisfy { member in
                others[member.key].map { equivalent(member.value, $0) } ?? false
            }
        }
    }

    /// Whether Foundation's `theirs` agrees with our `mine` to 1e-13 relative. JSONSerialization on
    /// Linux is not correctly rounded for long mantissas or large exponents (measured up to ~20 ULPs
    /// off, and some numbers come back as imprecise `NSDecimalNumber`s); our reader is checked
    /// bit-for-bit against the standard library's correctly rounded `Double(String)` instead.
    public static func closeEnough(_ theirs: Double, _ mine: Double) -> Bool {
        theirs == mine || (theirs - mine).magnitude <= 1e-13 * max(theirs.magnitude, mine.magnitude)
    }

    /// Foundation returns booleans as `NSNumber`s whose Objective-C type is `char`.
    public static func isBoolean(_ number: NSNumber) -> Bool {
        String(cString: number.objCType) == "c"
    }
}
