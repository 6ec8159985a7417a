/// Orientation masks as the answers write them, `{"value":…,"orientations":[…]}`: from literals
/// for the engine's masks, and copied from their earlier bytes when written again.
extension JSONOutput {
    /// Writes a mask as `{"value":…,"orientations":[…]}`. A simulation writes a handful of
    /// distinct masks many times over (four per decision), so a mask equal to one already written
    /// is copied from the earlier bytes (the same value gives the same bytes) instead of encoded
    /// again; the engine's masks share their name arrays, so the comparison is a pointer check.
    package mutating func mask(_ mask: OutputMask) {
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
        for index in writtenNamedBits.indices where JSONOutput.sameBytes(writtenNamedBits[index].value, mask)
        {
            buffer.appendWritten(from: writtenNamedBits[index].start, count: writtenNamedBits[index].count)
            return
        }
        let start = buffer.count
        literal(#"{"value":"#)
        integer(mask.value)
        literal(#","orientations":"#)
        strings(mask.orientations)
        buffer.append(UInt8(ascii: "}"))
        if writtenNamedBits.count < 32 {
            // Room for a simulation's usual handful at once, not regrown at the 2nd, 3rd and 5th.
            if writtenNamedBits.capacity == 0 { writtenNamedBits.reserveCapacity(8) }
            writtenNamedBits.append(
                WrittenBytes(
                    value: NamedBits(value: mask.value, names: mask.orientations), start: start,
                    count: buffer.count &- start))
        }
    }

    /// Writes a query's result that is a mask stored as its raw value:
    /// `{"value":…,"orientations":[…]}`, the value written as the JSON number it reads as.
    package mutating func maskResult(_ raw: Int) {
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
    private static func sameBytes(_ first: NamedBits, _ second: OutputMask) -> Bool {
        let names = second.orientations
        guard first.value == second.value, first.names.count == names.count else {
            return false
        }
        let shared = first.names.withUnsafeBufferPointer { one in
            names.withUnsafeBufferPointer { other in one.baseAddress == other.baseAddress }
        }
        if shared { return true }
        for index in first.names.indices where !first.names[index].utf8.elementsEqual(names[index].utf8) {
            return false
        }
        return true
    }
}
