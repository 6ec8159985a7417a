/// Writes compact JSON (no spaces) into a byte buffer, placing commas itself.
///
/// The caller supplies a well-formed sequence of calls (a ``key(_:)`` before each object member's
/// value, matching begin/end pairs). Output is deterministic: the same calls give the same bytes.
/// Numbers: an integral `Double` below 2^53 in magnitude prints as an integer (`75`, `-3`, `0`),
/// any other finite value as its shortest round-trip decimal (`0.1`, `1e-07`), and a non-finite
/// value as `null`.
///
/// ```swift
/// var writer = JSONWriter()
/// writer.beginObject()
/// writer.key("value"); writer.integer(26)
/// writer.key("orientations"); writer.beginArray(); writer.string("portrait"); writer.endArray()
/// writer.endObject()
/// // writer.bytes == Array(#"{"value":26,"orientations":["portrait"]}"#.utf8)
/// ```
public struct JSONWriter: Sendable {
    /// The JSON text written so far.
    public private(set) var bytes: [UInt8]
    /// Whether the next key or value follows a sibling and needs a comma first.
    private var needsComma = false

    /// An empty writer.
    public init() {
        bytes = []
    }

    /// An empty writer whose buffer can hold `capacity` bytes without growing.
    public init(reservingCapacity capacity: Int) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// Opens an object: `{`.
    public mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        needsComma = false
    }

    /// Closes the innermost object: `}`.
    public mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
        needsComma = true
    }

    /// Opens an array: `[`.
    public mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
        needsComma = false
    }

    /// Closes the innermost array: `]`.
    public mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
        needsComma = true
    }

    /// Writes an object member's key and the colon; the member's value comes next.
    public mutating func key(_ key: String) {
        separate()
        appendQuoted(key)
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    /// Writes a string, escaping `"`, `\\` and control characters; other characters as raw UTF-8.
    public mutating func string(_ value: String) {
        separate()
        appendQuoted(value)
        needsComma = true
    }

    /// Writes a number; see the type's documentation for the format. Non-finite values become `null`.
    public mutating func number(_ value: Double) {
        guard value.isFinite else {
            null()
            return
        }
        // Integral check without `rounded()`, which needs libm (not linked into the engine).
        if value.magnitude < 9_007_199_254_740_992, Double(Int(value)) == value {
            integer(Int(value))
            return
        }
        separate()
        bytes.append(contentsOf: value.description.utf8)
        needsComma = true
    }

    /// Writes an integer exactly, across the whole `Int` range.
    public mutating func integer(_ value: Int) {
        separate()
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        if magnitude < 10 {
            bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude))
        } else {
            var digitCount = 1
            var probe = magnitude
            while probe >= 10 {
                probe /= 10
                digitCount += 1
            }
            let start = bytes.count
            bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digitCount))
            bytes.withUnsafeMutableBufferPointer { buffer in
                var position = start + digitCount - 1
                while magnitude != 0 {
                    buffer[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
                    magnitude /= 10
                    position -= 1
                }
            }
        }
        needsComma = true
    }

    /// Writes `true` or `false`.
    public mutating func bool(_ value: Bool) {
        separate()
        bytes.append(contentsOf: value ? JSONWriter.trueBytes : JSONWriter.falseBytes)
        needsComma = true
    }

    /// Writes `null`.
    public mutating func null() {
        separate()
        bytes.append(contentsOf: JSONWriter.nullBytes)
        needsComma = true
    }

    /// Writes a whole ``JSONValue``, object members in their stored order.
    public mutating func value(_ value: JSONValue) {
        switch value {
        case .null: null()
        case .bool(let flag): bool(flag)
        case .number(let number): self.number(number)
        case .string(let text): string(text)
        case .array(let elements):
            beginArray()
            for element in elements { self.value(element) }
            endArray()
        case .object(let object):
            beginObject()
            for member in object.members {
                key(member.key)
                self.value(member.value)
            }
            endObject()
        }
    }

    /// Writes `value`, or `null` when it is `nil`.
    public mutating func string(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    /// Writes `value`, or `null` when it is `nil`.
    public mutating func integer(_ value: Int?) {
        if let value { integer(value) } else { null() }
    }

    // MARK: Internals

    private static let trueBytes: [UInt8] = Array("true".utf8)
    private static let falseBytes: [UInt8] = Array("false".utf8)
    private static let nullBytes: [UInt8] = Array("null".utf8)
    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
    }

    /// Appends `text` as a JSON string: runs that need no escape are copied in one go.
    private mutating func appendQuoted(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var runStart = 0
            for position in 0..<utf8.count {
                let byte = utf8[position]
                if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") { continue }
                if runStart < position {
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<position]))
                }
                appendEscape(byte)
                runStart = position + 1
            }
            if runStart < utf8.count {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func appendEscape(_ byte: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""): bytes.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        default:
            bytes.append(contentsOf: [
                UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                JSONWriter.hexDigits[Int(byte >> 4)], JSONWriter.hexDigits[Int(byte & 0x0F)],
            ])
        }
    }
}
