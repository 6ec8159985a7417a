/// Findings on an Info.plist given as text (api.md §7): each finding whose pointer names a key
/// under `/app/infoPlist` gets that key's line in the plist (`plistLine`). The service's
/// `POST /v1/lint` and the CLI's `lint --local` both call this, so both answer the same bytes.
///
/// ```swift
/// var report = try Linter.lint(json: expanded.json).get()
/// report.locatePlistKeys(expanded.plistLines)   // "UISupportedInterfaceOrientations": 7
/// ```
extension LintReport {
    /// Sets `plistLine` on every finding under `/app/infoPlist/KEY` that has none, from `lines`
    /// (plist key, unescaped → its line); findings on keys `lines` does not hold keep `nil`.
    public mutating func locatePlistKeys(_ lines: [String: Int]) {
        guard !lines.isEmpty else { return }
        for index in findings.indices where findings[index].plistLine == nil {
            guard let key = Self.plistKey(findings[index].pointer) else { continue }
            findings[index].plistLine = lines[key]
        }
    }

    /// The plist key a pointer names (`/app/infoPlist/UISupportedInterfaceOrientations~0ipad/0` →
    /// `UISupportedInterfaceOrientations~ipad`), or `nil` for a pointer outside `app.infoPlist`.
    public static func plistKey(_ pointer: String) -> String? {
        guard let tokens = JSONPointer(escaped: pointer)?.tokens, tokens.count >= 3,
            tokens[0] == "app", tokens[1] == "infoPlist", !tokens[2].isEmpty
        else { return nil }
        return tokens[2]
    }
}
