/// The app target the CLI imports when a project has several and `--target` names none: the
/// one named like a project file that holds it (`Freetime.xcodeproj` → `Freetime`, the scheme
/// Xcode makes for it), else the first the project lists, as `xcodebuild` builds the first target
/// when told none. The CLI says which it took and how to take another, so the choice is never
/// silent.
struct AppTargetChoice: Equatable {
    /// The target imported.
    var target: String
    /// Every app target of the project, in the project's order.
    var targets: [String]
    /// Why this one.
    var reason: Reason

    /// How the target was chosen.
    enum Reason: Equatable {
        /// It has the name of the project file (`NAME.xcodeproj`).
        case namedLikeProject
        /// No target has a project file's name: the first one listed.
        case first
    }

    /// The choice among `targets` (the import's list) for a project whose files are `paths`;
    /// `nil` when there is nothing to choose from.
    init?(targets: [String], projectFilePaths paths: [String]) {
        guard let first = targets.first else { return nil }
        let projectNames = Set(paths.compactMap(Self.projectName))
        self.targets = targets
        if let named = targets.first(where: projectNames.contains) {
            target = named
            reason = .namedLikeProject
        } else {
            target = first
            reason = .first
        }
    }

    /// `App` for `ios/App.xcodeproj/project.pbxproj`; `nil` for any other file.
    static func projectName(_ path: String) -> String? {
        let components = path.split(separator: "/")
        guard components.count >= 2, components[components.count - 1] == "project.pbxproj" else { return nil }
        let folder = components[components.count - 2]
        guard folder.hasSuffix(".xcodeproj") else { return nil }
        return String(folder.dropLast(".xcodeproj".count))
    }

    /// `DIR: note: the project has 2 iOS app targets (App, AppBeta); imported App, named like its
    /// project file; --target AppBeta imports another`.
    func notice(directory: String) -> String {
        let why = reason == .namedLikeProject ? "named like its project file" : "the first the project lists"
        let other = targets.first { $0 != target } ?? target
        return "\(directory): note: the project has \(targets.count) iOS app targets "
            + "(\(targets.joined(separator: ", "))); imported \(target), \(why); "
            + "--target \(Self.shellWord(other)) imports another"
    }

    /// `name` as one word of a shell command: as it is when it holds only safe characters, else
    /// in single quotes (`'iOctocat Beta'`).
    static func shellWord(_ name: String) -> String {
        let safe = name.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                || "-_.+/".unicodeScalars.contains($0)
        }
        if safe && !name.isEmpty { return name }
        return "'" + name.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''")
            + "'"
    }
}
