/// One suppression comment (api.md §7.1) as developers write it beside the code:
/// `// autorotate:disable-next-line AR005`, `// autorotate:disable AR005` … `// autorotate:enable AR005`
/// in Swift and Objective-C, `<!-- autorotate:disable AR010 -->` in plists and storyboards. Ids
/// are separated by spaces or commas; text after ` -- ` is the reason, and is not read.
public struct SuppressionComment: Sendable, Equatable {
    /// What the comment asks.
    public enum Action: String, Sendable, Equatable, CaseIterable {
        /// Silence the ids on the next line only.
        case disableNextLine = "disable-next-line"
        /// Silence the ids from this line to the matching `enable`, or the end of the file.
        case disable
        /// End a `disable` of the ids.
        case enable
    }

    /// The directive, or `nil` when the word after `autorotate:` is none of them.
    public var action: Action?
    /// The word after `autorotate:` as written.
    public var directive: String
    /// The ids named, in order.
    public var ruleIDs: [String]
    /// The 1-based line of the comment.
    public var line: Int

    /// The comment syntax of the file at `path`, from its extension; `nil` for files that hold
    /// no suppression comments.
    public static func syntax(ofFileAt path: String) -> CommentSyntax? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: ".") else { return nil }
        switch name[name.index(after: dot)...].lowercased() {
        case "swift", "m", "mm", "h": return .slashes
        case "plist", "storyboard", "xib": return .xml
        default: return nil
        }
    }

    /// Every suppression comment in `text`, in line order (at most one per line: the first).
    public static func scan(_ text: String, syntax: CommentSyntax) -> [SuppressionComment] {
        var comments: [SuppressionComment] = []
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            guard let body = commentBody(Substring(line), syntax: syntax) else { continue }
            comments.append(parse(body, line: lineNumber))
        }
        return comments
    }

    /// The text after `autorotate:` in the line's comment, or `nil` without one.
    private static func commentBody(_ line: Substring, syntax: CommentSyntax) -> Substring? {
        let opener = syntax == .slashes ? "//" : "<!--"
        guard let open = line.firstRange(of: opener) else { return nil }
        var rest = line[open.upperBound...]
        if syntax == .xml, let close = rest.firstRange(of: "-->") { rest = rest[..<close.lowerBound] }
        rest = rest.drop(while: { $0 == " " || $0 == "\t" || $0 == "/" })
        let marker = "autorotate:"
        guard rest.hasPrefix(marker) else { return nil }
        return rest.dropFirst(marker.count)
    }

    private static func parse(_ body: Substring, line: Int) -> SuppressionComment {
        var text = body
        if let reason = text.firstRange(of: " -- ") { text = text[..<reason.lowerBound] }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," || $0 == "\r" })
            .map(String.init)
        let directive = words.first ?? ""
        return SuppressionComment(
            action: Action(rawValue: directive), directive: directive, ruleIDs: Array(words.dropFirst()),
            line: line)
    }
}

/// How a file writes comments: `//` (Swift, Objective-C) or `<!-- -->` (plists, storyboards).
public enum CommentSyntax: Sendable, Equatable {
    /// `// …` to the end of the line.
    case slashes
    /// `<!-- … -->`.
    case xml
}
