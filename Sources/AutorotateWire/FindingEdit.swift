/// One replacement in one of the user's files that repairs a finding (api.md §7.1 "Fixes"): the
/// text from `line:column` up to, not including, `endLine:endColumn` becomes `replacement`.
/// Lines and columns count from 1; columns count Unicode code points, as SARIF's
/// `unicodeCodePoints`.
public struct FindingEdit: Sendable, Equatable, Hashable {
    /// The file, as the import was given it (relative to the project's folder).
    public var path: String
    /// The first line of the text replaced.
    public var line: Int
    /// The column of its first character.
    public var column: Int
    /// The line where the replaced text ends.
    public var endLine: Int
    /// The column just after its last character.
    public var endColumn: Int
    /// The text that takes its place (empty: a deletion).
    public var replacement: String

    public init(path: String, line: Int, column: Int, endLine: Int, endColumn: Int, replacement: String) {
        self.path = path
        self.line = line
        self.column = column
        self.endLine = endLine
        self.endColumn = endColumn
        self.replacement = replacement
    }
}
