/// A place in the user's own files that a finding is about when no value of the request is
/// (a suppression comment that matches nothing, AR900): the file and the line.
public struct FindingLocation: Sendable, Equatable {
    /// The file as the lint subject names it (relative to the project directory with `--project`).
    public var path: String
    /// The 1-based line.
    public var line: Int

    public init(path: String, line: Int) {
        self.path = path
        self.line = line
    }
}
