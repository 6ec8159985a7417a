extension ProjectFile {
    /// Whether the import reads a file with this path: `Info.plist` and other `.plist` files,
    /// `project.pbxproj`, `.xcconfig`, `.storyboard`, `.swift`, `.m`, `.mm`, `.h`.
    public static func isImportable(path: String) -> Bool {
        let lowered = path.lowercased()
        return [".plist", ".pbxproj", ".xcconfig", ".storyboard", ".swift", ".m", ".mm", ".h"].contains {
            lowered.hasSuffix($0)
        }
    }
}
