import AutorotateWire
import Foundation
import Testing

@testable import AutorotateEngine

/// The rule reference (api.md §7.1 "Every rule explains itself"): docs/lint.md is the generated
/// text, every catalogue entry has a section, and SARIF descriptors point at it.
@Suite struct LintRuleReferenceTests {
    private static let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/lint.md")

    /// docs/lint.md is byte for byte what the catalogue generates.
    @Test func docsAreTheGeneratedReference() throws {
        let committed = try String(contentsOf: Self.docs, encoding: .utf8)
        #expect(
            committed == LintRuleReference.markdown(),
            "docs/lint.md is stale: run `swift run autorotate lint --rules-markdown > docs/lint.md`")
    }

    /// Every catalogue entry has its anchored section, and --explain knows it.
    @Test func everyEntryHasASection() throws {
        let markdown = LintRuleReference.markdown()
        for entry in LintCatalogue.entries {
            #expect(
                markdown.contains(
                    "<a id=\"\(entry.id.lowercased())\"></a>\n\n## \(entry.id) \(entry.title)\n"))
            #expect(LintRuleReference.explain(entry.id)?.hasPrefix("\(entry.id) \(entry.title)\n") == true)
        }
        #expect(LintRuleReference.explain("AR999") == nil)
        #expect(LintRuleReference.unknownID("AR04").contains("did you mean AR004?"))
    }

    /// Each SARIF descriptor carries help text and Markdown and an absolute helpUri to its section.
    @Test func sarifDescriptorsCarryHelp() throws {
        let report = try LintFixtures.lint("AR018-trigger.json")
        let sarif = try JSONReader.parse(report.sarifBytes(rules: Linter.descriptors))
        guard case .array(let rules)? = LintFixtures.resolve("/runs/0/tool/driver/rules", in: sarif) else {
            Issue.record("no rules in the SARIF driver")
            return
        }
        #expect(rules.count == LintCatalogue.entries.count)
        for (index, entry) in LintCatalogue.entries.enumerated() {
            let base = "/runs/0/tool/driver/rules/\(index)"
            #expect(
                LintFixtures.resolve(base + "/helpUri", in: sarif)
                    == .string(LintRuleReference.documentationURL + "#" + entry.id.lowercased()))
            #expect(LintFixtures.resolve(base + "/help/text", in: sarif) == .string(entry.help))
            #expect(
                LintFixtures.resolve(base + "/help/markdown", in: sarif)
                    == .string(LintRuleReference.section(entry)))
        }
    }
}
