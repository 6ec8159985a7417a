import AutorotateEngine
import AutorotateHTTP
import AutorotateTestSupport
import AutorotateWire
import Foundation
import Testing

@testable import AutorotateOperations
@testable import AutorotateService

/// What `Simulator.simulate` answers in-process for `body`, as the service must answer it.
func expectedAnswer(_ body: [UInt8]) -> (status: Int, body: [UInt8]) {
    switch Simulator.simulate(json: body, limits: .default) {
    case .success(let output): (200, output.json)
    case .failure(let problem): (Problem(problem).status, Problem(problem).jsonBytes())
    }
}

@Suite("Service routes over loopback", .serialized)
struct ServiceRoutesTests {
    static func post(_ path: String, _ body: [UInt8], type: String = "application/json", extra: String = "")
        -> [UInt8]
    {
        Array(
            "POST \(path) HTTP/1.1\r\nHost: t\r\nContent-Type: \(type)\r\nContent-Length: \(body.count)\r\n\(extra)\r\n"
                .utf8)
            + body
    }

    /// POST /v1/simulate answers exactly what the engine answers in-process: status and bytes
    /// (a Simulation, or the problem+json of its InputProblem with every pointer).
    @Test func simulateMatchesEngine() throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let client = try harness.client()
        for body in [Array("{}".utf8), Array("not json".utf8), Array("{\"device\":{\"os\":\"6.1\"}}".utf8)] {
            client.send(Self.post("/v1/simulate", body))
            let response = try client.readResponse()
            let expected = expectedAnswer(body)
            #expect(response.status == expected.status)
            #expect(response.body == expected.body)
            let type = response.header("Content-Type")
            #expect(type == (expected.status == 200 ? "application/json" : "application/problem+json"))
        }
    }

    /// Every golden scenario served over HTTP equals the in-process simulation byte for byte.
    @Test func goldenScenariosMatchEngine() throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let client = try harness.client()
        let scenarios = try goldenScenarios()
        #expect(!scenarios.isEmpty)
        for (name, body) in scenarios {
            client.send(Self.post("/v1/simulate", body))
            let response = try client.readResponse()
            let expected = expectedAnswer(body)
            #expect(expected.status == 200, "\(name) is a golden scenario")
            #expect(response.status == expected.status, "\(name)")
            #expect(response.body == expected.body, "\(name)")
        }
    }

    /// `curl` (the real client, with and without gzip) gets the golden scenario's simulation byte
    /// for byte as the engine computes it in-process, and the decisions are counted in /metrics.
    @Test func curlGoldenScenario() throws {
        let curl = "/usr/bin/curl"
        guard FileManager.default.isExecutableFile(atPath: curl) else { return }
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let (name, body) = try #require(try goldenScenarios().first)
        let bodyFile = NSTemporaryDirectory() + "autorotate-golden-\(getpid()).json"
        try Data(body).write(to: URL(fileURLWithPath: bodyFile))
        defer { unlink(bodyFile) }
        let expected = expectedAnswer(body)
        #expect(expected.status == 200, "\(name) is a golden scenario")
        for extra in [[], ["--compressed"]] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: curl)
            process.arguments =
                ["-s", "-H", "Content-Type: application/json", "--data-binary", "@" + bodyFile]
                + extra + ["http://127.0.0.1:\(harness.port)/v1/simulate"]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let output = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(Array(output) == expected.body, "curl \(extra)")
        }
        let metrics = try harness.client().exchange("GET /metrics HTTP/1.1\r\nHost: t\r\n\r\n").text
        #expect(!metrics.contains("autorotate_engine_decisions_total 0\n"))
        #expect(metrics.contains("autorotate_engine_simulations_total{outcome=\"ok\"} 2"))
    }

    /// A body that is not JSON is 400 problem+json with a pointer.
    @Test func notJSONIs400() throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let client = try harness.client()
        client.send(Self.post("/v1/simulate", Array("{not json".utf8)))
        let response = try client.readResponse()
        #expect(response.status == 400)
        #expect(response.header("Content-Type") == "application/problem+json")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
        #expect(object["type"] as? String == "urn:autorotate:problem:malformed-scenario")
        #expect((object["errors"] as? [[String: Any]])?.first?["pointer"] is String)
    }

    /// An engine failure is problem+json with type, title, status, detail and errors.
    @Test func problemShape() throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let response = try harness.client().exchange(
            String(decoding: Self.post("/v1/simulate", Array("not json".utf8)), as: UTF8.self))
        #expect([400, 422].contains(response.status))
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
        #expect(object["type"] is String)
        #expect(object["title"] is String)
        #expect(object["status"] as? Int == response.status)
        #expect(object["detail"] is String)
        #expect(object["errors"] is [Any])
    }

    /// A request body that is not application/json is 415 problem; so is a missing Content-Type.
    @Test func wrongMediaType415() throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let client = try harness.client()
        client.send(Self.post("/v1/simulate", Array("{}".utf8), type: "text/plain"))
        let response = try client.readResponse()
        #expect(response.status == 415)
        #expect(response.header("Content-Type") == "application/problem+json")
        let missing = try client.exchange(
            "POST /v1/simulate HTTP/1.1\r\nHost: t\r\nContent-Length: 2\r\n\r\n{}")
        #expect(missing.status == 415)
        client.send(Self.post("/v1/simulate", Array("{}".utf8), type: "Application/JSON; charset=utf-8"))
        #expect(try client.readResponse().status != 415)
    }

    /// A known path with the wrong method is 405 with Allow; an unknown path is 404 problem+json
    /// that reveals nothing of the server's files.
    @Test func methodAndPathErrors() throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let client = try harness.client()
        let wrongMethod = try client.exchange("GET /v1/simulate HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(wrongMethod.status == 405)
        #expect(wrongMethod.header("Allow") == "POST")
        let wrongGet = try client.exchange("DELETE /livez HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(wrongGet.header("Allow") == "GET, HEAD")
        let unknown = try client.exchange("GET /etc/passwd HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(unknown.status == 404)
        #expect(unknown.header("Content-Type") == "application/problem+json")
        #expect(!unknown.text.contains("/work"))
    }

    /// /livez is 200; /readyz is 200 while serving; HEAD gets headers only.
    @Test func health() throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let client = try harness.client()
        #expect(try client.exchange("GET /livez HTTP/1.1\r\nHost: t\r\n\r\n").status == 200)
        #expect(try client.exchange("GET /readyz HTTP/1.1\r\nHost: t\r\n\r\n").status == 200)
        let head = try client.exchange("HEAD /livez HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(head.status == 200)
        #expect(head.body.isEmpty)
        #expect(try client.exchange("GET /livez HTTP/1.1\r\nHost: t\r\n\r\n").status == 200)
    }

    /// Once a drain starts, /readyz answers 503 problem (asked on a connection already open).
    @Test func readyzDuringDrain() throws {
        let harness = try ServiceHarness()
        let client = try harness.client()
        // One write: a complete request, then most of the /readyz head. The first answer is the
        // event that the server has read the unfinished head too, so the connection is not idle.
        client.send("GET /livez HTTP/1.1\r\nHost: t\r\n\r\nGET /readyz HTTP/1.1\r\nHost: t\r\n")
        #expect(try client.readResponse().status == 200)
        harness.service.beginDrain()
        // The event: the server's loop has started the drain.
        #expect(Waiting.until { !harness.service.server.stats.isReady }, "the drain never started")
        client.send("\r\n")
        let response = try client.readResponse()
        #expect(response.status == 503)
        #expect(response.header("Content-Type") == "application/problem+json")
        #expect(response.header("Connection") == "close")
        #expect(harness.service.server.waitUntilStopped(timeout: .seconds(Waiting.generousSeconds)))
    }

    /// /v1/version lists the engine version, every generation with its OS range, and every version
    /// boundary (the default compare columns).
    @Test func version() throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let response = try harness.client().exchange("GET /v1/version HTTP/1.1\r\nHost: t\r\n\r\n")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
        #expect((object["engine"] as? [String: Any])?["version"] as? String == EngineInfo.version)
        let generations = try #require(object["generations"] as? [[String: Any]])
        #expect(generations.map { $0["id"] as? String } == Generation.allCases.map(\.rawValue))
        #expect(generations.map { $0["from"] as? String } == Generation.allCases.map(\.osRange.from))
        #expect(generations.last?["through"] is NSNull)
        let boundaries = try #require(object["boundaries"] as? [[String: Any]])
        #expect(boundaries.map { $0["os"] as? String } == VersionBoundaries.all.map { "\($0.os)" })
        #expect(boundaries.allSatisfy { ($0["rules"] as? [String])?.isEmpty == false })
    }

    /// /openapi.yaml serves the configured file byte for byte, and 404 problem when it is missing.
    @Test func openAPI() throws {
        let path = NSTemporaryDirectory() + "autorotate-openapi-\(getpid()).yaml"
        let document = Array("openapi: 3.1.0\ninfo:\n  title: Autorotate — test ✓\n".utf8)
        try Data(document).write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        let harness = try ServiceHarness { $0.openAPIFile = path }
        defer { harness.stop() }
        let response = try harness.client().exchange("GET /openapi.yaml HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "application/yaml")
        #expect(response.body == document)
        let missing = try ServiceHarness { $0.openAPIFile = path + ".missing" }
        defer { missing.stop() }
        let notFound = try missing.client().exchange("GET /openapi.yaml HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(notFound.status == 404)
        #expect(!notFound.text.contains(path))
    }

    /// /metrics is Prometheus text with requests by route and status, the latency histogram,
    /// open connections and engine counters.
    @Test func metrics() throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let client = try harness.client()
        _ = try client.exchange("GET /livez HTTP/1.1\r\nHost: t\r\n\r\n")
        _ = try client.exchange("GET /nowhere HTTP/1.1\r\nHost: t\r\n\r\n")
        client.send(Self.post("/v1/simulate", Array("{}".utf8)))
        _ = try client.readResponse()
        let response = try client.exchange("GET /metrics HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(response.header("Content-Type")?.hasPrefix("text/plain; version=0.0.4") == true)
        let text = response.text
        #expect(
            text.contains("autorotate_http_requests_total{route=\"/livez\",method=\"GET\",status=\"200\"} 1"))
        #expect(
            text.contains(
                "autorotate_http_requests_total{route=\"unmatched\",method=\"GET\",status=\"404\"} 1"))
        #expect(text.contains("# TYPE autorotate_http_request_duration_seconds histogram"))
        #expect(
            text.contains("autorotate_http_request_duration_seconds_bucket{route=\"/livez\",le=\"+Inf\"} 1"))
        #expect(text.contains("autorotate_http_open_connections 1"))
        #expect(text.contains("autorotate_engine_decisions_total "))
        #expect(text.contains("autorotate_engine_simulations_total{outcome="))
    }

    /// Each request writes one JSON log line with method, path, status, duration, bytes and id.
    @Test func requestLog() throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        _ = try harness.client().exchange(
            "GET /v1/version HTTP/1.1\r\nHost: t\r\nX-Request-ID: log-test-1\r\n\r\n")
        let line = try #require(harness.waitForLogLine { $0.contains("log-test-1") })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["level"] as? String == "info")
        #expect(object["method"] as? String == "GET")
        #expect(object["path"] as? String == "/v1/version")
        #expect(object["status"] as? Int == 200)
        #expect(object["duration_us"] is Int)
        #expect(object["bytes"] as? Int == VersionDocument.json.count)
        #expect(object["request_id"] as? String == "log-test-1")
        #expect(harness.logLines.first?.contains("\"msg\":\"listening\"") == true)
    }

    /// Health probes that succeed are logged at debug, not info; a failing probe and every other
    /// request are logged at info.
    @Test func healthProbesLogAtDebug() {
        let lines = LineBox()
        let handler = ServiceHandler(
            configuration: ServiceConfiguration(), stats: HTTPServerStats(), metrics: ServiceMetrics(),
            logger: ServiceLogger(level: .info) { lines.append($0) })
        for (path, status) in [("/livez", 200), ("/readyz", 200), ("/readyz", 503), ("/v1/version", 200)] {
            handler.didRespond(
                HTTPExchangeRecord(
                    method: "GET", path: path, status: status, durationMicroseconds: 1, bodyBytes: 0,
                    requestID: "\(path)-\(status)", generatedByServer: false))
        }
        #expect(lines.all.count == 2)
        #expect(lines.all.first?.contains("\"request_id\":\"/readyz-503\"") == true)
        #expect(lines.all.last?.contains("\"request_id\":\"/v1/version-200\"") == true)
    }

    /// A gzip request body is accepted and a large answer is gzip-compressed when accepted.
    @Test func gzip() throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let client = try harness.client()
        let body = Array("not json at all, but compressed".utf8)
        let compressed = try #require(Gzip.compress(body))
        client.send(Self.post("/v1/simulate", compressed, extra: "Content-Encoding: gzip\r\n"))
        let response = try client.readResponse()
        #expect(response.status == expectedAnswer(body).status)
        #expect(response.body == expectedAnswer(body).body)
        let metrics = try client.exchange("GET /metrics HTTP/1.1\r\nHost: t\r\nAccept-Encoding: gzip\r\n\r\n")
        #expect(metrics.header("Content-Encoding") == "gzip")
        #expect(metrics.header("Vary") == "Accept-Encoding")
    }
}

@Suite("Batch NDJSON", .serialized)
struct BatchTests {
    /// Each non-blank line gets one output line, in order: the in-process Simulation bytes, or
    /// {"line":N,"problem":…} with N counting blank lines.
    @Test func linesInOrder() throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let lines = ["{}", "", "not json", "{\"device\":{}}\r"]
        let body = Array(lines.joined(separator: "\n").utf8)
        let client = try harness.client()
        client.send(ServiceRoutesTests.post("/v1/simulate/batch", body, type: "application/x-ndjson"))
        let response = try client.readResponse()
        #expect(response.status == 200)
        #expect(response.header("Transfer-Encoding") == "chunked")
        #expect(response.header("Content-Type") == "application/x-ndjson")
        var expected: [UInt8] = []
        for (index, line) in lines.enumerated()
        where !line.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            let scenario = Array(line.trimmingCharacters(in: CharacterSet(charactersIn: "\r")).utf8)
            switch Simulator.simulate(json: scenario, limits: .default) {
            case .success(let output):
                var json = output.json
                if json.last == 0x0A { json.removeLast() }
                expected += json
            case .failure(let problem):
                expected +=
                    Array("{\"line\":\(index + 1),\"problem\":".utf8) + Problem(problem).jsonBytes() + [
                        UInt8(ascii: "}")
                    ]
            }
            expected.append(0x0A)
        }
        #expect(response.text == String(decoding: expected, as: UTF8.self))
        #expect(try client.exchange("GET /livez HTTP/1.1\r\nHost: t\r\n\r\n").status == 200)
    }

    /// Golden scenarios sent as one NDJSON batch come back as their in-process simulations, in order.
    @Test func goldenBatch() throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let scenarios = try goldenScenarios()
        var body: [UInt8] = []
        var expected: [UInt8] = []
        for (_, scenario) in scenarios {
            body += scenario + [0x0A]
            var json = expectedAnswer(scenario).body
            if json.last == 0x0A { json.removeLast() }
            expected += json + [0x0A]
        }
        let client = try harness.client()
        client.send(ServiceRoutesTests.post("/v1/simulate/batch", body, type: "application/x-ndjson"))
        let response = try client.readResponse()
        #expect(response.status == 200)
        #expect(response.body == expected)
    }

    /// The batch route wants NDJSON: application/json is 415.
    @Test func wantsNDJSON() throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let client = try harness.client()
        client.send(ServiceRoutesTests.post("/v1/simulate/batch", Array("{}\n".utf8)))
        #expect(try client.readResponse().status == 415)
    }

    /// A batch answer is gzip-streamed when the client accepts gzip.
    @Test func gzipStream() throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let client = try harness.client()
        client.send(
            ServiceRoutesTests.post(
                "/v1/simulate/batch", Array("{}\n{}\n".utf8), type: "application/x-ndjson",
                extra: "Accept-Encoding: gzip\r\n"))
        let response = try client.readResponse()
        #expect(response.header("Content-Encoding") == "gzip")
        let text = try Gzip.decompress(response.body, maxOutputBytes: 1 << 24).get()
        #expect(text.filter { $0 == 0x0A }.count == 2)
    }
}
