import Foundation

/// The files of `Tests/Fuzz/Corpus/<target>` and `Tests/Fuzz/Regressions/<target>` (crashes the
/// fuzzers found, kept once fixed), as (name, bytes): the fuzz inputs the normal suites replay.
public func fuzzInputs(_ target: String) throws -> [(String, [UInt8])] {
    let fuzz = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fuzz").standardized
    var inputs: [(String, [UInt8])] = []
    for folder in ["Corpus", "Regressions"] {
        let directory = fuzz.appendingPathComponent(folder).appendingPathComponent(target)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names.sorted() where !name.hasPrefix(".") && name != "README.md" {
            let data = try Data(contentsOf: directory.appendingPathComponent(name))
            inputs.append(("\(folder)/\(name)", Array(data)))
        }
    }
    return inputs
}
