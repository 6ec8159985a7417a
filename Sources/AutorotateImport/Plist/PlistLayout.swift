/// A plist text read: its root value, and where things are in the text, which
/// `PropertyListSerialization` would not say: the line of each top-level key and of the root value,
/// or the first line where the text stops being a well-formed property list.
struct PlistLayout {
    var root: PlistValue?
    var keyLines: [String: Int] = [:]
    var problem: PlistProblem?
    var rootLine = 1

    /// An XML plist: the strict XML reader's errors, then element-level checks (a key without a
    /// value, an unknown element, an integer that is not one).
    static func xml(_ text: String) -> PlistLayout {
        switch XMLPlistReader.read(text) {
        case .success(let document):
            return PlistLayout(root: document.root, keyLines: document.keyLines, rootLine: document.rootLine)
        case .failure(let problem):
            return PlistLayout(problem: problem)
        }
    }

    /// An old-style text plist: the OpenStep reader's values, lines and errors.
    static func openStep(_ text: String) -> PlistLayout {
        var layout = PlistLayout()
        switch OpenStepParser.parse(text) {
        case .success(let value):
            layout.root = PlistValue(value)
            for entry in value.dictionary?.entries ?? [] { layout.keyLines[entry.key] = entry.line }
        case .failure(let error):
            layout.problem = PlistProblem(line: error.line, message: error.message)
        }
        return layout
    }
}
