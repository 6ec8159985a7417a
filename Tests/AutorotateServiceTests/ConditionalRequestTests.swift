import AutorotateHTTP
import AutorotateTestSupport
import Foundation
import Testing

@testable import AutorotateService

@Suite("ETag, If-None-Match and Cache-Control", .serialized)
struct ConditionalRequestTests {
    static func get(_ path: String, _ extra: String = "") -> String {
        "GET \(path) HTTP/1.1\r\nHost: t\r\n\(extra)\r\n"
    }

    /// /v1/version and /openapi.yaml carry a strong ETag and `Cache-Control: no-cache`; sending
    /// the tag back in If-None-Match is a bodyless 304 with the same tag, a stale tag a full 200.
    @Test func releaseBodiesRevalidate() throws {
        let path = NSTemporaryDirectory() + "autorotate-etag-\(getpid()).yaml"
        let document = Array(String(repeating: "openapi: 3.1.0\n", count: 200).utf8)
        try Data(document).write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        let harness = try ServiceHarness { $0.openAPIFile = path }
        defer { harness.stop() }
        let client = try harness.client()
        for route in ["/v1/version", "/openapi.yaml"] {
            let first = try client.exchange(Self.get(route))
            #expect(first.status == 200)
            let tag = try #require(first.header("ETag"))
            #expect(tag.hasPrefix("\"") && tag.hasSuffix("\"") && !tag.hasPrefix("W/"))
            #expect(first.header("Cache-Control") == "no-cache")
            let again = try client.exchange(Self.get(route))
            #expect(again.header("ETag") == tag)
            for condition in [tag, "\"other\", W/\(tag)", "*"] {
                let unchanged = try client.exchange(Self.get(route, "If-None-Match: \(condition)\r\n"))
                #expect(unchanged.status == 304, "\(route) \(condition)")
                #expect(unchanged.body.isEmpty)
                #expect(unchanged.header("ETag") == tag)
                #expect(unchanged.header("Cache-Control") == "no-cache")
                #expect(unchanged.header("Vary") == "Accept-Encoding")
                #expect(unchanged.header("Content-Length") == nil)
            }
            let stale = try client.exchange(Self.get(route, "If-None-Match: \"stale\"\r\n"))
            #expect(stale.status == 200)
            #expect(stale.body == first.body)
        }
        #expect(try client.exchange(Self.get("/openapi.yaml")).body == document)
    }

    /// The gzip form of a body has its own tag (a different representation), served and
    /// revalidated only to clients that accept gzip.
    @Test func gzipFormHasItsOwnTag() throws {
        let path = NSTemporaryDirectory() + "autorotate-etag-gzip-\(getpid()).yaml"
        let document = Array(String(repeating: "paths: {}\n", count: 500).utf8)
        try Data(document).write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        let harness = try ServiceHarness { $0.openAPIFile = path }
        defer { harness.stop() }
        let client = try harness.client()
        let plain = try client.exchange(Self.get("/openapi.yaml"))
        let gzip = try client.exchange(Self.get("/openapi.yaml", "Accept-Encoding: gzip\r\n"))
        #expect(gzip.header("Content-Encoding") == "gzip")
        #expect(Gzip.decompress(gzip.body, maxOutputBytes: 1 << 20) == .success(document))
        let plainTag = try #require(plain.header("ETag"))
        let gzipTag = try #require(gzip.header("ETag"))
        #expect(plainTag != gzipTag)
        let revalidated = try client.exchange(
            Self.get("/openapi.yaml", "Accept-Encoding: gzip\r\nIf-None-Match: \(gzipTag)\r\n"))
        #expect(revalidated.status == 304)
        #expect(revalidated.header("ETag") == gzipTag)
        let crossed = try client.exchange(Self.get("/openapi.yaml", "If-None-Match: \(gzipTag)\r\n"))
        #expect(crossed.status == 200)
        #expect(crossed.header("Content-Encoding") == nil)
        let head = try client.exchange(
            "HEAD /openapi.yaml HTTP/1.1\r\nHost: t\r\nAccept-Encoding: gzip\r\n\r\n")
        #expect(head.header("ETag") == gzipTag)
        #expect(head.header("Content-Length") == String(gzip.body.count))
    }

    /// Health and metrics answers are never stored: `Cache-Control: no-store`; simulations carry
    /// no Cache-Control (a POST answer without explicit freshness is not stored, RFC 9111 §3).
    @Test func healthMetricsAndPostPolicy() throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let client = try harness.client()
        for route in ["/livez", "/readyz", "/metrics"] {
            let response = try client.exchange(Self.get(route))
            #expect(response.header("Cache-Control") == "no-store", "\(route)")
            #expect(response.header("ETag") == nil, "\(route)")
        }
        client.send(ServiceRoutesTests.post("/v1/simulate", Array("{}".utf8)))
        #expect(try client.readResponse().header("Cache-Control") == nil)
    }

    /// A tag is the same for the same bytes and differs when a byte or the length differs.
    @Test func tagsFollowTheBytes() {
        let body = Array("{\"engine\":{\"version\":\"1.0.0\"}}".utf8)
        #expect(EntityTag.strong(hashing: body) == EntityTag.strong(hashing: body))
        #expect(EntityTag.strong(hashing: body) != EntityTag.strong(hashing: body.dropLast() + [0x5C]))
        #expect(EntityTag.strong(hashing: body) != EntityTag.strong(hashing: body + [0x0A]))
        #expect(EntityTag.strong(hashing: body, suffix: "-gzip") != EntityTag.strong(hashing: body))
        #expect(EntityTag.list(" W/\"a\" , \"b\"", matches: "\"b\""))
        #expect(!EntityTag.list("\"a\"", matches: "\"b\""))
    }
}
