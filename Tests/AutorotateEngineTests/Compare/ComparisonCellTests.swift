import AutorotateEngine
import AutorotateWire
import Foundation
import Testing

/// Every cell of a comparison is what `/v1/simulate` answers for that column's scenario (api.md §6).
@Suite struct ComparisonCellTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The golden scenarios and the compare fixtures: their `scenario` members.
    static var scenarioFiles: [String] {
        ["scenarios", "compare"].flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(
                atPath: fixtures.appendingPathComponent(folder).path))
                ?? [])
                .filter { $0.hasSuffix(".json") }.sorted().map { "\(folder)/\($0)" }
        }
    }

    static func scenario(_ file: String) throws -> JSONValue {
        let bytes = try [UInt8](Data(contentsOf: fixtures.appendingPathComponent(file)))
        guard case .object(let fixture) = try JSONReader.parse(bytes), let scenario = fixture["scenario"]
        else {
            throw FixtureError(file: file)
        }
        return scenario
    }

    struct FixtureError: Error { var file: String }

    static let cellFields = [
        "interfaceOrientation", "rotated", "statusBarOrientation", "topViewController", "exception", "error",
        "rule",
        "confidence", "explanation",
    ]

    /// There are scenarios to compare (a missing directory must not pass silently).
    @Test func fixturesExist() {
        #expect(Self.scenarioFiles.count >= 28)
    }

    /// Over the default columns in both idioms, each cell's fields are byte for byte the fields of
    /// the decision `/v1/simulate` gives for the column's own scenario, and `null` exactly where
    /// that simulation has no decision; `terminated` is the simulation's.
    @Test(arguments: scenarioFiles)
    func cellsAreSimulateAnswers(file: String) throws {
        let scenario = try Self.scenario(file)
        let request = JSONValue.object(
            JSONObject([
                JSONMember("scenario", scenario),
                JSONMember("idioms", .array([.string("phone"), .string("pad")])),
            ]))
        let comparison = try Comparator.compare(json: request.serialized()).get()
        let cells = try JSONReader.parse(comparison.jsonBytes())
        guard case .object(let body) = cells, case .array(let rows)? = body["rows"],
            case .array(let terminated)? = body["terminated"]
        else {
            Issue.record("no rows")
            return
        }
        let columns = try CompareRequest.decode(json: request.serialized()).get().columns
        #expect(columns.count == VersionBoundaries.all.count * 2)
        #expect(comparison.columns.count == columns.count)
        for (index, column) in columns.enumerated() {
            let output = try Simulator.simulate(json: column.document.serialized()).get()
            guard case .object(let simulation) = try JSONReader.parse(output.json),
                let launch = simulation["launch"], case .array(let decisions)? = simulation["decisions"]
            else {
                Issue.record("\(file) column \(index): not a simulation")
                continue
            }
            #expect(simulation["terminated"]?.serialized() == terminated[index].serialized())
            #expect(comparison.columns[index].generation == output.generation)
            for (rowIndex, row) in rows.enumerated() {
                guard case .object(let rowObject) = row, case .array(let rowCells)? = rowObject["cells"]
                else {
                    Issue.record("\(file) row \(rowIndex): no cells")
                    continue
                }
                let decision: JSONValue? = rowIndex == 0 ? launch : decisions.dropFirst(rowIndex - 1).first
                guard case .object(let decisionObject)? = decision else {
                    #expect(
                        rowCells[index] == .null, "\(file) row \(rowIndex) column \(index) after the crash")
                    continue
                }
                guard case .object(let cell) = rowCells[index] else {
                    Issue.record("\(file) row \(rowIndex) column \(index): null cell for a decision")
                    continue
                }
                #expect(cell.keys == Self.cellFields)
                for field in Self.cellFields {
                    #expect(
                        cell[field]?.serialized() == decisionObject[field]?.serialized(),
                        "\(file) row \(rowIndex) column \(index) \(field)")
                }
            }
        }
    }

    /// A column's scenario is the request's scenario with only `device` members replaced.
    @Test func columnScenarioChangesOnlyTheDevice() throws {
        let scenario = try Self.scenario("scenarios/seed000-force-landscape-tabbar.json")
        let validated = try ValidatedScenario.validate(document: scenario).get()
        let column = validated.variant(os: OSVersion(16, 4), osText: "16.4", idiom: .pad)
        guard case .object(let original) = scenario, case .object(let changed) = column.document,
            case .object(let device)? = changed["device"]
        else {
            Issue.record("not objects")
            return
        }
        #expect(changed.keys == original.keys)
        for key in original.keys where key != "device" { #expect(changed[key] == original[key]) }
        #expect(device["os"] == .string("16.4"))
        #expect(device["idiom"] == .string("pad"))
        #expect(device["model"] == .string("iPad"))
    }

    /// Same request, same bytes; and the client's one-pass decoding reads back the same value.
    @Test func deterministicAndDecodable() throws {
        let scenario = try Self.scenario("scenarios/seed000-force-landscape-tabbar.json")
        let body = JSONValue.object(JSONObject([JSONMember("scenario", scenario)])).serialized()
        let first = try Comparator.compare(json: body).get()
        let second = try Comparator.compare(json: body).get()
        #expect(first.jsonBytes() == second.jsonBytes())
        #expect(try Comparison(json: first.jsonBytes()) == first)
    }
}
