/// One token of a Swift or Objective-C source file, with where it starts.
struct SourceToken: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// A name or keyword (`class`, `supportedInterfaceOrientations`, `@interface`, `#if`).
        case identifier
        /// A number literal.
        case number
        /// A string or character literal (its text is not kept).
        case string
        /// An operator or punctuation: `{`, `}`, `(`, `)`, `[`, `]`, `;`, `:`, `,`, `.`, `?`,
        /// and runs of operator characters such as `??`, `->`, `==`, `|`.
        case punctuation
    }

    var kind: Kind
    var text: String
    /// 1-based line and column (in bytes) of the token's first character.
    var line: Int
    var column: Int
    /// Byte offsets of the token in its file: `start..<end`.
    var start: Int
    var end: Int

    func `is`(_ text: String) -> Bool { self.text == text && kind != .string }
}
