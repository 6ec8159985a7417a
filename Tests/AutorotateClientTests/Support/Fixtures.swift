import Foundation

/// Paths of the package this test target belongs to: fixtures and built binaries.
enum Fixtures {
    /// The package root, three levels above this file.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The golden scenario files, sorted.
    static func scenarioFiles() -> [String] {
        let directory = packageRoot.appendingPathComponent("Tests/Fixtures/scenarios")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map {
            directory.appendingPathComponent($0).path
        }
    }

    /// The directory holding the built products: `AUTOROTATE_BUILD_DIR`, else `.build/debug`.
    /// `swift build` (or `swift build --build-tests`) must have built `autorotated` and `autorotate`.
    static var buildDirectory: URL {
        if let override = ProcessInfo.processInfo.environment["AUTOROTATE_BUILD_DIR"] {
            return URL(fileURLWithPath: override)
        }
        return packageRoot.appendingPathComponent(".build/debug")
    }

    /// A built executable, or `nil` when it has not been built.
    static func binary(_ name: String) -> URL? {
        let url = buildDirectory.appendingPathComponent(name)
        return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
    }
}
