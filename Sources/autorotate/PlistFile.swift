import AutorotateOperations

/// The Info.plist of `autorotate lint --plist path/Info.plist`: its text (sent as `app.infoPlist`,
/// api.md §7) and where its keys are, so findings on `/app/infoPlist/KEY` are reported at
/// `path/Info.plist:LINE:COLUMN`. A plist that does not parse is refused here, before any
/// request, as `path:line: reason`.
struct PlistFile {
    /// The path as given.
    var path: String
    /// The file's text.
    var text: String
    /// Each top-level key → its line.
    var keyLines: [String: Int]
    /// The text's lines, for columns.
    private var lines: [Substring]

    /// Reads and parses the plist at `path`.
    static func load(_ path: String) -> Result<PlistFile, LintInput.LoadError> {
        let text: String
        switch ScenarioFile.readAll(path) {
        case .success(let bytes): text = String(decoding: bytes, as: UTF8.self)
        case .failure(let error): return .failure(LintInput.LoadError(message: error.message))
        }
        switch Operations.infoPlistKeyLines(text) {
        case .success(let keyLines):
            return .success(
                PlistFile(
                    path: path, text: text, keyLines: keyLines,
                    lines: text.split(separator: "\n", omittingEmptySubsequences: false)))
        case .failure(let problem):
            return .failure(LintInput.LoadError(message: "\(path):\(problem.line): \(problem.message)"))
        }
    }

    /// Where `finding` (a pointer at or under `/app/infoPlist`) is in the plist: its key's line
    /// (the report's `plistLine`, else the key's line read here), else the root dictionary's line.
    func place(of finding: Finding) -> LintPlace {
        let keyLine = LintReport.plistKey(finding.pointer).flatMap { keyLines[$0] }
        let line = finding.plistLine ?? keyLine ?? rootLine
        return LintPlace(path: path, line: line, column: firstColumn(line))
    }

    /// The line of the root `<dict>` (1 when there is none: an old-style plist).
    private var rootLine: Int {
        (lines.firstIndex { $0.contains("<dict") }).map { $0 + 1 } ?? 1
    }

    /// The column of the first character on `line` that is not a blank.
    private func firstColumn(_ line: Int) -> Int {
        guard line >= 1, line <= lines.count else { return 1 }
        return lines[line - 1].prefix { $0 == " " || $0 == "\t" }.count + 1
    }
}
