import AutorotateWire
import Testing

@testable import AutorotateEngine

/// Every catalogue entry against its two fixtures, and what every fixture's findings promise.
@Suite struct LintCatalogueTests {
    static let ids = LintCatalogue.entries.map(\.id)

    /// Each catalogue entry is reported for its trigger fixture, with the entry's rule and title.
    @Test(arguments: ids) func triggerFixtureReportsTheEntry(id: String) throws {
        let report = try LintFixtures.lint("\(id)-trigger.json")
        let findings = report.findings.filter { $0.id == id }
        #expect(!findings.isEmpty, "\(id) not reported; got \(report.findings.map(\.id))")
        let entry = try #require(LintCatalogue.entry(id))
        for finding in findings {
            #expect(finding.rule == entry.rule)
            #expect(finding.title == entry.title)
            #expect(!finding.os.isEmpty)
        }
    }

    /// Each catalogue entry stays silent on its near miss.
    @Test(arguments: ids) func nearMissFixtureDoesNotReportTheEntry(id: String) throws {
        let report = try LintFixtures.lint("\(id)-near-miss.json")
        #expect(!report.findings.contains { $0.id == id }, "\(report.findings.filter { $0.id == id })")
    }

    /// Every finding of every fixture points at a value that exists in the request, with its
    /// tokens escaped as RFC 6901 says (`~ipad` is `~0ipad`), and the summary counts them.
    @Test(arguments: LintFixtures.names) func findingsPointIntoTheRequest(name: String) throws {
        let bytes = try LintFixtures.bytes(name)
        let document = try JSONReader.parse(bytes)
        let report = try LintFixtures.lint(bytes: bytes)
        for finding in report.findings {
            #expect(
                LintFixtures.resolve(finding.pointer, in: document) != nil,
                "\(finding.id) points at \(finding.pointer), which is not in \(name)")
            let tokens = JSONPointer(escaped: finding.pointer)?.tokens ?? []
            #expect(
                tokens.map { "/" + JSONPointer.escape($0) }.joined() == finding.pointer,
                "\(finding.id)'s pointer \(finding.pointer) is not escaped")
        }
        #expect(report.summary == LintSummary(counting: report.findings))
    }

    /// The same request gives the same bytes, and the bytes decode back to the same report.
    @Test(arguments: LintFixtures.names) func reportIsDeterministicAndRoundTrips(name: String) throws {
        let bytes = try LintFixtures.bytes(name)
        let first = try LintFixtures.lint(bytes: bytes)
        let second = try LintFixtures.lint(bytes: bytes)
        #expect(first.jsonBytes() == second.jsonBytes())
        #expect(try LintReport(json: first.jsonBytes()) == first)
    }

    /// Catalogue ids are unique, ordered, of the form AR0nn, and every entry cites a rulebook rule.
    @Test func catalogueIdsAreStableAndCiteRules() {
        let ids = Self.ids
        #expect(Set(ids).count == ids.count)
        #expect(ids == ids.sorted())
        for entry in LintCatalogue.entries {
            #expect(entry.id.hasPrefix("AR0") && entry.id.count == 5)
            #expect(entry.rule.hasPrefix("R"))
            #expect(!entry.help.isEmpty && !entry.description.isEmpty)
        }
    }
}
