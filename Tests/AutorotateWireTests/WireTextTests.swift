import Testing

@testable import AutorotateWire

/// The fixed vocabulary's fast path (``WireWord`` written from pre-quoted literals) against the
/// general path (``JSONOutput/string(_:)``, which scans for escapes), and ``WireText`` standing
/// behind the wire types' public `String` fields.
@Suite struct WireTextTests {
    /// The bytes the general path writes for `text`.
    func general(_ text: String) -> [UInt8] {
        JSONOutput.bytes(capacity: 16) { $0.string(text) }
    }

    /// Every word's literal is exactly what the general path writes for the word's text.
    @Test func everyWordWritesTheGeneralPathsBytes() {
        for word in WireWord.allCases {
            let fast = JSONOutput.bytes(capacity: 16) { word.write(to: &$0) }
            #expect(fast == general(word.text), "\(word)")
            let stored = JSONOutput.bytes(capacity: 16) { WireText.word(word).write(to: &$0) }
            #expect(stored == fast, "\(word)")
        }
    }

    /// The words are distinct texts with nothing to escape, so equal words are equal texts.
    @Test func wordsAreDistinctPlainTexts() {
        let texts = WireWord.allCases.map(\.text)
        #expect(Set(texts).count == texts.count)
        for text in texts {
            #expect(!text.isEmpty)
            #expect(text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x80 && $0 != UInt8(ascii: "\"") })
        }
    }

    /// A word and the same characters as text are one value; different characters are not.
    @Test func wordAndTextOfTheSameCharactersAreEqual() {
        for word in WireWord.allCases {
            #expect(WireText.word(word) == .text(word.text))
            #expect(WireText.text(word.text) == .word(word))
            #expect(WireText.word(word).string == word.text)
            #expect(WireText.word(word) != .text(word.text + "x"))
        }
        #expect(WireText.word(.portrait) != .word(.landscapeLeft))
        #expect(WireText.text("e\u{301}") == .text("é"))
    }

    /// Text that needs escaping, stored behind a word's field, still goes through the general
    /// path: a callback and a decision built from such strings write them escaped.
    @Test func textBehindWordFieldsIsEscaped() throws {
        let awkward = "a\"b\\c\n\u{1}é"
        let callback = Callback(viewController: "vc", method: awkward, orientation: awkward, duration: 0.5)
        var decision = Self.decision(callbacks: [callback])
        decision.type = awkward
        decision.reportedDeviceOrientation = awkward
        let text = String(decoding: decision.jsonBytes(), as: UTF8.self)
        let escaped = String(decoding: general(awkward), as: UTF8.self)
        #expect(text.contains(#""type":\#(escaped)"#))
        #expect(text.contains(#""reportedDeviceOrientation":\#(escaped)"#))
        #expect(text.contains(#""method":\#(escaped),"orientation":\#(escaped)"#))
        #expect(try Decision(json: decision.jsonBytes()) == decision)
    }

    /// A callback and a decision built from words (as the engine builds them) equal the same
    /// values built from strings, write the same bytes, and read back as those strings.
    @Test func wordsAndStringsBuildTheSameValues() throws {
        let byWord = Callback(
            viewController: "tabs", word: .willRotateToInterfaceOrientation, orientation: .landscapeLeft,
            duration: 0.4)
        let byString = Callback(
            viewController: "tabs", method: "willRotateToInterfaceOrientation:duration:",
            orientation: "landscapeLeft", duration: 0.4)
        #expect(byWord == byString)
        #expect(byWord.method == byString.method)
        #expect(byWord.orientation == "landscapeLeft")
        let stringDecision = Self.decision(callbacks: [byString])
        var wordDecision = Decision(
            event: 0, typeText: .word(.deviceOrientation), deviceOrientationText: .word(.landscapeRight),
            interfaceOrientationText: .word(.landscapeLeft),
            previousInterfaceOrientationText: .word(.portrait),
            statusBarOrientationText: .word(.landscapeLeft), rotated: true,
            decidedBy: stringDecision.decidedBy, queries: [], topViewController: "tabs", presented: [],
            reportedDeviceOrientationText: .word(.unknown), masks: nil, rule: "R6.3",
            confidence: .documented, explanation: "x", callbacks: [byWord], notifications: [], views: [],
            exception: nil, error: nil, log: [], warnings: [], reactions: [])
        #expect(wordDecision == stringDecision)
        #expect(wordDecision.jsonBytes() == stringDecision.jsonBytes())
        #expect(try Decision(json: wordDecision.jsonBytes()) == wordDecision)
        wordDecision.interfaceOrientation = "portrait"
        #expect(wordDecision.interfaceOrientationText == .text("portrait"))
        #expect(wordDecision != stringDecision)
    }

    /// A decision with the given callbacks, its other fields fixed.
    static func decision(callbacks: [Callback]) -> Decision {
        Decision(
            event: 0, type: "deviceOrientation", deviceOrientation: "landscapeRight",
            interfaceOrientation: "landscapeLeft", previousInterfaceOrientation: "portrait",
            statusBarOrientation: "landscapeLeft", rotated: true,
            decidedBy: DecidedBy(viewController: "tabs", className: "T", via: "rootViewController"),
            topViewController: "tabs", presented: [], reportedDeviceOrientation: "unknown", masks: nil,
            rule: "R6.3", confidence: .documented, explanation: "x", callbacks: callbacks)
    }
}
