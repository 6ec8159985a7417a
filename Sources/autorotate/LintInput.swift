import AutorotateOperations
import Glibc

/// What `autorotate lint` lints, and where each finding's pointer is in the user's own files:
/// a scenario FILE (a JSON pointer → its line and column in that file), the same with
/// `--plist Info.plist` (findings under `/app/infoPlist` → the key's line in the plist), or an
/// Xcode project (`--project DIR`: each pointer → the Swift, Objective-C, storyboard, plist or
/// pbxproj line the import read it from, api.md §9).
struct LintInput {
    /// The lint request before the command-line options: a scenario with an optional `lint` member.
    var request: [UInt8]
    /// The name the summary line and errors use: FILE, or DIR.
    var name: String
    /// Each finding's place in the user's files; `nil` when none is known.
    var locate: (Finding) -> LintPlace?
    /// A request pointer's place (`FILE:LINE:COLUMN`), for refusals and the simulations'
    /// warnings; `nil` when none is known.
    var placePointer: (String) -> String? = { _ in nil }
    /// SARIF: the run's `originalUriBaseIds` (base id → absolute `file://` URI ending in `/`).
    var uriBaseIDs: [String: String] = [:]
    /// SARIF: a place's `artifactLocation`.
    var sarifLocation: (LintPlace) -> SARIFLocation
    /// The files and places the lint policy reads suppression comments in and matches `exclude`
    /// and the baseline against (api.md §7.1).
    var subject: LintSubject = .none
    /// With `--project`: the project, whose files fixes edit (``LintFixes``).
    var project: ProjectScenario?
    /// SARIF: the artifact of a fix's file (a path as the edits give it).
    var fixArtifact: (String) -> SARIFArtifact = { SARIFArtifact(uri: $0) }

    /// Why there is nothing to lint: printed as it is, exit 2.
    struct LoadError: Error, Equatable {
        var message: String
    }

    /// A scenario file (a lint fixture's `scenario` member is taken; its pointers sit under
    /// `/scenario`), with `plist`'s text as `app.infoPlist` when given.
    static func file(_ path: String, plist plistPath: String?) -> Result<LintInput, LoadError> {
        let file: ScenarioFile
        switch ScenarioFile.load(path) {
        case .success(let loaded): file = loaded
        case .failure(let error): return .failure(LoadError(message: error.message))
        }
        let locator = file.locator()
        // A pointer's value in the file; its start when the file is not JSON.
        let inFile = { (pointer: String) -> LintPlace? in
            let place = locator(pointer) ?? (1, 1)
            return LintPlace(path: path, line: place.line, column: place.column)
        }
        var input = LintInput(
            request: file.scenario, name: path,
            locate: { finding in inFile(finding.pointer) },
            sarifLocation: { SARIFLocation(uri: artifactURI($0.path), line: $0.line, column: $0.column) })
        input.placePointer = file.placer()
        input.subject = subject(of: input, files: [])
        guard let plistPath else { return .success(input) }
        let plist: PlistFile
        switch PlistFile.load(plistPath) {
        case .success(let loaded): plist = loaded
        case .failure(let error): return .failure(error)
        }
        guard let request = settingInfoPlist(plist.text, in: file.scenario) else {
            return .failure(LoadError(message: "\(path): --plist needs a scenario that is a JSON object"))
        }
        input.request = request
        input.locate = { finding in
            if let location = finding.location {
                return LintPlace(path: location.path, line: location.line, column: 1)
            }
            if LintReport.plistKey(finding.pointer) != nil || finding.pointer == "/app/infoPlist" {
                return plist.place(of: finding)
            }
            return inFile(finding.pointer)
        }
        input.subject = subject(of: input, files: [ProjectFile(path: plistPath, content: plist.text)])
        return .success(input)
    }

    /// The Xcode project in `directory`, imported (``ProjectScenario``), with its `lint` range;
    /// SARIF URIs are relative to the repository root (the git root above `directory`, else
    /// `directory`), under the base id `%SRCROOT%` that GitHub code scanning resolves.
    static func project(_ directory: String, target: String?) -> Result<LintInput, LoadError> {
        let project: ProjectScenario
        switch ProjectScenario.load(directory: directory, target: target) {
        case .success(let loaded): project = loaded
        case .failure(let error): return .failure(LoadError(message: error.message))
        }
        let root = RepositoryRoot(directory: directory)
        let sources = project.result.sources
        // A finding on something no file said (UIKit's defaults) is placed where the app's
        // configuration is: the deployment target, else the first plist key (code scanning
        // shows no result without a file).
        let configuration =
            sources["/device/os"]
            ?? sources.keys.sorted().first { $0.hasPrefix("/app/infoPlist/") }.flatMap { sources[$0] }
        var input = LintInput(
            request: project.lintRequest(), name: directory,
            locate: { finding in
                if let location = finding.location {
                    return LintPlace(
                        path: project.path(location.path), line: location.line, column: 1,
                        projectPath: location.path)
                }
                if let place = project.transitionPlace(finding.pointer) { return place }
                // The pointer itself, else the nearest enclosing pointer the import filled
                // (tokens escaped as the source map's keys are: `~ipad` is `~0ipad`).
                let tokens = JSONPointer(escaped: finding.pointer)?.tokens ?? []
                var pointer = tokens.map { "/" + JSONPointer.escape($0) }.joined()
                while true {
                    if let source = sources[pointer] {
                        return LintPlace(
                            path: project.path(source.path), line: source.line, column: source.column,
                            projectPath: source.path)
                    }
                    guard let slash = pointer.lastIndex(of: "/") else { break }
                    pointer = String(pointer[..<slash])
                }
                return configuration.map {
                    LintPlace(
                        path: project.path($0.path), line: $0.line, column: $0.column,
                        projectPath: $0.path)
                }
            },
            uriBaseIDs: [RepositoryRoot.baseID: root.uri],
            sarifLocation: { place in
                SARIFLocation(
                    uri: root.relativeURI(place.projectPath ?? place.path), line: place.line,
                    column: place.column, uriBaseID: RepositoryRoot.baseID)
            })
        input.project = project
        input.placePointer = { project.location(of: $0) }
        input.fixArtifact = { SARIFArtifact(uri: root.relativeURI($0), uriBaseID: RepositoryRoot.baseID) }
        input.subject = LintSubject(
            files: project.files,
            place: { [input] finding in
                input.locate(finding).map { place in
                    let file = place.projectPath ?? place.path
                    return FindingPlace(
                        file: file, line: place.line, projectPath: file, fingerprintFile: file)
                }
            },
            anchor: { file, line in
                NoteAnchor(
                    pointer: "", location: FindingLocation(path: file, line: line), fingerprintFile: file)
            })
        return .success(input)
    }

    /// The policy's view of a scenario FILE (and the `--plist` file in `files`): a finding sits
    /// where ``locate`` puts it; a note on the plist is placed at its line there.
    private static func subject(of input: LintInput, files: [ProjectFile]) -> LintSubject {
        LintSubject(
            files: files,
            place: { finding in
                input.locate(finding).map { place in
                    FindingPlace(file: place.path, line: place.line, fingerprintFile: artifactURI(place.path))
                }
            },
            anchor: { file, line in
                NoteAnchor(
                    pointer: "/app/infoPlist", location: FindingLocation(path: file, line: line),
                    fingerprintFile: artifactURI(file))
            })
    }

    /// `scenario` with `app.infoPlist` set to `text` (an `app` object made when there is none);
    /// `nil` when the scenario is not a JSON object.
    private static func settingInfoPlist(_ text: String, in scenario: [UInt8]) -> [UInt8]? {
        guard case .object(var object)? = try? JSONReader.parse(scenario, maxDepth: JSONReader.depthCeiling)
        else { return nil }
        var app = JSONObject()
        if case .object(let given)? = object["app"] { app = given }
        if let index = app.members.firstIndex(where: { $0.key == "infoPlist" }) {
            app.members[index].value = .string(text)
        } else {
            app.members.append(JSONMember("infoPlist", .string(text)))
        }
        if let index = object.members.firstIndex(where: { $0.key == "app" }) {
            object.members[index].value = .object(app)
        } else {
            object.members.append(JSONMember("app", .object(app)))
        }
        return JSONValue.object(object).serialized()
    }

    /// A path for SARIF: relative to the working directory when it is under it.
    static func artifactURI(_ path: String) -> String {
        guard path.hasPrefix("/") else {
            return path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        }
        if let directory = RepositoryRoot.workingDirectory(), path.hasPrefix(directory + "/") {
            return String(path.dropFirst(directory.count + 1))
        }
        return "file://" + path
    }
}

/// A place in one of the user's files, 1-based.
struct LintPlace: Equatable {
    /// The path as a terminal opens it from the working directory.
    var path: String
    var line: Int
    var column: Int
    /// With `--project`: the path relative to the project directory.
    var projectPath: String?

    /// `path:line:column`, the form terminals and editors link.
    var description: String { "\(path):\(line):\(column)" }
}

extension ProjectScenario {
    /// The imported scenario with the import's `lint` member (deployment target to newest iOS,
    /// the project's idioms): the body of `POST /v1/lint`.
    func lintRequest() -> [UInt8] {
        guard case .object(var scenario) = result.scenario else { return result.scenarioBytes() }
        let lint = JSONObject([
            JSONMember("minimumOS", .string(result.lint.minimumOS)),
            JSONMember("maximumOS", .string(result.lint.maximumOS)),
            JSONMember("idioms", .array(result.lint.idioms.map { .string($0) })),
        ])
        scenario.members.removeAll { $0.key == "lint" }
        scenario.members.append(JSONMember("lint", .object(lint)))
        if let transitions = transitionsJSON {
            scenario.members.append(JSONMember("transitions", transitions))
        }
        return JSONValue.object(scenario).serialized()
    }
}
