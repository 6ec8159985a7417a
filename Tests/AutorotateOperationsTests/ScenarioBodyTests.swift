import AutorotateImport
import AutorotateTestSupport
import AutorotateWire
import Testing

@testable import AutorotateOperations

/// `ScenarioBody`'s fast path: a body whose `infoPlist` cannot be plist text skips the parse that
/// `InfoPlistText.expandInScenario` would make, and every body still comes out as that function
/// makes it.
@Suite("Scenario body: infoPlist fast path")
struct ScenarioBodyTests {
    static let plist =
        "<plist><dict><key>UISupportedInterfaceOrientations</key><array>"
        + "<string>UIInterfaceOrientationLandscapeLeft</string></array></dict></plist>"

    /// Bodies shaped like the ones a user sends: plist text, a JSON object, no infoPlist at all,
    /// the word only inside a string, and the text behind an escaped key.
    static let bodies: [String] = [
        #"{"device":{"os":"6.1"},"app":{"infoPlist":"\#(plist)"},"viewControllers":{},"window":{"rootViewController":null}}"#,
        #"{"device":{"os":"6.1"},"app":{"infoPlist" : "\#(plist)"},"viewControllers":{},"window":{"rootViewController":null}}"#,
        #"{"device":{"os":"6.1"},"app":{"infoPlist":{"UISupportedInterfaceOrientations":["landscapeLeft"]}},"viewControllers":{},"window":{"rootViewController":null}}"#,
        #"{"name":"infoPlist","device":{"os":"6.1"},"viewControllers":{},"window":{"rootViewController":null}}"#,
        #"{"name":"infoPlist","device":{"os":"6.1"},"app":{"info\u0050list":"\#(plist)"},"viewControllers":{},"window":{"rootViewController":null}}"#,
        #"{"device":{"os":"6.1"},"app":{"infoPlist":"<plist><dict><key>UIInterfaceOrientation</key></dict>"},"viewControllers":{},"window":{"rootViewController":null}}"#,
        #"{"name":"a\/b \"infoPlist\" \\","device":{"os":"6.1"},"app":{"infoPlist":{}},"viewControllers":{},"window":{"rootViewController":null}}"#,
    ]

    /// The scan answers `true` whenever some `infoPlist` member holds a string (or a `\u` escape
    /// could spell one), and `false` for an object, an absent member, or the word only inside a
    /// string value, escaped quotes and slashes included.
    @Test func scanFindsStringInfoPlists() {
        let answers = Self.bodies.map { ScenarioBody.mayHoldInfoPlistText(Array($0.utf8)) }
        #expect(answers == [true, true, false, false, true, true, false])
    }

    /// The fixture scenarios (whose `infoPlist`s are objects) skip the parse, and their bodies come
    /// back as the very same bytes.
    @Test func fixtureScenariosSkipTheParse() throws {
        for (name, body) in try goldenScenarios() {
            #expect(!ScenarioBody.mayHoldInfoPlistText(body), "\(name)")
            #expect(try ScenarioBody.expanded(body).get() == body, "\(name)")
        }
    }

    /// Differential: 3,000 seeded mutations of the bodies above (bytes replaced, inserted and
    /// deleted, biased to JSON's structural characters) expand exactly as
    /// `InfoPlistText.expandInScenario` expands them, success bytes and problem alike.
    @Test func mutationsExpandAsTheFullParseDoes() {
        var generator = SeededGenerator(seed: 19)
        let alphabet = Array(#"":{}[], \ainfoPlist"#.utf8)
        var skipped = 0
        for round in 0..<3_000 {
            var body = Array(Self.bodies[round % Self.bodies.count].utf8)
            generator.edit(&body, times: 1...3, from: alphabet)
            if !ScenarioBody.mayHoldInfoPlistText(body) { skipped += 1 }
            let fast = ScenarioBody.expanded(body)
            let full = InfoPlistText.expandInScenario(json: body).map(\.json)
            #expect(fast == full, "round \(round): \(String(decoding: body, as: UTF8.self))")
        }
        // Both branches were exercised.
        #expect(skipped > 100 && skipped < 2_900)
    }

    /// The scan (one `memchr` per searched byte, each hit checked in place) answers exactly as a
    /// plain search of every position does: on short edge cases (the needle at either end, a `P`
    /// or a backslash as the first or last byte) and on 3,000 seeded mutations rich in
    /// backslashes, `u`s, `P`s and parts of the needle.
    @Test func scanAgreesWithAPlainSearch() {
        let edges = [
            "", "P", "\\", "\\u", "u\\", #""infoPlist""#, #""infoPlist":"#, #""infoPlist":""#,
            #""infoPlist" :  "x"#, #"x"infoPlist"infoPlist":"#, #"infoPlist":""#, #""infoPlis":""#,
        ]
        for edge in edges {
            let body = Array(edge.utf8)
            #expect(ScenarioBody.mayHoldInfoPlistText(body) == Self.plainScan(body), "\(edge)")
        }
        var generator = SeededGenerator(seed: 7)
        let alphabet = Array(#"":\uPinfoPlist "#.utf8)
        var answers: Set<Bool> = []
        for round in 0..<3_000 {
            var body = Array(Self.bodies[round % Self.bodies.count].utf8)
            generator.edit(&body, times: 1...6, from: alphabet)
            let expected = Self.plainScan(body)
            answers.insert(expected)
            #expect(
                ScenarioBody.mayHoldInfoPlistText(body) == expected,
                "round \(round): \(String(decoding: body, as: UTF8.self))")
        }
        #expect(answers == [true, false])
    }

    /// The documented rule, position by position: a `\u` anywhere, or a `"infoPlist"` followed by
    /// optional whitespace, a colon, optional whitespace and a quote.
    private static func plainScan(_ body: [UInt8]) -> Bool {
        func occurs(_ needle: [UInt8], at index: Int) -> Bool {
            index + needle.count <= body.count && Array(body[index..<index + needle.count]) == needle
        }
        func skipWhitespace(_ start: Int) -> Int {
            var index = start
            while index < body.count, [0x20, 0x09, 0x0A, 0x0D].contains(body[index]) { index += 1 }
            return index
        }
        if body.indices.contains(where: { occurs(Array(#"\u"#.utf8), at: $0) }) { return true }
        let needle = Array(#""infoPlist""#.utf8)
        for index in body.indices where occurs(needle, at: index) {
            var next = skipWhitespace(index + needle.count)
            guard next < body.count, body[next] == UInt8(ascii: ":") else { continue }
            next = skipWhitespace(next + 1)
            if next < body.count, body[next] == UInt8(ascii: "\"") { return true }
        }
        return false
    }
}
