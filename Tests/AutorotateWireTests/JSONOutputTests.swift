import AutorotateWire
import Foundation
import Testing

/// The answer writer's own paths: an answer larger than its first allocation, a writer copied
/// mid-write, and query results that share one object or only look alike.
@Suite struct JSONOutputTests {
    static let response = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/responses/seed000-force-landscape-tabbar.json")

    func simulation() throws -> Simulation {
        try Simulation(json: [UInt8](Data(contentsOf: Self.response)))
    }

    /// The same simulation written through a JSONWriter, one call at a time from a small buffer.
    func writerBytes(_ simulation: Simulation) -> [UInt8] {
        var writer = JSONWriter()
        simulation.write(to: &writer)
        return writer.bytes
    }

    /// An answer far larger than the array first allocated for it (long strings, some to
    /// escape) comes out whole: the bytes JSONWriter writes, and it decodes back to the value.
    @Test func answerOutgrowingItsFirstAllocation() throws {
        var simulation = try simulation()
        let long = String(repeating: "a long explanation \"quoted\" and\ttabbed; ", count: 400)
        simulation.launch.explanation = long
        simulation.decisions[0].explanation = long + "é"
        let bytes = simulation.jsonBytes()
        #expect(bytes.count > 4096 + 2048 * simulation.decisions.count)
        #expect(bytes == writerBytes(simulation))
        #expect(try Simulation(json: bytes) == simulation)
    }

    /// A fixture answer written through JSONWriter equals the pinned bytes jsonBytes() writes.
    @Test func writerAndArrayPathsAgree() throws {
        let bytes = [UInt8](try Data(contentsOf: Self.response))
        let simulation = try simulation()
        #expect(writerBytes(simulation) == bytes)
        #expect(simulation.jsonBytes() == bytes)
    }

    /// A copy of a writer keeps the bytes it had when copied while the original writes on past
    /// its capacity (copy-on-write), and then continues on its own.
    @Test func copiedWriterIsIndependent() {
        var writer = JSONWriter()
        writer.beginArray()
        writer.string("first")
        var copy = writer
        for index in 0..<200 { writer.integer(index) }
        writer.endArray()
        copy.endArray()
        #expect(copy.bytes == Array(#"["first"]"#.utf8))
        let numbers = (0..<200).map(String.init).joined(separator: ",")
        #expect(writer.bytes == Array(#"["first",\#(numbers)]"#.utf8))
    }

    /// Query results that are one shared object, equal objects built apart, and an object
    /// whose members differ are each written with their own bytes.
    @Test func sharedAndLookalikeQueryResults() throws {
        var simulation = try simulation()
        let shared = JSONValue.object(
            JSONObject([JSONMember("value", .number(2)), JSONMember("k", .string("a"))]))
        let lookalike = JSONValue.object(
            JSONObject([JSONMember("value", .number(2)), JSONMember("k", .string("a"))]))
        let other = JSONValue.object(
            JSONObject([JSONMember("value", .number(2)), JSONMember("k", .string("b"))]))
        let results = [shared, lookalike, other, shared, .bool(true), other]
        simulation.decisions[0].queries = results.map {
            Query(viewController: "tabs", object: nil, method: "m", result: $0)
        }
        let bytes = simulation.jsonBytes()
        let text = String(decoding: bytes, as: UTF8.self)
        let written = results.map {
            "{\"viewController\":\"tabs\",\"method\":\"m\",\"result\":\(String(decoding: $0.serialized(), as: UTF8.self))}"
        }
        #expect(text.contains("\"queries\":[" + written.joined(separator: ",") + "]"))
        #expect(try Simulation(json: bytes) == simulation)
        #expect(bytes == writerBytes(simulation))
    }
}
