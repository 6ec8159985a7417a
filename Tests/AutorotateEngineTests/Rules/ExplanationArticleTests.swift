import AutorotateTestSupport
import AutorotateWire
import Foundation
import Testing

@testable import AutorotateEngine

/// Every explanation the engine writes uses the right indefinite article: "an" before a vowel
/// sound, "a" before a consonant sound ("An automatic presentation", never "A automatic"), and
/// lists orientations as a sentence does ("portrait, landscapeLeft and landscapeRight").
@Suite struct ExplanationArticleTests {
    /// Words that start with a vowel letter but a consonant sound ("a UIKit", "a unique", "a one").
    static let consonantSounding = ["ui", "uni", "use", "usu", "one", "eu"]

    /// The article mistakes in `text`: each "a"/"A" before a vowel sound, or "an"/"An" before a
    /// consonant sound, with the word that follows.
    static func mistakes(in text: String) -> [String] {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        var found: [String] = []
        for (article, word) in zip(words, words.dropFirst()) {
            let next = word.lowercased().drop { !$0.isLetter && !$0.isNumber }
            guard let first = next.first else { continue }
            let vowelSound =
                "aeiou".contains(first) && !consonantSounding.contains { next.hasPrefix($0) }
            switch article {
            case "a", "A": if vowelSound { found.append("\(article) \(word)") }
            case "an", "An": if !vowelSound && first.isLetter { found.append("\(article) \(word)") }
            default: continue
            }
        }
        return found
    }

    /// Orientation names listed with commas only ("portrait, landscapeLeft)"): the last pair of a
    /// list that is not joined by "and" or "or".
    static let bareList = try? NSRegularExpression(
        pattern:
            #"\b(portraitUpsideDown|portrait|landscapeLeft|landscapeRight), (portraitUpsideDown|portrait|landscapeLeft|landscapeRight)\b(?!,| and | or )"#
    )

    /// The orientation lists in `text` written without "and" or "or" before their last name.
    static func listMistakes(in text: String) -> [String] {
        guard let bareList else { return ["the list pattern does not compile"] }
        let range = NSRange(text.startIndex..., in: text)
        return bareList.matches(in: text, range: range).compactMap {
            Range($0.range, in: text).map { String(text[$0]) }
        }
    }

    /// Every explanation of a simulation: its launch, decisions and their reactions.
    static func explanations(_ simulation: Simulation) -> [String] {
        func all(_ decisions: [Decision]) -> [String] {
            decisions.flatMap { [$0.explanation] + all($0.reactions) }
        }
        return all([simulation.launch] + simulation.decisions)
    }

    /// The checker itself: it finds both mistakes and passes right sentences.
    @Test func checkerFindsBothMistakes() {
        #expect(Self.mistakes(in: "A automatic presentation") == ["A automatic"])
        #expect(Self.mistakes(in: "an view controller") == ["an view"])
        #expect(Self.mistakes(in: "An automatic presentation, a UIKit call, a pageSheet, an iPad").isEmpty)
        #expect(Self.listMistakes(in: "allow portrait, landscapeLeft: the") == ["portrait, landscapeLeft"])
        #expect(
            Self.listMistakes(in: "(portrait, landscapeLeft, landscapeRight)") == [
                "landscapeLeft, landscapeRight"
            ])
        #expect(Self.listMistakes(in: "allow portrait, landscapeLeft and landscapeRight: the").isEmpty)
    }

    /// The presentation template for every style that reaches it ("A/An STYLE presentation does
    /// not decide…", R6.2), on a pad from iOS 13 where sheets, popovers and custom styles do not
    /// decide, has the right article; every style that does not decide renders it.
    @Test func everyPresentationStyleHasTheRightArticle() throws {
        var rendered: Set<String> = []
        for style in PresentationStyle.allCases {
            let simulation = try RuleTest.run(
                """
                {"device": {"os": "17.0", "idiom": "pad", "orientation": "portrait"},
                 "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["portrait", "landscapeLeft", "landscapeRight"],
                                       "UIRequiresFullScreen": true}},
                 "viewControllers": {"root": {"supportedInterfaceOrientations": "portrait"},
                                     "modal": {"supportedInterfaceOrientations": "landscape"}},
                 "window": {"rootViewController": "root"},
                 "events": [{"type": "present", "viewController": "modal", "style": "\(style.rawValue)"}]}
                """)
            for explanation in Self.explanations(simulation) {
                #expect(Self.mistakes(in: explanation).isEmpty, "\(style): \(explanation)")
                if explanation.hasSuffix(
                    "presentation does not decide the orientation, so nothing is re-evaluated.")
                {
                    rendered.insert(style.rawValue)
                    #expect(explanation.hasPrefix(style.indefiniteArticle + " " + style.rawValue + " "))
                }
            }
        }
        let deciding: Set<String> = [
            PresentationStyle.fullScreen.rawValue, PresentationStyle.overFullScreen.rawValue,
        ]
        #expect(rendered == Set(PresentationStyle.allCases.map(\.rawValue)).subtracting(deciding))
    }

    /// Every explanation of every fixture scenario, lint fixture and fuzz seed, on every iOS
    /// version at which a rule switches and on both idioms, has the right articles and lists.
    @Test func everyFixtureExplanationHasTheRightArticles() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var scenarios: [[UInt8]] = try goldenScenarios().map(\.1)
        for folder in ["Fixtures/lint", "Fuzz/Corpus/scenario"] {
            let directory = root.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            where name.hasSuffix(".json") {
                scenarios.append([UInt8](try Data(contentsOf: directory.appendingPathComponent(name))))
            }
        }
        var checked = 0
        for scenario in scenarios {
            guard case .object(var object)? = try? JSONReader.parse(scenario),
                case .object(var device)? = object["device"]
            else { continue }
            for boundary in VersionBoundaries.all {
                for idiom in ["phone", "pad"] {
                    device.members.removeAll { $0.key == "os" || $0.key == "idiom" || $0.key == "model" }
                    device.members.append(JSONMember("os", .string(boundary.os.description)))
                    device.members.append(JSONMember("idiom", .string(idiom)))
                    object.members.removeAll { $0.key == "device" }
                    object.members.append(JSONMember("device", .object(device)))
                    guard
                        case .success(let simulation) = Simulator.run(
                            json: JSONValue.object(object).serialized())
                    else { continue }
                    for explanation in Self.explanations(simulation) {
                        checked += 1
                        #expect(Self.mistakes(in: explanation).isEmpty, "\(explanation)")
                        #expect(Self.listMistakes(in: explanation).isEmpty, "\(explanation)")
                    }
                }
            }
        }
        #expect(checked > 3_000)
    }
}
