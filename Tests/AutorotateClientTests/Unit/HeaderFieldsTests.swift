import CLibcurl
import Testing

@testable import AutorotateClient

@Suite("Request header list")
struct HeaderFieldsTests {
    /// The list libcurl reads, in order, as text.
    private static func texts(_ list: UnsafeMutablePointer<curl_slist>?) -> [String] {
        var texts: [String] = []
        var node = list
        while let current = node {
            if let data = current.pointee.data { texts.append(String(cString: data)) }
            node = current.pointee.next
        }
        return texts
    }

    private static func request(_ requestID: String, contentType: String? = nil, gzipped: Bool = false)
        -> HTTPRequest
    {
        HTTPRequest(
            method: .post, path: "/v1/simulate", contentType: contentType, gzipped: gzipped,
            accept: "application/json", requestID: requestID)
    }

    /// Every field a request needs is in the list, X-Request-ID first and Expect suppressed.
    @Test func listsEveryField() throws {
        let fields = HeaderFields(host: "127.0.0.1:8080", userAgent: "agent/1", sendsOwnFields: true)
        let list = try #require(
            fields.list(for: Self.request("abc", contentType: "application/json", gzipped: true)))
        #expect(
            Self.texts(list) == [
                "X-Request-ID: abc", "Host: 127.0.0.1:8080", "User-Agent: agent/1",
                "Accept: application/json",
                "Expect:", "Content-Type: application/json", "Content-Encoding: gzip",
            ])
    }

    /// Consecutive requests of one kind reuse the fixed fields; only the request id is rewritten,
    /// and a different kind of request gets its own fields.
    @Test func rewritesOnlyTheRequestID() throws {
        let fields = HeaderFields(host: "h", userAgent: "a", sendsOwnFields: false)
        let first = try #require(fields.list(for: Self.request("one")))
        let fixed = first.pointee.next
        let longID = String(repeating: "x", count: 300)
        let second = try #require(fields.list(for: Self.request(longID)))
        #expect(second.pointee.next == fixed)
        #expect(Self.texts(second) == ["X-Request-ID: \(longID)", "Accept: application/json", "Expect:"])
        let third = try #require(fields.list(for: Self.request("three", contentType: "text/plain")))
        #expect(
            Self.texts(third) == [
                "X-Request-ID: three", "Accept: application/json", "Expect:", "Content-Type: text/plain",
            ])
    }

    /// The Host field is the URL's authority, without user information or path.
    @Test func findsTheAuthority() {
        #expect(HeaderFields.authority(of: "http://127.0.0.1:8080") == "127.0.0.1:8080")
        #expect(HeaderFields.authority(of: "https://user:pw@example.com/base?q#f") == "example.com")
        #expect(HeaderFields.authority(of: "http://[::1]:9000/x") == "[::1]:9000")
        #expect(HeaderFields.authority(of: "http:///path") == nil)
        #expect(HeaderFields.authority(of: "no-scheme") == nil)
    }

    /// Header names compare without ASCII case, and only whole names match.
    @Test func comparesNamesWithoutCase() {
        #expect(ASCIICaseInsensitive.equal("X-Request-ID", "x-request-id"))
        #expect(!ASCIICaseInsensitive.equal("X-Request-ID", "X-Request-I"))
        #expect(!ASCIICaseInsensitive.equal("Content-Type", "Content-Typf"))
        #expect(ASCIICaseInsensitive.equal("", ""))
    }
}
