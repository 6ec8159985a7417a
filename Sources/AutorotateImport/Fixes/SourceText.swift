/// One Swift or Objective-C file as the fix readers see it: its bytes, its tokens and each
/// bracket's partner, so that a span of tokens maps back to the exact text the import read.
struct SourceText {
    let bytes: [UInt8]
    let tokens: [SourceToken]
    let language: SourceTokenizer.Language
    /// Opening bracket (`(`, `[`, `{`) token index → its closing partner's index.
    let closing: [Int: Int]

    /// `nil` for a file that is neither Swift nor Objective-C.
    init?(path: String, content: String) {
        if path.hasSuffix(".swift") {
            language = .swift
        } else if path.hasSuffix(".m") || path.hasSuffix(".mm") || path.hasSuffix(".h") {
            language = .objectiveC
        } else {
            return nil
        }
        bytes = Array(content.utf8)
        tokens = SourceTokenizer.tokenize(content, language: language)
        closing = tokens.bracketPartners.partners
    }

    /// The text of bytes `start..<end`.
    func text(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[max(0, start)..<min(end, bytes.count)], as: UTF8.self)
    }

    /// The text of tokens `range` (from the first's start to the last's end).
    func text(of range: ClosedRange<Int>) -> String {
        text(tokens[range.lowerBound].start, tokens[range.upperBound].end)
    }

    /// The 1-based line and column of byte `offset` (columns in bytes, which are code points on
    /// the ASCII lines fixes are offered for).
    func place(_ offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return (line, offset - lineStart + 1)
    }

    /// The span of bytes `start..<end` as a ``SourceSpan``.
    func span(_ start: Int, _ end: Int) -> SourceSpan {
        let from = place(start)
        let to = place(end)
        return SourceSpan(
            line: from.line, column: from.column, endLine: to.line, endColumn: to.column,
            text: text(start, end))
    }

    /// Whether every byte of the lines that hold `start..<end` is ASCII (where byte columns are
    /// the code-point columns an edit gives).
    func isASCIILines(_ start: Int, _ end: Int) -> Bool {
        var from = min(start, bytes.count)
        while from > 0, bytes[from - 1] != UInt8(ascii: "\n") { from -= 1 }
        var to = min(end, bytes.count)
        while to < bytes.count, bytes[to] != UInt8(ascii: "\n") { to += 1 }
        return bytes[from..<to].allSatisfy { $0 < 0x80 }
    }

    /// The spaces and tabs that begin the line holding byte `offset`.
    func indentation(at offset: Int) -> String {
        var from = min(offset, bytes.count)
        while from > 0, bytes[from - 1] != UInt8(ascii: "\n") { from -= 1 }
        var to = from
        while to < bytes.count, bytes[to] == UInt8(ascii: " ") || bytes[to] == UInt8(ascii: "\t") { to += 1 }
        return text(from, to)
    }

    /// The index of the first token on `line`, if any.
    func firstToken(onLine line: Int) -> Int? { tokens.firstIndex { $0.line == line } }
}

/// A stretch of a source file the import read (api.md §7.1 "Fixes": what an edit replaces): from
/// `line:column` up to, not including, `endLine:endColumn`, and the exact text there.
public struct SourceSpan: Sendable, Equatable {
    /// The first line, from 1.
    public var line: Int
    /// The column of the first character, from 1.
    public var column: Int
    /// The line where the span ends.
    public var endLine: Int
    /// The column just after the last character.
    public var endColumn: Int
    /// The text of the file in the span, as read.
    public var text: String
}
