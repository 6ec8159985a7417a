import AutorotateWire
import Foundation

/// The `scenario` members of the golden fixtures, re-serialised, with their file names.
public func goldenScenarios() throws -> [(String, [UInt8])] {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/scenarios").standardized
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
        $0.hasSuffix(".json")
    }.sorted()
    return try names.map { name in
        let data = try Data(contentsOf: directory.appendingPathComponent(name))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let scenario = try JSONSerialization.data(
            withJSONObject: object?["scenario"] ?? [:], options: [.sortedKeys])
        return (name, Array(scenario))
    }
}

/// Every golden fixture file's bytes, each followed by its `scenario` member as the serializer
/// writes it: two spellings of each document, for the readers that must agree on both.
public func goldenFixtureBodies() throws -> [[UInt8]] {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/scenarios").standardized
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    var bodies: [[UInt8]] = []
    for name in names where name.hasSuffix(".json") {
        let bytes = [UInt8](try Data(contentsOf: directory.appendingPathComponent(name)))
        bodies.append(bytes)
        if case .object(let object) = try JSONReader.parse(bytes), let scenario = object["scenario"] {
            bodies.append(scenario.serialized())
        }
    }
    return bodies
}
