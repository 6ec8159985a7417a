/// How a set of findings' edits is applied to a file's text (api.md §7.1 "Fixes", `lint --fix`):
/// edits that overlap belong to no fix (none of the findings involved is applied), the others are
/// applied from the end of the text backwards, so that each edit's line and column still name the
/// text it was made for.
public enum FixApplication {
    /// The indices of `findings` with an edit that overlaps an edit of another finding: none of
    /// their edits may be applied.
    public static func overlappingFindings(_ findings: [Finding], fixable: (Int) -> Bool = { _ in true })
        -> Set<Int>
    {
        var candidates: [(finding: Int, edit: FindingEdit)] = []
        for (index, finding) in findings.enumerated() where fixable(index) {
            for edit in finding.edits { candidates.append((index, edit)) }
        }
        var blocked: Set<Int> = []
        for first in candidates.indices {
            for second in candidates.indices
            where second > first && candidates[first].finding != candidates[second].finding
                && overlaps(candidates[first].edit, candidates[second].edit)
            {
                blocked.insert(candidates[first].finding)
                blocked.insert(candidates[second].finding)
            }
        }
        return blocked
    }

    /// Whether two edits touch the same text of one file (two insertions at one place count).
    public static func overlaps(_ a: FindingEdit, _ b: FindingEdit) -> Bool {
        guard a.path == b.path else { return false }
        let aStart = (a.line, a.column)
        let bStart = (b.line, b.column)
        if aStart == bStart { return true }
        return aStart < (b.endLine, b.endColumn) && bStart < (a.endLine, a.endColumn)
    }

    /// `text` with `edits` (none overlapping) applied; `nil` when an edit lies outside the text.
    /// Columns count Unicode code points.
    public static func applying(_ edits: [FindingEdit], to text: String) -> String? {
        var scalars = Array(text.unicodeScalars)
        var lineStarts = [0]
        for (index, scalar) in scalars.enumerated() where scalar == "\n" { lineStarts.append(index + 1) }
        func offset(_ line: Int, _ column: Int) -> Int? {
            guard line >= 1, line <= lineStarts.count, column >= 1 else { return nil }
            let start = lineStarts[line - 1]
            let lineEnd = line < lineStarts.count ? lineStarts[line] - 1 : scalars.count
            let position = start + column - 1
            return position <= lineEnd ? position : nil
        }
        var ranges: [(start: Int, end: Int, replacement: String)] = []
        for edit in edits {
            guard let start = offset(edit.line, edit.column), let end = offset(edit.endLine, edit.endColumn),
                start <= end
            else { return nil }
            ranges.append((start, end, edit.replacement))
        }
        for range in ranges.sorted(by: { $0.start > $1.start }) {
            scalars.replaceSubrange(range.start..<range.end, with: Array(range.replacement.unicodeScalars))
        }
        var result = ""
        result.unicodeScalars.append(contentsOf: scalars)
        return result
    }
}
