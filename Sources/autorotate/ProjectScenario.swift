import AutorotateOperations

/// An Xcode project on disk, imported: what `autorotate import DIR`, `simulate --project DIR` and
/// `lint --project DIR` start from. The files are read by ``ProjectDirectory``, the scenario is
/// built by ``Operations/importProject(_:)-(_:ImportRequest)`` in this process (no server involved).
///
/// ```swift
/// switch ProjectScenario.load(directory: "MyApp", target: nil) {
/// case .success(let project):
///     project.result.scenarioBytes()           // a Scenario, "events": []
///     project.location(of: "/viewControllers/Player/supportedInterfaceOrientations")
///     // "MyApp/Player.swift:42:5"
/// case .failure(let error): print(error.message)
/// }
/// ```
struct ProjectScenario {
    /// The directory as given on the command line.
    var directory: String
    /// What the import made of it.
    var result: ImportResult
    /// Files left out for their size.
    var skipped: [String]
    /// The files read (paths relative to the directory): where lint finds suppression comments,
    /// and what fixes are checked against.
    var files: [ProjectFile] = []
    /// The app target the CLI chose, when the project has several and none was named.
    var targetChoice: AppTargetChoice?

    /// Why a project could not be imported: the directory, or the choice of target.
    struct LoadError: Error, Equatable {
        var message: String
    }

    /// Reads `directory` and imports it for `target`; with several app targets and none named, for
    /// the one ``AppTargetChoice`` takes.
    static func load(directory: String, target: String?) -> Result<ProjectScenario, LoadError> {
        let read: ProjectDirectory
        do {
            read = try ProjectDirectory.read(directory)
        } catch {
            return .failure(LoadError(message: error.description))
        }
        guard !read.files.isEmpty else {
            return .failure(
                LoadError(
                    message:
                        "\(directory): no Info.plist, project.pbxproj, storyboard, Swift or Objective-C file found"
                ))
        }
        let operations = Operations(limits: .default)
        var imported = operations.importProject(ImportRequest(files: read.files, target: target))
        var choice: AppTargetChoice?
        if target == nil, case .failure(.project(let error)) = imported, case .severalTargets = error.kind {
            choice = AppTargetChoice(targets: error.targets, projectFilePaths: read.files.map(\.path))
            if let choice {
                imported = operations.importProject(ImportRequest(files: read.files, target: choice.target))
            }
        }
        switch imported {
        case .success(let result):
            return .success(
                ProjectScenario(
                    directory: directory, result: result, skipped: read.skipped, files: read.files,
                    targetChoice: choice))
        case .failure(.project(let error)):
            let hint = error.targets.isEmpty ? "" : " (--target \(error.targets[0]))"
            return .failure(LoadError(message: "\(directory): \(error.description)\(hint)"))
        case .failure(.limit(let problem)):
            return .failure(LoadError(message: "\(directory): \(problem.detail ?? problem.title)"))
        }
    }

    /// `DIR/path:line:column` of the source that filled `pointer` (a pointer into the scenario),
    /// or `nil` when the import did not fill it.
    func location(of pointer: String) -> String? {
        guard let source = result.sources[pointer] else { return nil }
        return "\(path(source.path)):\(source.line):\(source.column)"
    }

    /// `path` (relative to the project) as a path a terminal can open from here.
    func path(_ relative: String) -> String {
        directory == "." ? relative : (directory.hasSuffix("/") ? directory : directory + "/") + relative
    }

    /// Each note as `DIR/path:line: note: message` (or `autorotate: note: …` without a file).
    var noteLines: [String] {
        (targetChoice.map { [$0.notice(directory: directory)] } ?? [])
            + result.notes.map { note in
                let place: String
                if let file = note.path {
                    place = path(file) + (note.line.map { ":\($0)" } ?? "")
                } else {
                    place = "autorotate"
                }
                return "\(place): note: \(note.message)" + (note.pointer.map { " [\($0)]" } ?? "")
            }
    }

    /// The imported scenario with `events` in place of its empty list.
    func scenario(events: JSONValue) -> [UInt8] {
        guard case .object(var scenario) = result.scenario,
            let index = scenario.members.firstIndex(where: { $0.key == "events" })
        else { return result.scenarioBytes() }
        scenario.members[index].value = events
        return JSONValue.object(scenario).serialized()
    }

    /// The events of an EVENTS file: a JSON array of events, or an object with an `events` array
    /// (a scenario or fixture file: its events are taken, the rest ignored).
    static func events(in bytes: [UInt8], path: String) -> Result<JSONValue, LoadError> {
        let value: JSONValue
        do {
            value = try JSONReader.parse(bytes)
        } catch {
            return .failure(LoadError(message: "\(path): not JSON: \(error.message)"))
        }
        switch value {
        case .array: return .success(value)
        case .object(let object):
            if case .array? = object["events"], let events = object["events"] { return .success(events) }
            if case .object(let scenario)? = object["scenario"], case .array? = scenario["events"],
                let events = scenario["events"]
            {
                return .success(events)
            }
        default: break
        }
        return .failure(
            LoadError(
                message: "\(path): expected a JSON array of events, or an object with an \"events\" array"))
    }
}

extension ProjectScenario {
    /// `simulate --project DIR EVENTS`: the project's scenario with the events of the file at
    /// `eventsPath` (events may name view controllers by the ids the import gave).
    static func scenarioFile(directory: String, target: String?, eventsPath: String) -> Result<
        ScenarioFile, LoadError
    > {
        let project: ProjectScenario
        switch load(directory: directory, target: target) {
        case .success(let loaded): project = loaded
        case .failure(let error): return .failure(error)
        }
        let bytes: [UInt8]
        switch ScenarioFile.load(eventsPath) {
        case .success(let file): bytes = file.scenario
        case .failure(let error): return .failure(LoadError(message: error.message))
        }
        switch events(in: bytes, path: eventsPath) {
        case .success(let events):
            return .success(
                ScenarioFile(path: eventsPath, scenario: project.scenario(events: events), isFixture: false))
        case .failure(let error): return .failure(error)
        }
    }
}
