import AutorotateImport
import AutorotateWire
import Testing

/// The ImportResult wire type: deterministic bytes, and decoding gives back what was encoded.
@Suite struct ImportResultWireTests {
    /// Encoding then decoding a fixture's result gives the same value, and the same bytes again.
    @Test(arguments: FixtureProjects.names)
    func roundTrips(name: String) throws {
        let result = try ProjectImporter.importProject(try FixtureProjects.files(name))
        let bytes = result.jsonBytes()
        let decoded = try ImportResult(json: bytes)
        #expect(decoded == result)
        #expect(decoded.jsonBytes() == bytes)
    }

    /// The same files give the same bytes, in whatever order they are given.
    @Test func fileOrderDoesNotMatter() throws {
        let files = try FixtureProjects.files("SwiftTabs")
        let forward = try ProjectImporter.importProject(files).jsonBytes()
        let backward = try ProjectImporter.importProject(files.reversed()).jsonBytes()
        #expect(forward == backward)
    }

    /// A missing member is reported with its name; unknown members are skipped.
    @Test func decodingErrorsNameTheMember() {
        let body = Array(
            #"{"scenario":{},"lint":{"minimumOS":"12.0","maximumOS":"26.0","idioms":[]},"extra":1,"notes":[]}"#
                .utf8)
        #expect(throws: SimulationDecodingError(pointer: "", message: "missing member 'sources'")) {
            try ImportResult(json: body)
        }
        let badLine = Array(
            #"{"scenario":{},"lint":{"minimumOS":"12.0","maximumOS":"26.0","idioms":[]},"sources":{"/a":{"path":"p","line":"x","column":1}},"notes":[]}"#
                .utf8)
        #expect((try? ImportResult(json: badLine)) == nil)
    }
}
