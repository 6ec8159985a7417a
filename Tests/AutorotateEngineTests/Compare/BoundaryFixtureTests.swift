import AutorotateEngine
import AutorotateWire
import Foundation
import Testing

/// One scenario per version boundary (Tests/Fixtures/compare): compare over a range of versions
/// around the boundary finds exactly that boundary, or, for a boundary none of compare's fields
/// can see, the fixture shows what does change there while compare reports the columns identical.
@Suite struct BoundaryFixtureTests {
    struct Fixture {
        var file: String
        var boundary: OSVersion
        var os: [String]
        /// `differences`, or what changes at a boundary compare cannot see: `callbacks`,
        /// `confidence`, `exceptionReason`, `warnings`, `rejectedBelow`.
        var seen: String
        var scenario: JSONValue
    }

    struct FixtureError: Error { var file: String }

    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/compare")

    static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasPrefix("boundary-") && $0.hasSuffix(".json") }.sorted()
    }

    static func fixture(_ file: String) throws -> Fixture {
        let bytes = try [UInt8](Data(contentsOf: directory.appendingPathComponent(file)))
        guard case .object(let object) = try JSONReader.parse(bytes),
            case .string(let text)? = object["boundary"],
            let boundary = OSVersion(parsing: text), case .array(let os)? = object["os"],
            case .string(let seen)? = object["seen"], let scenario = object["scenario"]
        else { throw FixtureError(file: file) }
        let versions = os.compactMap { value -> String? in
            if case .string(let version) = value { return version }
            return nil
        }
        return Fixture(file: file, boundary: boundary, os: versions, seen: seen, scenario: scenario)
    }

    static func compare(_ fixture: Fixture) -> Result<Comparison, InputProblem> {
        let body = JSONValue.object(
            JSONObject([
                JSONMember("scenario", fixture.scenario),
                JSONMember("os", .array(fixture.os.map(JSONValue.string))),
            ]))
        return Comparator.compare(json: body.serialized())
    }

    /// Every boundary the engine knows has exactly one fixture.
    @Test func oneFixturePerBoundary() throws {
        let boundaries = try Self.files.map { try Self.fixture($0).boundary }
        #expect(boundaries.sorted() == VersionBoundaries.all.map(\.os))
    }

    /// Compare over the fixture's range finds exactly its boundary: every difference splits the
    /// columns between the last version below the boundary and the boundary itself, and nowhere else.
    @Test(arguments: files)
    func compareFindsExactlyTheBoundary(file: String) throws {
        let fixture = try Self.fixture(file)
        guard fixture.seen == "differences" else { return }
        let comparison = try Self.compare(fixture).get()
        let versions = try fixture.os.map { try #require(OSVersion(parsing: $0)) }
        #expect(versions.contains { $0 < fixture.boundary } && versions.contains { $0 >= fixture.boundary })
        #expect(!comparison.identical, "\(file): no difference")
        for difference in comparison.differences {
            var valueOf: [Int: JSONValue] = [:]
            for group in difference.groups { for column in group.columns { valueOf[column] = group.value } }
            for column in 1..<versions.count {
                guard let before = valueOf[column - 1], let after = valueOf[column] else { continue }
                let straddles =
                    versions[column - 1] < fixture.boundary && versions[column] >= fixture.boundary
                #expect(
                    (before != after) == straddles,
                    "\(file): \(difference.field) of event \(String(describing: difference.event)) between \(fixture.os[column - 1]) and \(fixture.os[column])"
                )
            }
        }
    }

    /// A boundary compare's fields cannot see: the simulations do change across it (so the engine
    /// has the boundary), in the part the fixture names, yet compare reports the columns identical.
    @Test(arguments: files)
    func boundariesCompareCannotSee(file: String) throws {
        let fixture = try Self.fixture(file)
        guard fixture.seen != "differences", fixture.seen != "rejectedBelow" else { return }
        let comparison = try Self.compare(fixture).get()
        #expect(comparison.identical, "\(file): compare now sees this boundary; update the fixture")
        let validated = try ValidatedScenario.validate(document: fixture.scenario).get()
        let aspects = try fixture.os.map { text -> [String] in
            let version = try #require(OSVersion(parsing: text))
            let simulation = try validated.run(validated.variant(os: version, osText: text)).get()
            let decisions = [simulation.launch] + simulation.decisions
            switch fixture.seen {
            case "callbacks": return decisions.map { $0.callbacks.map(\.method).joined(separator: " ") }
            case "confidence": return decisions.map(\.confidence.rawValue)
            case "exceptionReason": return decisions.map { $0.exception?.reason ?? "" }
            case "warnings": return decisions.map { $0.warnings.map(\.code).joined(separator: " ") }
            default: throw FixtureError(file: file)
            }
        }
        for column in 1..<fixture.os.count {
            let straddles =
                try #require(OSVersion(parsing: fixture.os[column - 1])) < fixture.boundary
                && (try #require(OSVersion(parsing: fixture.os[column]))) >= fixture.boundary
            #expect(
                (aspects[column - 1] != aspects[column]) == straddles,
                "\(file): \(fixture.seen) between \(fixture.os[column - 1]) and \(fixture.os[column])")
        }
    }

    /// The first boundary has no versions below it: compare rejects them (R0.1), with the pointer.
    @Test func firstBoundaryHasNothingBelow() throws {
        let fixture = try Self.fixture("boundary-2.0.json")
        #expect(fixture.seen == "rejectedBelow")
        guard case .failure(let problem) = Self.compare(fixture) else {
            Issue.record("a version below 2.0 was accepted")
            return
        }
        #expect(problem.kind == .invalid)
        let below = fixture.os.indices.filter {
            (OSVersion(parsing: fixture.os[$0]) ?? OSVersion(2)) < OSVersion(2)
        }
        #expect(problem.errors.map(\.pointer) == below.map { "/os/\($0)" })
        #expect(!below.isEmpty)
    }
}
