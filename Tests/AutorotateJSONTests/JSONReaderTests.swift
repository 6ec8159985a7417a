import AutorotateJSON
import AutorotateTestSupport
import Testing

/// The reader's grammar: what it accepts and the value it builds.
@Suite struct JSONReaderTests {
    func parse(_ text: String, maxDepth: Int = 128) throws(JSONSyntaxError) -> JSONValue {
        try JSONReader.parse(Array(text.utf8), maxDepth: maxDepth)
    }

    /// The string scanner reads eight bytes at a time: a byte that ends the fast path (quote,
    /// backslash, control character, non-ASCII) is found at every offset within and across words,
    /// also right after bytes that sit next to the SWAR tests' thresholds (0x1F/0x20, 0x7F/0x80).
    @Test func stringScanFindsEverySpecialByteAtEveryOffset() throws {
        let fillers: [[UInt8]] = [[UInt8(ascii: "a")], [0x20], [0x7F], [UInt8(ascii: "!")], [0x5B, 0x5D]]
        for filler in fillers {
            for offset in 0..<24 {
                let prefix = (0..<offset).map { filler[$0 % filler.count] }
                let text = String(decoding: prefix, as: UTF8.self)
                let tail = Array("tail-after-the-special-byte".utf8)
                func document(_ special: [UInt8]) -> [UInt8] { [0x22] + prefix + special + tail + [0x22] }
                let tailText = "tail-after-the-special-byte"
                #expect(try JSONReader.parse(document([0x5C, 0x22])) == .string(text + "\"" + tailText))
                #expect(try JSONReader.parse(document([0x5C, 0x5C])) == .string(text + "\\" + tailText))
                #expect(try JSONReader.parse(document(Array("é".utf8))) == .string(text + "é" + tailText))
                #expect(try JSONReader.parse(document(Array("😀".utf8))) == .string(text + "😀" + tailText))
                #expect(try JSONReader.parse([0x22] + prefix + [0x22]) == .string(text))
                // The error's offset is the bad byte's; for a lead byte without its continuation,
                // the byte that should have continued it.
                for (bad, at): ([UInt8], Int) in [
                    ([0x1F], 1), ([0x00], 1), ([0x0A], 1), ([0xFF], 1), ([0x80], 1), ([0xC3], 2),
                ] {
                    let error = #expect(throws: JSONSyntaxError.self) { try JSONReader.parse(document(bad)) }
                    #expect(error?.offset == at + offset, "byte \(bad) after \(offset) × \(filler)")
                }
            }
        }
    }

    /// Every scalar kind at top level parses to the matching case.
    @Test func scalarsAtTopLevel() throws {
        #expect(try parse("null") == .null)
        #expect(try parse("true") == .bool(true))
        #expect(try parse(" false ") == .bool(false))
        #expect(try parse("\"hi\"") == .string("hi"))
        #expect(try parse("-12.5e1") == .number(-125))
        #expect(try parse("0") == .number(0))
    }

    /// Objects keep members in document order; arrays keep elements in order; nesting works.
    @Test func containersKeepOrder() throws {
        let value = try parse(#"{"b": [1, {"c": null}], "a": {}, "d": []}"#)
        let expected = JSONValue.object(
            JSONObject([
                JSONMember("b", .array([.number(1), .object(JSONObject([JSONMember("c", .null)]))])),
                JSONMember("a", .object(JSONObject())),
                JSONMember("d", .array([])),
            ]))
        #expect(value == expected)
    }

    /// The four RFC whitespace characters are allowed between any tokens.
    @Test func rfcWhitespace() throws {
        #expect(
            try parse(" \t\r\n[ \t\r\n1 \t\r\n, \t\r\n{ \"a\" \n: \r 2 } ] \n")
                == .array([.number(1), .object(JSONObject([JSONMember("a", .number(2))]))]))
    }

    /// Escapes decode to the characters they name, including surrogate pairs for astral characters.
    @Test func stringEscapes() throws {
        #expect(try parse(#""a\"b\\c\/d\b\f\n\r\t""#) == .string("a\"b\\c/d\u{8}\u{C}\n\r\t"))
        #expect(try parse(#""\u00e9\u20AC\ud83d\ude00""#) == .string("é€😀"))
        #expect(try parse("\"é€😀\"") == .string("é€😀"))
        #expect(try parse(#""x\u0000y""#) == .string("x\u{0}y"))
    }

    /// Numbers convert exactly: integers, fractions, exponents, negative zero, long mantissas.
    @Test func numbers() throws {
        #expect(try parse("9007199254740993") == .number(9_007_199_254_740_992))  // ties to even
        #expect(try parse("0.1") == .number(0.1))
        #expect(try parse("1E2") == .number(100))
        #expect(try parse("1e-7") == .number(1e-7))
        #expect(try parse("-0") == .number(-0.0))
        #expect(try parse("123456789012345678901234567890") == .number(123456789012345678901234567890.0))
        #expect(try parse("0.000000000000000000000000000001") == .number(1e-30))
        #expect(try parse("1.7976931348623157e308") == .number(1.7976931348623157e308))
        #expect(try parse("2.2250738585072014e-308") == .number(2.2250738585072014e-308))
    }
}

/// The reader's entry points beyond `[UInt8]`, and the examples its documentation shows.
@Suite struct JSONReaderEntryPointTests {
    /// Parsing from raw memory gives the same value and the same errors as parsing an array.
    @Test func rawBufferOverload() throws {
        let good = Array(#"{"a": [1, "é"]}"#.utf8)
        let value = try good.withUnsafeBytes { (raw) throws(JSONSyntaxError) in try JSONReader.parse(raw) }
        #expect(value == (try JSONReader.parse(good)))
        let bad = Array(#"{"a": [1,]}"#.utf8)
        let error = #expect(throws: JSONSyntaxError.self) {
            try bad.withUnsafeBytes { (raw) throws(JSONSyntaxError) in try JSONReader.parse(raw) }
        }
        #expect(error?.pointer == "/a/1")
        let empty = #expect(throws: JSONSyntaxError.self) {
            try JSONReader.parse(UnsafeRawBufferPointer(start: nil, count: 0))
        }
        #expect(empty?.offset == 0)
    }

    /// The error example in the documentation is exactly what the reader reports.
    @Test func documentedErrorExample() {
        let error = #expect(throws: JSONSyntaxError.self) {
            try JSONReader.parse(Array(#"{"a": [1,]}"#.utf8))
        }
        #expect(error?.pointer == "/a/1")
        #expect(error?.message == "trailing comma before ']' at line 1, column 10")
        #expect(error?.description == "trailing comma before ']' at line 1, column 10 (at /a/1)")
        #expect(error?.offset == 9)
    }

    /// The brief's example message: a missing comma between members names line and column.
    @Test func missingCommaExample() {
        let text = "{\n  \"a\": 1,\n  \"b\": 2\n  \"c\": 3\n}"
        let error = #expect(throws: JSONSyntaxError.self) { try JSONReader.parse(Array(text.utf8)) }
        #expect(
            error?.message == "expected ',' or '}' after an object member, found '\"' at line 4, column 3")
        #expect(error?.pointer == "")
    }
}
