import Testing

@testable import AutorotateService

/// A route's check of the request's `Content-Type` answers as ``MediaType/essence(of:)`` does,
/// on the byte path (printable ASCII) and the `Character` path (anything else) alike.
@Suite("Content-Type matching")
struct MediaTypeMatchTests {
    /// Values with parameters, spaces, tabs, upper case, non-ASCII look-alikes (the Kelvin sign
    /// lowercases to an ASCII `k`) and near misses, against the batch route's two types.
    @Test func matchesTheEssenceDefinition() {
        let accepted = ["application/x-ndjson", "application/ndjson"]
        let values = [
            "application/x-ndjson", "Application/X-NDJSON", " application/ndjson ; charset=utf-8",
            "\tapplication/ndjson\t;", "application/ndjson;", "application/ndjso", "application/ndjsonx",
            "application/x-ndjson, text/plain", "appli\u{212A}ation/ndjson", "application/nd\u{212A}json",
            "ÄPPLICATION/NDJSON", "", ";", "application/ndjson\u{301}",
        ]
        for value in values {
            let expected = accepted.contains(MediaType.essence(of: value))
            let byBytes = MediaType.asciiEssence(of: value, isOneOf: accepted)
            #expect(byBytes == nil || byBytes == expected, "\(value)")
            #expect(
                (byBytes ?? accepted.contains(MediaType.essence(of: value))) == expected, "\(value)")
        }
        #expect(MediaType.asciiEssence(of: "Application/NDJSON ; q=1", isOneOf: accepted) == true)
        #expect(MediaType.asciiEssence(of: "appli\u{212A}ation/ndjson", isOneOf: accepted) == nil)
    }
}
