/// The suppression comments of a lint subject's files as the lines and ids they silence, each
/// remembering whether some finding used it: what is left unused becomes an AR900 note.
struct SuppressionRegions {
    /// One comment's reach: `ruleID` on lines `lines` of `file`.
    struct Region {
        var file: String
        var ruleID: String
        var lines: ClosedRange<Int>
        /// The comment that opened it.
        var commentLine: Int
        var used = false
    }

    /// A comment that silences nothing whatever the findings: why, and where.
    struct Problem: Equatable {
        var file: String
        var line: Int
        var kind: UnusedSuppressionNote.Reason
        /// The id or directive the problem is about.
        var subject: String
    }

    private(set) var regions: [Region] = []
    private(set) var problems: [Problem] = []

    /// Reads every comment in `files` (those whose extension holds comments); ids are checked
    /// against `knownIDs`.
    init(files: [ProjectFile], knownIDs: Set<String>) {
        for file in files {
            guard let syntax = SuppressionComment.syntax(ofFileAt: file.path) else { continue }
            // Cheap test first: most files hold no comment of ours.
            guard file.content.contains("autorotate:") else { continue }
            let lastLine = file.content.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
            read(
                SuppressionComment.scan(file.content, syntax: syntax), in: file.path, lastLine: lastLine,
                knownIDs)
        }
    }

    private mutating func read(
        _ comments: [SuppressionComment], in file: String, lastLine: Int, _ knownIDs: Set<String>
    ) {
        // id → (line of the open `disable`, index of its region)
        var open: [String: Int] = [:]
        for comment in comments {
            guard let action = comment.action else {
                problems.append(
                    Problem(
                        file: file, line: comment.line, kind: .unknownDirective, subject: comment.directive))
                continue
            }
            if comment.ruleIDs.isEmpty {
                problems.append(
                    Problem(file: file, line: comment.line, kind: .noRuleID, subject: comment.directive))
                continue
            }
            for id in comment.ruleIDs {
                guard knownIDs.contains(id) else {
                    problems.append(
                        Problem(file: file, line: comment.line, kind: .unknownRuleID, subject: id))
                    continue
                }
                switch action {
                case .disableNextLine:
                    regions.append(
                        Region(
                            file: file, ruleID: id, lines: (comment.line + 1)...(comment.line + 1),
                            commentLine: comment.line))
                case .disable:
                    guard open[id] == nil else { continue }
                    regions.append(
                        Region(
                            file: file, ruleID: id, lines: comment.line...max(comment.line, lastLine),
                            commentLine: comment.line))
                    open[id] = regions.count - 1
                case .enable:
                    guard let index = open.removeValue(forKey: id) else {
                        problems.append(
                            Problem(file: file, line: comment.line, kind: .enableWithoutDisable, subject: id))
                        continue
                    }
                    regions[index].lines =
                        regions[index].lines.lowerBound...max(regions[index].lines.lowerBound, comment.line)
                }
            }
        }
    }

    /// The suppression of a finding of `ruleID` at `line` of `file`, marking the comment used.
    mutating func suppression(of ruleID: String, file: String, line: Int) -> FindingSuppression? {
        guard
            let index = regions.firstIndex(where: {
                $0.ruleID == ruleID && $0.file == file && $0.lines.contains(line)
            })
        else { return nil }
        regions[index].used = true
        return FindingSuppression(kind: .inSource, path: file, line: regions[index].commentLine)
    }

    /// The problems, and the regions no finding used, in file and line order.
    var unused: [Problem] {
        let idle = regions.filter { !$0.used }.map {
            Problem(file: $0.file, line: $0.commentLine, kind: .matchesNothing, subject: $0.ruleID)
        }
        return (problems + idle).sorted { ($0.file, $0.line, $0.subject) < ($1.file, $1.line, $1.subject) }
    }
}
