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

    /// Each SARIF descriptor carries help text and Markdown, and a helpUri only where the caller
    /// names a copy of the reference: then the absolute URI of the rule's section there.
    @Test func sarifDescriptorsCarryHelp() throws {
        let report = try LintFixtures.lint("AR018-trigger.json")
        let reference = "file:///opt/autorotate/share/doc/autorotate/lint.md"
        let plain = try JSONReader.parse(report.sarifBytes(rules: Linter.descriptors()))
        let linked = try JSONReader.parse(
            report.sarifBytes(rules: Linter.descriptors(documentationURI: reference)))
        guard case .array(let rules)? = LintFixtures.resolve("/runs/0/tool/driver/rules", in: linked) else {
            Issue.record("no rules in the SARIF driver")
            return
        }
        #expect(rules.count == LintCatalogue.entries.count)
        for (index, entry) in LintCatalogue.entries.enumerated() {
            let base = "/runs/0/tool/driver/rules/\(index)"
            #expect(LintFixtures.resolve(base + "/helpUri", in: plain) == nil)
            #expect(
                LintFixtures.resolve(base + "/helpUri", in: linked)
                    == .string(reference + "#" + entry.id.lowercased()))
            #expect(LintFixtures.resolve(base + "/help/text", in: linked) == .string(entry.help))
            #expect(
                LintFixtures.resolve(base + "/help/markdown", in: linked)
                    == .string(LintRuleReference.section(entry)))
        }
    }
}
