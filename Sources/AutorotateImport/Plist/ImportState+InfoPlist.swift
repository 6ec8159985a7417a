import AutorotateWire

/// The Info.plist: the file the target names (`INFOPLIST_FILE`) and the `INFOPLIST_KEY_…` build
/// settings Xcode generates one from (`GENERATE_INFOPLIST_FILE = YES`).
extension ImportState {
    static let plistKeys = [
        "UISupportedInterfaceOrientations", "UISupportedInterfaceOrientations~ipad",
        "UISupportedInterfaceOrientations~iphone", "UIInterfaceOrientation", "UIRequiresFullScreen",
    ]

    /// Build setting → Info.plist key, for the keys the rules read and the storyboard names.
    static let generatedKeys: [(setting: String, key: String)] = [
        ("INFOPLIST_KEY_UISupportedInterfaceOrientations", "UISupportedInterfaceOrientations"),
        ("INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad", "UISupportedInterfaceOrientations~ipad"),
        ("INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone", "UISupportedInterfaceOrientations~iphone"),
        ("INFOPLIST_KEY_UIInterfaceOrientation", "UIInterfaceOrientation"),
        ("INFOPLIST_KEY_UIRequiresFullScreen", "UIRequiresFullScreen"),
        ("INFOPLIST_KEY_UIMainStoryboardFile", "UIMainStoryboardFile"),
        ("INFOPLIST_KEY_UILaunchStoryboardName", "UILaunchStoryboardName"),
    ]

    mutating func readInfoPlist() {
        var values: [String: (JSONValue, ImportSource)] = [:]
        var strings: [String: String] = [:]
        if let file = infoPlistFile() {
            readPlistFile(file, into: &values, strings: &strings)
        }
        readGeneratedKeys(into: &values, strings: &strings)
        for key in Self.plistKeys {
            guard let (value, source) = values[key] else { continue }
            infoPlist.members.append(JSONMember(key, value))
            sources["/app/infoPlist/" + JSONPointer.escape(key)] = source
        }
        mainStoryboard = strings["UIMainStoryboardFile"]
        mainStoryboardPad = strings["UIMainStoryboardFile~ipad"]
        if let launch = strings["UILaunchStoryboardName"] { launchStoryboard = launch }
        if infoPlist.members.isEmpty {
            note(
                "no UISupportedInterfaceOrientations found in an Info.plist or INFOPLIST_KEY_ build setting; "
                    + "UIKit's default for the idiom applies", pointer: "/app/infoPlist")
        }
    }

    /// The imported file a target's `INFOPLIST_FILE` value names, if any.
    private func infoPlist(named value: String, target: XcodeTarget, project: XcodeProject) -> ProjectFile? {
        var relative = target.resolve(value, sourceRoot: project.sourceRoot).0
        while relative.hasPrefix("/") || relative.hasPrefix("./") {
            relative.removeFirst(relative.hasPrefix("/") ? 1 : 2)
        }
        let candidates = [relative, project.sourceRoot + relative]
        return files.first(where: { candidates.contains($0.path) })
            ?? files.first(where: { $0.path.hasSuffix("/" + relative) })
    }

    /// The Info.plist the target names, or (without a target) the one Info.plist of the files.
    private mutating func infoPlistFile() -> ProjectFile? {
        if let project, let target {
            guard let setting = target.settings["INFOPLIST_FILE"] else { return nil }
            let unresolved = target.resolve(setting.value, sourceRoot: project.sourceRoot).unresolved
            if !unresolved.isEmpty {
                note(
                    "INFOPLIST_FILE '\(setting.value)' uses \(unresolved.map { "$(\($0))" }.joined(separator: ", ")), "
                        + "which the project does not define", path: setting.path, line: setting.line)
            }
            if let file = infoPlist(named: setting.value, target: target, project: project) { return file }
            // Another configuration's file that exists is what a build of that configuration reads.
            for (configuration, other) in target.otherInfoPlistFiles where other.value != setting.value {
                if let file = infoPlist(named: other.value, target: target, project: project) {
                    note(
                        "INFOPLIST_FILE of the \(target.configurationName) configuration names '\(setting.value)', "
                            + "which is not among the files imported; the \(configuration) configuration's "
                            + "'\(other.value)' is read", path: setting.path, line: setting.line)
                    return file
                }
            }
            note(
                "INFOPLIST_FILE names '\(setting.value)', which is not among the files imported",
                path: setting.path, line: setting.line)
            return nil
        }
        let plists = files.filter { $0.path == "Info.plist" || $0.path.hasSuffix("/Info.plist") }
        guard
            let first = plists.first(where: { $0.content.contains("UISupportedInterfaceOrientations") })
                ?? plists.first
        else { return nil }
        if plists.count > 1 {
            note(
                "\(plists.count) Info.plist files and no project to say which is the app's; \(first.path) is used",
                path: first.path)
        }
        return first
    }

    private mutating func readPlistFile(
        _ file: ProjectFile, into values: inout [String: (JSONValue, ImportSource)],
        strings: inout [String: String]
    ) {
        let target = self.target
        let sourceRoot = project?.sourceRoot ?? ""
        let resolve: (String) -> String? = { name in
            guard let target else { return nil }
            let (value, unresolved) = target.resolve("$(\(name))", sourceRoot: sourceRoot)
            return unresolved.isEmpty ? value : nil
        }
        switch InfoPlistText.parse(file.content, resolve: resolve) {
        case .failure(let problem):
            note(
                "the Info.plist does not parse at line \(problem.line): \(problem.message); its keys are not imported",
                pointer: "/app/infoPlist", path: file.path, line: problem.line)
        case .success(let keys):
            let lines = file.content.split(separator: "\n", omittingEmptySubsequences: false)
            for member in keys.infoPlist.members {
                let line = keys.lines[member.key] ?? 1
                var column = 1
                if line >= 1, line <= lines.count, let range = lines[line - 1].firstRange(of: "<key>") {
                    column =
                        lines[line - 1].distance(from: lines[line - 1].startIndex, to: range.lowerBound) + 1
                }
                values[member.key] = (member.value, ImportSource(path: file.path, line: line, column: column))
            }
            for problem in keys.problems {
                note(problem.message, pointer: "/app/infoPlist", path: file.path, line: problem.line)
            }
            strings = keys.strings
            for key in ["NSMainNibFile", "NSMainNibFile~ipad", "NSMainNibFile~iphone"] {
                guard let name = keys.strings[key] else { continue }
                mainNibs[key] = (name, ImportSource(path: file.path, line: keys.lines[key] ?? 1, column: 1))
            }
            if strings["UIMainStoryboardFile"] == nil, let scene = keys.sceneStoryboard {
                strings["UIMainStoryboardFile"] = scene
            }
        }
    }

    private mutating func readGeneratedKeys(
        into values: inout [String: (JSONValue, ImportSource)], strings: inout [String: String]
    ) {
        guard let project, let target else { return }
        let generates = (target.settings["GENERATE_INFOPLIST_FILE"]?.value ?? "NO") == "YES"
        for (name, setting) in target.settings.sorted(by: { $0.key < $1.key })
        where name.hasPrefix("INFOPLIST_KEY_UISupportedInterfaceOrientations") && name.contains("[") {
            note(
                "the conditional build setting \(name) is not read; only the unconditional value is",
                path: setting.path, line: setting.line)
        }
        for (settingName, key) in Self.generatedKeys {
            guard let setting = target.settings[settingName] else { continue }
            guard generates else {
                note(
                    "\(settingName) is set but GENERATE_INFOPLIST_FILE is not YES, so Xcode ignores it",
                    path: setting.path, line: setting.line)
                continue
            }
            let (resolved, unresolved) = target.resolve(setting.value, sourceRoot: project.sourceRoot)
            if !unresolved.isEmpty {
                note(
                    "\(settingName) uses \(unresolved.map { "$(\($0))" }.joined(separator: ", ")), "
                        + "which the project does not define; the setting is not imported",
                    pointer: "/app/infoPlist/" + JSONPointer.escape(key), path: setting.path,
                    line: setting.line)
                continue
            }
            let value: JSONValue?
            switch key {
            case "UIMainStoryboardFile", "UILaunchStoryboardName":
                if strings[key] == nil { strings[key] = resolved }
                continue
            case "UIRequiresFullScreen": value = InfoPlistText.booleanValue(resolved).map(JSONValue.bool)
            case "UIInterfaceOrientation": value = .string(resolved)
            default:
                value = .array(resolved.split { $0 == " " || $0 == "," }.map { .string(String($0)) })
            }
            guard let value else {
                note(
                    "\(settingName) = '\(setting.value)' is not YES or NO", pointer: "/app/infoPlist/\(key)",
                    path: setting.path, line: setting.line)
                continue
            }
            if let existing = values[key] {
                note(
                    "\(key) is set both in \(existing.1.path) and by \(settingName); the Info.plist file's value is used",
                    pointer: "/app/infoPlist/" + JSONPointer.escape(key), path: setting.path,
                    line: setting.line)
                continue
            }
            values[key] = (
                value, ImportSource(path: setting.path, line: setting.line, column: setting.column)
            )
        }
    }
}
