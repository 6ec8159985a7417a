import AutorotateOperations
import Foundation

/// The files of an Xcode project on disk that the import reads (api.md §9): `Info.plist` files,
/// `project.pbxproj`, storyboards, Swift and Objective-C sources, with paths relative to the
/// directory given. Dependencies, build products and tests are skipped: `Pods/`, `Carthage/`,
/// `build/`, `DerivedData/`, `.build/`, hidden folders, and folders named `Tests` or ending in
/// `Tests` (`AppTests`, `AppUITests`).
///
/// `autorotate import DIR`, `autorotate simulate --project DIR` and `autorotate lint --project DIR`
/// all read a project through this, then call ``Operations/importProject(_:)-(_:ImportRequest)``.
struct ProjectDirectory {
    /// The files read, paths relative to the root, sorted.
    var files: [ProjectFile]
    /// Files left out because they are larger than ``maximumFileBytes``.
    var skipped: [String]

    /// At most this many files are read (a repository root given by mistake stops here).
    static let maximumFiles = 5_000
    /// Larger files are skipped (generated sources, vendored amalgamations).
    static let maximumFileBytes = 2 * 1024 * 1024

    static let skippedFolders: Set<String> = [
        "Pods", "Carthage", "build", "Build", "DerivedData", "node_modules", "xcuserdata", "Tests", "Test",
    ]

    /// Why a directory could not be read.
    struct ReadError: Error, CustomStringConvertible {
        var description: String
    }

    /// Reads the project under `root`.
    /// - Throws: ``ReadError`` when `root` is not a readable directory, or holds more than
    ///   ``maximumFiles`` importable files.
    static func read(_ root: String) throws(ReadError) -> ProjectDirectory {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw ReadError(description: "\(root): not a directory")
        }
        // A folder given through a symbolic link is walked where the link points: the walker
        // does not descend into a link, the root included.
        let base = URL(fileURLWithPath: root, isDirectory: true).resolvingSymlinksInPath().standardizedFileURL
        let prefix = base.path.hasSuffix("/") ? base.path : base.path + "/"
        guard
            let walker = FileManager.default.enumerator(
                at: base, includingPropertiesForKeys: [.isDirectoryKey, .fileSizeKey],
                options: [.skipsHiddenFiles])
        else {
            throw ReadError(description: "\(root): cannot be read")
        }
        var result = ProjectDirectory(files: [], skipped: [])
        while let url = walker.nextObject() as? URL {
            let name = url.lastPathComponent
            let values = try? url.resourceValues(forKeys: [.isDirectoryKey, .fileSizeKey])
            if values?.isDirectory == true {
                if skippedFolders.contains(name) || name.hasSuffix("Tests") || name.hasSuffix(".xcworkspace")
                {
                    walker.skipDescendants()
                }
                continue
            }
            guard isImportable(name) else { continue }
            let path = url.standardizedFileURL.path
            let relative = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : name
            if (values?.fileSize ?? 0) > maximumFileBytes {
                result.skipped.append(relative)
                continue
            }
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            result.files.append(ProjectFile(path: relative, content: String(decoding: data, as: UTF8.self)))
            if result.files.count > maximumFiles {
                throw ReadError(
                    description: "\(root): more than \(maximumFiles) project files; point at the app's folder"
                )
            }
        }
        result.files.sort { $0.path < $1.path }
        result.skipped.sort()
        return result
    }

    /// Sources, storyboards, nibs, `.xcconfig` files, the pbxproj, and plists named like an Info.plist.
    static func isImportable(_ name: String) -> Bool {
        if name.hasSuffix(".plist") { return name.contains("Info") }
        return Operations.isImportable(path: name)
    }
}
