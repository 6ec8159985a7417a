import AutorotateWire

/// The import's working state: what has been read so far, the scenario being built, its sources
/// and notes. One pass per kind of file, in the order ``ProjectImporter/importProject(_:target:)``
/// calls them.
struct ImportState {
    /// The files imported; after ``readProjects(target:)``, only those the app target builds.
    var files: [ProjectFile]
    var notes: [ImportNote] = []
    var sources: [String: ImportSource] = [:]

    // Project
    var project: XcodeProject?
    var target: XcodeTarget?

    // Device
    var os = ProjectImporter.defaultDeploymentTarget
    var idioms = ["phone"]

    // Info.plist
    var infoPlist = JSONObject()
    var mainStoryboard: String?
    /// `UIMainStoryboardFile~ipad`: the main storyboard on iPad, when it differs.
    var mainStoryboardPad: String?
    var launchStoryboard = "LaunchScreen"
    /// `NSMainNibFile` and its `~ipad` / `~iphone` forms, by key: the nib named and the line.
    var mainNibs: [String: (name: String, source: ImportSource)] = [:]

    // Sources
    var index = SourceIndex()

    // View controllers
    var viewControllers: [(id: String, json: JSONObject)] = []
    var rootViewController: String?
    /// How the window's root was found (api.md §9.1 `basis`): `"read"` or `{"assumed": reason}`.
    var windowBasis: JSONValue = .string("read")
    /// Segues, presentations and pushes in code, and rotation calls (api.md §9.1 `transitions`).
    var transitions: [ImportTransition] = []
    var flags: [(name: String, value: Bool)] = []
    /// Properties of other objects followed so far (bounded: a cycle of properties ends).
    var memberLookups = 0
    /// What was assumed where a property of another object gave only its declared type.
    var memberAssumptions: [String] = []
    var delegateAnswer: JSONValue?
    /// The notes about one method's answer, by site and text, and how many view controllers
    /// answer with that method (``siteNote(_:pointer:path:line:)``).
    var siteNotes: [SiteNoteKey: (index: Int, count: Int)] = [:]
    /// View controllers answering orientations the Info.plist lacks while the app delegate's
    /// answer is unread, by id in the order emitted (``unreadApplicationMask(of:members:)``).
    var screensBeyondInfoPlist: [String] = []

    init(files: [ProjectFile]) { self.files = files }

    mutating func note(_ message: String, pointer: String? = nil, path: String? = nil, line: Int? = nil) {
        notes.append(ImportNote(pointer: pointer, path: path, line: line, message: message))
    }

    // MARK: project.pbxproj

    mutating func readProjects(target name: String?) throws(ImportError) {
        var candidates: [(XcodeProject, XcodeTarget)] = []
        for file in files where file.path.hasSuffix(".pbxproj") {
            let byPath = files
            let lookup: (String) -> String? = { path in
                byPath.first { $0.path == path }?.content
                    ?? byPath.first { $0.path.hasSuffix("/" + path) }?.content
            }
            switch XcodeProject.read(file.content, path: file.path, file: lookup) {
            case .success(let project):
                for target in project.targets { candidates.append((project, target)) }
            case .failure(let error):
                note("project.pbxproj could not be read: \(error.message)", path: file.path, line: error.line)
            }
        }
        let names = candidates.map(\.1.name)
        if let name {
            guard let chosen = candidates.first(where: { $0.1.name == name }) else {
                throw ImportError(kind: .unknownTarget(name: name, targets: names))
            }
            (project, target) = chosen
        } else if candidates.count > 1 {
            throw ImportError(kind: .severalTargets(targets: names))
        } else if let only = candidates.first {
            (project, target) = only
        } else {
            note(
                "no iOS app target found (no project.pbxproj, or none with an application target); "
                    + "device and Info.plist are guessed from the other files")
        }
        guard let project, let target else { return }
        keepTargetFiles(target)
        if let setting = target.settings["IPHONEOS_DEPLOYMENT_TARGET"] {
            let value = target.resolve(setting.value, sourceRoot: project.sourceRoot).0
            let version = value.contains(".") ? value : value + ".0"
            // Empty parts count: a setting that resolves to nothing (`$(inherited)` with nothing
            // above it) gives ".0", which is not a version.
            let parts = version.split(separator: ".", omittingEmptySubsequences: false)
            if parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) {
                os = version
                sources["/device/os"] = ImportSource(
                    path: setting.path, line: setting.line, column: setting.column)
            } else {
                note(
                    "IPHONEOS_DEPLOYMENT_TARGET '\(setting.value)' is not a version; \(os) is assumed",
                    pointer: "/device/os", path: setting.path, line: setting.line)
            }
        } else {
            note(
                "the target sets no IPHONEOS_DEPLOYMENT_TARGET; \(os) is assumed", pointer: "/device/os",
                path: project.path, line: target.line)
        }
        if let setting = target.settings["TARGETED_DEVICE_FAMILY"] {
            let families = setting.value.split { $0 == "," || $0 == " " }.map(String.init)
            var found: [String] = []
            if families.contains("1") { found.append("phone") }
            if families.contains("2") { found.append("pad") }
            if found.isEmpty {
                note(
                    "TARGETED_DEVICE_FAMILY '\(setting.value)' names neither iPhone (1) nor iPad (2); phone is assumed",
                    pointer: "/device/idiom", path: setting.path, line: setting.line)
            } else {
                idioms = found
            }
            sources["/device/idiom"] = ImportSource(
                path: setting.path, line: setting.line, column: setting.column)
        }
    }

    /// Leaves out the sources and storyboards the target does not build (other targets' screens,
    /// tests, pods), with one note saying how many.
    private mutating func keepTargetFiles(_ target: XcodeTarget) {
        guard let membership = target.membership else { return }
        let built = ["swift", "m", "mm", "storyboard", "xib"]
        func stem(_ path: String) -> String { String(path[..<(path.lastIndex(of: ".") ?? path.endIndex)]) }
        let memberStems = Set(
            files.filter { built.contains(Self.extensionOf($0.path)) && membership.contains($0.path) }.map {
                stem($0.path)
            })
        let implementedStems = Set(
            files.filter { ["m", "mm"].contains(Self.extensionOf($0.path)) }.map { stem($0.path) })
        var left: [String] = []
        files.removeAll { file in
            let fileExtension = Self.extensionOf(file.path)
            let keep: Bool
            if built.contains(fileExtension) {
                keep = membership.contains(file.path)
            } else if fileExtension == "h" {
                // A header goes with its implementation; a header alone is kept.
                keep = memberStems.contains(stem(file.path)) || !implementedStems.contains(stem(file.path))
            } else {
                keep = true
            }
            // A nib matters only as the main nib: one the target does not build is no news.
            if !keep && fileExtension != "xib" { left.append(file.path) }
            return !keep
        }
        if let first = left.first {
            note(
                "\(left.count) source file\(left.count == 1 ? "" : "s") and storyboard\(left.count == 1 ? "" : "s") "
                    + "the target \(target.name) does not build \(left.count == 1 ? "is" : "are") left out (first: \(first))"
            )
        }
    }

    private static func extensionOf(_ path: String) -> String {
        path.split(separator: "/").last.flatMap { name in
            name.lastIndex(of: ".").map { String(name[name.index(after: $0)...]) }
        } ?? ""
    }

    // MARK: The scenario

    func result() -> ImportResult {
        var app = JSONObject()
        if !infoPlist.members.isEmpty { app.members.append(JSONMember("infoPlist", .object(infoPlist))) }
        if let delegateAnswer {
            app.members.append(
                JSONMember(
                    "delegate",
                    .object(
                        JSONObject([JSONMember("supportedInterfaceOrientationsForWindow", delegateAnswer)]))))
        }
        if !flags.isEmpty {
            app.members.append(
                JSONMember("flags", .object(JSONObject(flags.map { JSONMember($0.name, .bool($0.value)) }))))
        }
        // The target's name, else the folder the Info.plist or the first file is in.
        let folder = (files.first { $0.path.hasSuffix("Info.plist") } ?? files.first)
            .flatMap { $0.path.split(separator: "/").dropLast().first.map(String.init) }
        let name = target?.name ?? folder ?? "project"
        let scenario = JSONObject([
            JSONMember("name", .string("\(name) (imported)")),
            JSONMember(
                "device",
                .object(JSONObject([JSONMember("idiom", .string(idioms[0])), JSONMember("os", .string(os))]))),
            JSONMember("app", .object(app)),
            JSONMember(
                "viewControllers",
                .object(JSONObject(viewControllers.map { JSONMember($0.id, .object($0.json)) }))),
            JSONMember(
                "window",
                .object(
                    JSONObject([
                        JSONMember("rootViewController", rootViewController.map(JSONValue.string) ?? .null),
                        JSONMember("basis", windowBasis),
                    ]))),
            JSONMember("events", .array([])),
        ])
        return ImportResult(
            scenario: .object(scenario),
            lint: ImportLint(minimumOS: os, maximumOS: ProjectImporter.maximumOS, idioms: idioms),
            sources: sources, notes: notes,
            transitions: transitions.enumerated().sorted {
                ($0.element.path, $0.element.line, $0.offset) < ($1.element.path, $1.element.line, $1.offset)
            }.map(\.element))
    }
}
