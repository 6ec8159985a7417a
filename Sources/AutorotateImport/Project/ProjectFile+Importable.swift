extension ProjectFile {
    /// The endings of the files the import reads.
    static let importableSuffixes = [
        ".plist", ".pbxproj", ".xcconfig", ".storyboard", ".xib", ".swift", ".m", ".mm", ".h",
    ]

    /// Whether the import reads a file with this path: `Info.plist` and other `.plist` files,
    /// `project.pbxproj`, `.xcconfig`, `.storyboard`, `.xib` (for the main nib's root), `.swift`,
    /// `.m`, `.mm`, `.h`.
    public static func isImportable(path: String) -> Bool {
        let lowered = path.lowercased()
        return importableSuffixes.contains { lowered.hasSuffix($0) }
    }
}
