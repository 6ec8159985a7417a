/// The values layer under ``JSONWriter`` and the wire types' encoders: writes JSON values (strings
/// escaped, numbers in ``JSONWriter``'s format) into a ``JSONByteBuffer``, and leaves punctuation
/// and field names to its caller, who writes them as literals (`#","type":"#`): the wire types'
/// field names need no escape, and their commas are known where the code is written. Not
/// copyable; used `inout` during one write, by ``JSONWriter`` (one call at a time) or by
/// ``bytes(capacity:_:)`` (a whole answer straight into the array that is returned).
///
/// The same values give the same bytes as ``JSONWriter`` always wrote; two things written again
/// are copied from their earlier bytes instead (``mask(_:)`` and ``sharedObject(_:)``), which
/// gives the same bytes.
package struct JSONOutput: ~Copyable {
    /// The bytes written so far.
    package var buffer: JSONByteBuffer
    /// Each distinct bit set written so far with the names it was written with, and where its
    /// bytes are: an encoder above writes such a value again by copying them (AutorotateWire's
    /// orientation masks, written four times per decision).
    package var writtenNamedBits: [WrittenBytes<NamedBits>] = []
    /// Each distinct shared object written so far and where its bytes are (see ``sharedObject(_:)``).
    private var writtenObjects: [WrittenBytes<UnsafeRawPointer>] = []

    /// A value already in the buffer, and where: `count` bytes from offset `start`.
    package struct WrittenBytes<Value> {
        package let value: Value
        package let start: Int
        package let count: Int

        package init(value: Value, start: Int, count: Int) {
            self.value = value
            self.start = start
            self.count = count
        }
    }

    /// An integer of bits and the names it was written with (an orientation mask): what
    /// ``writtenNamedBits`` remembers.
    package struct NamedBits {
        package let value: Int
        package let names: [String]

        package init(value: Int, names: [String]) {
            self.value = value
            self.names = names
        }
    }

    package init(buffer: consuming JSONByteBuffer) {
        self.buffer = buffer
    }

    /// Writes with `body` straight into the storage of the array it returns, which is allocated
    /// once with room for `capacity` bytes. If the output outgrows that, it continues in memory
    /// of its own and is copied into an array of the right size at the end (one copy).
    package static func bytes(capacity: Int, _ body: (inout JSONOutput) -> Void) -> [UInt8] {
        var overflow: [UInt8]? = nil
        let bytes = [UInt8](unsafeUninitializedCapacity: Swift.max(capacity, 64)) { storage, initialized in
            guard let base = storage.baseAddress else { return }
            var output = JSONOutput(
                buffer: JSONByteBuffer(base: base, count: 0, capacity: storage.count, ownsMemory: false))
            body(&output)
            if output.buffer.ownsMemory {
                overflow = Array(UnsafeBufferPointer(start: output.buffer.base, count: output.buffer.count))
                output.buffer.base.deallocate()
            } else {
                initialized = output.buffer.count
            }
        }
        return overflow ?? bytes
    }

    // MARK: Punctuation and field names

    /// Appends `text` as it is: punctuation and the wire types' own field names, which need no
    /// escape (`#","type":"#`). Anything else goes through ``string(_:)``.
    @inline(__always)
    package mutating func literal(_ text: StaticString) {
        buffer.append(literal: text)
    }

    /// Appends one byte as it is (`,`, `[`, `}`).
    @inline(__always)
    package mutating func byte(_ byte: UInt8) {
        buffer.append(byte)
    }

    /// Writes `key` quoted and escaped, then `:`.
    package mutating func key(_ key: String) {
        string(key)
        buffer.append(UInt8(ascii: ":"))
    }

    // MARK: Values

    /// Writes a string, escaping `"`, `\\` and control characters; other characters as raw UTF-8.
    @inline(__always)
    package mutating func string(_ value: String) {
        // Native and small strings hand out their UTF-8 without a copy; others (bridged) are rare.
        let done: Void? = value.utf8.withContiguousStorageIfAvailable { quoted($0) }
        if done == nil {
            var copy = value
            copy.withUTF8 { quoted($0) }
        }
    }

    /// Writes `value`, or `null` when it is `nil`.
    @inline(__always)
    package mutating func string(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    /// Writes `null`.
    @inline(__always)
    package mutating func null() {
        buffer.append(literal: "null")
    }

    /// Writes `true` or `false`.
    @inline(__always)
    package mutating func bool(_ value: Bool) {
        if value { buffer.append(literal: "true") } else { buffer.append(literal: "false") }
    }

    /// Writes an integer exactly, across the whole `Int` range.
    @inline(__always)
    package mutating func integer(_ value: Int) {
        if value < 0 { buffer.append(UInt8(ascii: "-")) }
        buffer.appendDigits(value.magnitude)
    }

    /// Writes `value`, or `null` when it is `nil`.
    @inline(__always)
    package mutating func integer(_ value: Int?) {
        if let value { integer(value) } else { null() }
    }

    /// Writes a number in ``JSONWriter``'s format; non-finite values become `null`.
    package mutating func number(_ value: Double) {
        guard value.isFinite else {
            null()
            return
        }
        // Integral check without `rounded()`, which needs libm (not linked into the engine).
        if value.magnitude < 9_007_199_254_740_992, Double(Int(value)) == value {
            integer(Int(value))
            return
        }
        var text = value.description
        text.withUTF8 { buffer.append(contentsOf: $0) }
    }

    /// Writes an array of strings. Most of a decision's lists (`presented`, `notifications`,
    /// `log`) are empty: those are two bytes written in place, without a call.
    @inline(__always)
    package mutating func strings(_ values: [String]) {
        if values.isEmpty {
            buffer.append(UInt8(ascii: "["), UInt8(ascii: "]"))
        } else {
            nonEmptyStrings(values)
        }
    }

    /// ``strings(_:)`` of a list with at least one string.
    @inline(never)
    private mutating func nonEmptyStrings(_ values: [String]) {
        buffer.append(UInt8(ascii: "["))
        for index in values.indices {
            if index != 0 { buffer.append(UInt8(ascii: ",")) }
            string(values[index])
        }
        buffer.append(UInt8(ascii: "]"))
    }

    /// Writes an array of numbers.
    package mutating func numbers(_ values: [Double]) {
        buffer.append(UInt8(ascii: "["))
        for index in values.indices {
            if index != 0 { buffer.append(UInt8(ascii: ",")) }
            number(values[index])
        }
        buffer.append(UInt8(ascii: "]"))
    }

    /// Writes a whole ``JSONValue``, object members in their stored order.
    package mutating func value(_ value: JSONValue) {
        switch value {
        case .null: null()
        case .bool(let flag): bool(flag)
        case .number(let number): self.number(number)
        case .string(let text): string(text)
        case .array(let elements):
            buffer.append(UInt8(ascii: "["))
            for index in elements.indices {
                if index != 0 { buffer.append(UInt8(ascii: ",")) }
                self.value(elements[index])
            }
            buffer.append(UInt8(ascii: "]"))
        case .object(let object): self.object(object)
        }
    }

    private mutating func object(_ object: JSONObject) {
        buffer.append(UInt8(ascii: "{"))
        for index in object.members.indices {
            if index != 0 { buffer.append(UInt8(ascii: ",")) }
            key(object.members[index].key)
            value(object.members[index].value)
        }
        buffer.append(UInt8(ascii: "}"))
    }

    /// Writes `value` like ``value(_:)``; an object whose members are the very array (the same
    /// storage) of one written before by this method is copied from those earlier bytes instead.
    ///
    /// Only for values that all stay alive, unchanged, while this output is written (they are
    /// parts of the one value being encoded): an array's storage address then names its
    /// contents. A query's result is such a value, and the engine hands out a few shared
    /// objects (its masks 0–31) as results again and again.
    package mutating func sharedObject(_ value: JSONValue) {
        guard case .object(let object) = value, !object.members.isEmpty else {
            self.value(value)
            return
        }
        let identity = object.members.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        guard let identity else {
            self.object(object)
            return
        }
        for index in writtenObjects.indices where writtenObjects[index].value == identity {
            buffer.appendWritten(from: writtenObjects[index].start, count: writtenObjects[index].count)
            return
        }
        let start = buffer.count
        self.object(object)
        // A bounded list: results built afresh (masks beyond 0–31) are each written once.
        if writtenObjects.count < 32 {
            // Room for a simulation's usual handful at once, not regrown at the 2nd and 3rd.
            if writtenObjects.capacity == 0 { writtenObjects.reserveCapacity(8) }
            writtenObjects.append(WrittenBytes(value: identity, start: start, count: buffer.count &- start))
        }
    }

    // MARK: Strings

    /// Appends `utf8` as a JSON string, quotes included. The bytes are copied and tested for
    /// anything to escape (a control character, `"` or `\\`) in the same pass, eight at a time;
    /// only a string that has one is written again, escaped.
    ///
    /// `@_effects(releasenone)`: this function and all it calls (``JSONByteBuffer``'s growth,
    /// the copy, the escaping) touch only raw bytes, never a Swift object, so they release none.
    /// Told so, the optimizer no longer retains each string read from a stored wire value
    /// around the call (to keep it alive in case the call released it) and releases it after.
    /// Keep it true: nothing in here may create, copy or destroy a class instance, array or
    /// string.
    @inline(never) @_effects(releasenone)
    package mutating func quoted(_ utf8: UnsafeBufferPointer<UInt8>) {
        let count = utf8.count
        buffer.ensure(count &+ 2)
        let target = buffer.end
        target.pointee = UInt8(ascii: "\"")
        if let source = utf8.baseAddress, count != 0,
            !JSONEscapeScan.copyIsClean(
                from: UnsafeRawPointer(source), to: UnsafeMutableRawPointer(target + 1), count: count)
        {
            quotedEscaping(utf8)
            return
        }
        target[count &+ 1] = UInt8(ascii: "\"")
        buffer.advance(count &+ 2)
    }

    /// ``quoted(_:)`` for a string with something to escape: clean runs copied, the rest escaped.
    @inline(never)
    private mutating func quotedEscaping(_ utf8: UnsafeBufferPointer<UInt8>) {
        buffer.append(UInt8(ascii: "\""))
        var runStart = 0
        for position in utf8.indices {
            let byte = utf8[position]
            if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") { continue }
            if runStart < position {
                buffer.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<position]))
            }
            appendEscape(byte)
            runStart = position &+ 1
        }
        if runStart < utf8.count {
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
        buffer.append(UInt8(ascii: "\""))
    }

    private mutating func appendEscape(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): buffer.append(UInt8(ascii: "\\"), UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): buffer.append(UInt8(ascii: "\\"), UInt8(ascii: "\\"))
        case 0x0A: buffer.append(UInt8(ascii: "\\"), UInt8(ascii: "n"))
        case 0x0D: buffer.append(UInt8(ascii: "\\"), UInt8(ascii: "r"))
        case 0x09: buffer.append(UInt8(ascii: "\\"), UInt8(ascii: "t"))
        case 0x08: buffer.append(UInt8(ascii: "\\"), UInt8(ascii: "b"))
        case 0x0C: buffer.append(UInt8(ascii: "\\"), UInt8(ascii: "f"))
        default:
            // Only bytes below 0x20 come here: `\u00` and two lowercase hex digits.
            buffer.append(UInt8(ascii: "\\"), UInt8(ascii: "u"))
            buffer.append(UInt8(ascii: "0"), UInt8(ascii: "0"))
            buffer.append(JSONOutput.hexDigit(byte >> 4), JSONOutput.hexDigit(byte & 0x0F))
        }
    }

    /// The lowercase hex digit of `nibble` (0–15).
    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") &+ nibble : UInt8(ascii: "a") &+ (nibble &- 10)
    }
}
