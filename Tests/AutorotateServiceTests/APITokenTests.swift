import AutorotateHTTP
import AutorotateTestSupport
import Foundation
import Glibc
import Testing

@testable import AutorotateService

/// A token file in the temporary directory, removed on deinit.
final class TokenFile {
    let path = NSTemporaryDirectory() + "autorotate-tokens-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"

    init(_ text: String) throws { try write(text) }

    func write(_ text: String) throws { try text.write(toFile: path, atomically: true, encoding: .utf8) }

    deinit { unlink(path) }
}

@Suite("Bearer tokens on the /v1/ routes")
struct APITokenTests {
    static let secret = "s3cret-token-4f1c"

    /// The token file allows comments, blank lines, CRLF and surrounding spaces; every listed
    /// token opens the routes and nothing else does (case of the scheme does not matter).
    @Test func fileFormatAndMatching() throws {
        let file = try TokenFile("# deploy tokens\r\n\r\n  alpha-1  \r\nbeta-2\n#gamma-3\n")
        let tokens = try APITokens(path: file.path)
        #expect(tokens.count == 2)
        #expect(tokens.authorizes("Bearer alpha-1"))
        #expect(tokens.authorizes("bearer beta-2"))
        #expect(tokens.authorizes("  BEARER   beta-2 "))
        for refused in [
            nil, "", "Bearer", "Bearer ", "Bearer alpha", "Bearer alpha-12", "Bearer #gamma-3",
            "Bearer gamma-3",
            "Basic alpha-1", "alpha-1", "Bearer alpha-1 beta-2",
        ] {
            #expect(!tokens.authorizes(refused), "\(refused ?? "nil")")
        }
    }

    /// A missing or token-less file is refused with a message naming the path, never a token.
    @Test func unusableFiles() throws {
        #expect(throws: APITokens.LoadError.self) { try APITokens(path: "/nonexistent/autorotate-tokens") }
        let empty = try TokenFile("# nothing yet\n\n")
        #expect {
            try APITokens(path: empty.path)
        } throws: { error in
            (error as? APITokens.LoadError)?.description.contains("holds no token") == true
        }
    }

    /// The comparison's verdict depends on every byte and on the length (prefixes, extensions and
    /// one-bit differences all fail), and it never exits early on a mismatch position.
    @Test func constantTimeComparison() {
        let token = Array("abcdefgh".utf8)
        #expect(APITokens.constantTimeEquals(token, token))
        #expect(!APITokens.constantTimeEquals(token, Array("abcdefg".utf8)))
        #expect(!APITokens.constantTimeEquals(token, Array("abcdefghi".utf8)))
        #expect(!APITokens.constantTimeEquals(token, Array("abcdefgi".utf8)))
        #expect(!APITokens.constantTimeEquals(token, Array("bbcdefgh".utf8)))
        #expect(!APITokens.constantTimeEquals(token, []))
        #expect(!APITokens.constantTimeEquals([], token))
    }

    /// With tokens, every /v1/ path (known or not) is 401 problem+json with `WWW-Authenticate:
    /// Bearer` until a valid token is sent; health, metrics and the OpenAPI document stay open;
    /// the token never appears in the log.
    @Test func v1RoutesNeedAToken() throws {
        let file = try TokenFile(Self.secret + "\n")
        let harness = try ServiceHarness { $0.apiTokenFile = file.path }
        defer { harness.stop() }
        let client = try harness.client()
        let body = #"{"device":{"os":"6.1"},"viewControllers":{"r":{}},"window":{"rootViewController":"r"}}"#
        let simulate =
            "POST /v1/simulate HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n"
        for request in [
            simulate + "\r\n" + body, "GET /v1/version HTTP/1.1\r\nHost: t\r\n\r\n",
            "GET /v1/no-such-route HTTP/1.1\r\nHost: t\r\n\r\n",
        ] {
            let response = try client.exchange(request)
            #expect(response.status == 401)
            #expect(response.header("WWW-Authenticate") == #"Bearer realm="autorotate""#)
            #expect(response.header("Content-Type") == "application/problem+json")
        }
        let wrong = try client.exchange(
            "GET /v1/version HTTP/1.1\r\nHost: t\r\nAuthorization: Bearer nope\r\n\r\n")
        #expect(wrong.status == 401)
        #expect(wrong.header("WWW-Authenticate")?.contains(#"error="invalid_token""#) == true)
        let authorized = try client.exchange(simulate + "Authorization: Bearer \(Self.secret)\r\n\r\n" + body)
        #expect(authorized.status == 200)
        for open in ["/livez", "/readyz", "/metrics", "/openapi.yaml"] {
            let response = try client.exchange("GET \(open) HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(response.status != 401, "\(open)")
        }
        #expect(!harness.logLines.joined().contains(Self.secret))
    }

    /// `Expect: 100-continue` without a token is refused with 401 before the body is sent.
    @Test func expectContinueRefusedWithoutToken() throws {
        let file = try TokenFile(Self.secret + "\n")
        let harness = try ServiceHarness { $0.apiTokenFile = file.path }
        defer { harness.stop() }
        let client = try harness.client()
        client.send(
            "POST /v1/simulate HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: 10\r\nExpect: 100-continue\r\n\r\n"
        )
        #expect(try client.readResponse().status == 401)
    }

    /// The real binary re-reads the token file on SIGHUP: a new token works at once, the old one
    /// stops working, and a file that vanished keeps the previous tokens in force.
    @Test func sighupReloadsTokens() throws {
        let file = try TokenFile("first-token\n")
        let process = try ServiceProcess(extraArguments: ["--api-token-file", file.path])
        func status(_ token: String) throws -> Int {
            try RawHTTPClient(port: process.port).exchange(
                "GET /v1/version HTTP/1.1\r\nHost: t\r\nAuthorization: Bearer \(token)\r\n\r\n"
            ).status
        }
        #expect(try status("first-token") == 200)
        try file.write("second-token\n")
        kill(process.pid, SIGHUP)
        // The event: the new token is accepted (a failure bound, generous for a loaded machine).
        #expect(try Waiting.until { try status("second-token") == 200 }, "the new token never worked")
        #expect(try status("first-token") == 401)
        unlink(file.path)
        kill(process.pid, SIGHUP)
        // The event: the process logs that it kept the previous tokens.
        #expect(
            Waiting.until { process.log.contains("api tokens not reloaded") },
            "no log line for the failed reload: \(process.log)")
        #expect(try status("second-token") == 200)
        #expect(process.isServing())
    }

    /// A token file that cannot be read stops the binary at startup with exit status 2.
    @Test func unreadableTokenFileExits2() throws {
        let binary = try #require(autorotatedPath())
        let arguments = [
            binary, "--port", "0", "--log-level", "error", "--api-token-file", "/nonexistent/tokens",
        ]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        // posix_spawn rather than Foundation.Process, whose run() leaks a weak reference under LSan.
        try #require(posix_spawn(&child, binary, nil, nil, &argv, environ) == 0)
        var status: Int32 = 0
        #expect(waitpid(child, &status, 0) == child)
        #expect((status & 0x7F) == 0 && (status >> 8) & 0xFF == 2)
    }
}
