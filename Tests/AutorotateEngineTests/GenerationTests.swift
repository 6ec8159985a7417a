import Testing

@testable import AutorotateEngine

/// R0.1–R0.2: the OS version selects the rule generation.
@Suite struct GenerationTests {
    /// Each R0.2 boundary maps to its generation on both sides.
    @Test(arguments: [
        ("5.1.1", Generation.ios5), ("6.0", .ios6), ("6.1.9", .ios6), ("7.0", .ios7), ("8.4", .ios8),
        ("9.0", .ios9), ("12.5", .ios9), ("13.0", .ios13), ("15.7", .ios13), ("16.0", .ios16),
        ("26.1", .ios16),
    ])
    func boundaries(version: String, generation: Generation) throws {
        let parsed = try #require(OSVersion(parsing: version))
        #expect(Generation.of(parsed) == generation)
    }

    /// Versions compare numerically with missing parts as zero.
    @Test func numericComparison() throws {
        #expect(try #require(OSVersion(parsing: "10.0")) > #require(OSVersion(parsing: "9.3.5")))
        #expect(OSVersion(parsing: "6") == OSVersion(6, 0, 0))
        #expect(OSVersion(parsing: "6.x") == nil)
        #expect(OSVersion(parsing: "") == nil)
        #expect(OSVersion(parsing: "1.2.3.4") == nil)
    }
}
