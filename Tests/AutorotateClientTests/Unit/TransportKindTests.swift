import Testing

@testable import AutorotateClient

@Suite("Transport choice")
struct TransportKindTests {
    private static func choose(
        _ url: String, userAgent: String = "agent/1", environment: [String: String] = [:]
    )
        -> TransportKind
    {
        TransportKind.choose(baseURL: url, userAgent: userAgent) { environment[$0] }
    }

    /// Plain http to a bare host and port goes through the client's own HTTP/1.1.
    @Test func plainHTTPUsesTheWire() {
        #expect(Self.choose("http://127.0.0.1:8080") == .wire)
        #expect(Self.choose("http://[::1]:8080") == .wire)
        #expect(Self.choose("http://service.local") == .wire)
        #expect(
            Self.choose("http://127.0.0.1:8080", environment: ["no_proxy": "*", "http_proxy": ""]) == .wire)
    }

    /// TLS, credentials, a path prefix, a proxy from the environment or a User-Agent that could
    /// break the head leave the exchange to libcurl.
    @Test func everythingElseUsesLibcurl() {
        #expect(Self.choose("https://127.0.0.1:8443") == .libcurl)
        #expect(Self.choose("http://user:secret@127.0.0.1:8080") == .libcurl)
        #expect(Self.choose("http://127.0.0.1:8080/prefix") == .libcurl)
        #expect(Self.choose("http://127.0.0.1:8080?x=1") == .libcurl)
        #expect(Self.choose("http://") == .libcurl)
        #expect(Self.choose("http://127.0.0.1:8080", userAgent: "") == .libcurl)
        #expect(Self.choose("http://127.0.0.1:8080", userAgent: "a\r\nX-Evil: 1") == .libcurl)
        for name in TransportKind.proxyVariables {
            #expect(
                Self.choose("http://127.0.0.1:8080", environment: [name: "http://proxy:3128"]) == .libcurl,
                "\(name)")
        }
    }

    /// A client chooses by itself, and a test can force either transport.
    @Test func clientsChooseOrAreTold() throws {
        #expect(try AutorotateClient(baseURL: "https://127.0.0.1:9").connection.transportKind == .libcurl)
        let forced = try AutorotateClient(
            configuration: ClientConfiguration(baseURL: "http://127.0.0.1:9"), transport: .libcurl)
        #expect(forced.connection.transportKind == .libcurl)
        let wire = try AutorotateClient(
            configuration: ClientConfiguration(baseURL: "http://127.0.0.1:9"), transport: .wire)
        #expect(wire.connection.transportKind == .wire)
    }
}
