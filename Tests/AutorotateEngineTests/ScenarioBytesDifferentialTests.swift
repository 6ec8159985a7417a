import AutorotateTestSupport
import AutorotateWire
import Foundation
import Testing

@testable import AutorotateEngine

/// The engine's reading of scenario bytes against the strict reader and the parsed-document path:
/// whatever a faster reading of the bytes does inside, a body the reader rejects gets exactly the
/// reader's error, and any other body gets what `Simulator.run(document:)` gives its parse.
@Suite struct ScenarioBytesDifferentialTests {
    static func seed000() throws -> [UInt8] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/scenarios/seed000-force-landscape-tabbar.json")
        let fixture = try JSONReader.parse([UInt8](Data(contentsOf: url)))
        guard case .object(let object) = fixture else { return [] }
        return try #require(object["scenario"]).serialized()
    }

    /// Expects the tape path's answer for `bytes` to be the parsed document's, or, when `bytes`
    /// is not JSON, the reader's own syntax error; counts which of the three it was.
    static func expectTapeAgrees(
        _ bytes: [UInt8], round: Int, counting outcomes: inout (syntax: Int, problem: Int, simulated: Int)
    ) {
        let result = Simulator.run(json: bytes)
        do {
            let document = try JSONReader.parse(bytes, maxDepth: EngineLimits.default.maxJSONDepth)
            #expect(result == Simulator.run(document: document), "round \(round)")
            if case .success = result { outcomes.simulated += 1 } else { outcomes.problem += 1 }
        } catch {
            let expected = InputProblem(
                kind: .malformed, detail: "The body is not valid JSON: \(error.message).",
                errors: [PointerError(pointer: error.pointer, detail: error.message)])
            #expect(result == .failure(expected), "round \(round)")
            outcomes.syntax += 1
        }
    }

    /// Differential: 2,000 seeded mutations of seed000 (bytes replaced, inserted and deleted, biased
    /// to JSON's structural characters and to names). A syntax error is the reader's own, pointer
    /// and message; otherwise the answer, problem or simulation, equals the parsed document's.
    @Test func mutationsMatchTheReaderAndTheDocumentPath() throws {
        let original = try Self.seed000()
        var random = SeededGenerator(seed: 19_2026)
        let alphabet = Array(#"{}[]:,"\ 0123456789-.etrufalsnxyz/u"#.utf8) + [0x00, 0xC3]
        var outcomes = (syntax: 0, problem: 0, simulated: 0)
        for round in 0..<2_000 {
            var bytes = original
            random.edit(&bytes, times: 1...2, from: alphabet)
            Self.expectTapeAgrees(bytes, round: round, counting: &outcomes)
        }
        // Every branch was exercised.
        #expect(outcomes.syntax > 100 && outcomes.problem > 100 && outcomes.simulated > 100, "\(outcomes)")
    }

    /// A pointer whose last token is still inline and the same pointer settled into a node read
    /// the same: text, depth, equality, hash, and every pointer appended to them.
    @Test func settledPointersReadTheSame() {
        let inline = JSONPointer.root.appending("viewControllers").appending("a/b~c")
        let settled = inline.settled()
        #expect(inline.string == "/viewControllers/a~1b~0c")
        #expect(settled.string == inline.string)
        #expect(settled.depth == 2 && inline.depth == 2)
        #expect(settled == inline && settled.hashValue == inline.hashValue)
        #expect(settled.settled().string == inline.string)
        for (left, right) in [
            (inline.appending(3), settled.appending(3)),
            (inline.appending("kind"), settled.appending("kind")),
            (inline.appending(0).appending("x"), settled.appending(0).settled().appending("x")),
        ] {
            #expect(left == right && left.string == right.string && left.depth == right.depth)
        }
        #expect(inline.appending("kind").string == "/viewControllers/a~1b~0c/kind")
        #expect(JSONPointer.root.settled().string == "" && JSONPointer.root.settled().depth == 0)
        #expect(JSONPointer(escaped: "/a/b")?.appending("c").settled().string == "/a/b/c")
        #expect(JSONPointer(escaped: "/a/b")?.appending("c").depth == 3)
    }

    /// Differential: 1,000 seeded replacements of seed000's strings (keys and values) by names
    /// the tape's decoder matches by their bytes — event types, kinds, ids, orientation
    /// spellings, versions, flags, and texts canonically equal to one another without sharing
    /// their bytes — answer exactly as the parsed document does, whose decoder reads every
    /// string as a `String`.
    @Test func replacedNamesMatchTheDocumentPath() throws {
        let original = try Self.seed000()
        // The byte ranges of the document's string tokens, quotes included (seed000 has no escapes).
        var ranges: [Range<Int>] = []
        var start = 0
        while start < original.count {
            guard original[start] == UInt8(ascii: "\"") else {
                start += 1
                continue
            }
            var end = start + 1
            while end < original.count, original[end] != UInt8(ascii: "\"") { end += 1 }
            ranges.append(start..<min(end + 1, original.count))
            start = end + 1
        }
        let names = [
            "push", "pop", "setFlag", "present", "dismiss", "Push", "pushh", "setStatusBarOrientation",
            "attemptRotationToDeviceOrientation", "portrait", "landscapeRight", ".landscapeLeft",
            "UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft",
            "UIInterfaceOrientation.portrait",
            "UIInterfaceOrientationUnknown", "unknown", "faceUp", "UIDeviceOrientationPortrait",
            "UIInterfaceOrientationMaskLandscape", "nav", "tabs", "list", "paint", "empty", "nope",
            "navigationController", "tabBarController", "splitViewController", "viewController", "6.1", "6",
            "16.4.1", "06.01", "1.2.3.4", "6.", "", "isLandscapePreferred", "isLandscapePreferre", "K",
            "\u{212A}",
            "caf\u{E9}", "cafe\u{301}", "type", "kind", "if", "then", "else", "forward", "topViewController",
        ]
        var random = SeededGenerator(seed: 5_2026)
        var outcomes = (syntax: 0, problem: 0, simulated: 0)
        for round in 0..<1_000 {
            var picked: [Range<Int>] = []
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let range = ranges[Int.random(in: 0..<ranges.count, using: &random)]
                if !picked.contains(range) { picked.append(range) }
            }
            var bytes = original
            // From the end backwards, so that each range still holds its string.
            for range in picked.sorted(by: { $0.lowerBound > $1.lowerBound }) {
                let name = names[Int.random(in: 0..<names.count, using: &random)]
                bytes.replaceSubrange(range, with: JSONValue.string(name).serialized())
            }
            // A syntax error here is a key replaced by one its object already has.
            Self.expectTapeAgrees(bytes, round: round, counting: &outcomes)
        }
        #expect(outcomes.problem > 50 && outcomes.simulated > 50, "\(outcomes)")
    }
}
