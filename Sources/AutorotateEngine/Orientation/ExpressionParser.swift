import AutorotateWire

/// The recursive-descent parser behind ``ExpressionEvaluator`` (api.md §1 MaskExpr string form):
/// it evaluates while it parses, so no tree is built. Recursion is bounded by `maxNesting`.
///
/// It reads the text as an array of code units, one per Unicode scalar, so that a position is a
/// column: the UTF-8 bytes when the text is ASCII (every name, number, operator and space is, so
/// nearly every expression), the scalars' values otherwise. Names are looked up by their bytes in
/// the vocabulary's table; a `String` is built only for an error message.
struct ExpressionParser<Unit: FixedWidthInteger & UnsignedInteger> {
    /// A value as compiled, and the mask the writer most likely meant (orientation constants
    /// read as masks, R1.2).
    struct Value {
        var value: Int
        var intended: Int
        static func | (a: Value, b: Value) -> Value {
            Value(value: a.value | b.value, intended: a.intended | b.intended)
        }
        static func & (a: Value, b: Value) -> Value {
            Value(value: a.value & b.value, intended: a.intended & b.intended)
        }
        static prefix func ~ (a: Value) -> Value { Value(value: ~a.value, intended: ~a.intended) }
    }

    /// The text, one unit per Unicode scalar (see the type's comment), borrowed for the parse
    /// (the parser lives inside the caller's `withUnsafeBufferPointer`). Every read is at an
    /// index below `units.count`: each call of ``unit(_:)`` is guarded by a comparison with it.
    let units: UnsafeBufferPointer<Unit>
    let vocabulary: ExpressionVocabulary
    let maxNesting: Int
    private(set) var warnings: [Warning] = []
    /// Whether a name's compiled value differs from what it names (R1.2 constants).
    private(set) var usedOrientationConstants = false
    private var position = 0
    private var depth = 0

    init(units: UnsafeBufferPointer<Unit>, vocabulary: ExpressionVocabulary, maxNesting: Int) {
        self.units = units
        self.vocabulary = vocabulary
        self.maxNesting = maxNesting
    }

    /// The whole input as one expression.
    mutating func parseExpression() throws(ExpressionError) -> ExpressionValue {
        skipSpace()
        if position == units.count { throw ExpressionError(message: "empty expression", column: 1) }
        let value = try parseOr()
        skipSpace()
        if position < units.count { throw unexpected() }
        return ExpressionValue(value: value.value, intended: value.intended)
    }

    // MARK: Grammar

    private mutating func parseOr() throws(ExpressionError) -> Value {
        var value = try parseAnd()
        while peek() == Self.bar {
            position += 1
            value = value | (try parseAnd())
        }
        return value
    }

    private mutating func parseAnd() throws(ExpressionError) -> Value {
        var value = try parseUnary()
        while peek() == Self.ampersand {
            position += 1
            value = value & (try parseUnary())
        }
        return value
    }

    private mutating func parseUnary() throws(ExpressionError) -> Value {
        guard let next = peek() else { throw unexpected() }
        switch next {
        case Self.tilde:
            try enter()
            position += 1
            let value = ~(try parseUnary())
            depth -= 1
            return value
        case Self.openParenthesis:
            let open = position
            try enter()
            position += 1
            let value = try parseOr()
            guard peek() == Self.closeParenthesis else { throw missingClose(")", openedAt: open) }
            position += 1
            depth -= 1
            return value
        case Self.openBracket:
            let open = position
            try enter()
            position += 1
            var value = Value(value: 0, intended: 0)
            while peek() != Self.closeBracket {
                guard peek() != nil else { throw missingClose("]", openedAt: open) }
                value = value | (try parseOr())
                if peek() == Self.comma {
                    position += 1
                } else if peek() != Self.closeBracket {
                    guard peek() != nil else { throw missingClose("]", openedAt: open) }
                    throw unexpected()
                }
            }
            position += 1
            depth -= 1
            return value
        default:
            return try parseAtom()
        }
    }

    private mutating func parseAtom() throws(ExpressionError) -> Value {
        skipSpace()
        guard position < units.count else { throw unexpected() }
        let start = position
        let first = unit(position)
        if Self.isDigit(first) { return try parseInteger() }
        if Self.isIdentifierStart(first)
            || (first == Self.dot && position + 1 < units.count
                && Self.isIdentifierStart(unit(position + 1)))
        {
            return try parseName(start: start)
        }
        throw unexpected()
    }

    private mutating func parseInteger() throws(ExpressionError) -> Value {
        let start = position
        var hex = false
        if unit(position) == Self.zero, position + 1 < units.count,
            unit(position + 1) == Self.lowerX || unit(position + 1) == Self.upperX
        {
            hex = true
            position += 2
        }
        let digitsStart = position
        while position < units.count, Self.isIdentifierPart(unit(position)) { position += 1 }
        if let value = integerValue(digitsStart..<position, hex: hex) {
            return Value(value: value, intended: value)
        }
        let allDigits =
            digitsStart < position
            && units[digitsStart..<position].allSatisfy {
                hex ? Self.isHexDigit(UInt32($0)) : Self.isDigit(UInt32($0))
            }
        let reason = allDigits ? "does not fit in a 64-bit integer" : "is not a valid number"
        throw ExpressionError(
            message: "'\(text(start..<position))' \(reason) at column \(start + 1)", column: start + 1)
    }

    /// The digits in `range` as `Int(digits, radix:)` reads them (no sign can occur: they are
    /// identifier characters), or `nil` when one is not a digit of the radix or the value overflows.
    private func integerValue(_ range: Range<Int>, hex: Bool) -> Int? {
        guard !range.isEmpty else { return nil }
        let radix = hex ? 16 : 10
        var value = 0
        for index in range {
            let digit: Int
            let code = unit(index)
            if Self.isDigit(code) {
                digit = Int(code &- 0x30)
            } else if hex, code >= 0x61, code <= 0x66 {
                digit = Int(code &- 0x61) &+ 10
            } else if hex, code >= 0x41, code <= 0x46 {
                digit = Int(code &- 0x41) &+ 10
            } else {
                return nil
            }
            let (shifted, overflow) = value.multipliedReportingOverflow(by: radix)
            let (sum, carry) = shifted.addingReportingOverflow(digit)
            if overflow || carry { return nil }
            value = sum
        }
        return value
    }

    private mutating func parseName(start: Int) throws(ExpressionError) -> Value {
        // The scan runs on a local end (not the stored `position`) and tests a character with
        // one table lookup: names are most of an expression's text.
        let count = units.count
        var end = position
        if unit(end) == Self.dot { end += 1 }
        while end < count {
            // Bytes (an ASCII text): eight identifier characters at a time while they last.
            if Unit.bitWidth == 8, end + 8 <= count, let base = units.baseAddress {
                // `end + 8 <= count`: the eight bytes lie inside `units`.
                let word = UnsafeRawPointer(base + end).loadUnaligned(as: UInt64.self)
                let run = Self.identifierRun(UInt64(littleEndian: word))
                end += run
                if run == 8 { continue }
            }
            let scalar = unit(end)
            if Self.isIdentifierPart(scalar) {
                end += 1
            } else if scalar == Self.dot, end + 1 < count, Self.isIdentifierStart(unit(end + 1)) {
                end += 1
            } else {
                break
            }
        }
        position = end
        guard let index = vocabulary.entryIndex(units, start..<position) else {
            let name = text(start..<position)
            let hint = NameSuggestion.hint(for: name, among: vocabulary.accepted)
            throw ExpressionError(
                message: "unknown \(vocabulary.noun) name '\(name)'" + hint, column: start + 1)
        }
        switch vocabulary.entries[index] {
        case .value(let value, let intended, let warning):
            if let warning {
                // An expression that warns mostly warns a few times (each constant, then the mask
                // it makes): room for them in one allocation rather than a growth at each.
                if warnings.isEmpty { warnings.reserveCapacity(4) }
                warnings.append(warning)
                if intended != value { usedOrientationConstants = true }
            }
            return Value(value: value, intended: intended)
        case .rejected(let message):
            throw ExpressionError(message: message, column: start + 1)
        }
    }

    /// The warnings collected so far, handed over: the parser keeps none, so that the caller
    /// appends its own to this very array instead of to a copy of it.
    mutating func takeWarnings() -> [Warning] {
        var taken: [Warning] = []
        swap(&taken, &warnings)
        return taken
    }

    // MARK: Helpers

    /// The scalar value at `index` (< `units.count`).
    @inline(__always) private func unit(_ index: Int) -> UInt32 { UInt32(truncatingIfNeeded: units[index]) }

    private mutating func enter() throws(ExpressionError) {
        depth += 1
        if depth > maxNesting {
            throw ExpressionError(
                message: "expression nested more than \(maxNesting) levels deep at column \(position + 1)",
                column: position + 1)
        }
    }

    /// The next non-space scalar, leaving `position` on it.
    private mutating func peek() -> UInt32? {
        skipSpace()
        return position < units.count ? unit(position) : nil
    }

    private mutating func skipSpace() {
        while position < units.count, Self.isSpace(unit(position)) { position += 1 }
    }

    /// "unexpected X at column N" for the token at `position`.
    private mutating func unexpected() -> ExpressionError {
        skipSpace()
        let column = position + 1
        guard position < units.count else {
            return ExpressionError(
                message: "unexpected end of expression at column \(column)", column: column)
        }
        let scalar = unit(position)
        var end = position + 1
        if Self.isIdentifierStart(scalar) || Self.isDigit(scalar) || scalar == Self.dot {
            while end < units.count, Self.isIdentifierPart(unit(end)) || unit(end) == Self.dot { end += 1 }
        }
        return ExpressionError(
            message: "unexpected '\(text(position..<end))' at column \(column)", column: column)
    }

    private mutating func missingClose(_ close: String, openedAt open: Int) -> ExpressionError {
        skipSpace()
        let opener = close == ")" ? "(" : "["
        let found = position < units.count ? "'\(text(position..<position + 1))'" : "end of expression"
        return ExpressionError(
            message:
                "expected '\(close)' to close the '\(opener)' at column \(open + 1), found \(found) at column "
                + "\(position + 1)",
            column: position + 1)
    }

    /// The scalars in `range` as a String (error messages only).
    private func text(_ range: Range<Int>) -> String {
        var view = String.UnicodeScalarView()
        for index in range {
            // Every unit is a scalar's value (see the type's comment), so this never substitutes.
            view.append(Unicode.Scalar(unit(index)) ?? "\u{FFFD}")
        }
        return String(view)
    }

    private static var bar: UInt32 { 0x7C }
    private static var ampersand: UInt32 { 0x26 }
    private static var tilde: UInt32 { 0x7E }
    private static var openParenthesis: UInt32 { 0x28 }
    private static var closeParenthesis: UInt32 { 0x29 }
    private static var openBracket: UInt32 { 0x5B }
    private static var closeBracket: UInt32 { 0x5D }
    private static var comma: UInt32 { 0x2C }
    private static var dot: UInt32 { 0x2E }
    private static var zero: UInt32 { 0x30 }
    private static var lowerX: UInt32 { 0x78 }
    private static var upperX: UInt32 { 0x58 }

    static func isSpace(_ s: UInt32) -> Bool { s == 0x20 || s == 0x09 || s == 0x0A || s == 0x0D }
    static func isDigit(_ s: UInt32) -> Bool { s &- 0x30 < 10 }
    static func isHexDigit(_ s: UInt32) -> Bool {
        isDigit(s) || (s >= 0x61 && s <= 0x66) || (s >= 0x41 && s <= 0x46)
    }
    static func isIdentifierStart(_ s: UInt32) -> Bool {
        (s | 0x20) &- 0x61 < 26 || s == 0x5F
    }
    /// How many of the eight bytes of `word` (the first in its low byte) are identifier
    /// characters (``isIdentifierPart(_:)``) before the first that is not: each byte's class is
    /// tested in parallel, by ranges (`0`–`9`, `A`–`Z` or `a`–`z` as one range of the byte with
    /// bit 5 set, and `_`) on its low seven bits, a byte with its high bit set being none.
    @inline(__always)
    static func identifierRun(_ word: UInt64) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high = ones &* 0x80
        let low = word & (ones &* 0x7F)
        // For a byte x ≤ 0x7F: x + (0x80 - lo) sets bit 7 exactly when x ≥ lo, and
        // x + (0x7F - hi) sets it exactly when x > hi; no sum carries into the next byte.
        let digit = (low &+ ones &* (0x80 - 0x30)) & ~(low &+ ones &* (0x7F - 0x39))
        let folded = low | (ones &* 0x20)
        let letter = (folded &+ ones &* (0x80 - 0x61)) & ~(folded &+ ones &* (0x7F - 0x7A))
        let underscoreDiff = low ^ (ones &* 0x5F)
        let underscore = ~(underscoreDiff &+ ones &* 0x7F)
        let identifier = (digit | letter | underscore) & ~word & high
        let other = ~identifier & high
        return other == 0 ? 8 : other.trailingZeroBitCount / 8
    }

    /// `isIdentifierStart(s) || isDigit(s)`, as one lookup in a 128-bit table of the ASCII
    /// letters, digits and `_` (no other scalar is one).
    @inline(__always)
    static func isIdentifierPart(_ s: UInt32) -> Bool {
        guard s < 128 else { return false }
        let word: UInt64 = s < 64 ? 0x03FF_0000_0000_0000 : 0x07FF_FFFE_87FF_FFFE
        return (word >> UInt64(s & 63)) & 1 != 0
    }
}

/// What ``ExpressionParser`` computed: the value as compiled and the mask the writer most likely
/// meant (R1.2).
struct ExpressionValue {
    var value: Int
    var intended: Int
}
