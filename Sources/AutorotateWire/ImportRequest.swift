/// The body of `POST /v1/import` (api.md §9): the project's text files, and the app target to
/// import when the project has several.
///
/// ```json
/// {"files": [{"path": "App/Info.plist", "content": "<?xml …"}, …], "target": "App"}
/// ```
public struct ImportRequest: Sendable, Equatable {
    /// The files, paths relative to the project's root.
    public var files: [ProjectFile]
    /// The app target's name; needed only when the project has several iOS app targets.
    public var target: String?

    public init(files: [ProjectFile], target: String? = nil) {
        self.files = files
        self.target = target
    }
}

/// One text file of a project to import: its path relative to the project's root and its content.
public struct ProjectFile: Sendable, Equatable {
    /// The path relative to the repository or project root, `/`-separated (`App/Info.plist`).
    public var path: String
    /// The file's text.
    public var content: String

    public init(path: String, content: String) {
        self.path = path
        self.content = content
    }
}
