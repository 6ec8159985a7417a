import AutorotateOperations

/// A file's change as a unified diff (`--- a/PATH`, `+++ b/PATH`, `@@ -l,n +l,n @@` hunks with
/// three lines of context), as `git apply` and `patch -p1` read it from the project's folder.
/// The hunks come from the edits themselves: the lines each edit touches, before and after.
enum UnifiedDiff {
    static let context = 3

    static func render(_ change: LintFixes.Change) -> String {
        let old = lines(change.before)
        let new = lines(change.after)
        // Blocks of changed lines: edits touching the same lines form one block.
        var blocks: [(oldStart: Int, oldEnd: Int, added: Int)] = []
        for edit in change.edits.sorted(by: { ($0.line, $0.column) < ($1.line, $1.column) }) {
            let added = edit.replacement.filter { $0 == "\n" }.count - (edit.endLine - edit.line)
            if let last = blocks.last, edit.line <= last.oldEnd {
                blocks[blocks.count - 1] = (last.oldStart, max(last.oldEnd, edit.endLine), last.added + added)
            } else {
                blocks.append((edit.line, edit.endLine, added))
            }
        }
        var hunks:
            [(oldStart: Int, oldEnd: Int, blocks: [(oldStart: Int, oldEnd: Int, newStart: Int, newEnd: Int)])] =
                []
        var delta = 0
        for block in blocks {
            let newStart = block.oldStart + delta
            let newEnd = block.oldEnd + delta + block.added
            delta += block.added
            let placed = (block.oldStart, block.oldEnd, newStart, newEnd)
            let start = max(1, block.oldStart - context)
            let end = min(old.count, block.oldEnd + context)
            if let last = hunks.last, start <= last.oldEnd + 1 {
                hunks[hunks.count - 1] = (last.oldStart, max(last.oldEnd, end), last.blocks + [placed])
            } else {
                hunks.append((start, end, [placed]))
            }
        }
        var text = "--- a/\(change.path)\n+++ b/\(change.path)\n"
        for hunk in hunks {
            guard let first = hunk.blocks.first else { continue }
            let newStart = hunk.oldStart + (first.newStart - first.oldStart)
            var body: [String] = []
            var oldLine = hunk.oldStart
            var oldCount = 0
            var newCount = 0
            for block in hunk.blocks {
                while oldLine < block.oldStart {
                    body.append(" " + line(old, oldLine))
                    oldLine += 1
                    oldCount += 1
                    newCount += 1
                }
                for number in block.oldStart...max(block.oldStart, block.oldEnd) where number <= old.count {
                    body.append("-" + line(old, number))
                    oldCount += 1
                }
                if block.newEnd >= block.newStart {
                    for number in block.newStart...block.newEnd where number <= new.count {
                        body.append("+" + line(new, number))
                        newCount += 1
                    }
                }
                oldLine = block.oldEnd + 1
            }
            while oldLine <= hunk.oldEnd {
                body.append(" " + line(old, oldLine))
                oldLine += 1
                oldCount += 1
                newCount += 1
            }
            text += "@@ -\(hunk.oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            text += body.joined(separator: "\n") + "\n"
        }
        return text
    }

    private static func lines(_ text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if text.hasSuffix("\n") { lines.removeLast() }
        return lines
    }

    private static func line(_ lines: [Substring], _ number: Int) -> String {
        number >= 1 && number <= lines.count ? String(lines[number - 1]) : ""
    }
}
