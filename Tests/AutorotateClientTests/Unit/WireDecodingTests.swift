import AutorotateEngine
import AutorotateWire
import Testing

@testable import AutorotateClient

@Suite("Response documents")
struct WireDecodingTests {
    /// The version document's engine version and every generation, open-ended last one included.
    @Test func decodesVersion() throws {
        let body = Array(
            #"{"engine":{"version":"1.0.0"},"generations":[{"id":"ios5","from":"2.0","through":"5.1.x"},{"id":"ios16","from":"16.0","through":null}]}"#
                .utf8)
        let version = try #require(ServerVersion(json: body))
        #expect(version.engineVersion == "1.0.0")
        #expect(
            version.generations == [
                .init(id: "ios5", from: "2.0", through: "5.1.x"),
                .init(id: "ios16", from: "16.0", through: nil),
            ])
        #expect(ServerVersion(json: Array(#"{"generations":[]}"#.utf8)) == nil)
    }

    /// A batch problem line (`{"line":N,"problem":{…}}`) becomes that item's typed problem.
    @Test func decodesBatchProblemLine() throws {
        let line = Array(
            #"{"line":3,"problem":{"type":"urn:autorotate:problem:invalid-scenario","title":"Invalid scenario","status":422,"detail":"1 problem","errors":[{"pointer":"/window","detail":"missing"}]}}"#
                .utf8)
        let item = try BatchLine.decode(line, index: 2, requestID: "r").get()
        #expect(item.index == 2)
        #expect(item.json == line)
        guard case .failure(let problem) = item.result else {
            Issue.record("expected a problem")
            return
        }
        #expect(problem.status == 422)
        #expect(problem.errors == [PointerError(pointer: "/window", detail: "missing")])
        #expect(problem.requestID == "r")
    }

    /// A batch simulation line decodes to the same value the engine encoded.
    @Test func decodesBatchSimulationLine() throws {
        let simulation = TableRendererFixtures.simulation
        let item = try BatchLine.decode(simulation.jsonBytes(), index: 0, requestID: "r").get()
        #expect(item.result == .success(simulation))
    }

    /// A line that is neither shape ends the stream with a reason instead of a wrong item.
    @Test(arguments: ["[]", "not json", #"{"line":1,"problem":"x"}"#, #"{"engine":{}}"#])
    func rejectsOtherLines(text: String) {
        #expect((try? BatchLine.decode(Array(text.utf8), index: 0, requestID: "r").get()) == nil)
    }
}
