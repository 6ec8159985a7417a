import AutorotateEngine
import AutorotateWire
import Foundation
import Testing

/// Every sentence the engine writes reads as English (issue 42 item 4): explanations of every
/// rule the fixture scenarios reach, in every version compare runs and on both idioms, warnings,
/// and lint findings' messages and fixes, checked for articles, possessives after quoted names,
/// agreement after lists, list form and pointer escapes.
@Suite struct ProseTemplateTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The patterns no sentence may contain, each with what it catches.
    static let forbidden: [(pattern: String, why: String)] = [
        (#"\ba [aeioAEIO]"#, "'a' before a vowel"),
        (#"\ban [b-df-hj-np-tv-z]"#, "'an' before a consonant"),
        (#"''s\b"#, "a possessive glued to a quoted name"),
        (#"[A-Za-z]+, [A-Za-z]+ is allowed"#, "a list of two or more followed by 'is'"),
        (#"~[01]"#, "a JSON-pointer escape in prose"),
        (#"\b1 more\b(?! view controller\b)"#, "'1 more' without a noun"),
        (#"\[""#, "a Swift array printed into a sentence"),
        (#"never snapped"#, "the old wording of an ignored device turn"),
        (#"\bwhich [^;:]*?, which\b"#, "two 'which' clauses in a row"),
    ]

    /// The scenarios to render: the golden, boundary and lint fixtures.
    static func scenarios() throws -> [(name: String, scenario: JSONValue)] {
        var result: [(String, JSONValue)] = []
        for folder in ["scenarios", "compare", "lint"] {
            let directory = fixtures.appendingPathComponent(folder)
            for file in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            where file.hasSuffix(".json") {
                let bytes = try [UInt8](Data(contentsOf: directory.appendingPathComponent(file)))
                let document = try JSONReader.parse(bytes)
                guard case .object(let object) = document else { continue }
                result.append(("\(folder)/\(file)", object["scenario"] ?? document))
            }
        }
        return result
    }

    /// `text` with each view-controller id written as a word replaced by `VC`: a scenario's ids
    /// (`a`, `b`) are names, not English words, and would read as articles.
    static func maskingIDs(_ text: String, ids: [String]) -> String {
        var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        for index in words.indices where ids.contains(words[index]) { words[index] = "VC" }
        return words.joined(separator: " ")
    }

    /// Every sentence of compare (all versions, both idioms) and of lint for each fixture.
    static func sentences() throws -> [(source: String, text: String)] {
        var texts: [(String, String)] = []
        for (name, scenario) in try scenarios() {
            var ids: [String] = []
            if case .object(let object) = scenario, case .object(let controllers)? = object["viewControllers"]
            {
                ids = controllers.members.map(\.key)
            }
            let start = texts.count
            defer {
                for index in start..<texts.count { texts[index].1 = maskingIDs(texts[index].1, ids: ids) }
            }
            let request = JSONValue.object(
                JSONObject([
                    JSONMember("scenario", scenario),
                    JSONMember("idioms", .array([.string("phone"), .string("pad")])),
                ]))
            if case .success(let comparison) = Comparator.compare(document: request) {
                for row in comparison.rows {
                    for case let cell? in row.cells { texts.append((name, cell.explanation)) }
                }
                for difference in comparison.differences {
                    for group in difference.groups { texts.append((name, group.explanation)) }
                }
            }
            if case .success(let simulation) = Simulator.run(document: scenario) {
                for decision in [simulation.launch] + simulation.decisions {
                    texts.append((name, decision.explanation))
                    for warning in decision.warnings { texts.append((name, warning.message)) }
                }
            }
            if case .success(let report) = Linter.lint(document: scenario) {
                for finding in report.findings {
                    texts.append((name, finding.message))
                    texts.append((name, finding.fix))
                }
            }
        }
        return texts
    }

    /// The fixtures reach enough of the engine's sentences to be worth checking.
    @Test func fixturesReachManyTemplates() throws {
        let distinct = Set(try Self.sentences().map(\.text))
        #expect(distinct.count >= 100)
    }

    /// No rendered sentence has a wrong article, a garbled possessive, a singular verb after a
    /// list, a pointer escape or the old wordings.
    @Test func everySentenceReadsAsEnglish() throws {
        let sentences = try Self.sentences()
        for (pattern, why) in Self.forbidden {
            let regex = try Regex(pattern)
            for (source, text) in sentences where text.contains(regex) {
                Issue.record("\(source): \(why): \(text)")
            }
        }
    }

    /// The checks themselves catch what they are for: each bad sentence is caught.
    @Test func checksCatchTheWordingsOfTheIssue() throws {
        let bad = [
            "UIKit uses a automatic style.",
            "'Game''s mask is never read.",
            "but only landscapeLeft, landscapeRight is allowed.",
            "the list /app/infoPlist/UISupportedInterfaceOrientations~0ipad",
            "'a', 'b', 'c', 'd' and 1 more for orientations",
            "so the device turn is ignored, never snapped.",
            #"Return one that both support (["landscapeLeft", "landscapeRight"])."#,
            "with the default style, .automatic, which is a page sheet from iOS 13.0, which does not decide",
        ]
        for sentence in bad {
            let caught = try Self.forbidden.contains { entry in sentence.contains(try Regex(entry.pattern)) }
            #expect(caught, "\(sentence)")
        }
    }
}
