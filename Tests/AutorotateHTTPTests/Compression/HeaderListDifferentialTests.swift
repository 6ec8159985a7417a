import AutorotatePlatform
import AutorotateTestSupport
import Testing

@testable import AutorotateHTTP

/// `Accept-Encoding`, `Content-Encoding` and `Connection` lists are split on their bytes when
/// they are printable ASCII. These tests compare that against the `Character` splitting the
/// service used before (kept here as the reference) over generated values.
@Suite("Header lists split on bytes vs by Character")
struct HeaderListDifferentialTests {
    /// The reference: `Accept-Encoding` read by `Character`, as it was.
    static func referenceAcceptsGzip(_ acceptEncoding: String?) -> Bool {
        guard let acceptEncoding else { return false }
        var gzipQuality: Double?
        var starQuality: Double?
        for item in acceptEncoding.split(separator: ",") {
            let parts = item.split(separator: ";")
            guard let first = parts.first else { continue }
            let coding = first.trimmingASCIIWhitespace()
            var quality = 1.0
            for parameter in parts.dropFirst() {
                let pair = parameter.trimmingASCIIWhitespace()
                if pair.hasPrefix("q=") || pair.hasPrefix("Q=") { quality = Double(pair.dropFirst(2)) ?? 0 }
            }
            if coding.equalsIgnoringASCIICase("gzip") || coding.equalsIgnoringASCIICase("x-gzip") {
                gzipQuality = max(gzipQuality ?? 0, quality)
            } else if coding == "*" {
                starQuality = quality
            }
        }
        if let gzipQuality { return gzipQuality > 0 }
        return (starQuality ?? 0) > 0
    }

    /// The reference: `Content-Encoding` read by `Character`, as it was.
    static func referenceCoding(_ headers: HTTPHeaders) -> RequestContentCoding {
        let codings = headers.values("Content-Encoding")
            .flatMap { $0.split(separator: ",") }
            .map { $0.trimmingASCIIWhitespace() }
            .filter { !$0.isEmpty && !$0.equalsIgnoringASCIICase("identity") }
        if codings.isEmpty { return .identity }
        if codings.count == 1,
            codings[0].equalsIgnoringASCIICase("gzip") || codings[0].equalsIgnoringASCIICase("x-gzip")
        {
            return .gzip
        }
        return .unsupported
    }

    /// The pieces values are made of: codings in several cases, parameters, separators,
    /// whitespace, and a few non-ASCII texts (which take the `Character` path).
    static let pieces = [
        "gzip", "GZip", "x-gzip", "X-GZIP", "*", "identity", "IDENTITY", "br", "deflate", "zstd", ";q=0",
        ";q=0.5",
        "; Q=1", ";q=1.0", ";q=", ";q=abc", ";level=1", "q=0", ",", ", ", " ,", ";", " ", "\t", "", "gzi",
        "gzipp",
        "\u{E9}", "gzip\u{301}", ",\u{301}", "\u{212A}", ";q=0\u{301}",
    ]

    /// Values of 0–6 pieces from a fixed-seed generator: every one answers as the reference does.
    @Test func acceptEncodingMatchesTheCharacterReading() {
        var generator = SeededGenerator(seed: 0x5EED_A11C)
        for _ in 0..<20_000 {
            let value = Self.value(&generator)
            #expect(
                ContentCoding.acceptsGzip(value) == Self.referenceAcceptsGzip(value),
                "\(value.debugDescription)")
        }
    }

    @Test func contentEncodingMatchesTheCharacterReading() {
        var generator = SeededGenerator(seed: 0xC0DE_C0DE)
        for _ in 0..<20_000 {
            var headers = HTTPHeaders([("Host", "t")])
            for _ in 0..<Int(generator.next() % 3) { headers.add("Content-Encoding", Self.value(&generator)) }
            #expect(RequestContentCoding(headers) == Self.referenceCoding(headers), "\(headers.fields)")
        }
    }

    /// `forEachASCIIItem` gives `split(separator:)`'s items for printable ASCII, and refuses
    /// everything else without calling back.
    @Test func asciiItemsAreTheSplitItems() {
        var generator = SeededGenerator(seed: 0x1157)
        for _ in 0..<20_000 {
            let value = Self.value(&generator)
            var items: [Substring] = []
            let isASCII = HTTPHeaders.forEachASCIIItem(of: value[...], separatedBy: UInt8(ascii: ",")) {
                items.append($0)
            }
            let printable = value.utf8.allSatisfy { ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x09 }
            #expect(isASCII == printable)
            if isASCII {
                #expect(items == value.split(separator: ","), "\(value.debugDescription)")
            } else {
                #expect(items.isEmpty)
            }
        }
    }

    static func value(_ generator: inout SeededGenerator) -> String {
        var value = ""
        for _ in 0..<Int(generator.next() % 7) {
            value += pieces[Int(generator.next() % UInt64(pieces.count))]
        }
        return value
    }
}
