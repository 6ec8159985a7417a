import AutorotateTestSupport
import AutorotateWire
import Foundation
import Testing

@testable import AutorotateEngine

/// The scenario decoder reading a tape built from bytes and reading the reader's tree give the
/// same scenario or the same problems.
@Suite struct ScenarioTapeDecoderTests {
    /// Every scenario fixture's file, and its `scenario` member as serialized.
    static func fixtureBodies() throws -> [[UInt8]] { try goldenFixtureBodies() }

    /// The simulator gives the same answer for a fixture's bytes as for its parsed tree.
    @Test func treesAndBytesDecodeAlike() throws {
        for bytes in try Self.fixtureBodies() {
            let value = try JSONReader.parse(bytes)
            #expect(Simulator.run(json: bytes) == Simulator.run(document: value))
        }
    }

    /// 1,500 seeded mutations that put non-ASCII text into the fixtures (U+212A KELVIN SIGN,
    /// which is canonically `K`; U+037E, canonically `;`; precomposed and decomposed `é`), into
    /// keys, names and expressions alike: the decoder reading the bytes' tape and the decoder
    /// reading the reader's tree give the same simulation or the same problems.
    @Test func decoderPathsAgreeOnNonASCIIText() throws {
        let bodies = try Self.fixtureBodies()
        var random = SeededGenerator(seed: 0x212A)
        let insertions = ["\u{212A}", "\u{37E}", "\u{E9}", "e\u{301}", "K"].map { Array($0.utf8) }
        var parsed = 0
        for round in 0..<1_500 {
            var bytes = bodies[round % bodies.count]
            let position = Int.random(in: 0..<bytes.count, using: &random)
            let insertion = insertions[Int.random(in: 0..<insertions.count, using: &random)]
            if Int.random(in: 0..<2, using: &random) == 0 {
                bytes.replaceSubrange(position..<(position + 1), with: insertion)
            } else {
                bytes.insert(contentsOf: insertion, at: position)
            }
            guard let document = try? JSONReader.parse(bytes, maxDepth: EngineLimits.default.maxJSONDepth)
            else {
                continue
            }
            parsed += 1
            #expect(Simulator.run(json: bytes) == Simulator.run(document: document), "round \(round)")
        }
        #expect(parsed > 300, "\(parsed) parsed")
    }
}
