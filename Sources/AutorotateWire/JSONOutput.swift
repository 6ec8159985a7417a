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
struct JSONOutput: ~Copyable {
    /// The bytes written so far.
    var buffer: JSONByteBuffer
    /// Each distinct mask written so far and where its bytes are (see ``mask(_:)``).
    private var writtenMasks: [WrittenBytes<OutputMask>] = []
    /// Each distinct shared object written so far and where its bytes are (see ``sharedObject(_:)``).
    private var writtenObjects: [WrittenBytes<UnsafeRawPointer>] = []

    /// A value already in the buffer, and where: `count` bytes from offset `start`.
    private struct WrittenBytes<Value> {
        let value: Value
        let start: Int
        let count: Int
    }

    init(buffer: consuming JSONByteBuffer) {
        self.buffer = buffer
    }

    /// Writes with `body` straight into the storage of the array it returns, which is allocated
    /// once with room for `capacity` bytes. If the output outgrows that, it continues in memory
    /// of its own and is copied into an array of the right size at the end (one copy, as every
    /// answer paid before).
    static func bytes(capacity: Int, _ body: (inout JSONOutput) -> Void) -> [UInt8] {
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
    mutating func literal(_ text: StaticString) {
        buffer.append(literal: text)
    }

    /// Appends one byte as it is (`,`, `[`, `}`).
    @inline(__always)
    mutating func byte(_ byte: UInt8) {
        buffer.append(byte)
    }

    /// Writes `key` quoted and escaped, then `:`.
    mutating func key(_ key: String) {
        string(key)
        buffer.append(UInt8(ascii: ":"))
    }

    // MARK: Values

    /// Writes a string, escaping `"`, `\\` and control characters; other characters as raw UTF-8.
    @inline(__always)
    mutating func string(_ value: String) {
        // Native and small strings hand out their UTF-8 without a copy; others (bridged) are rare.
        let done: Void? = value.utf8.withContiguousStorageIfAvailable { quoted($0) }
        if done == nil {
            var copy = value
            copy.withUTF8 { quoted($0) }
        }
    }

    /// Writes `value`, or `null` when it is `nil`.
    @inline(__always)
    mutating func string(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    /// Writes `null`.
    @inline(__always)
    mutating func null() {
        buffer.append(literal: "null")
    }

    /// Writes `true` or `false`.
    @inline(__always)
    mutating func bool(_ value: Bool) {
        if value { buffer.append(literal: "true") } else { buffer.append(literal: "false") }
    }

    /// Writes an integer exactly, across the whole `Int` range.
    @inline(__always)
    mutating func integer(_ value: Int) {
        if value < 0 { buffer.append(UInt8(ascii: "-")) }
        buffer.appendDigits(value.magnitude)
    }

    /// Writes `value`, or `null` when it is `nil`.
    @inline(__always)
    mutating func integer(_ value: Int?) {
        if let value { integer(value) } else { null() }
    }

    /// Writes a number in ``JSONWriter``'s format; non-finite values become `null`.
    mutating func number(_ value: Double) {
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
    mutating func strings(_ values: [String]) {
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
    mutating func numbers(_ values: [Double]) {
        buffer.append(UInt8(ascii: "["))
        for index in values.indices {
            if index != 0 { buffer.append(UInt8(ascii: ",")) }
            number(values[index])
        }
        buffer.append(UInt8(ascii: "]"))
    }

    /// Writes a whole ``JSONValue``, object members in their stored order.
    mutating func value(_ value: JSONValue) {
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
    mutating func sharedObject(_ value: JSONValue) {
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

    /// Writes a mask as `{"value":…,"orientations":[…]}`. A simulation writes a handful of
    /// distinct masks many times over (four per decision), so a mask equal to one already written
    /// is copied from the earlier bytes (the same value gives the same bytes) instead of encoded
    /// again; the engine's masks share their name arrays, so the comparison is a pointer check.
    mutating func mask(_ mask: OutputMask) {
        guard mask.givenOrientations != nil else {
            // The engine's: the names of the value's bits, from literals (no list to search).
            if !literalMask(mask.value) {
                literal(#"{"value":"#)
                integer(mask.value)
                literal(#","orientations":"#)
                maskNames(mask.value)
                buffer.append(UInt8(ascii: "}"))
            }
            return
        }
        for index in writtenMasks.indices where JSONOutput.sameBytes(writtenMasks[index].value, mask) {
            buffer.appendWritten(from: writtenMasks[index].start, count: writtenMasks[index].count)
            return
        }
        let start = buffer.count
        literal(#"{"value":"#)
        integer(mask.value)
        literal(#","orientations":"#)
        strings(mask.orientations)
        buffer.append(UInt8(ascii: "}"))
        if writtenMasks.count < 32 {
            // Room for a simulation's usual handful at once, not regrown at the 2nd, 3rd and 5th.
            if writtenMasks.capacity == 0 { writtenMasks.reserveCapacity(8) }
            writtenMasks.append(WrittenBytes(value: mask, start: start, count: buffer.count &- start))
        }
    }

    /// Writes a query's result that is a mask stored as its raw value:
    /// `{"value":…,"orientations":[…]}`, the value written as the JSON number it reads as.
    mutating func maskResult(_ raw: Int) {
        if literalMask(raw) { return }
        literal(#"{"value":"#)
        // Below 2^53 the number is the integer itself (exact and integral as a Double).
        if raw.magnitude < 9_007_199_254_740_992 { integer(raw) } else { number(Double(raw)) }
        literal(#","orientations":"#)
        maskNames(raw)
        buffer.append(UInt8(ascii: "}"))
    }

    /// Writes the mask of `value` named by its bits, `{"value":…,"orientations":[…]}`, as one
    /// literal when `value` is 0–31 (every mask of the four orientations, with or without bit 0:
    /// all the engine's masks), and answers whether it did. One copy of known length instead of
    /// the value's digits and a test and a literal per bit (seed000 writes 38 masks). A test
    /// checks each literal against the bytes written piece by piece.
    private mutating func literalMask(_ value: Int) -> Bool {
        switch value {
        case 0: literal(#"{"value":0,"orientations":[]}"#)
        case 1: literal(#"{"value":1,"orientations":[]}"#)
        case 2: literal(#"{"value":2,"orientations":["portrait"]}"#)
        case 3: literal(#"{"value":3,"orientations":["portrait"]}"#)
        case 4: literal(#"{"value":4,"orientations":["portraitUpsideDown"]}"#)
        case 5: literal(#"{"value":5,"orientations":["portraitUpsideDown"]}"#)
        case 6: literal(#"{"value":6,"orientations":["portrait","portraitUpsideDown"]}"#)
        case 7: literal(#"{"value":7,"orientations":["portrait","portraitUpsideDown"]}"#)
        case 8: literal(#"{"value":8,"orientations":["landscapeRight"]}"#)
        case 9: literal(#"{"value":9,"orientations":["landscapeRight"]}"#)
        case 10: literal(#"{"value":10,"orientations":["portrait","landscapeRight"]}"#)
        case 11: literal(#"{"value":11,"orientations":["portrait","landscapeRight"]}"#)
        case 12: literal(#"{"value":12,"orientations":["portraitUpsideDown","landscapeRight"]}"#)
        case 13: literal(#"{"value":13,"orientations":["portraitUpsideDown","landscapeRight"]}"#)
        case 14: literal(#"{"value":14,"orientations":["portrait","portraitUpsideDown","landscapeRight"]}"#)
        case 15: literal(#"{"value":15,"orientations":["portrait","portraitUpsideDown","landscapeRight"]}"#)
        case 16: literal(#"{"value":16,"orientations":["landscapeLeft"]}"#)
        case 17: literal(#"{"value":17,"orientations":["landscapeLeft"]}"#)
        case 18: literal(#"{"value":18,"orientations":["portrait","landscapeLeft"]}"#)
        case 19: literal(#"{"value":19,"orientations":["portrait","landscapeLeft"]}"#)
        case 20: literal(#"{"value":20,"orientations":["portraitUpsideDown","landscapeLeft"]}"#)
        case 21: literal(#"{"value":21,"orientations":["portraitUpsideDown","landscapeLeft"]}"#)
        case 22: literal(#"{"value":22,"orientations":["portrait","portraitUpsideDown","landscapeLeft"]}"#)
        case 23: literal(#"{"value":23,"orientations":["portrait","portraitUpsideDown","landscapeLeft"]}"#)
        case 24: literal(#"{"value":24,"orientations":["landscapeLeft","landscapeRight"]}"#)
        case 25: literal(#"{"value":25,"orientations":["landscapeLeft","landscapeRight"]}"#)
        case 26: literal(#"{"value":26,"orientations":["portrait","landscapeLeft","landscapeRight"]}"#)
        case 27: literal(#"{"value":27,"orientations":["portrait","landscapeLeft","landscapeRight"]}"#)
        case 28:
            literal(#"{"value":28,"orientations":["portraitUpsideDown","landscapeLeft","landscapeRight"]}"#)
        case 29:
            literal(#"{"value":29,"orientations":["portraitUpsideDown","landscapeLeft","landscapeRight"]}"#)
        case 30:
            literal(
                #"{"value":30,"orientations":["portrait","portraitUpsideDown","landscapeLeft","landscapeRight"]}"#
            )
        case 31:
            literal(
                #"{"value":31,"orientations":["portrait","portraitUpsideDown","landscapeLeft","landscapeRight"]}"#
            )
        default: return false
        }
        return true
    }

    /// Writes ``OutputMask/names(of:)`` of `value` as an array of strings, each from its literal.
    /// The bits in the output order, spelt out (2 portrait, 4 portraitUpsideDown, 16
    /// landscapeLeft, 8 landscapeRight), each name with its comma one literal.
    private mutating func maskNames(_ value: Int) {
        // Each literal passed as such (a choice between two is copied by a call to memcpy).
        buffer.append(UInt8(ascii: "["))
        var separator = false
        if value & 2 != 0 {
            literal(#""portrait""#)
            separator = true
        }
        if value & 4 != 0 {
            if separator { literal(#","portraitUpsideDown""#) } else { literal(#""portraitUpsideDown""#) }
            separator = true
        }
        if value & 16 != 0 {
            if separator { literal(#","landscapeLeft""#) } else { literal(#""landscapeLeft""#) }
            separator = true
        }
        if value & 8 != 0 {
            if separator { literal(#","landscapeRight""#) } else { literal(#""landscapeRight""#) }
        }
        buffer.append(UInt8(ascii: "]"))
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
    mutating func quoted(_ utf8: UnsafeBufferPointer<UInt8>) {
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
