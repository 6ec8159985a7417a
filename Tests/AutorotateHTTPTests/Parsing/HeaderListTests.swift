import Testing

@testable import AutorotateHTTP

/// `HTTPHeaders`' lookups answer as the `Character`-based definitions they replace on the hot
/// path: `listContains` splits printable-ASCII values on bytes and every other value on
/// `Character`, `count(of:)` is `values(_:).count`, and names of other lengths never match.
@Suite("Header list lookups")
struct HeaderListTests {
    static let values = [
        "close", " close ", "keep-alive, Close", "a,,b", ",", "", " , ", "\tclose\t,x", "closed",
        "clo se", "close,\u{301}", "\u{301},close", "K\u{212A}eep-alive", "keep-alive;q=1", "CLOSE",
        "Accept, Accept-Encoding", "accept-encoding,", "ünïcode, close",
    ]
    static let tokens = ["close", "keep-alive", "Accept-Encoding", "accept", ""]

    /// For every value and token: the same answer as splitting the value on the `Character` `,`.
    @Test func listContainsMatchesTheCharacterSplit() {
        for value in Self.values {
            let headers = HTTPHeaders([("Connection", value), ("Other", "close")])
            for token in Self.tokens {
                let expected = value.split(separator: ",").contains {
                    $0.trimmingASCIIWhitespace().equalsIgnoringASCIICase(token)
                }
                #expect(headers.listContains("connection", token: token) == expected, "\(value) / \(token)")
            }
        }
    }

    /// `count(of:)` counts the fields `values(_:)` returns, whatever the case of the name.
    @Test func countOfMatchesValues() {
        let headers = HTTPHeaders([
            ("Host", "a"), ("content-length", "1"), ("Content-Length", "2"), ("X", "y"), ("Hos", "t"),
        ])
        for name in ["Host", "HOST", "Content-Length", "content-LENGTH", "X", "Transfer-Encoding", ""] {
            #expect(headers.count(of: name) == headers.values(name).count, "\(name)")
        }
    }

    /// Case-insensitive equality: ASCII letters fold, lengths must match, nothing else folds.
    @Test func equalityIgnoresOnlyASCIICase() {
        #expect("Content-Type".equalsIgnoringASCIICase("content-type"))
        #expect(!"Content-Type".equalsIgnoringASCIICase("content-typ"))
        #expect(!"Content-Type".equalsIgnoringASCIICase("content-types"))
        #expect(!"\u{212A}".equalsIgnoringASCIICase("k"))
        #expect(!"[".equalsIgnoringASCIICase("{"))
        #expect("".equalsIgnoringASCIICase(""))
    }
}
