import AutorotateTestSupport
import Foundation
import Testing

@testable import AutorotateService

@Suite("CORS", .serialized)
struct CORSTests {
    static let page = "http://127.0.0.1:9999"

    /// A preflight from an allowed origin is 204 with the path's methods, the headers the API
    /// reads and a max age; it needs no token even when the routes do.
    @Test func preflightFromAnAllowedOrigin() throws {
        let file = try TokenFile("tok-1\n")
        let harness = try ServiceHarness {
            $0.allowedOrigins = [Self.page]
            $0.apiTokenFile = file.path
        }
        defer { harness.stop() }
        let client = try harness.client()
        let preflight = try client.exchange(
            "OPTIONS /v1/simulate HTTP/1.1\r\nHost: t\r\nOrigin: \(Self.page)\r\n"
                + "Access-Control-Request-Method: POST\r\nAccess-Control-Request-Headers: authorization, content-type\r\n\r\n"
        )
        #expect(preflight.status == 204)
        #expect(preflight.header("Access-Control-Allow-Origin") == Self.page)
        #expect(preflight.header("Access-Control-Allow-Methods") == "POST")
        let headers = try #require(preflight.header("Access-Control-Allow-Headers")?.lowercased())
        #expect(headers.contains("authorization") && headers.contains("content-type"))
        #expect(preflight.header("Access-Control-Max-Age") == "7200")
        #expect(preflight.header("Vary")?.contains("Origin") == true)
        let version = try client.exchange(
            "OPTIONS /v1/version HTTP/1.1\r\nHost: t\r\nOrigin: \(Self.page)\r\nAccess-Control-Request-Method: GET\r\n\r\n"
        )
        #expect(version.header("Access-Control-Allow-Methods") == "GET, HEAD")
    }

    /// Answers to an allowed origin name it (never `*` with tokens), vary on Origin and expose
    /// X-Request-ID — refusals included, so a page can read the problem; other origins get no
    /// CORS header, and a preflight from them stays 405 with Allow.
    @Test func answersByOrigin() throws {
        let file = try TokenFile("tok-1\n")
        let harness = try ServiceHarness {
            $0.allowedOrigins = ["*"]
            $0.apiTokenFile = file.path
        }
        defer { harness.stop() }
        let client = try harness.client()
        let body = Array("{}".utf8)
        client.send(
            ServiceRoutesTests.post(
                "/v1/simulate", body, extra: "Origin: \(Self.page)\r\nAuthorization: Bearer tok-1\r\n"))
        let answer = try client.readResponse()
        #expect(answer.header("Access-Control-Allow-Origin") == Self.page)
        #expect(answer.header("Access-Control-Expose-Headers") == "X-Request-ID")
        #expect(answer.header("Vary")?.contains("Origin") == true)
        client.send(ServiceRoutesTests.post("/v1/simulate", body, extra: "Origin: \(Self.page)\r\n"))
        let refused = try client.readResponse()
        #expect(refused.status == 401)
        #expect(refused.header("Access-Control-Allow-Origin") == Self.page)

        let strict = try ServiceHarness { $0.allowedOrigins = [Self.page] }
        defer { strict.stop() }
        let other = try strict.client()
        let foreign = try other.exchange(
            "GET /v1/version HTTP/1.1\r\nHost: t\r\nOrigin: http://evil.example\r\n\r\n")
        #expect(foreign.status == 200)
        #expect(foreign.header("Access-Control-Allow-Origin") == nil)
        #expect(foreign.header("Access-Control-Expose-Headers") == nil)
        #expect(foreign.header("Vary")?.contains("Origin") == true)
        let foreignPreflight = try other.exchange(
            "OPTIONS /v1/simulate HTTP/1.1\r\nHost: t\r\nOrigin: http://evil.example\r\n"
                + "Access-Control-Request-Method: POST\r\n\r\n")
        #expect(foreignPreflight.status == 405)
        #expect(foreignPreflight.header("Allow") == "POST")
        #expect(foreignPreflight.header("Access-Control-Allow-Origin") == nil)
    }

    /// `*` without tokens answers `*`; without any allowed origin there is no CORS header at all
    /// and OPTIONS is 405 with Allow, as before.
    @Test func wildcardAndOff() throws {
        let open = try ServiceHarness { $0.allowedOrigins = ["*"] }
        defer { open.stop() }
        let any = try open.client().exchange(
            "GET /livez HTTP/1.1\r\nHost: t\r\nOrigin: https://docs.example\r\n\r\n")
        #expect(any.header("Access-Control-Allow-Origin") == "*")

        let off = try ServiceHarness()
        defer { off.stop() }
        let client = try off.client()
        let plain = try client.exchange(
            "GET /livez HTTP/1.1\r\nHost: t\r\nOrigin: https://docs.example\r\n\r\n")
        #expect(plain.header("Access-Control-Allow-Origin") == nil)
        #expect(plain.header("Vary")?.contains("Origin") != true)
        let options = try client.exchange(
            "OPTIONS /v1/simulate HTTP/1.1\r\nHost: t\r\nOrigin: https://docs.example\r\n"
                + "Access-Control-Request-Method: POST\r\n\r\n")
        #expect(options.status == 405)
        #expect(options.header("Allow") == "POST")
    }

    /// `--allow-origin` repeats and `AUTOROTATE_ALLOW_ORIGIN` is comma-separated; flags replace
    /// the variable; anything but `scheme://host[:port]` or `*` is refused.
    @Test func options() throws {
        let flags = try #require(
            ServiceCommandTests.configuration([
                "--allow-origin", "https://a.example", "--allow-origin=http://b:8080",
            ]))
        #expect(flags.allowedOrigins == ["https://a.example", "http://b:8080"])
        let environment = ["AUTOROTATE_ALLOW_ORIGIN": "https://a.example, http://127.0.0.1:3000"]
        let fromEnvironment = try #require(ServiceCommandTests.configuration([], environment))
        #expect(fromEnvironment.allowedOrigins == ["https://a.example", "http://127.0.0.1:3000"])
        let both = try #require(ServiceCommandTests.configuration(["--allow-origin", "*"], environment))
        #expect(both.allowedOrigins == ["*"])
        for bad in [
            "https://a.example/", "a.example", "null", "ftp://a", "http://a:0", "http://a:b", "", "http://",
        ] {
            #expect(ServiceCommandTests.configuration(["--allow-origin", bad]) == nil, "\(bad)")
        }
    }
}
