/// One text file of the project to import: its path relative to the project's root and its
/// content (api.md §9 request `files`).
public struct ProjectFile: Sendable, Equatable {
    /// The path relative to the repository or project root, `/`-separated (`App/Info.plist`).
    public var path: String
    /// The file's text.
    public var content: String

    public init(path: String, content: String) {
        self.path = path
        self.content = content
    }

    /// Whether the import reads a file with this path: `Info.plist` and other `.plist` files,
    /// `project.pbxproj`, `.storyboard`, `.swift`, `.m`, `.mm`, `.h`.
    public static func isImportable(path: String) -> Bool {
        let lowered = path.lowercased()
        return [".plist", ".pbxproj", ".storyboard", ".swift", ".m", ".mm", ".h"].contains {
            lowered.hasSuffix($0)
        }
    }
}
