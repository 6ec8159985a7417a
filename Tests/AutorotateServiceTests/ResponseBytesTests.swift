import AutorotateTestSupport
import Foundation
import Testing

/// The exact response bytes of every fixture scenario and of the problem documents for a set of
/// bad inputs, pinned before the module graph changed (issue 12): a refactor must not change one
/// byte of what a user receives.
///
/// `Tests/Fixtures/responses/NAME.json` is what the service answered for
/// `Tests/Fixtures/scenarios/NAME.json` (its `scenario` member) or `Tests/Fixtures/inputs/NAME.json`
/// (the body as it is). When a rule fix changes an answer on purpose, regenerate the file from a
/// running service and review the diff.
@Suite("Pinned response bytes", .serialized)
struct ResponseBytesTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures").standardized

    static func pinned(_ name: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: fixtures.appendingPathComponent("responses/\(name)")))
    }

    /// Every fixture scenario is answered with exactly its pinned simulation bytes.
    @Test func fixtureScenarios() throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let client = try harness.client()
        let scenarios = try goldenScenarios()
        #expect(scenarios.count >= 12)
        for (name, body) in scenarios {
            client.send(ServiceRoutesTests.post("/v1/simulate", body))
            let response = try client.readResponse()
            #expect(response.status == 200, "\(name)")
            #expect(response.body == (try Self.pinned(name)), "\(name)")
        }
    }

    /// Every bad input is answered with exactly its pinned status and problem document.
    @Test func badInputs() throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let client = try harness.client()
        let directory = Self.fixtures.appendingPathComponent("inputs")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(names.count >= 5)
        for name in names {
            let body = try [UInt8](Data(contentsOf: directory.appendingPathComponent(name)))
            client.send(ServiceRoutesTests.post("/v1/simulate", body))
            let response = try client.readResponse()
            let pinned = try Self.pinned(name)
            #expect(response.body == pinned, "\(name)")
            let document = try JSONSerialization.jsonObject(with: Data(pinned)) as? [String: Any]
            let isProblem = document?["type"] is String && document?["launch"] == nil
            #expect(response.status == (isProblem ? document?["status"] as? Int : 200), "\(name)")
        }
    }
}
