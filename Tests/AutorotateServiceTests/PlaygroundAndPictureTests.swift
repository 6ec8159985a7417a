import AutorotateRendering
import AutorotateTestSupport
import AutorotateWire
import Foundation
import Testing

/// The pictures and the playground over loopback (api.md §8).
@Suite("Pictures and playground", .serialized)
struct PlaygroundAndPictureTests {
    /// `Accept: image/svg+xml` answers the simulation as the timeline picture, byte for byte what
    /// `TimelinePicture` draws for the same scenario; an invalid scenario is still problem+json.
    @Test func simulateAsSVG() throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let client = try harness.client()
        let (name, body) = try #require(goldenScenarios().first)
        client.send(ServiceRoutesTests.post("/v1/simulate", body, extra: "Accept: image/svg+xml\r\n"))
        let response = try client.readResponse()
        #expect(response.status == 200, "\(name)")
        #expect(response.header("Content-Type") == "image/svg+xml")
        let simulation = try Simulation(json: ResponseBytesTests.pinned(name))
        #expect(
            response.body
                == TimelinePicture(simulation: simulation, scenario: try JSONReader.parse(body)).svg())
        client.send(
            ServiceRoutesTests.post("/v1/simulate", Array("{}".utf8), extra: "Accept: image/svg+xml\r\n"))
        let invalid = try client.readResponse()
        #expect(invalid.status == 400)
        #expect(invalid.header("Content-Type") == "application/problem+json")
    }

    /// An Accept the route cannot meet is 406 naming the types offered.
    @Test func unknownAcceptIs406() throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let client = try harness.client()
        let (_, body) = try #require(goldenScenarios().first)
        client.send(ServiceRoutesTests.post("/v1/simulate", body, extra: "Accept: text/csv\r\n"))
        let response = try client.readResponse()
        #expect(response.status == 406)
        #expect(response.text.contains("image/svg+xml"))
    }

    /// `GET /` is the playground page with a same-origin-only CSP, and every asset it names is
    /// served with its type; the examples are exactly the fixture scenarios.
    @Test func playgroundFiles() throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let client = try harness.client()
        let page = try client.exchange("GET / HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(page.status == 200)
        #expect(page.header("Content-Type") == "text/html; charset=utf-8")
        let policy = try #require(page.header("Content-Security-Policy"))
        #expect(policy.contains("default-src 'none'") && policy.contains("script-src 'self'"))
        #expect(!policy.contains("http"))
        for (asset, type) in [
            ("playground.css", "text/css; charset=utf-8"),
            ("playground.js", "text/javascript; charset=utf-8"),
            ("favicon.svg", "image/svg+xml"), ("examples.json", "application/json"),
        ] {
            #expect(page.text.contains("/assets/\(asset)") || asset == "examples.json", "\(asset) is linked")
            let response = try client.exchange("GET /assets/\(asset) HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(response.status == 200, "\(asset)")
            #expect(response.header("Content-Type") == type, "\(asset)")
            #expect(response.header("ETag") != nil, "\(asset)")
        }
        #expect(try client.exchange("GET /assets/missing.js HTTP/1.1\r\nHost: t\r\n\r\n").status == 404)
        let examples = try client.exchange("GET /assets/examples.json HTTP/1.1\r\nHost: t\r\n\r\n")
        let listed = try JSONSerialization.jsonObject(with: Data(examples.body)) as? [[String: Any]] ?? []
        let fixtures = try goldenScenarios()
        #expect(listed.count == fixtures.count)
        for ((name, body), example) in zip(fixtures, listed) {
            let scenario = try JSONSerialization.data(
                withJSONObject: example["scenario"] ?? [:], options: [.sortedKeys])
            #expect(Array(scenario) == body, "examples.json drifted from \(name)")
        }
    }
}
