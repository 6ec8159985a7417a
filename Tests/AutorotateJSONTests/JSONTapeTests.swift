import AutorotateTestSupport
import Foundation
import Testing

@testable import AutorotateJSON

/// The flat tape against the reader's tree: the same documents accepted, the same values read, the
/// reader's own errors. (The scenario decoder's two paths over a tape: ScenarioTapeDecoderTests.)
@Suite struct JSONTapeTests {
    /// Every scenario fixture's file, and its `scenario` member as serialized.
    static func fixtureBodies() throws -> [[UInt8]] { try goldenFixtureBodies() }

    /// What the tape builder makes of `bytes`, checked against the reader: it accepts exactly what
    /// the reader accepts (without falling back on it) and holds the reader's tree; `parse`
    /// throws the reader's error. Returns whether the bytes were accepted.
    @discardableResult
    static func expectSameAsReader(_ bytes: [UInt8], maxDepth: Int = 200, _ note: String) -> Bool {
        let built = JSONTape.build(bytes, maxDepth: maxDepth)
        do {
            let value = try JSONReader.parse(bytes, maxDepth: maxDepth)
            #expect(built.map { $0.value(at: $0.root) } == value, "\(note)")
            #expect((try? JSONTape.parse(bytes, maxDepth: maxDepth)).map { $0.value(at: $0.root) } == value)
            return true
        } catch {
            #expect(built == nil, "\(note): the tape accepted what the reader refuses: \(error)")
            #expect(throws: error) { try JSONTape.parse(bytes, maxDepth: maxDepth) }
            return false
        }
    }

    /// Every fixture, and every fixture's scenario as serialized, reads as the reader's tree.
    @Test func fixturesReadAsTheReadersTree() throws {
        let bodies = try Self.fixtureBodies()
        #expect(bodies.count >= 24)
        for (index, bytes) in bodies.enumerated() {
            #expect(Self.expectSameAsReader(bytes, "fixture \(index)"))
        }
    }

    /// 3,000 seeded single- and double-byte mutations of the fixtures (biased to JSON's structural
    /// characters, escapes and non-ASCII lead bytes): accepted exactly when the reader accepts,
    /// with the reader's tree or the reader's error.
    @Test func mutationsMatchTheReader() throws {
        let bodies = try Self.fixtureBodies()
        var random = SeededGenerator(seed: 0x7A9E)
        let alphabet =
            Array(#"{}[]:,"\ 0123456789-.eEtrufalsnu/bK+"#.utf8) + [0x00, 0x1F, 0xC3, 0xA9, 0xE2, 0x84, 0xAA]
        var accepted = 0
        for round in 0..<3_000 {
            var bytes = bodies[round % bodies.count]
            random.edit(&bytes, times: 1...2, from: alphabet)
            if Self.expectSameAsReader(bytes, "round \(round)") { accepted += 1 }
        }
        // Both sides were exercised.
        #expect(accepted > 300 && accepted < 2_700, "\(accepted) accepted")
    }

    /// Hand-written edge cases: escapes (in keys and values), surrogate pairs, numbers, literals,
    /// empty containers, top-level scalars, whitespace, depth, and malformed text of every kind.
    @Test func edgeCasesMatchTheReader() {
        let texts = [
            #"{"a\"b": "c\u00e9\n", "\u0041": [1, -0, 0.5e-3, 1E+2, 123456789012345678901234567890]}"#,
            #"["\ud83d\ude00", "\/", "\b\f\r\t", "plain é 😀"]"#, "  [ ]  ", "{}", "[{}, [], [[]]]", "true",
            "null", "-0", "\"x\"", "", " ", "[1,]", "{\"a\":1,}", "{\"a\" 1}", "{1:2}", "[1 2]", "[tru]",
            "nul", "[\"\\ud800\"]", "[\"\\udc00\"]", "[\"\u{01}\"]", "[01]", "[1.]", "[1e]", "[-]", "[1e400]",
            "{\"a\":1}x", "[\"abc", "[", "{", "{\"a\"", "{\"a\":", "[\"\\x\"]", "[\"\\u12G4\"]",
            "{\"a\":1,\"a\":2}", "{\"a\":{\"b\":1,\"b\":[]}}", "[True]", "[NaN]",
            "{ }", "[ ]", " { \"a\" : 1 , \"b\" : [ 2 , { } ] } ", "{,}", "[,1]", "{\"a\":1 \"b\":2}",
            "{\"a\":1,,\"b\":2}", "{\"a\":[}", "[{]", "{\"a\"::1}", "{\"a\":}", "[1,,2]", "[[1],[2]] ]",
            "{\"a\":1}}", "[]]", "{} {}", "[\"a\" , \"b\"]", "{\"a\":true,\"b\":false,\"c\":null}",
        ]
        for text in texts { Self.expectSameAsReader(Array(text.utf8), text) }
        var invalidUTF8 = Array("[\"a".utf8)
        invalidUTF8 += [0xC3, 0x28, 0x22, 0x5D]
        Self.expectSameAsReader(invalidUTF8, "invalid UTF-8")
        Self.expectSameAsReader([0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D], "encoded surrogate")
    }

    /// `knownKeysFilter` answers the OR of an object's keys' filter bits exactly when every key is
    /// ASCII and known (the extra name included), `0` for no keys, and `nil` otherwise.
    @Test func knownKeysFilterAnswersOnlyForKnownKeys() throws {
        let tape = try JSONTape.parse(
            Array(#"[{"type":1,"name":2,"value":[3]},{"type":1,"näme":2},{},7]"#.utf8))
        let nodes = Array(tape.elements(of: tape.root))
        let known: JSONTape.KeyNames = ["name", "value"]
        let bits = JSONTape.keyFilterBit(length: 4) | JSONTape.keyFilterBit(length: 5)
        #expect(tape.knownKeysFilter(of: nodes[0], known: known, alsoKnown: "type") == bits)
        #expect(tape.knownKeysFilter(of: nodes[0], known: ["type", "name", "value"], alsoKnown: nil) == bits)
        #expect(tape.knownKeysFilter(of: nodes[0], known: known, alsoKnown: nil) == nil)
        #expect(tape.knownKeysFilter(of: nodes[0], known: ["name"], alsoKnown: "type") == nil)
        #expect(
            tape.knownKeysFilter(of: nodes[1], known: ["name", "value", "näme"], alsoKnown: "type") == nil)
        #expect(tape.knownKeysFilter(of: nodes[2], known: known, alsoKnown: nil) == 0)
        #expect(tape.knownKeysFilter(of: nodes[3], known: known, alsoKnown: nil) == 0)
    }

    /// The nesting limit is the reader's: `maxDepth` containers pass, one more fails with the
    /// reader's error, and the ceiling caps a larger limit.
    @Test func depthLimitIsTheReaders() {
        for depth in [1, 5, 200, 201] {
            let bytes =
                Array(String(repeating: "[", count: depth).utf8)
                + Array(String(repeating: "]", count: depth).utf8)
            #expect(Self.expectSameAsReader(bytes, maxDepth: 200, "depth \(depth)") == (depth <= 200))
        }
        let deep =
            Array(String(repeating: "{\"a\":", count: 1_001).utf8) + [0x31]
            + Array(String(repeating: "}", count: 1_001).utf8)
        #expect(!Self.expectSameAsReader(deep, maxDepth: 5_000, "past the ceiling"))
    }

    /// Keys equal under Swift's `==` (canonical equivalence) are duplicates on the tape too, in
    /// small objects and in large ones (the set path), whichever comes first; keys of different
    /// ASCII bytes are not.
    @Test func canonicallyEquivalentKeysAreDuplicates() {
        #expect(!Self.expectSameAsReader(Array(#"{"\u00e9": 1, "e\u0301": 2}"#.utf8), "escaped"))
        #expect(!Self.expectSameAsReader(Array("{\"\u{E9}\": 1, \"e\u{301}\": 2}".utf8), "raw"))
        #expect(!Self.expectSameAsReader(Array("{\"\u{212A}\": 1, \"K\": 2}".utf8), "kelvin"))
        #expect(!Self.expectSameAsReader(Array("{\"K\": 1, \"ab\": 2, \"\u{212A}\": 3}".utf8), "kelvin last"))
        #expect(!Self.expectSameAsReader(Array(#"{"ab": 1, "c": 2, "ab": 3}"#.utf8), "small ASCII"))
        let members = (0..<20).map { "\"k\($0)\": \($0)" }.joined(separator: ",")
        #expect(!Self.expectSameAsReader(Array("{\(members), \"\u{E9}\": 1, \"e\u{301}\": 2}".utf8), "large"))
        #expect(!Self.expectSameAsReader(Array("{\(members), \"k7\": 0}".utf8), "large ASCII"))
        #expect(Self.expectSameAsReader(Array(#"{"e": 1, "é": 2, "E": 3, "K": 4, "k": 5}"#.utf8), "distinct"))
    }

    /// Member lookups and string comparisons answer as the tree's do: `JSONObject`'s subscript
    /// (same UTF-8 length, then `==`) and `==` on strings, for ASCII and non-ASCII text.
    @Test func lookupsAnswerAsTheTree() throws {
        let text =
            "{\"\u{212A}ind\": 1, \"kind\": 2, \"e\u{301}\": 3, \"caf\u{E9}\": 4, \"a\\u0062\": 5, \"\": 6}"
        let tape = try JSONTape.parse(Array(text.utf8))
        guard case .object(let object) = try JSONReader.parse(Array(text.utf8)) else {
            Issue.record("not an object")
            return
        }
        let names = [
            "kind", "Kind", "\u{212A}ind", "\u{E9}", "e\u{301}", "caf\u{E9}", "cafe\u{301}", "ab", "", "x",
        ]
        for name in names {
            let found = tape.member(tape.root, name).map { tape.value(at: $0) }
            #expect(found == object[name], "\(name)")
        }
        let strings = try JSONTape.parse(Array("[\"\u{212A}\", \"e\u{301}\", \"YES\", \"\"]".utf8))
        let elements = Array(strings.elements(of: strings.root))
        for (node, text) in zip(elements, ["\u{212A}", "e\u{301}", "YES", ""]) {
            for other in ["K", "\u{212A}", "\u{E9}", "e\u{301}", "YES", "NO", ""] {
                #expect(strings.string(node, equals: other) == (text == other), "\(text) vs \(other)")
            }
        }
    }

    /// Two string nodes compare as their texts do under `==` (canonical equivalence), an ASCII
    /// string's bytes are handed out in place, and a key's filter bit is the bit of its length (so
    /// a member filter never hides a member the object has).
    @Test func stringNodesCompareAsTheirTexts() throws {
        let texts = ["\u{212A}", "K", "e\u{301}", "\u{E9}", "YES", "", "UIInterfaceOrientationMaskPortrait"]
        let json = "[" + texts.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        let tape = try JSONTape.parse(Array(json.utf8))
        let nodes = Array(tape.elements(of: tape.root))
        #expect(nodes.count == texts.count)
        for (node, text) in zip(nodes, texts) {
            for (other, otherText) in zip(nodes, texts) {
                #expect(
                    tape.string(node, equalsStringAt: other) == (text == otherText), "\(text) vs \(otherText)"
                )
            }
            let bytes = Array(text.utf8)
            #expect(tape.keyFilterBit(node) == JSONTape.keyFilterBit(length: bytes.count))
            let isASCII = bytes.allSatisfy { $0 < 0x80 }
            #expect(tape.withASCIIBytes(of: node) { Array($0) } == (isASCII ? bytes : nil), "\(text)")
        }
    }

    /// A document written to a tape from a tree reads back as the same tree (every fixture).
    @Test func treesReadBackFromTheirTape() throws {
        for bytes in try Self.fixtureBodies() {
            let value = try JSONReader.parse(bytes)
            let tape = JSONTape(value)
            #expect(tape.value(at: tape.root) == value)
        }
    }
}
