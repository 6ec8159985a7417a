/// Code the app target compiles for platforms other than iOS (api.md §9.1: only what the app
/// builds counts), read from Swift's `#if` conditions.
extension SourceScanner {
    /// Token ranges of Swift `#if` blocks whose condition names only other platforms
    /// (`targetEnvironment(macCatalyst)`, `os(macOS)`, `os(tvOS)`, `os(watchOS)`, `os(visionOS)`,
    /// joined by `||`), each up to its `#elseif`, `#else` or `#endif`. A negated or `&&` condition
    /// is kept: it may hold on iOS.
    func otherPlatformRanges() -> [Range<Int>] {
        guard language == .swift else { return [] }
        var ranges: [Range<Int>] = []
        // For each open `#if`: where its current branch starts, when that branch is another platform's.
        var open: [Int?] = []
        for index in tokens.indices where tokens[index].kind == .identifier {
            switch tokens[index].text {
            case "#if":
                open.append(isOtherPlatformCondition(after: index) ? index : nil)
            case "#elseif", "#else", "#endif":
                guard let last = open.popLast() else { continue }
                if let start = last { ranges.append(start..<index) }
                if tokens[index].text == "#elseif" {
                    open.append(isOtherPlatformCondition(after: index) ? index : nil)
                } else if tokens[index].text == "#else" {
                    open.append(nil)
                }
            default: break
            }
        }
        return ranges
    }

    /// Whether the condition on the line of the `#if` or `#elseif` at `index` names only platforms
    /// other than iOS.
    private func isOtherPlatformCondition(after index: Int) -> Bool {
        let line = tokens[index].line
        var position = index + 1
        var terms = 0
        while position < tokens.count, tokens[position].line == line {
            let text = tokens[position].text
            guard position + 3 < tokens.count, tokens[position + 1].is("("), tokens[position + 3].is(")")
            else {
                return false
            }
            let argument = tokens[position + 2].text
            switch text {
            case "targetEnvironment" where argument == "macCatalyst",
                "os" where ["macOS", "tvOS", "watchOS", "visionOS", "OSX"].contains(argument):
                terms += 1
            default: return false
            }
            position += 4
            guard position < tokens.count, tokens[position].line == line else { break }
            guard tokens[position].is("||") else { return false }
            position += 1
        }
        return terms > 0
    }
}
