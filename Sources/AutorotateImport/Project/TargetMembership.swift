/// The files an app target builds (api.md §9.1): the files of its sources and resources build
/// phases, and everything under its synchronized folders (Xcode 16) but their exceptions. Paths
/// are relative to the import's root, like the files' own.
struct TargetMembership: Sendable, Equatable {
    private(set) var files: Set<String> = []
    /// ``files`` lowercased: a Mac's file system ignores case, so a reference spelled
    /// `UIDevice+DeviceInfo.m` builds the file `UIDevice+deviceInfo.m`.
    private var caseFoldedFiles: Set<String> = []
    var folders: [String] = []
    var excluded: Set<String> = []

    mutating func insert(_ path: String) {
        files.insert(path)
        caseFoldedFiles.insert(path.lowercased())
    }

    /// Whether the target builds the file at `path`.
    func contains(_ path: String) -> Bool {
        if excluded.contains(path) { return false }
        return files.contains(path) || caseFoldedFiles.contains(path.lowercased())
            || folders.contains { path.hasPrefix($0 + "/") }
    }
}

/// The paths of a pbxproj's file references and groups, from the main group down.
struct ProjectPaths {
    private var pathByID: [String: String] = [:]
    private let objects: OpenStepDictionary
    /// The folder that holds the `.xcodeproj`, without a trailing `/`.
    private let root: String
    /// Folders the groups reference as one item (`lastKnownFileType = wrapper` or `folder`): where
    /// a local Swift package added by dragging its folder in lives.
    private var referencedFolders: [String] = []

    init(objects: OpenStepDictionary, mainGroup: String?, root: String) {
        self.objects = objects
        self.root = ProjectPaths.trimmed(root)
        if let mainGroup { walk(mainGroup, folder: self.root, depth: 0) }
    }

    private static func trimmed(_ folder: String) -> String {
        folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    }

    /// `a/b/../c` → `a/c`, `./a` → `a`.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    private mutating func walk(_ id: String, folder: String, depth: Int) {
        guard depth < 64, let object = objects[id]?.dictionary else { return }
        let own = object["path"]?.string
        var path = folder
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<group>":
            if let own { path = folder.isEmpty ? own : folder + "/" + own }
        case "SOURCE_ROOT":
            if let own { path = own }
        default: return  // SDK, built products, absolute: not in the imported files
        }
        path = Self.normalized(path)
        pathByID[id] = path
        let isa = object["isa"]?.string
        if isa == "PBXFileReference",
            ["wrapper", "folder"].contains(object["lastKnownFileType"]?.string ?? "")
        {
            referencedFolders.append(path)
        }
        // A variant group's children (`Base.lproj/Main.storyboard`) sit in its parent's folder.
        let childFolder = isa == "PBXVariantGroup" ? folder : path
        for child in object["children"]?.array?.compactMap(\.string) ?? [] {
            walk(child, folder: childFolder, depth: depth + 1)
        }
    }

    /// The path of a file reference or group, when it is under the main group; `id/relative`
    /// is the path `relative` under the group `id` (Xcode 16's anchored configuration files).
    func path(of id: String) -> String? {
        if let path = pathByID[id] { return path }
        guard let slash = id.firstIndex(of: "/"), let folder = pathByID[String(id[..<slash])] else {
            return nil
        }
        return Self.normalized(folder + "/" + id[id.index(after: slash)...])
    }

    /// The files the target object builds, or `nil` when it names no build phase or folder.
    func membership(of target: OpenStepDictionary, targetID: String) -> TargetMembership? {
        var membership = TargetMembership()
        var named = false
        for phaseID in target["buildPhases"]?.array?.compactMap(\.string) ?? [] {
            guard let phase = objects[phaseID]?.dictionary,
                ["PBXSourcesBuildPhase", "PBXResourcesBuildPhase"].contains(phase["isa"]?.string ?? "")
            else { continue }
            named = true
            for buildFileID in phase["files"]?.array?.compactMap(\.string) ?? [] {
                guard let reference = objects[buildFileID]?.dictionary?["fileRef"]?.string else { continue }
                if let group = objects[reference]?.dictionary, group["isa"]?.string == "PBXVariantGroup" {
                    for child in group["children"]?.array?.compactMap(\.string) ?? [] {
                        if let path = pathByID[child] { membership.insert(path) }
                    }
                } else if let path = pathByID[reference] {
                    membership.insert(path)
                }
            }
        }
        // A product of a local Swift package the target links: the package's code is the app's
        // own, built with it (`Sources/<product>` by SwiftPM's convention). A package from a
        // repository (`XCRemoteSwiftPackageReference`) is a dependency, like a pod.
        for dependencyID in target["packageProductDependencies"]?.array?.compactMap(\.string) ?? [] {
            guard let dependency = objects[dependencyID]?.dictionary,
                let product = dependency["productName"]?.string
            else { continue }
            let packageFolders: [String]
            if let packageID = dependency["package"]?.string {
                guard let package = objects[packageID]?.dictionary,
                    package["isa"]?.string == "XCLocalSwiftPackageReference",
                    let relative = package["relativePath"]?.string
                else { continue }
                packageFolders = [Self.normalized(root.isEmpty ? relative : root + "/" + relative)]
            } else {
                packageFolders = referencedFolders
            }
            for folder in packageFolders { membership.folders.append(folder + "/Sources/" + product) }
        }
        for groupID in target["fileSystemSynchronizedGroups"]?.array?.compactMap(\.string) ?? [] {
            guard let folder = pathByID[groupID], let group = objects[groupID]?.dictionary else { continue }
            named = true
            membership.folders.append(folder)
            for exceptionID in group["exceptions"]?.array?.compactMap(\.string) ?? [] {
                guard let exception = objects[exceptionID]?.dictionary,
                    exception["target"]?.string == targetID
                else { continue }
                for relative in exception["membershipExceptions"]?.array?.compactMap(\.string) ?? [] {
                    membership.excluded.insert(Self.normalized(folder + "/" + relative))
                }
            }
        }
        return named ? membership : nil
    }
}
