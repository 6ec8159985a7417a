import AutorotateWire
import Foundation
import Testing

@testable import AutorotateEngine

/// Every rule is complete (api.md §7.1 "Every rule explains itself"): it has a check that fires on
/// its own triggering example and stays silent on its non-triggering one, both examples are lint
/// requests the service accepts, the fixtures repeat them, and docs/lint.md has its section.
@Suite struct LintRuleExampleTests {
    static let ids = LintCatalogue.rules.map(\.entry.id)

    private static let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/lint.md")

    private static func rule(_ id: String) throws -> any LintRule {
        try #require(LintCatalogue.rules.first { $0.entry.id == id })
    }

    /// A rule's triggering example makes its check report it.
    @Test(arguments: ids) func triggeringExampleFires(id: String) throws {
        let entry = try Self.rule(id).entry
        let report = try LintFixtures.lint(bytes: Array(entry.triggeringExample.utf8))
        #expect(report.findings.contains { $0.id == id }, "\(id) silent; got \(report.findings.map(\.id))")
    }

    /// A rule's non-triggering example is linted and does not report it.
    @Test(arguments: ids) func nonTriggeringExampleDoesNotFire(id: String) throws {
        let entry = try Self.rule(id).entry
        let report = try LintFixtures.lint(bytes: Array(entry.nonTriggeringExample.utf8))
        #expect(!report.findings.contains { $0.id == id }, "\(report.findings.filter { $0.id == id })")
    }

    /// The fixtures `ARxxx-trigger.json` and `ARxxx-near-miss.json` hold the rule's two examples
    /// (the same JSON), so the CLI and SARIF checks that read the files test what the docs show.
    @Test(arguments: ids) func fixturesAreTheExamples(id: String) throws {
        let entry = try Self.rule(id).entry
        #expect(
            try JSONReader.parse(LintFixtures.bytes("\(id)-trigger.json"))
                == JSONReader.parse(Array(entry.triggeringExample.utf8)))
        #expect(
            try JSONReader.parse(LintFixtures.bytes("\(id)-near-miss.json"))
                == JSONReader.parse(Array(entry.nonTriggeringExample.utf8)))
    }

    /// The catalogue is the list of rules: one rule per id, in id order, each id once.
    @Test func catalogueIsTheRules() {
        #expect(LintCatalogue.entries.map(\.id) == Self.ids)
        #expect(Set(Self.ids).count == Self.ids.count)
        #expect(Self.ids == Self.ids.sorted())
    }

    /// The committed docs/lint.md has every rule's anchored section with both examples and the fix.
    @Test(arguments: ids) func docsHaveTheRulesSection(id: String) throws {
        let entry = try Self.rule(id).entry
        let docs = try String(contentsOf: Self.docs, encoding: .utf8)
        let section = "<a id=\"\(id.lowercased())\"></a>\n\n## \(id) \(entry.title)\n\n"
        #expect(docs.contains(section + LintRuleReference.section(entry)))
        #expect(docs.contains("```json\n\(entry.triggeringExample)\n```"))
        #expect(docs.contains("```json\n\(entry.nonTriggeringExample)\n```"))
    }
}
