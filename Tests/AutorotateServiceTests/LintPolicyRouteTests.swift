import AutorotateOperations
import Foundation
import Testing

@testable import AutorotateService

/// `POST /v1/lint` with a team's settings in the `lint` member (api.md §7.1): `severity`, `exclude`,
/// an inline SARIF `baseline` and `<!-- autorotate:disable … -->` in the Info.plist text, the same
/// settings the CLI reads from `.autorotate.yml`, answered over loopback as in process.
@Suite("Lint policy over loopback", .serialized)
struct LintPolicyRouteTests {
    /// The Multitasking Info.plist fixture as text (AR010 on an iPad with a landscape-only root),
    /// with `comment` after its DOCTYPE line.
    static func body(comment: String, lint: String) throws -> [UInt8] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fixtures/plists/Multitasking-Info.plist").standardized
        var lines = try String(contentsOf: url, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .map(String.init)
        lines.insert(comment, at: 2)
        let plist = try JSONSerialization.data(withJSONObject: [lines.joined(separator: "\n")])
        let text = String(decoding: plist.dropFirst().dropLast(), as: UTF8.self)
        return Array(
            """
            {"device": {"idiom": "pad", "os": "12.0"}, "app": {"infoPlist": \(text)},
             "viewControllers": {"board": {"class": "BoardViewController", "supportedInterfaceOrientations": "landscape"}},
             "window": {"rootViewController": "board"},
             "lint": {"minimumOS": "12.0", "maximumOS": "16.0", "idioms": ["pad"], \(lint)}}
            """.utf8)
    }

    static func post(_ body: [UInt8], accept: String = "application/json") throws -> (
        status: Int, body: [UInt8]
    ) {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let client = try harness.client()
        client.send(ServiceRoutesTests.post("/v1/lint", body, extra: "Accept: \(accept)\r\n"))
        let response = try client.readResponse()
        return (response.status, response.body)
    }

    /// Severity, exclude and a plist suppression comment: the served report is the in-process one,
    /// with AR010 suppressed at the comment's line and counted apart.
    @Test func settingsAndPlistCommentsAreApplied() throws {
        let body = try Self.body(
            comment: "<!-- autorotate:disable AR010 -->",
            lint: #""severity": {"AR010": "error"}, "exclude": ["Pods/**"]"#)
        let served = try Self.post(body)
        #expect(served.status == 200)
        guard case .success(let answer) = Operations(limits: .default).lint(body) else {
            Issue.record("the request does not lint in process")
            return
        }
        #expect(served.body == answer.body)
        let report = try LintReport(json: served.body)
        #expect(report.findings.map(\.id) == ["AR010"])
        #expect(report.findings.first?.severity == .error)
        #expect(report.findings.first?.suppressions.map(\.line) == [3])
        #expect(report.summary == LintSummary(error: 0, warning: 0, note: 0, suppressed: 1))
    }

    /// The SARIF log the service answered, sent back as `lint.baseline`, marks the finding
    /// unchanged; the SARIF answer then says `baselineState` and keeps its fingerprint.
    @Test func inlineBaselineFromTheServicesOwnSARIF() throws {
        let plain = try Self.body(comment: "", lint: #""disable": []"#)
        let sarif = try Self.post(plain, accept: "application/sarif+json")
        #expect(sarif.status == 200)
        let log = String(decoding: sarif.body, as: UTF8.self)
        let body = try Self.body(comment: "", lint: #""baseline": \#(log)"#)
        let report = try LintReport(json: try Self.post(body).body)
        #expect(report.findings.map(\.baselineState) == [.unchanged])
        #expect(report.summary.unchanged == 1)
        let again = String(
            decoding: try Self.post(body, accept: "application/sarif+json").body, as: UTF8.self)
        #expect(again.contains(#""baselineState":"unchanged""#))
        #expect(again.contains(#""partialFingerprints":{"autorotate/v1":"#))
    }

    /// An unknown id under `lint.severity` is 422 with its pointer and a did-you-mean.
    @Test func unknownSeverityIDIs422() throws {
        let body = try Self.body(comment: "", lint: #""severity": {"AR01O": "error"}"#)
        let served = try Self.post(body)
        #expect(served.status == 422)
        let text = String(decoding: served.body, as: UTF8.self)
        #expect(text.contains("/lint/severity/AR01O"))
        #expect(text.contains("did you mean 'AR010'?"))
    }
}
