/// Splits Swift or Objective-C source text into ``SourceToken``s: comments are dropped (nested
/// `/* */` in Swift), string literals become one token each (Swift multi-line `"""`, raw `#"…"#`
/// and interpolations `\(…)`; Objective-C `@"…"` and character literals), and Objective-C
/// preprocessor lines are skipped. Never fails: text that ends inside a comment or literal simply
/// ends the token list.
struct SourceTokenizer {
    enum Language: Sendable { case swift, objectiveC }

    private let bytes: [UInt8]
    private let language: Language
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var tokens: [SourceToken] = []
    /// Whether only spaces came since the last newline (for Objective-C `#` lines).
    private var atLineStart = true

    static func tokenize(_ text: String, language: Language) -> [SourceToken] {
        var tokenizer = SourceTokenizer(bytes: Array(text.utf8), language: language)
        tokenizer.run()
        return tokenizer.tokens
    }

    private init(bytes: [UInt8], language: Language) {
        self.bytes = bytes
        self.language = language
    }

    private func byte(_ offset: Int = 0) -> UInt8 {
        let position = index + offset
        return position < bytes.count ? bytes[position] : 0
    }

    private mutating func advance() {
        if index < bytes.count, bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    private mutating func run() {
        while index < bytes.count {
            let current = bytes[index]
            switch current {
            case 0x0A:
                advance()
                atLineStart = true
                continue
            case 0x20, 0x09, 0x0D, 0x0C, 0x0B:
                advance()
                continue
            default: break
            }
            let wasAtLineStart = atLineStart
            atLineStart = false
            if current == UInt8(ascii: "/") && byte(1) == UInt8(ascii: "/") {
                while index < bytes.count && bytes[index] != 0x0A { advance() }
                continue
            }
            if current == UInt8(ascii: "/") && byte(1) == UInt8(ascii: "*") {
                skipBlockComment()
                continue
            }
            if language == .objectiveC && current == UInt8(ascii: "#") && wasAtLineStart {
                skipPreprocessorLine()
                atLineStart = true
                continue
            }
            let startLine = line
            let startColumn = index - lineStart + 1
            let start = index
            if current == UInt8(ascii: "\"")
                || (language == .swift && current == UInt8(ascii: "#") && isRawStringStart())
                || (language == .objectiveC && current == UInt8(ascii: "@") && byte(1) == UInt8(ascii: "\""))
            {
                if current == UInt8(ascii: "@") { advance() }
                skipString()
                emit(.string, start: start, line: startLine, column: startColumn)
            } else if language == .objectiveC && current == UInt8(ascii: "'") {
                skipQuoted(UInt8(ascii: "'"))
                emit(.string, start: start, line: startLine, column: startColumn)
            } else if Self.isIdentifierStart(current)
                || ((current == UInt8(ascii: "@") || current == UInt8(ascii: "#"))
                    && Self.isIdentifierStart(byte(1)))
            {
                advance()
                while index < bytes.count && Self.isIdentifierPart(bytes[index]) { advance() }
                emit(.identifier, start: start, line: startLine, column: startColumn)
            } else if Self.isDigit(current) {
                while index < bytes.count
                    && (Self.isIdentifierPart(bytes[index])
                        || (bytes[index] == UInt8(ascii: ".") && Self.isDigit(byte(1))))
                {
                    advance()
                }
                emit(.number, start: start, line: startLine, column: startColumn)
            } else if Self.isSingle(current) {
                advance()
                emit(.punctuation, start: start, line: startLine, column: startColumn)
            } else if Self.isOperator(current) {
                advance()
                while index < bytes.count && Self.isOperator(bytes[index])
                    && !(bytes[index] == UInt8(ascii: "/")
                        && (byte(1) == UInt8(ascii: "/") || byte(1) == UInt8(ascii: "*")))
                {
                    advance()
                }
                emit(.punctuation, start: start, line: startLine, column: startColumn)
            } else {
                // Any other byte (non-ASCII outside a literal, a stray backslash): one token.
                advance()
                while index < bytes.count && bytes[index] >= 0x80 && bytes[index] < 0xC0 { advance() }
                emit(.punctuation, start: start, line: startLine, column: startColumn)
            }
        }
    }

    private mutating func emit(_ kind: SourceToken.Kind, start: Int, line: Int, column: Int) {
        let end = min(index, bytes.count)
        let text = kind == .string ? "\"…\"" : String(decoding: bytes[start..<end], as: UTF8.self)
        tokens.append(SourceToken(kind: kind, text: text, line: line, column: column, start: start, end: end))
    }

    private mutating func skipBlockComment() {
        advance()
        advance()
        var depth = 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "*") && byte(1) == UInt8(ascii: "/") {
                advance()
                advance()
                depth -= 1
                if depth == 0 || language == .objectiveC { return }
            } else if language == .swift && bytes[index] == UInt8(ascii: "/") && byte(1) == UInt8(ascii: "*")
            {
                advance()
                advance()
                depth += 1
            } else {
                advance()
            }
        }
    }

    private mutating func skipPreprocessorLine() {
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\") && byte(1) == 0x0A {
                advance()
                advance()
                continue
            }
            if bytes[index] == 0x0A { return }
            if bytes[index] == UInt8(ascii: "/") && byte(1) == UInt8(ascii: "*") {
                skipBlockComment()
                continue
            }
            advance()
        }
    }

    private func isRawStringStart() -> Bool {
        var offset = 0
        while byte(offset) == UInt8(ascii: "#") { offset += 1 }
        return byte(offset) == UInt8(ascii: "\"")
    }

    /// Skips a Swift or C string literal starting at `index` (`#`s, quotes and all).
    private mutating func skipString() {
        var hashes = 0
        while byte() == UInt8(ascii: "#") {
            hashes += 1
            advance()
        }
        let multiLine =
            byte() == UInt8(ascii: "\"") && byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\"")
            && language == .swift
        let quotes = multiLine ? 3 : 1
        for _ in 0..<quotes { advance() }
        while index < bytes.count {
            let current = bytes[index]
            if current == UInt8(ascii: "\\") && hasHashes(hashes, from: 1) {
                advance()
                for _ in 0..<hashes { advance() }
                if language == .swift && byte() == UInt8(ascii: "(") {
                    skipInterpolation()
                } else {
                    advance()
                }
                continue
            }
            if current == UInt8(ascii: "\"") {
                let closesQuotes =
                    !multiLine || (byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\""))
                if closesQuotes && hasHashes(hashes, from: quotes) {
                    for _ in 0..<(quotes + hashes) { advance() }
                    return
                }
            }
            if current == 0x0A && !multiLine { return }
            advance()
        }
    }

    private func hasHashes(_ count: Int, from offset: Int) -> Bool {
        for step in 0..<count where byte(offset + step) != UInt8(ascii: "#") { return false }
        return true
    }

    /// Skips `( … )` inside a Swift string, nested strings and parentheses included.
    private mutating func skipInterpolation() {
        var depth = 0
        while index < bytes.count {
            let current = bytes[index]
            if current == UInt8(ascii: "(") {
                depth += 1
            } else if current == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 {
                    advance()
                    return
                }
            } else if current == UInt8(ascii: "\"") {
                skipString()
                continue
            } else if current == 0x0A {
                return
            }
            advance()
        }
    }

    private mutating func skipQuoted(_ quote: UInt8) {
        advance()
        while index < bytes.count {
            let current = bytes[index]
            if current == UInt8(ascii: "\\") {
                advance()
                advance()
                continue
            }
            if current == 0x0A { return }
            advance()
            if current == quote { return }
        }
    }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
    }

    static func isIdentifierPart(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func isSingle(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["),
            UInt8(ascii: "]"), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "."),
            UInt8(ascii: "@"), UInt8(ascii: "#"), UInt8(ascii: "\\"), UInt8(ascii: "`"):
            return true
        default: return false
        }
    }

    private static func isOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"),
            UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "!"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default: return false
        }
    }
}
