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
