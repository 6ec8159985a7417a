import AutorotateRendering
import AutorotateWire
import Testing

/// SARIF physical locations relative to a base (`%SRCROOT%`), as `autorotate lint --project` writes them.
@Suite struct SARIFLocationTests {
    static func finding(_ pointer: String) -> Finding {
        Finding(
            id: "AR010", severity: .warning, title: "t", message: "m", pointer: pointer, fix: "f",
            rule: "R2.10",
            confidence: .documented, os: [OSRange(from: "12.0", through: "26.0")], evidence: nil)
    }

    /// A location with a base id writes `uriBaseId`, and the run lists the bases, sorted.
    @Test func sarifWritesURIBases() throws {
        let report = LintReport(engineVersion: "1", findings: [Self.finding("/device/os")])
        let bytes = report.sarifBytes(
            rules: [],
            locations: [
                "/device/os": SARIFLocation(uri: "App/a b.swift", line: 4, column: 2, uriBaseID: "%SRCROOT%")
            ],
            originalURIBaseIDs: ["%SRCROOT%": "file:///repo/", "A": "file:///a/"])
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains(#""artifactLocation":{"uri":"App/a b.swift","uriBaseId":"%SRCROOT%"}"#))
        #expect(
            text.contains(
                #""originalUriBaseIds":{"%SRCROOT%":{"uri":"file:///repo/"},"A":{"uri":"file:///a/"}}"#))
        #expect(!String(decoding: report.sarifBytes(rules: []), as: UTF8.self).contains("originalUriBaseIds"))
    }
}
