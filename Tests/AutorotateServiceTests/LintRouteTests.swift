import AutorotateEngine
import AutorotateHTTP
import AutorotateRendering
import AutorotateWire
import Foundation
import Testing

@testable import AutorotateService

/// `POST /v1/lint` over loopback (api.md §7): the engine's report byte for byte, SARIF through
/// content negotiation, problems with `/lint/…` pointers.
@Suite("Lint route over loopback", .serialized)
struct LintRouteTests {
    static let fixture: [UInt8] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fixtures/lint/AR004-trigger.json").standardized
        return (try? Data(contentsOf: url)).map { [UInt8]($0) } ?? []
    }()

    /// The JSON answer is exactly the report the engine gives in process.
    @Test func lintAnswersTheEnginesReport() throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let client = try harness.client()
        client.send(ServiceRoutesTests.post("/v1/lint", Self.fixture))
        let response = try client.readResponse()
        guard case .success(let report) = Linter.lint(json: Self.fixture) else {
            Issue.record("the fixture does not lint")
            return
        }
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "application/json")
        #expect(response.body == report.jsonBytes())
        #expect(report.summary.error > 0)
    }

    /// A request with the import's `transitions` is probed by the service as in process: the
    /// pushed camera's ignored mask is reported at `/transitions/0`.
    @Test func transitionsAreProbedByTheService() throws {
        let body = Array(
            #"""
            {"device":{"os":"16.0","idiom":"phone"},
             "viewControllers":{"nav":{"kind":"navigationController","viewControllers":["library"]},
               "library":{},"camera":{"supportedInterfaceOrientations":"portrait"}},
             "window":{"rootViewController":"nav"},
             "transitions":[{"from":"library","to":"camera","kind":"push","path":"App/Library.swift","line":5}]}
            """#.utf8)
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let client = try harness.client()
        client.send(ServiceRoutesTests.post("/v1/lint", body))
        let response = try client.readResponse()
        #expect(response.status == 200)
        let report = try LintReport(json: response.body)
        #expect(report.findings.contains { $0.id == "AR005" && $0.pointer == "/transitions/0" })
    }

    /// `Accept: application/sarif+json` answers the SARIF log of the same report.
    @Test func sarifIsNegotiated() throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let client = try harness.client()
        client.send(
            ServiceRoutesTests.post("/v1/lint", Self.fixture, extra: "Accept: application/sarif+json\r\n"))
        let response = try client.readResponse()
        guard case .success(let report) = Linter.lint(json: Self.fixture) else {
            Issue.record("the fixture does not lint")
            return
        }
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "application/sarif+json")
        #expect(
            response.body
                == report.sarifBytes(rules: Linter.descriptors(documentationURI: "http://t/docs/lint")))
    }

    /// The SARIF rules link to this service's rule reference at the authority the client named,
    /// and `GET /docs/lint` answers that reference: the generated docs/lint.md, with each rule's
    /// anchored section.
    @Test func sarifLinksTheReferenceTheServiceServes() throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let client = try harness.client()
        let response = try client.exchange("GET /docs/lint HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "text/markdown; charset=utf-8")
        #expect(response.text == LintRuleReference.markdown())
        #expect(response.text.contains("<a id=\"ar004\"></a>"))
        #expect(LintRoute.referenceURI(host: "127.0.0.1:8080") == "http://127.0.0.1:8080/docs/lint")
        #expect(LintRoute.referenceURI(host: "[::1]:8080") == "http://[::1]:8080/docs/lint")
        #expect(LintRoute.referenceURI(host: "evil/path") == nil)
        #expect(LintRoute.referenceURI(host: nil) == nil)
    }

    /// A bad `lint` member is 422 problem+json naming its pointer.
    @Test func invalidLintOptionsAre422WithPointers() throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let client = try harness.client()
        let body = Array(
            #"{"device": {"os": "12.0"}, "viewControllers": {}, "window": {"rootViewController": null}, "lint": {"minimumOS": "x"}}"#
                .utf8)
        client.send(ServiceRoutesTests.post("/v1/lint", body))
        let response = try client.readResponse()
        #expect(response.status == 422)
        #expect(response.header("Content-Type") == "application/problem+json")
        #expect(String(decoding: response.body, as: UTF8.self).contains("/lint/minimumOS"))
    }
}
