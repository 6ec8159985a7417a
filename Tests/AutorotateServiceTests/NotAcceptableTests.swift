import AutorotateTestSupport
import Foundation
import Testing

@Suite("406 Not Acceptable over loopback", .serialized)
struct NotAcceptableTests {
    /// The JSON routes still answer `*/*`, `application/*` and no Accept at all, /metrics what
    /// Prometheus sends, and a browser's list is served too.
    @Test func usualAcceptValuesKeepWorking() throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let client = try harness.client()
        let accepts = ["", "Accept: */*\r\n", "Accept: application/*\r\n", "Accept: application/json\r\n"]
        for accept in accepts {
            for path in ["/livez", "/readyz", "/v1/version"] {
                let response = try client.exchange("GET \(path) HTTP/1.1\r\nHost: t\r\n\(accept)\r\n")
                #expect(response.status == 200, "\(path) \(accept)")
            }
            client.send(ServiceRoutesTests.post("/v1/simulate", Array("{}".utf8), extra: accept))
            #expect(try client.readResponse().status != 406, "\(accept)")
        }
        let prometheus =
            "Accept: application/openmetrics-text;version=1.0.0;q=0.5,text/plain;version=0.0.4;q=0.4,*/*;q=0.1\r\n"
        for accept in ["", "Accept: */*\r\n", prometheus] {
            #expect(try client.exchange("GET /metrics HTTP/1.1\r\nHost: t\r\n\(accept)\r\n").status == 200)
        }
        let browser = "Accept: text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8\r\n"
        #expect(try client.exchange("GET /v1/version HTTP/1.1\r\nHost: t\r\n\(browser)\r\n").status == 200)
    }

    /// An Accept that excludes every type a route offers is 406 problem+json naming the offers,
    /// decided from the head (the body is not read first), and the connection stays usable.
    @Test func excludedTypesAre406() throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let client = try harness.client()
        let refused = try client.exchange("GET /livez HTTP/1.1\r\nHost: t\r\nAccept: text/html\r\n\r\n")
        #expect(refused.status == 406)
        #expect(refused.header("Content-Type") == "application/problem+json")
        let problem = try #require(
            try JSONSerialization.jsonObject(with: Data(refused.body)) as? [String: Any])
        #expect(problem["status"] as? Int == 406)
        #expect((problem["detail"] as? String)?.contains("application/json") == true)
        let yaml = try client.exchange(
            "GET /openapi.yaml HTTP/1.1\r\nHost: t\r\nAccept: application/json\r\n\r\n")
        #expect(yaml.status == 406)
        #expect(yaml.text.contains("application/yaml"))
        client.send(
            "POST /v1/simulate HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: 2\r\n"
                + "Accept: image/svg+xml\r\nExpect: 100-continue\r\n\r\n")
        #expect(try client.readResponse().status == 406)
        let after = try harness.client().exchange("GET /livez HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(after.status == 200)
    }
}
