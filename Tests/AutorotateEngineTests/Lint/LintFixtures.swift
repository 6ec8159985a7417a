import AutorotateWire
import Foundation
import Testing

@testable import AutorotateEngine

/// The lint fixtures (Tests/Fixtures/lint): `ARxxx-trigger.json` must report ARxxx,
/// `ARxxx-near-miss.json` must not; `ARxxx-<case>-trigger.json` and `ARxxx-<case>-near-miss.json`
/// are a further pair for one case of an entry (read by that case's tests). Each is a complete
/// lint request.
enum LintFixtures {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/lint")

    /// Every fixture file name, sorted.
    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".json") }.sorted()
    }

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: directory.appendingPathComponent(name)))
    }

    /// Lints a fixture; records an issue and throws when the request is rejected.
    static func lint(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> LintReport {
        try lint(bytes: try bytes(name), sourceLocation: sourceLocation)
    }

    static func lint(bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) throws -> LintReport {
        switch Linter.lint(json: bytes) {
        case .success(let report): return report
        case .failure(let problem):
            let details = problem.errors.map { "\($0.pointer): \($0.detail)" }.joined(separator: "\n")
            Issue.record(
                "lint request rejected: \(problem.detail)\n\(details)", sourceLocation: sourceLocation)
            throw problem
        }
    }

    /// A fixture's request with its `lint` member replaced.
    static func request(_ name: String, lint: String) throws -> [UInt8] {
        guard case .object(var object) = try JSONReader.parse(try bytes(name)) else { return [] }
        object.members.removeAll { $0.key == "lint" }
        object.members.append(JSONMember("lint", try JSONReader.parse(Array(lint.utf8))))
        return JSONValue.object(object).serialized()
    }

    /// Follows an RFC 6901 pointer through a document; `nil` when it names nothing.
    static func resolve(_ pointer: String, in document: JSONValue) -> JSONValue? {
        guard let parsed = JSONPointer(escaped: pointer) else { return nil }
        var current = document
        for token in parsed.tokens {
            switch current {
            case .object(let object):
                guard let next = object[token] else { return nil }
                current = next
            case .array(let elements):
                guard let index = Int(token), elements.indices.contains(index) else { return nil }
                current = elements[index]
            default: return nil
            }
        }
        return current
    }
}
