/// `.xcconfig` files (api.md §9.1): `KEY = value` lines over the level below, `#include` and
/// `#include?` of other files by a path relative to the including file. Conditional settings
/// (`KEY[sdk=…]`) are not read.
enum XcodeConfigFiles {
    /// Applies the xcconfig at `path` (and its includes) onto `settings`; `file` gives a file's text.
    static func apply(
        _ path: String, onto settings: inout [String: BuildSetting], file: (String) -> String?, depth: Int = 0
    ) {
        guard depth < 8, let text = file(path) else { return }
        let folder = path.split(separator: "/").dropLast().joined(separator: "/")
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = Substring(rawLine)
            if let comment = line.firstRange(of: "//") { line = line[..<comment.lowerBound] }
            let trimmed = line.trimmingPrefix(while: { $0 == " " || $0 == "\t" })
            if trimmed.hasPrefix("#include") {
                guard let open = trimmed.firstIndex(of: "\""),
                    let close = trimmed[trimmed.index(after: open)...].firstIndex(of: "\"")
                else { continue }
                let included = String(trimmed[trimmed.index(after: open)..<close])
                let resolved =
                    included.hasPrefix("/") ? included : ProjectPaths.normalized(folder + "/" + included)
                apply(resolved, onto: &settings, file: file, depth: depth + 1)
                continue
            }
            guard let equals = trimmed.firstIndex(of: "=") else { continue }
            let key = trimmed[..<equals].trimmingCharacters(in: " \t")
            guard !key.isEmpty, !key.contains("["),
                key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
            else { continue }
            let value = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: " \t;\r")
            let column = rawLine.distance(from: rawLine.startIndex, to: trimmed.startIndex) + 1
            let setting = BuildSetting(value: value, path: path, line: offset + 1, column: column)
            settings[key] = setting.inheriting(settings[key])
        }
    }
}

extension Substring {
    /// The text without the leading and trailing characters of `set`.
    fileprivate func trimmingCharacters(in set: String) -> String {
        String(
            self.trimmingPrefix(while: { set.contains($0) }).reversed().drop(while: { set.contains($0) })
                .reversed())
    }
}
