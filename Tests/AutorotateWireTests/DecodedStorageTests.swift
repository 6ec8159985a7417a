import Foundation
import Testing

@testable import AutorotateWire

/// `Simulation(json:)` stores what it reads as the engine stores it (words of the fixed
/// vocabulary, masks by their value) whenever that is the same value, and keeps everything else
/// exactly as given.
@Suite struct DecodedStorageTests {
    static let fixture = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/responses/seed003-ios6-forwarding-containers.json")

    static func answer() throws -> [UInt8] { [UInt8](try Data(contentsOf: fixture)) }

    /// The word spelt by `text`, read from its UTF-8 bytes.
    func word(_ text: String) -> WireWord? {
        Array(text.utf8).withUnsafeBufferPointer { WireWord(spelling: $0) }
    }

    /// Every word reads back from its own text, and only from exactly that text.
    @Test func everyWordIsReadFromItsSpellingOnly() {
        for word in WireWord.allCases {
            #expect(self.word(word.text) == word, "\(word)")
            #expect(self.word(word.text + "x") == nil, "\(word)")
            #expect(self.word(String(word.text.dropLast())) != word, "\(word)")
            #expect(self.word(word.text.uppercased()) == nil, "\(word)")
        }
        #expect(word("") == nil)
        #expect(word("portraits") == nil)
    }

    /// A real answer decodes into words and engine masks, equals itself decoded as text, and
    /// writes back the bytes it was read from.
    @Test func realAnswerIsStoredAsTheEngineStoresIt() throws {
        let bytes = try Self.answer()
        let simulation = try Simulation(json: bytes)
        let launch = simulation.launch
        #expect(launch.typeText == .word(.launch))
        guard case .word(.portrait) = launch.interfaceOrientationText else {
            Issue.record("interface orientation stored as \(launch.interfaceOrientationText)")
            return
        }
        let masks = launch.queries.filter {
            if case .mask = $0.resultValue { true } else { false }
        }
        #expect(masks.count == 3)
        #expect(launch.queries.allSatisfy { if case .word = $0.methodText { true } else { false } })
        #expect(launch.masks?.application.givenOrientations == nil)
        #expect(launch.callbacks.allSatisfy { if case .word = $0.methodText { true } else { false } })
        #expect(simulation.jsonBytes() == bytes)
        #expect(
            launch.queries[3].result
                == .object(
                    JSONObject([
                        JSONMember("value", .number(2)),
                        JSONMember("orientations", .array([.string("portrait")])),
                    ])))
    }

    /// Masks whose names are not exactly their value's, query results of other shapes and texts
    /// that only resemble words are kept as given: they read back equal and write the same bytes.
    @Test func otherShapesAreKeptAsGiven() throws {
        var text = String(decoding: try Self.answer(), as: UTF8.self)
        let replacements = [
            // Fewer, more, other and escaped names than the value's.
            (
                #""application":{"value":26,"orientations":["portrait","landscapeLeft","landscapeRight"]}"#,
                #""application":{"value":26,"orientations":["portrait","landscapeLeft"]}"#
            ),
            (
                #""device":{"value":30,"orientations":["portrait","portraitUpsideDown","landscapeLeft","landscapeRight"]}"#,
                #""device":{"value":30,"orientations":["portrait","portraitUpsideDown","landscapeLeft","landscapeRight","faceUp"]}"#
            ),
            (
                #""viewController":{"value":2,"orientations":["portrait"]}"#,
                #""viewController":{"value":2,"orientations":["landscapeLeft"]}"#
            ),
            (
                #""allowed":{"value":2,"orientations":["portrait"]}"#,
                #""allowed":{"value":2,"orientations":["portr\u0061it"]}"#
            ),
            // A query result with a member more than a mask's, and one with its members swapped.
            (
                #""result":{"value":2,"orientations":["portrait"]}},{"viewController":"nav""#,
                #""result":{"value":2,"orientations":["portrait"],"note":[1,{"a":null}]}},{"viewController":"nav""#
            ),
            (
                #""result":{"value":2,"orientations":["portrait"]}},{"viewController":"fixed""#,
                #""result":{"orientations":["portrait"],"value":2}},{"viewController":"fixed""#
            ),
            // Texts a letter away from a word.
            (#""type":"launch""#, #""type":"launched""#),
            (#""method":"viewWillAppear:""#, #""method":"viewWillAppear""#),
        ]
        for (old, new) in replacements {
            let replaced = text.replacingOccurrences(of: old, with: new)
            #expect(replaced != text, "\(old)")
            text = replaced
        }
        let bytes = Array(text.utf8)
        let simulation = try Simulation(json: bytes)
        let reader = try JSONReader.parse(bytes)
        let rewritten = try JSONReader.parse(simulation.jsonBytes())
        #expect(rewritten == reader)
        #expect(try Simulation(json: simulation.jsonBytes()) == simulation)
        let launch = simulation.launch
        #expect(launch.type == "launched")
        #expect(launch.masks?.application.orientations == ["portrait", "landscapeLeft"])
        #expect(launch.masks?.device.orientations.last == "faceUp")
        #expect(launch.masks?.viewController?.orientations == ["landscapeLeft"])
        #expect(launch.masks?.allowed.orientations == ["portrait"])
        #expect(launch.queries[3].result.objectKeys == ["value", "orientations", "note"])
        #expect(launch.queries[4].result.objectKeys == ["orientations", "value"])
        #expect(launch.callbacks[0].method == "viewWillAppear")
    }

    /// A key repeated inside a query result is the reader's duplicate-key error at its pointer,
    /// and a result nested deeper than the cursor reads itself decodes as the reader reads it.
    @Test func queryResultsFollowTheReader() throws {
        let text = String(decoding: try Self.answer(), as: UTF8.self)
        let old = #""result":{"value":2,"orientations":["portrait"]}},{"viewController":"nav""#
        let repeated = text.replacingOccurrences(
            of: old, with: #""result":{"a":1,"b":{"c":2,"c":3}}},{"viewController":"nav""#)
        let error = #expect(throws: SimulationDecodingError.self) {
            try Simulation(json: Array(repeated.utf8))
        }
        #expect(error?.syntax?.message.hasPrefix("duplicate key 'c'") == true)
        #expect(error?.pointer == "/launch/queries/3/result/b/c")

        let levels = 30
        #expect(2 * levels > JSONCursor.nativeValueDepth)
        let deep = String(repeating: #"{"k":["#, count: levels) + "1" + String(repeating: "]}", count: levels)
        let nested = text.replacingOccurrences(
            of: old, with: #""result":"# + deep + #"},{"viewController":"nav""#)
        let decoded = try Simulation(json: Array(nested.utf8))
        #expect(decoded.launch.queries[3].result == (try JSONReader.parse(Array(deep.utf8))))
    }
}

extension JSONValue {
    /// An object's keys in document order (empty for anything else).
    fileprivate var objectKeys: [String] {
        if case .object(let object) = self { object.keys } else { [] }
    }
}
