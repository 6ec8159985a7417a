import AutorotateOperations
import AutorotateTestSupport
import Foundation
import Testing

/// The CLI's embedded engine and a real `autorotated` give the same bytes: every fixture's
/// request is answered in process by ``Operations`` and by the server on an ephemeral port, and
/// the status, media type and body must match, for simulate (JSON, SVG), compare (JSON, SVG) and
/// lint (JSON, SARIF), answers and problems alike.
@Suite("Operations in process and through a server", .serialized)
struct OperationsParityTests {
    /// One request: where it goes, what it asks for, and its body.
    struct Request: CustomStringConvertible {
        var name: String
        var path: String
        var format: AnswerFormat
        var body: [UInt8]

        var description: String { "\(name) \(path) \(format.mediaType)" }
    }

    /// An answer reduced to what a client sees: status, media type, body.
    struct Answer: Equatable {
        var status: Int
        var mediaType: String
        var body: [UInt8]
    }

    static let operations = Operations(limits: .default)

    /// The answer ``Operations`` gives in process, as the service would send it.
    static func inProcess(_ request: Request) -> Answer {
        let result: Result<OperationAnswer, Problem>
        switch request.path {
        case "/v1/simulate": result = operations.simulate(request.body, as: request.format).answer
        case "/v1/compare": result = operations.compare(request.body, as: request.format)
        // The server's SARIF links its own rule reference at the Host the request names (`t`).
        default:
            result = operations.lint(request.body, as: request.format, documentationURI: "http://t/docs/lint")
        }
        switch result {
        case .success(let answer): return Answer(status: 200, mediaType: answer.mediaType, body: answer.body)
        case .failure(let problem):
            return Answer(
                status: problem.status, mediaType: "application/problem+json", body: problem.jsonBytes())
        }
    }

    /// The server's answer to `request` on `connection`.
    static func throughServer(_ request: Request, _ connection: RawHTTPClient) throws -> Answer {
        let head =
            "POST \(request.path) HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\n"
            + "Accept: \(request.format.mediaType)\r\nContent-Length: \(request.body.count)\r\n\r\n"
        guard connection.send(Array(head.utf8) + request.body) else {
            throw RawHTTPClient.Failure(description: "could not send \(request)")
        }
        let response = try connection.readResponse()
        return Answer(
            status: response.status, mediaType: response.header("Content-Type") ?? "", body: response.body)
    }

    /// A fixture file's bytes.
    static func file(_ relative: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: Fixtures.packageRoot.appendingPathComponent(relative)))
    }

    /// The `.json` files of a fixture folder, sorted.
    static func names(in folder: String) throws -> [String] {
        let directory = Fixtures.packageRoot.appendingPathComponent("Tests/Fixtures/\(folder)")
        return try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".json") }.sorted()
    }

    /// `members` of a JSON object file, re-serialised as one object (absent ones left out).
    static func object(from bytes: [UInt8], members: [String]) throws -> [UInt8] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        var picked: [String: Any] = [:]
        for member in members { picked[member] = object[member] }
        return Array(try JSONSerialization.data(withJSONObject: picked, options: [.sortedKeys]))
    }

    /// Every request the fixtures make: a scenario's simulate, compare and lint in each form.
    static func requests() throws -> [Request] {
        var requests: [Request] = []
        func scenario(_ name: String, _ body: [UInt8]) {
            let compare = Array(#"{"scenario":"#.utf8) + body + [UInt8(ascii: "}")]
            for format in [AnswerFormat.json, .svg] {
                requests.append(Request(name: name, path: "/v1/simulate", format: format, body: body))
                requests.append(Request(name: name, path: "/v1/compare", format: format, body: compare))
            }
            for format in [AnswerFormat.json, .sarif] {
                requests.append(Request(name: name, path: "/v1/lint", format: format, body: body))
            }
        }
        for (name, body) in try goldenScenarios() { scenario("scenarios/" + name, body) }
        for name in try names(in: "scenarios") {
            // The fixture file as it stands: the fixture-file problem, in process and served.
            let whole = try file("Tests/Fixtures/scenarios/" + name)
            requests.append(Request(name: "whole " + name, path: "/v1/simulate", format: .json, body: whole))
            requests.append(Request(name: "whole " + name, path: "/v1/lint", format: .json, body: whole))
        }
        for name in try names(in: "lint") {
            scenario("lint/" + name, try file("Tests/Fixtures/lint/" + name))
        }
        for name in try names(in: "inputs") {
            scenario("inputs/" + name, try file("Tests/Fixtures/inputs/" + name))
        }
        for name in try names(in: "projects") {
            let imported = try file("Tests/Fixtures/projects/" + name)
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(imported)) as? [String: Any])
            let body = Array(try JSONSerialization.data(withJSONObject: object["scenario"] ?? [:]))
            scenario("projects/" + name, body)
        }
        for name in try names(in: "compare") {
            let body = try object(
                from: try file("Tests/Fixtures/compare/" + name), members: ["scenario", "os", "idioms"])
            for format in [AnswerFormat.json, .svg] {
                requests.append(
                    Request(name: "compare/" + name, path: "/v1/compare", format: format, body: body))
            }
        }
        return requests
    }

    /// Every fixture request gets the same status, media type and bytes in process and served.
    @Test func everyFixtureGivesTheSameBytes() async throws {
        let requests = try Self.requests()
        #expect(requests.count > 400)
        let server = try await ServerProcess.start()
        defer { server.stop() }
        var connection = try RawHTTPClient(port: server.port)
        var formats: Set<String> = []
        for request in requests {
            let served: Answer
            do {
                served = try Self.throughServer(request, connection)
            } catch {
                // The server may close a connection after a problem; one more try on a new one.
                connection = try RawHTTPClient(port: server.port)
                served = try Self.throughServer(request, connection)
            }
            let local = Self.inProcess(request)
            #expect(local == served, "\(request)")
            if local.status == 200 { formats.insert(local.mediaType) }
        }
        #expect(formats == Set(AnswerFormat.allCases.map(\.mediaType)))
    }
}
