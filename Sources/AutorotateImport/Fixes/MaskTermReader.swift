/// The mask expressions a rotation method returns, term by term, with the exact place of each
/// term (api.md §7.1 "Fixes": AR001 replaces a term, AR002 removes one). Reads the method whose
/// declaration the import's `sources` names: every `return` expression of its body, or a Swift
/// body that is one expression (`{ .portrait }`, `get { … }`).
public enum MaskTermReader {
    /// What a term names.
    public enum TermKind: Sendable, Equatable {
        /// A mask constant: `.landscape`, `UIInterfaceOrientationMask.portrait`, `UIInterfaceOrientationMaskAll`.
        case mask
        /// An interface-orientation constant: `UIInterfaceOrientation.portrait`, `UIInterfaceOrientationPortrait`.
        case interfaceOrientation
        /// A device-orientation constant: `UIDeviceOrientation.landscapeLeft`, `UIDeviceOrientationLandscapeLeft`.
        case deviceOrientation
    }

    /// One term of a mask expression.
    public struct Term: Sendable, Equatable {
        /// The term's text and place.
        public var span: SourceSpan
        /// What its constant is.
        public var kind: TermKind
        /// The orientation or mask it names, lower camel case (`landscapeLeft`, `allButUpsideDown`).
        public var name: String
        /// Whether it is spelt the Objective-C way (`UIInterfaceOrientationMaskPortrait`), not Swift's.
        public var isObjectiveCName: Bool
        /// From the end of the previous term to the end of this one (` | X`, `, .x`): what removing
        /// this term removes; `nil` for the first term.
        public var withSeparator: SourceSpan?
    }

    /// One expression: its whole text and its terms; empty terms when a term is not a constant.
    public struct Expression: Sendable, Equatable {
        public var span: SourceSpan
        public var terms: [Term]
    }

    /// The expressions returned by the method declared at `line:column` of the file.
    public static func expressions(path: String, content: String, line: Int, column: Int) -> [Expression] {
        guard let file = SourceText(path: path, content: content),
            let declaration = file.tokens.firstIndex(where: {
                $0.line == line && $0.column >= column || $0.line > line
            })
        else { return [] }
        guard
            let open = file.tokens[declaration...].prefix(48).firstIndex(where: { $0.is("{") }),
            let close = file.closing[open]
        else { return [] }
        return body(file, open, close)
    }

    private static func body(_ file: SourceText, _ open: Int, _ close: Int) -> [Expression] {
        let tokens = file.tokens
        guard open + 1 < close else { return [] }
        if tokens[open + 1].is("get"), open + 2 < close, tokens[open + 2].is("{"),
            let inner = file.closing[open + 2]
        {
            return body(file, open + 2, inner)
        }
        var found: [Expression] = []
        var index = open + 1
        var returns = 0
        while index < close {
            if tokens[index].is("return") {
                returns += 1
                let end = expressionEnd(file, from: index + 1, limit: close)
                if end > index + 1, let expression = expression(file, (index + 1)...(end - 1)) {
                    found.append(expression)
                }
                index = end
                continue
            }
            index += 1
        }
        if returns == 0, file.language == .swift,
            let expression = expression(file, (open + 1)...(close - 1)),
            expressionEnd(file, from: open + 1, limit: close) == close
        {
            found.append(expression)
        }
        return found
    }

    /// Where the expression starting at `start` ends: a `;`, the block's end, or (Swift) a new
    /// line that does not continue it.
    private static func expressionEnd(_ file: SourceText, from start: Int, limit: Int) -> Int {
        var index = start
        while index < limit {
            let token = file.tokens[index]
            if token.is("(") || token.is("[") || token.is("{") {
                index = min((file.closing[index] ?? limit) + 1, limit)
                continue
            }
            if token.is(";") || token.is("}") { return index }
            if file.language == .swift, index > start, token.line > file.tokens[index - 1].line,
                !continues(file.tokens[index - 1], token)
            {
                return index
            }
            index += 1
        }
        return limit
    }

    private static func continues(_ previous: SourceToken, _ next: SourceToken) -> Bool {
        let joiners: Set<String> = ["|", ",", "?", ":", "??", "&"]
        return (previous.kind == .punctuation && joiners.contains(previous.text))
            || (next.kind == .punctuation && (joiners.contains(next.text) || next.text == "."))
    }

    /// The expression of tokens `range`, split into terms when it is a union of constants: a Swift
    /// array literal (`[.a, .b]`) or terms joined by `|`, in parentheses or not.
    private static func expression(_ file: SourceText, _ range: ClosedRange<Int>) -> Expression? {
        let tokens = file.tokens
        var lower = range.lowerBound
        var upper = range.upperBound
        guard lower <= upper else { return nil }
        let whole = file.span(tokens[lower].start, tokens[upper].end)
        while tokens[lower].is("("), file.closing[lower] == upper, lower + 1 < upper {
            lower += 1
            upper -= 1
        }
        var separator = "|"
        if tokens[lower].is("["), file.closing[lower] == upper {
            separator = ","
            lower += 1
            upper -= 1
        }
        var parts: [ClosedRange<Int>] = []
        var start = lower
        var index = lower
        while index <= upper {
            if tokens[index].is("(") || tokens[index].is("[") {
                index = (file.closing[index] ?? upper) + 1
                continue
            }
            if tokens[index].is(separator) {
                guard start < index else { return Expression(span: whole, terms: []) }
                parts.append(start...(index - 1))
                start = index + 1
            }
            index += 1
        }
        if start <= upper { parts.append(start...upper) }
        var terms: [Term] = []
        for (number, part) in parts.enumerated() {
            guard let constant = constant(file, part) else { return Expression(span: whole, terms: []) }
            var term = constant
            if number > 0 {
                term.withSeparator = file.span(
                    tokens[parts[number - 1].upperBound].end, tokens[part.upperBound].end)
            }
            terms.append(term)
        }
        return Expression(span: whole, terms: terms)
    }

    /// The constant tokens `range` spell, when they are one.
    private static func constant(_ file: SourceText, _ range: ClosedRange<Int>) -> Term? {
        let tokens = Array(file.tokens[range])
        guard tokens.allSatisfy({ $0.kind == .identifier || $0.is(".") }), let last = tokens.last,
            last.kind == .identifier
        else { return nil }
        let span = file.span(tokens[0].start, last.end)
        let names = tokens.filter { $0.kind == .identifier }.map(\.text)
        if names.count == 1, tokens.count == 1 {
            for (prefix, kind) in [
                ("UIInterfaceOrientationMask", TermKind.mask),
                ("UIInterfaceOrientation", .interfaceOrientation),
                ("UIDeviceOrientation", .deviceOrientation),
            ] where last.text.hasPrefix(prefix) && last.text.count > prefix.count {
                let rest = last.text.dropFirst(prefix.count)
                guard let first = rest.first, first.isUppercase else { continue }
                return Term(
                    span: span, kind: kind, name: first.lowercased() + rest.dropFirst(),
                    isObjectiveCName: true,
                    withSeparator: nil)
            }
            return nil
        }
        let kinds: [String: TermKind] = [
            "UIInterfaceOrientationMask": .mask, "UIInterfaceOrientation": .interfaceOrientation,
            "UIDeviceOrientation": .deviceOrientation,
        ]
        if names.count == 1, tokens.count == 2, tokens[0].is(".") {
            return Term(span: span, kind: .mask, name: last.text, isObjectiveCName: false, withSeparator: nil)
        }
        if names.count == 2, tokens.count == 3, let kind = kinds[names[0]] {
            return Term(span: span, kind: kind, name: last.text, isObjectiveCName: false, withSeparator: nil)
        }
        return nil
    }
}
