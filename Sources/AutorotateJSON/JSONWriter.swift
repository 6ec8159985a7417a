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
    public var bytes: [UInt8] { Array(UnsafeBufferPointer(start: storage.base, count: storage.count)) }
    private var storage: Storage
    /// Whether the next key or value follows a sibling and needs a comma first.
    private var needsComma = false

    /// The written bytes, shared between copies of a writer until one of them writes
    /// (copy-on-write, like an array).
    private final class Storage: @unchecked Sendable {
        // @unchecked: a storage is written only after `write` made it unique, so one shared
        // between copies is never written; it is as safe to send as an array.
        package var base: UnsafeMutablePointer<UInt8>
        package var count = 0
        package var capacity: Int

        package init(capacity: Int) {
            self.capacity = Swift.max(capacity, 64)
            base = .allocate(capacity: self.capacity)
        }

        deinit { base.deallocate() }

        @inline(never)
        package func copy() -> Storage {
            let copy = Storage(capacity: capacity)
            copy.base.initialize(from: base, count: count)
            copy.count = count
            return copy
        }
    }

    /// An empty writer.
    public init() {
        storage = Storage(capacity: 0)
    }

    /// An empty writer whose buffer can hold `capacity` bytes without growing.
    public init(reservingCapacity capacity: Int) {
        storage = Storage(capacity: capacity)
    }

    /// Runs `body` on a ``JSONOutput`` over this writer's bytes (made unique first), after a
    /// comma when `separated` and one is due; the next key or value needs a comma afterwards
    /// when `commaAfter`.
    @inline(__always)
    private mutating func write(separated: Bool, commaAfter: Bool, _ body: (inout JSONOutput) -> Void) {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        var output = JSONOutput(
            buffer: JSONByteBuffer(
                base: storage.base, count: storage.count, capacity: storage.capacity, ownsMemory: true))
        if separated && needsComma { output.byte(UInt8(ascii: ",")) }
        body(&output)
        // The output owned the memory while it wrote (it frees the old memory when it grows).
        storage.base = output.buffer.base
        storage.count = output.buffer.count
        storage.capacity = output.buffer.capacity
        needsComma = commaAfter
    }

    /// Writes one value with `body` at the writer's position (after a comma when one is due):
    /// how the wire types' public `write(to:)` methods write themselves.
    package mutating func writeValue(_ body: (inout JSONOutput) -> Void) {
        write(separated: true, commaAfter: true, body)
    }

    /// Opens an object: `{`.
    public mutating func beginObject() {
        write(separated: true, commaAfter: false) { $0.byte(UInt8(ascii: "{")) }
    }

    /// Closes the innermost object: `}`.
    public mutating func endObject() {
        write(separated: false, commaAfter: true) { $0.byte(UInt8(ascii: "}")) }
    }

    /// Opens an array: `[`.
    public mutating func beginArray() {
        write(separated: true, commaAfter: false) { $0.byte(UInt8(ascii: "[")) }
    }

    /// Closes the innermost array: `]`.
    public mutating func endArray() {
        write(separated: false, commaAfter: true) { $0.byte(UInt8(ascii: "]")) }
    }

    /// Writes an object member's key and the colon; the member's value comes next.
    public mutating func key(_ key: String) {
        write(separated: true, commaAfter: false) { $0.key(key) }
    }

    /// Writes a key known at compile time (the wire types' field names): the same bytes as
    /// ``key(_:)``, without going through `String`.
    public mutating func literalKey(_ key: StaticString) {
        write(separated: true, commaAfter: false) { output in
            if key.hasPointerRepresentation {
                output.quoted(UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
                output.byte(UInt8(ascii: ":"))
            } else {
                output.key(key.description)
            }
        }
    }

    /// Writes a string, escaping `"`, `\\` and control characters; other characters as raw UTF-8.
    public mutating func string(_ value: String) {
        write(separated: true, commaAfter: true) { $0.string(value) }
    }

    /// Writes a number; see the type's documentation for the format. Non-finite values become `null`.
    public mutating func number(_ value: Double) {
        write(separated: true, commaAfter: true) { $0.number(value) }
    }

    /// Writes an integer exactly, across the whole `Int` range.
    public mutating func integer(_ value: Int) {
        write(separated: true, commaAfter: true) { $0.integer(value) }
    }

    /// Writes `true` or `false`.
    public mutating func bool(_ value: Bool) {
        write(separated: true, commaAfter: true) { $0.bool(value) }
    }

    /// Writes `null`.
    public mutating func null() {
        write(separated: true, commaAfter: true) { $0.null() }
    }

    /// Writes a whole ``JSONValue``, object members in their stored order.
    public mutating func value(_ value: JSONValue) {
        write(separated: true, commaAfter: true) { $0.value(value) }
    }

    /// Writes `value`, or `null` when it is `nil`.
    public mutating func string(_ value: String?) {
        write(separated: true, commaAfter: true) { $0.string(value) }
    }

    /// Writes `value`, or `null` when it is `nil`.
    public mutating func integer(_ value: Int?) {
        write(separated: true, commaAfter: true) { $0.integer(value) }
    }
}
