import AutorotateWire

/// Turns an Xcode project's text files into a scenario (api.md §9): `device` from the deployment
/// target and device family, `app.infoPlist` from the Info.plist (or the `INFOPLIST_KEY_…` build
/// settings), the storyboards' view controllers and segues, and the Swift and Objective-C
/// overrides of the rotation methods. No file-system access: files in, ``ImportResult`` out.
///
/// ```swift
/// let result = try ProjectImporter.importProject(files, target: nil)
/// let body = result.scenarioBytes()          // POST /v1/lint, or the engine in-process
/// result.sources["/viewControllers/Player/preferredInterfaceOrientationForPresentation"]
/// // ImportSource(path: "App/PlayerViewController.swift", line: 18, column: 5)
/// ```
///
/// Anything the import cannot model becomes a note in the result, never an error; the only errors
/// are an ambiguous or unknown app target (``ImportError``).
public enum ProjectImporter {
    /// The newest iOS the rules cover: the lint range's upper end.
    public static let maximumOS = "26.0"
    /// The deployment target assumed when the project does not say (the oldest current Xcode offers).
    public static let defaultDeploymentTarget = "12.0"

    /// Imports `files` for the app target named `target` (needed only when the project has several).
    /// - Throws: ``ImportError`` when the project has several iOS app targets and `target` is `nil`,
    ///   or when `target` is not one of them.
    public static func importProject(_ files: [ProjectFile], target: String? = nil) throws(ImportError)
        -> ImportResult
    {
        var state = ImportState(files: files.sorted { $0.path < $1.path })
        try state.readProjects(target: target)
        state.readInfoPlist()
        state.readSources()
        state.readStoryboards()
        return state.result().settingAvailability(from: files)
    }

    /// Imports the files and target of a `POST /v1/import` body.
    public static func importProject(_ request: ImportRequest) throws(ImportError) -> ImportResult {
        try importProject(request.files, target: request.target)
    }
}
