import AutorotateTestSupport
import AutorotateWire
import Foundation
import Testing

/// Issue 16, api.md §7: `app.infoPlist` given as the XML text of an Info.plist means exactly what
/// its JSON form means. Every scenario fixture with a JSON plist, its plist turned into XML, gets
/// byte-identical answers from `POST /v1/simulate`, `/v1/compare` and `/v1/lint` over loopback;
/// lint's only addition is `plistLine` on findings about plist keys, which must be the key's line.
@Suite("Info.plist text through the service", .serialized)
struct InfoPlistTextEquivalenceTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// The fixtures, never none (the golden and lint fixtures are in the repository).
    static let fixtures = InfoPlistFixtures.all(packageRoot: packageRoot)

    /// Posts `body` to `path` on a fresh connection: the status and body.
    static func post(_ path: String, _ body: [UInt8], harness: ServiceHarness) throws -> (Int, [UInt8]) {
        let client = try harness.client()
        client.send(ServiceRoutesTests.post(path, body))
        let response = try client.readResponse()
        return (response.status, response.body)
    }

    /// Simulate and compare answer the same status and bytes for both forms of every fixture.
    @Test func simulateAndCompareAnswerTheSameBytes() throws {
        #expect(Self.fixtures.count >= 40)
        let harness = try ServiceHarness()
        defer { harness.stop() }
        for fixture in Self.fixtures {
            let json = try Self.post("/v1/simulate", fixture.jsonForm, harness: harness)
            let xml = try Self.post("/v1/simulate", fixture.xmlForm, harness: harness)
            #expect(xml.0 == json.0, "\(fixture.name)")
            #expect(xml.1 == json.1, "\(fixture.name): simulate differs")
            let compareJSON = try Self.post(
                "/v1/compare", Array(#"{"scenario":"#.utf8) + fixture.jsonForm + [UInt8(ascii: "}")],
                harness: harness)
            let compareXML = try Self.post(
                "/v1/compare", Array(#"{"scenario":"#.utf8) + fixture.xmlForm + [UInt8(ascii: "}")],
                harness: harness)
            #expect(compareXML.0 == compareJSON.0, "\(fixture.name)")
            #expect(compareXML.1 == compareJSON.1, "\(fixture.name): compare differs")
        }
    }

    /// Lint answers the same report for both forms, findings on plist keys carrying the key's line.
    @Test func lintAnswersTheSameReportWithPlistLines() throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        var located = 0
        for fixture in Self.fixtures {
            let json = try Self.post("/v1/lint", fixture.jsonForm, harness: harness)
            let xml = try Self.post("/v1/lint", fixture.xmlForm, harness: harness)
            #expect(xml.0 == json.0, "\(fixture.name)")
            guard json.0 == 200, xml.0 == 200 else {
                #expect(xml.1 == json.1, "\(fixture.name): the problems differ")
                continue
            }
            var report = try LintReport(json: xml.1)
            for index in report.findings.indices {
                let finding = report.findings[index]
                let key = LintReport.plistKey(finding.pointer)
                #expect(
                    finding.plistLine == key.flatMap { fixture.keyLines[$0] },
                    "\(fixture.name) \(finding.pointer)")
                if finding.plistLine != nil { located += 1 }
                report.findings[index].plistLine = nil
            }
            #expect(report.jsonBytes() == json.1, "\(fixture.name): lint differs")
        }
        #expect(located > 0, "no fixture has a finding on a plist key")
    }
}
