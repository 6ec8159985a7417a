import AutorotateJSON
import AutorotateTestSupport
import Foundation
import Testing

/// The helpers the JSON suites rely on behave as they claim (they live here, beside their tests).
@Suite struct JSONTestSupportTests {
    /// The seeded generators repeat exactly, so every random test is reproducible from its seed.
    @Test func generatorsAreDeterministic() {
        var first = RandomJSONText(seed: 1)
        var second = RandomJSONText(seed: 1)
        var other = RandomJSONText(seed: 2)
        let documents = (0..<20).map { _ in first.document() }
        #expect(documents == (0..<20).map { _ in second.document() })
        #expect(documents != (0..<20).map { _ in other.document() })
    }

    /// The random documents cover every JSON kind, escapes and astral characters.
    @Test func randomDocumentsCoverTheGrammar() {
        var generator = RandomJSONText(seed: 0x0A07_0207_A7E5)
        let text = String(decoding: (0..<200).flatMap { _ in generator.document() }, as: UTF8.self)
        for fragment in ["{", "[", "true", "false", "null", "e", "E", "-", ".", "\\u", "\\n", "😀", "\\uD83D"]
        {
            #expect(text.contains(fragment), "\(fragment)")
        }
    }

    /// The Foundation comparison tells booleans from numbers and ignores only object member order.
    @Test func equivalenceIsStrictWhereItMatters() throws {
        let foundation = try JSONTestSupport.foundationParse(Array(#"[true, 1, {"a": 1, "b": [null]}]"#.utf8))
        let same = try JSONReader.parse(Array(#"[true, 1, {"b": [null], "a": 1}]"#.utf8))
        let swapped = try JSONReader.parse(Array(#"[1, true, {"a": 1, "b": [null]}]"#.utf8))
        #expect(JSONTestSupport.equivalent(same, foundation))
        #expect(!JSONTestSupport.equivalent(swapped, foundation))
    }
}

/// The seeded SplitMix64 generator every randomized suite of this target uses (one definition, in
/// AutorotateTestSupport).
typealias SeededGenerator = AutorotateTestSupport.SeededGenerator

/// Generates random, valid JSON text: nested arrays and objects, strings with escapes, raw
/// non-ASCII and astral characters, numbers with signs, fractions and exponents, random whitespace.
struct RandomJSONText {
    var random: SeededGenerator
    var text: [UInt8] = []

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    mutating func document() -> [UInt8] {
        text = []
        whitespace()
        value(depth: 0)
        whitespace()
        return text
    }

    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }

    mutating func whitespace() {
        let characters: [UInt8] = [0x20, 0x09, 0x0A, 0x0D]
        for _ in 0..<Int.random(in: 0...2, using: &random) {
            if chance(40) { text.append(characters[Int.random(in: 0..<4, using: &random)]) }
        }
    }

    mutating func value(depth: Int) {
        let containers = depth < 6 ? 30 : 0
        let roll = Int.random(in: 0..<100, using: &random)
        if roll < containers / 2 {
            array(depth: depth)
        } else if roll < containers {
            object(depth: depth)
        } else {
            switch Int.random(in: 0..<10, using: &random) {
            case 0: text += Array("null".utf8)
            case 1: text += Array("true".utf8)
            case 2: text += Array("false".utf8)
            case 3, 4, 5: number()
            default: string(unique: nil)
            }
        }
    }

    mutating func array(depth: Int) {
        text.append(UInt8(ascii: "["))
        whitespace()
        let count = Int.random(in: 0...5, using: &random)
        for index in 0..<count {
            if index > 0 {
                text.append(UInt8(ascii: ","))
                whitespace()
            }
            value(depth: depth + 1)
            whitespace()
        }
        text.append(UInt8(ascii: "]"))
    }

    mutating func object(depth: Int) {
        text.append(UInt8(ascii: "{"))
        whitespace()
        let count = Int.random(in: 0...5, using: &random)
        for index in 0..<count {
            if index > 0 {
                text.append(UInt8(ascii: ","))
                whitespace()
            }
            string(unique: index)
            whitespace()
            text.append(UInt8(ascii: ":"))
            whitespace()
            value(depth: depth + 1)
            whitespace()
        }
        text.append(UInt8(ascii: "}"))
    }

    /// A string literal; `unique` (a member index) makes object keys distinct.
    mutating func string(unique: Int?) {
        text.append(UInt8(ascii: "\""))
        if let unique { text += Array("k\(unique)".utf8) }
        let pieces: [String] = [
            "a", "Z", " ", "~", "/", "portrait", "é", "€", "日本", "😀", "𝄞", "\u{7F}", "\u{2028}",
            #"\""#, #"\\"#, #"\/"#, #"\b"#, #"\f"#, #"\n"#, #"\r"#, #"\t"#, #"\u0000"#, #"\u001f"#,
            #"\u00E9"#, #"\u20ac"#, #"\uD83D\uDE00"#, #"\ud834\udd1e"#, #"\uFFFF"#, #"\u0041"#,
        ]
        for _ in 0..<Int.random(in: 0...8, using: &random) {
            text += Array(pieces[Int.random(in: 0..<pieces.count, using: &random)].utf8)
        }
        text.append(UInt8(ascii: "\""))
    }

    mutating func number() {
        if chance(30) { text.append(UInt8(ascii: "-")) }
        if chance(15) {
            text.append(UInt8(ascii: "0"))
        } else {
            text += Array(
                String(
                    UInt64.random(in: 1...9_007_199_254_740_991, using: &random)
                        >> UInt64.random(in: 0...52, using: &random) | 1
                ).utf8)
        }
        if chance(40) {
            text.append(UInt8(ascii: "."))
            text += Array(String(UInt32.random(in: 0...999_999, using: &random)).utf8)
        }
        if chance(30) {
            text.append(chance(50) ? UInt8(ascii: "e") : UInt8(ascii: "E"))
            if chance(50) { text.append(chance(50) ? UInt8(ascii: "-") : UInt8(ascii: "+")) }
            text += Array(String(Int.random(in: 0...290, using: &random)).utf8)
        }
    }
}
