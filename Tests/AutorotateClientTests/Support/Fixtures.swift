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

    /// The directory holding the built products: `AUTOROTATE_BUILD_DIR`, else the directory of
    /// the running test bundle (where `swift build --build-tests` puts `autorotated` and
    /// `autorotate`, whatever the scratch path or sanitizer), else `.build/debug`.
    ///
    /// Beside the bundle first: `make sanitize` builds into `.build/tsan` and `.build/asan`, and a
    /// fixed `.build/debug` made those runs fail in a fresh clone (nothing built there) and, in a
    /// used one, drive stale binaries built without the sanitizer.
    static var buildDirectory: URL {
        if let override = ProcessInfo.processInfo.environment["AUTOROTATE_BUILD_DIR"] {
            return URL(fileURLWithPath: override)
        }
        if let executable = Bundle.main.executablePath ?? CommandLine.arguments.first {
            var directory = URL(fileURLWithPath: executable).deletingLastPathComponent()
            for _ in 0..<3 {
                if FileManager.default.isExecutableFile(
                    atPath: directory.appendingPathComponent("autorotated").path)
                {
                    return directory
                }
                directory = directory.deletingLastPathComponent()
            }
        }
        return packageRoot.appendingPathComponent(".build/debug")
    }

    /// A built executable, or `nil` when it has not been built.
    static func binary(_ name: String) -> URL? {
        let url = buildDirectory.appendingPathComponent(name)
        return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
    }
}
