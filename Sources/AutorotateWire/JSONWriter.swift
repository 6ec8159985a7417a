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
    public var bytes: [UInt8] { buffer.array }
    private var buffer: JSONByteBuffer
    /// Whether the next key or value follows a sibling and needs a comma first.
    private var needsComma = false
    /// Each distinct mask written so far and where its bytes are (see ``mask(_:)``).
    private var writtenMasks: [WrittenMask] = []

    /// A mask's object already in the buffer: `count` bytes from offset `start`.
    private struct WrittenMask {
        let mask: OutputMask
        let start: Int
        let count: Int
    }

    /// An empty writer.
    public init() {
        buffer = JSONByteBuffer()
    }

    /// An empty writer whose buffer can hold `capacity` bytes without growing.
    public init(reservingCapacity capacity: Int) {
        buffer = JSONByteBuffer(capacity: capacity)
    }

    /// Opens an object: `{`.
    public mutating func beginObject() {
        separate()
        buffer.append(UInt8(ascii: "{"))
        needsComma = false
    }

    /// Closes the innermost object: `}`.
    public mutating func endObject() {
        buffer.append(UInt8(ascii: "}"))
        needsComma = true
    }

    /// Opens an array: `[`.
    public mutating func beginArray() {
        separate()
        buffer.append(UInt8(ascii: "["))
        needsComma = false
    }

    /// Closes the innermost array: `]`.
    public mutating func endArray() {
        buffer.append(UInt8(ascii: "]"))
        needsComma = true
    }

    /// Writes an object member's key and the colon; the member's value comes next.
    public mutating func key(_ key: String) {
        appendQuoted(key, colon: true)
        needsComma = false
    }

    /// Writes a key known at compile time (the wire types' field names): the same bytes as
    /// ``key(_:)``, without going through `String`.
    public mutating func literalKey(_ key: StaticString) {
        if key.hasPointerRepresentation {
            appendQuoted(UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount), colon: true)
        } else {
            appendQuoted(key.description, colon: true)
        }
        needsComma = false
    }

    /// Writes one of the wire types' own field names: the bytes of ``literalKey(_:)`` for a key
    /// that needs no escape (no `"`, `\\` or control character), copied with its comma, quotes
    /// and colon in one reservation and no escape scan. Only for the fixed, plain field names
    /// written in this module (Simulation+JSON.swift); anything else goes through ``literalKey(_:)``.
    @inline(__always)
    mutating func fieldKey(_ key: StaticString) {
        if key.hasPointerRepresentation {
            buffer.appendQuoted(
                UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount), comma: needsComma,
                colon: true)
        } else {
            appendQuoted(key.description, colon: true)
        }
        needsComma = false
    }

    /// Writes a string, escaping `"`, `\\` and control characters; other characters as raw UTF-8.
    public mutating func string(_ value: String) {
        appendQuoted(value, colon: false)
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
        buffer.append(contentsOf: value.description.utf8)
        needsComma = true
    }

    /// Writes an integer exactly, across the whole `Int` range.
    public mutating func integer(_ value: Int) {
        separate()
        if value < 0 { buffer.append(UInt8(ascii: "-")) }
        let magnitude = value.magnitude
        if magnitude < 10 {
            buffer.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude))
        } else {
            buffer.appendDigits(magnitude)
        }
        needsComma = true
    }

    /// Writes `true` or `false`.
    public mutating func bool(_ value: Bool) {
        separate()
        buffer.append(contentsOf: value ? JSONWriter.trueBytes : JSONWriter.falseBytes)
        needsComma = true
    }

    /// Writes `null`.
    public mutating func null() {
        separate()
        buffer.append(contentsOf: JSONWriter.nullBytes)
        needsComma = true
    }

    /// Writes a mask as `{"value":…,"orientations":[…]}`. A simulation writes a handful of
    /// distinct masks many times over (four per decision), so a mask equal to one already written
    /// is copied from the earlier bytes (the same value gives the same bytes) instead of encoded
    /// again; the engine's masks share their name arrays, so the comparison is a pointer check.
    mutating func mask(_ mask: OutputMask) {
        separate()
        needsComma = false
        let start = buffer.count
        for index in writtenMasks.indices where JSONWriter.sameBytes(writtenMasks[index].mask, mask) {
            buffer.appendWritten(from: writtenMasks[index].start, count: writtenMasks[index].count)
            needsComma = true
            return
        }
        beginObject()
        fieldKey("value")
        integer(mask.value)
        fieldKey("orientations")
        beginArray()
        for index in mask.orientations.indices { string(mask.orientations[index]) }
        endArray()
        endObject()
        writtenMasks.append(WrittenMask(mask: mask, start: start, count: buffer.count &- start))
    }

    /// Whether two masks encode to the same bytes: the same value and names of the same UTF-8
    /// bytes (not `==`, under which canonically equivalent names such as `é` and `e\u{301}` are
    /// equal but are written differently). Names in one shared array are the same bytes.
    private static func sameBytes(_ first: OutputMask, _ second: OutputMask) -> Bool {
        guard first.value == second.value, first.orientations.count == second.orientations.count else {
            return false
        }
        let shared = first.orientations.withUnsafeBufferPointer { one in
            second.orientations.withUnsafeBufferPointer { other in one.baseAddress == other.baseAddress }
        }
        if shared { return true }
        for index in first.orientations.indices
        where !first.orientations[index].utf8.elementsEqual(second.orientations[index].utf8) {
            return false
        }
        return true
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
        if needsComma { buffer.append(UInt8(ascii: ",")) }
    }

    /// Appends `text` as a JSON string: runs that need no escape are copied in one go.
    /// Writes the separating comma if one is due, `text` quoted, and `:` when `colon`.
    private mutating func appendQuoted(_ text: String, colon: Bool) {
        // Native and small strings hand out their UTF-8 without a copy; others (bridged) are rare.
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { appendQuoted($0, colon: colon) }
        if done == nil {
            var copy = text
            copy.withUTF8 { appendQuoted($0, colon: colon) }
        }
    }

    /// Appends `utf8` as a JSON string, quotes included. Eight bytes at a time are tested for
    /// anything to escape (a control character, `"` or `\\`); clean runs are copied in one go.
    private mutating func appendQuoted(_ utf8: UnsafeBufferPointer<UInt8>, colon: Bool) {
        guard let base = utf8.baseAddress, !utf8.isEmpty else {
            separate()
            buffer.append(UInt8(ascii: "\""), UInt8(ascii: "\""))
            if colon { buffer.append(UInt8(ascii: ":")) }
            return
        }
        let count = utf8.count
        var position = 0
        // Most strings need no escape at all: find the first byte that does, if any.
        while count - position >= 8 {
            let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
            if JSONWriter.mayNeedEscape(word) { break }
            position &+= 8
        }
        // A tail shorter than a word after clean words: the string's last eight bytes (overlapping
        // bytes already found clean) tested at once instead of one by one.
        if position < count && count &- position < 8 && count >= 8 {
            let word = UnsafeRawPointer(base + (count &- 8)).loadUnaligned(as: UInt64.self)
            if !JSONWriter.mayNeedEscape(word) { position = count }
        }
        while position < count {
            let byte = base[position]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { break }
            position &+= 1
        }
        if position == count {
            buffer.appendQuoted(utf8, comma: needsComma, colon: colon)
            return
        }
        separate()
        buffer.append(UInt8(ascii: "\""))
        var runStart = 0
        while position < count {
            if count - position >= 8 {
                let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
                if !JSONWriter.mayNeedEscape(word) {
                    position &+= 8
                    continue
                }
            }
            let end = min(position &+ 8, count)
            while position < end {
                let byte = base[position]
                position &+= 1
                if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") { continue }
                let escaped = position &- 1
                if runStart < escaped {
                    let run = UnsafeBufferPointer(start: base + runStart, count: escaped - runStart)
                    buffer.append(contentsOf: run)
                }
                appendEscape(byte)
                runStart = position
            }
        }
        if runStart < count {
            buffer.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: count - runStart))
        }
        buffer.append(UInt8(ascii: "\""))
        if colon { buffer.append(UInt8(ascii: ":")) }
    }

    /// Whether any of the eight bytes of `word` is below 0x20, `"` or `\\` (exact: no byte is
    /// missed; the caller rechecks the bytes one by one when it answers true).
    @inline(__always)
    private static func mayNeedEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let control = (word &- ones &* 0x20) & ~word & highs
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let zeroQuote = (quote &- ones) & ~quote & highs
        let zeroBackslash = (backslash &- ones) & ~backslash & highs
        return (control | zeroQuote | zeroBackslash) != 0
    }

    private mutating func appendEscape(_ byte: UInt8) {
        buffer.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""): buffer.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): buffer.append(UInt8(ascii: "\\"))
        case 0x0A: buffer.append(UInt8(ascii: "n"))
        case 0x0D: buffer.append(UInt8(ascii: "r"))
        case 0x09: buffer.append(UInt8(ascii: "t"))
        case 0x08: buffer.append(UInt8(ascii: "b"))
        case 0x0C: buffer.append(UInt8(ascii: "f"))
        default:
            buffer.append(contentsOf: [
                UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                JSONWriter.hexDigits[Int(byte >> 4)], JSONWriter.hexDigits[Int(byte & 0x0F)],
            ])
        }
    }
}
