import AutorotateImport
import Foundation

/// The fixture projects under Tests/Fixtures/projects, read the way a caller of the import would.
enum FixtureProjects {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/projects")

    /// Every importable file of the fixture project `name`, paths relative to its folder, sorted.
    static func files(_ name: String) throws -> [ProjectFile] {
        let root = directory.appendingPathComponent(name)
        let rootPath = root.path.hasSuffix("/") ? root.path : root.path + "/"
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var files: [ProjectFile] = []
        while let relative = enumerator.nextObject() as? String {
            guard ProjectFile.isImportable(path: relative) else { continue }
            let content = try String(contentsOfFile: rootPath + relative, encoding: .utf8)
            files.append(ProjectFile(path: relative, content: content))
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The pinned import result of fixture `name` (`<name>.import.json` beside the folder).
    static func expectedURL(_ name: String) -> URL {
        directory.appendingPathComponent(name + ".import.json")
    }

    static let names = [
        "SwiftTabs", "ObjCApp", "GeneratedPlist", "Inheritance", "Containers", "Conditionals", "CodeRoot",
        "LegacyObjC", "Targets", "SwiftUIApp", "IdiomHelpers", "HeldRoot", "ObjCHeldRoot", "CastRoot",
        "AssumedAnswers", "IdiomRoot", "PushedCamera", "LegacyRotation", "PrincipalDelegate", "MainNib",
        "MainNibRoot",
        "PlatformBranches", "UIKitCategory", "NavigationExtension",
        "ZeroTestForward", "XMLProject", "SuperDefaults", "LocalPackage", "SideMenu", "StaticFlag",
    ]
}
