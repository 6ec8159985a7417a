import AutorotateJSON
import AutorotateTestSupport
import Foundation
import Testing

/// JSONWriter: commas, escaping, number format and determinism.
@Suite struct JSONWriterTests {
    func text(_ build: (inout JSONWriter) -> Void) -> String {
        var writer = JSONWriter()
        build(&writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// Commas go between siblings only, at every level, and output has no spaces.
    @Test func commasAndCompactness() {
        let output = text { writer in
            writer.beginObject()
            writer.key("a")
            writer.beginArray()
            writer.integer(1)
            writer.beginArray()
            writer.endArray()
            writer.beginObject()
            writer.endObject()
            writer.null()
            writer.endArray()
            writer.key("b")
            writer.bool(true)
            writer.key("c")
            writer.string("x")
            writer.endObject()
        }
        #expect(output == #"{"a":[1,[],{},null],"b":true,"c":"x"}"#)
    }

    /// A string of 1–24 bytes with a quote or line break at any one position, or none, is escaped
    /// exactly there: the word-at-a-time scan and its overlapping last word miss no byte.
    @Test func escapeAtEveryPosition() {
        for length in 1...24 {
            for position in -1..<length {
                for (raw, escaped) in [("\"", #"\""#), ("\n", #"\n"#)] {
                    var pieces = Array(repeating: "a", count: length)
                    var expected = pieces
                    if position >= 0 {
                        pieces[position] = raw
                        expected[position] = escaped
                    }
                    let output = text { $0.string(pieces.joined()) }
                    #expect(
                        output == "\"" + expected.joined() + "\"", "length \(length), position \(position)")
                }
            }
        }
    }

    /// Quotes, backslashes and control characters are escaped; short forms where JSON has them.
    @Test func stringEscaping() {
        let output = text { $0.string("q\"b\\n\n r\r t\t b\u{8} f\u{C} nul\u{0} us\u{1F} del\u{7F} /") }
        #expect(output == #""q\"b\\n\n r\r t\t b\b f\f nul\u0000 us\u001f del"# + "\u{7F}" + #" /""#)
    }

    /// Non-ASCII characters are written as raw UTF-8, not escaped.
    @Test func nonASCIIIsRawUTF8() {
        var writer = JSONWriter()
        writer.string("é😀")
        #expect(writer.bytes == [0x22, 0xC3, 0xA9, 0xF0, 0x9F, 0x98, 0x80, 0x22])
    }

    /// Integral doubles below 2^53 print as integers; others as shortest round-trip; non-finite as null.
    @Test(arguments: [
        (75.0, "75"), (-3.0, "-3"), (0.0, "0"), (-0.0, "0"), (0.1, "0.1"), (-2.5, "-2.5"),
        (1e-7, "1e-07"), (9_007_199_254_740_991.0, "9007199254740991"),
        (9_007_199_254_740_992.0, "9007199254740992.0"), (9_007_199_254_740_994.0, "9.007199254740994e+15"),
        (1e21, "1e+21"), (Double.leastNonzeroMagnitude, "5e-324"),
        (Double.greatestFiniteMagnitude, "1.7976931348623157e+308"),
        (Double.infinity, "null"), (-Double.infinity, "null"), (Double.nan, "null"),
    ])
    func numberFormat(value: Double, expected: String) throws {
        #expect(text { $0.number(value) } == expected)
        if value.isFinite {
            #expect(try JSONReader.parse(Array(expected.utf8)) == .number(value))
        }
    }

    /// Integers print exactly across the whole Int range.
    @Test func integerExtremes() {
        #expect(text { $0.integer(Int.min) } == "-9223372036854775808")
        #expect(text { $0.integer(Int.max) } == "9223372036854775807")
        #expect(text { $0.integer(0) } == "0")
        #expect(text { $0.integer(nil as Int?) } == "null")
    }

    /// Random doubles written by the writer read back bit-for-bit, and Foundation reads them within
    /// its own rounding error (see `JSONTestSupport.closeEnough`).
    @Test func randomDoublesRoundTrip() throws {
        var random = SeededGenerator(seed: 7)
        for _ in 0..<2_000 {
            let value = Double(bitPattern: random.next())
            guard value.isFinite else { continue }
            let bytes = text { $0.number(value) }
            #expect(try JSONReader.parse(Array(bytes.utf8)) == .number(value), "\(bytes)")
            let theirs = try #require(JSONTestSupport.foundationParse(Array(bytes.utf8)) as? NSNumber)
            #expect(JSONTestSupport.closeEnough(theirs.doubleValue, value), "\(bytes)")
        }
    }

    /// Writing the same value twice gives the same bytes; object member order is preserved.
    @Test func deterministic() throws {
        let value = try JSONReader.parse(Array(#"{"z": 1, "a": [0.5, "é", null, {"m": false}]}"#.utf8))
        #expect(value.serialized() == value.serialized())
        #expect(
            String(decoding: value.serialized(), as: UTF8.self) == #"{"z":1,"a":[0.5,"é",null,{"m":false}]}"#)
    }

    /// `JSONValue.serialized()` output always re-parses to the same value, strings included.
    @Test func serializedReparses() throws {
        let value = JSONValue.object(
            JSONObject([
                JSONMember("ctl\u{1}\"\\", .string("\u{0}\u{1F}\n😀")), JSONMember("n", .number(-1.25e-300)),
            ]))
        #expect(try JSONReader.parse(value.serialized()) == value)
    }

    /// The eight-bytes-at-a-time scan finds every character to escape, at every offset in and
    /// around a word, in strings and in literal keys: the output equals a byte-by-byte escaper's.
    @Test func escapingAtEveryOffset() {
        let specials: [UInt8] = [0x00, 0x01, 0x09, 0x0A, 0x1F, UInt8(ascii: "\""), UInt8(ascii: "\\")]
        let plain: [UInt8] = [0x20, 0x21, 0x23, 0x5B, 0x5D, 0x7E, 0x7F, 0xC3, 0xA9]
        for length in 0..<26 {
            for offset in 0..<max(length, 1) {
                for special in specials + plain {
                    var text = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    if length > 0 { text[offset] = special }
                    if special >= 0x80, length > 0 { text[offset] = 0xC3 }  // keep the text valid UTF-8
                    if special >= 0x80, offset + 1 < length { text[offset + 1] = 0xA9 }
                    let string = String(decoding: text, as: UTF8.self)
                    var writer = JSONWriter()
                    writer.string(string)
                    #expect(writer.bytes == Self.reference(string), "length \(length) offset \(offset)")
                }
            }
        }
        var writer = JSONWriter()
        writer.beginObject()
        writer.literalKey("a\"b\\c\ne fits in more than eight bytes")
        writer.null()
        writer.endObject()
        #expect(writer.bytes == Array(#"{"a\"b\\c\ne fits in more than eight bytes":null}"#.utf8))
    }

    /// The escaping JSONWriter documents, one byte at a time.
    static func reference(_ string: String) -> [UInt8] {
        var out: [UInt8] = [UInt8(ascii: "\"")]
        let hex = Array("0123456789abcdef".utf8)
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0x0A: out += Array(#"\n"#.utf8)
            case 0x0D: out += Array(#"\r"#.utf8)
            case 0x09: out += Array(#"\t"#.utf8)
            case 0x08: out += Array(#"\b"#.utf8)
            case 0x0C: out += Array(#"\f"#.utf8)
            case ..<0x20: out += Array(#"\u00"#.utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
        return out
    }
}
