import AutorotateRendering
import AutorotateWire
import Testing

@testable import AutorotateEngine

/// The SARIF 2.1.0 form of a report (api.md §7): one run, one descriptor per catalogue entry,
/// results that name their descriptor, the pointer as a logical location, and physical
/// locations when the caller maps pointers to files. (Schema validation: scripts/contract/sarif.sh.)
@Suite struct LintSARIFTests {
    private func object(_ value: JSONValue?) -> JSONObject? {
        if case .object(let object)? = value { return object }
        return nil
    }

    private func array(_ value: JSONValue?) -> [JSONValue] {
        if case .array(let array)? = value { return array }
        return []
    }

    /// The log has one run whose driver lists every catalogue entry, and each result's ruleIndex
    /// names the descriptor of its ruleId, with its level and the pointer.
    @Test func resultsNameTheirDescriptors() throws {
        let report = try LintFixtures.lint("AR018-trigger.json")
        let sarif = try JSONReader.parse(report.sarifBytes(rules: Linter.descriptors()))
        let log = try #require(object(sarif))
        #expect(log["version"] == .string("2.1.0"))
        let runs = array(log["runs"])
        #expect(runs.count == 1)
        let run = try #require(object(runs.first))
        let driver = try #require(object(object(run["tool"])?["driver"]))
        #expect(driver["name"] == .string("autorotate"))
        let rules = array(driver["rules"])
        #expect(rules.count == LintCatalogue.entries.count)
        let results = array(run["results"])
        #expect(results.count == report.findings.count)
        for (result, finding) in zip(results, report.findings) {
            let fields = try #require(object(result))
            #expect(fields["ruleId"] == .string(finding.id))
            #expect(fields["level"] == .string(finding.severity.rawValue))
            guard case .number(let index)? = fields["ruleIndex"] else {
                Issue.record("no ruleIndex")
                continue
            }
            #expect(object(rules[Int(index)])?["id"] == .string(finding.id))
            let location = try #require(object(array(fields["locations"]).first))
            let logical = try #require(object(array(location["logicalLocations"]).first))
            #expect(logical["fullyQualifiedName"] == .string(finding.pointer))
            #expect(location["physicalLocation"] == nil)
        }
    }

    /// A pointer the caller maps gets a physical location with the artifact and 1-based region.
    @Test func mappedPointersGetPhysicalLocations() throws {
        let report = try LintFixtures.lint("AR003-trigger.json")
        let pointer = "/viewControllers/game/supportedInterfaceOrientations"
        let sarif = try JSONReader.parse(
            report.sarifBytes(
                rules: Linter.descriptors(),
                locations: [
                    pointer: SARIFLocation(
                        uri: "Tests/Fixtures/lint/AR003-trigger.json", line: 12, column: 44)
                ]))
        let run = try #require(object(array(object(sarif)?["runs"]).first))
        let result = try #require(object(array(run["results"]).first))
        let location = try #require(object(array(result["locations"]).first))
        let physical = try #require(object(location["physicalLocation"]))
        #expect(
            object(physical["artifactLocation"])?["uri"] == .string("Tests/Fixtures/lint/AR003-trigger.json"))
        #expect(object(physical["region"])?["startLine"] == .number(12))
        #expect(object(physical["region"])?["startColumn"] == .number(44))
    }

    /// Same report, same SARIF bytes.
    @Test func sarifIsDeterministic() throws {
        let report = try LintFixtures.lint("AR010-trigger.json")
        #expect(
            report.sarifBytes(rules: Linter.descriptors()) == report.sarifBytes(rules: Linter.descriptors()))
    }
}
