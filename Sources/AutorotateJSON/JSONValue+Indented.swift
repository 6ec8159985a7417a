/// A ``JSONValue`` written as JSON for people to read: indented two spaces per level.
extension JSONValue {
    /// The value as JSON, compact (`indented: false`, the same bytes as ``serialized()``) or indented
    /// two spaces per level with one member or element per line (`indented: true`).
    ///
    /// Members keep their order; scalars and keys are written by ``JSONWriter`` (same escaping,
    /// same numbers), so an indented document parses to the same value. An empty array or object
    /// stays `[]` or `{}`; there is no newline after the last line.
    ///
    /// ```swift
    /// print(String(decoding: scenario.serialized(indented: true), as: UTF8.self))
    /// ```
    public func serialized(indented: Bool) -> [UInt8] {
        guard indented else { return serialized() }
        var bytes: [UInt8] = []
        writeIndented(depth: 0, into: &bytes)
        return bytes
    }

    private func writeIndented(depth: Int, into bytes: inout [UInt8]) {
        switch self {
        case .array(let elements) where !elements.isEmpty:
            bytes.append(UInt8(ascii: "["))
            for (offset, element) in elements.enumerated() {
                Self.newline(depth: depth + 1, after: offset == 0 ? nil : UInt8(ascii: ","), into: &bytes)
                element.writeIndented(depth: depth + 1, into: &bytes)
            }
            Self.newline(depth: depth, after: nil, into: &bytes)
            bytes.append(UInt8(ascii: "]"))
        case .object(let object) where !object.members.isEmpty:
            bytes.append(UInt8(ascii: "{"))
            for (offset, member) in object.members.enumerated() {
                Self.newline(depth: depth + 1, after: offset == 0 ? nil : UInt8(ascii: ","), into: &bytes)
                bytes.append(contentsOf: JSONValue.string(member.key).serialized())
                bytes.append(contentsOf: ": ".utf8)
                member.value.writeIndented(depth: depth + 1, into: &bytes)
            }
            Self.newline(depth: depth, after: nil, into: &bytes)
            bytes.append(UInt8(ascii: "}"))
        default:
            bytes.append(contentsOf: serialized())
        }
    }

    /// `separator` (if any), a line break, and two spaces per level of `depth`.
    private static func newline(depth: Int, after separator: UInt8?, into bytes: inout [UInt8]) {
        if let separator { bytes.append(separator) }
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }
}
