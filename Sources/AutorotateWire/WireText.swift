/// A string field of a wire value as it is stored: a word of the fixed vocabulary, or any text
/// (from the user's scenario, from a decoded answer, or set through the public `String`
/// property). Both forms of the same characters are the same value: ``==`` compares the text,
/// as the `String` field it stands behind did.
///
/// 17 bytes (24 in a struct). A 16-byte form, one payload-less case per word beside the text,
/// is slower: its writes map each case back to a ``WireWord`` first.
@usableFromInline package enum WireText: Sendable, Equatable {
    /// A word of the fixed vocabulary, written from its pre-quoted literal.
    case word(WireWord)
    /// Any other text, escaped as it is written.
    case text(String)

    /// The text, whichever the form.
    @inline(__always)
    package var string: String {
        switch self {
        case .word(let word): word.text
        case .text(let text): text
        }
    }

    /// Writes the text as a JSON string: a word from its literal, any other text escaped.
    @inline(__always)
    func write(to output: inout JSONOutput) {
        switch self {
        case .word(let word): word.write(to: &output)
        case .text(let text): output.string(text)
        }
    }

    @usableFromInline package static func == (lhs: WireText, rhs: WireText) -> Bool {
        if case .word(let left) = lhs, case .word(let right) = rhs { return left == right }
        return lhs.string == rhs.string
    }
}
