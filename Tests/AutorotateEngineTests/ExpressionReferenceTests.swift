import AutorotateWire
import Testing

@testable import AutorotateEngine

/// The byte-level evaluator against the scalar-level one it replaced: same value, warnings,
/// error message and column for every text.
@Suite struct ExpressionReferenceTests {
    /// Texts built from every vocabulary's names (accepted and rejected), near misses, numbers,
    /// operators, brackets, spaces and non-ASCII scalars, in every kind, evaluate exactly as before.
    @Test func generatedTextsEvaluateAsBefore() {
        var generator = SplitMix(seed: 0x5EED_0019)
        let kinds: [ExpressionKind] = [.orientationMask, .orientationValue, .autoresizing]
        var names: [String] = []
        for kind in kinds { names += ExpressionVocabulary.of(kind).names }
        let pieces = [
            "|", "&", "~", "(", ")", "[", "]", ",", " ", "  ", "\t", "\n", "\r", ".", "0", "7", "24", "0x18",
            "0X1e", "0x", "0xZ", "12ab", "9223372036854775807", "9223372036854775808", "0x8000000000000000",
            "é", "e\u{301}", "🙂", "\u{00A0}", "_", "UIInterfaceOrientationMask", "UIDeviceOrientation.",
            "landscape", "Landscape", "portrait.", "..", "UIView.AutoresizingMask.",
        ]
        var count = 0
        for round in 0..<6000 {
            var text = ""
            for _ in 0..<(1 + generator.next(below: 7)) {
                switch generator.next(below: 10) {
                case 0..<4: text += names[generator.next(below: names.count)]
                case 4: text += Self.nearMiss(names[generator.next(below: names.count)], &generator)
                default: text += pieces[generator.next(below: pieces.count)]
                }
            }
            for kind in kinds {
                let maxLength = round % 7 == 0 ? generator.next(below: 40) : 1000
                let expected = ReferenceEvaluator.evaluate(text, kind: kind, maxLength: maxLength)
                let actual = ExpressionEvaluator.evaluate(text, kind: kind, maxLength: maxLength)
                #expect(actual == expected, "\(kind) \(text.debugDescription)")
                count += 1
            }
        }
        #expect(count == 18000)
    }

    /// Every name of every vocabulary, alone and in each other vocabulary, evaluates as before.
    @Test func everyNameEvaluatesAsBefore() {
        let kinds: [ExpressionKind] = [.orientationMask, .orientationValue, .autoresizing]
        for source in kinds {
            for name in ExpressionVocabulary.of(source).names {
                for kind in kinds {
                    for text in [name, " \(name) ", "\(name) | \(name)", "[\(name),]", "~(\(name))"] {
                        #expect(
                            ExpressionEvaluator.evaluate(text, kind: kind)
                                == ReferenceEvaluator.evaluate(text, kind: kind, maxLength: 1000), "\(text)")
                    }
                }
            }
        }
    }

    /// The parser's eight-byte scan of a name stops where the byte-by-byte test would: for every
    /// byte at every position among identifier bytes, the run is that position when the byte is
    /// not an identifier character.
    @Test func identifierRunAgreesWithTheByteTest() {
        for position in 0..<8 {
            for byte in 0...255 {
                var word = UInt64(0)
                for index in 0..<8 {
                    let value = index == position ? UInt64(byte) : UInt64(UInt8(ascii: "a"))
                    word |= value << UInt64(8 * index)
                }
                let identifier = ExpressionParser<UInt8>.isIdentifierPart(UInt32(byte))
                #expect(ExpressionParser<UInt8>.identifierRun(word) == (identifier ? 8 : position), "\(byte)")
            }
        }
    }

    /// `name` with one scalar dropped, doubled, swapped in case or replaced.
    private static func nearMiss(_ name: String, _ generator: inout SplitMix) -> String {
        var scalars = Array(name.unicodeScalars)
        guard !scalars.isEmpty else { return name }
        let index = generator.next(below: scalars.count)
        switch generator.next(below: 4) {
        case 0: scalars.remove(at: index)
        case 1: scalars.insert(scalars[index], at: index)
        case 2:
            let text = String(scalars[index])
            let flipped = text.uppercased() == text ? text.lowercased() : text.uppercased()
            scalars[index] = flipped.unicodeScalars.first ?? scalars[index]
        default: scalars[index] = "x"
        }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }
}

/// A small deterministic generator (SplitMix64), so that a failure replays.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Int(z % UInt64(max(bound, 1)))
    }
}

/// ``ExpressionEvaluator`` as it was before it read bytes (main at 0b8deec).
private enum ReferenceEvaluator {
    static func evaluate(
        _ text: String, kind: ExpressionKind, maxLength: Int = 1000
    ) -> Result<EvaluatedExpression, ExpressionError> {
        let scalars = Array(text.unicodeScalars)
        if scalars.count > maxLength {
            return .failure(
                ExpressionError(
                    message:
                        "expression is \(scalars.count) characters long; at most \(maxLength) are accepted",
                    column: maxLength + 1))
        }
        var parser = ReferenceParser(
            scalars: scalars, vocabulary: ExpressionVocabulary.of(kind),
            maxNesting: ExpressionEvaluator.maxNesting)
        let result: ReferenceParser.Value
        do {
            result = try parser.parseExpression()
        } catch {
            return .failure(error)
        }
        var warnings = parser.warnings
        switch kind {
        case .orientationMask:
            warnings += maskWarnings(result, usedConstants: parser.usedOrientationConstants, text: text)
        case .autoresizing where result.value & ~63 != 0:
            warnings.append(
                Warning(
                    code: ExpressionWarningCode.autoresizingBitsIgnored,
                    message: "autoresizing mask \(result.value) sets bits above flexibleBottomMargin (32), "
                        + "which UIKit ignores; it counts as \(result.value & 63)"))
        case .orientationValue, .autoresizing:
            break
        }
        return .success(EvaluatedExpression(value: result.value, warnings: warnings))
    }

    /// R1.2: bits UIKit ignores, and orientation constants whose raw values miss what they name.
    private static func maskWarnings(
        _ result: ReferenceParser.Value, usedConstants: Bool, text: String
    ) -> [Warning] {
        var warnings: [Warning] = []
        let effective = OrientationMask(rawValue: result.value).effective
        let reading =
            effective.rawValue == 0
            ? "no orientation at all"
            : effective.orientations.map(\.name).joined(
                separator: " + ")
        if result.value & ~30 != 0 {
            warnings.append(
                Warning(
                    code: ExpressionWarningCode.maskBitsIgnored,
                    message: "mask \(result.value) sets bits UIKit ignores (bit 0 and bits 5 and up): "
                        + "it counts as \(effective.rawValue) = \(reading)"))
        }
        let intended = OrientationMask(rawValue: result.intended).effective
        let missing = OrientationMask(rawValue: intended.rawValue & ~effective.rawValue)
        if usedConstants, missing.rawValue != 0 {
            let never =
                missing == .landscape ? "landscape" : Prose.list(missing.orientations.map(\.name))
            let expression = text.trimmingWhitespace()
            warnings.append(
                Warning(
                    code: ExpressionWarningCode.interfaceOrientationMaskMixUp,
                    message:
                        "'\(expression)' evaluates to \(result.value), which UIKit reads as \(reading): never "
                        + "\(never); did you mean \(MaskName.objcSpelling(of: intended))?"))
        }
        return warnings
    }
}

/// The scalar-based parser ``ExpressionEvaluator`` used before it read bytes (main at 0b8deec),
/// kept verbatim but for the name lookup, which scans the vocabulary's names with `==`.
private struct ReferenceParser {
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

    let scalars: [Unicode.Scalar]
    let vocabulary: ExpressionVocabulary
    let maxNesting: Int
    private(set) var warnings: [Warning] = []
    /// Whether a name's compiled value differs from what it names (R1.2 constants).
    private(set) var usedOrientationConstants = false
    private var position = 0
    private var depth = 0

    init(scalars: [Unicode.Scalar], vocabulary: ExpressionVocabulary, maxNesting: Int) {
        self.scalars = scalars
        self.vocabulary = vocabulary
        self.maxNesting = maxNesting
    }

    /// The whole input as one expression.
    mutating func parseExpression() throws(ExpressionError) -> Value {
        skipSpace()
        if position == scalars.count { throw ExpressionError(message: "empty expression", column: 1) }
        let value = try parseOr()
        skipSpace()
        if position < scalars.count { throw unexpected() }
        return value
    }

    // MARK: Grammar

    private mutating func parseOr() throws(ExpressionError) -> Value {
        var value = try parseAnd()
        while peek() == "|" {
            position += 1
            value = value | (try parseAnd())
        }
        return value
    }

    private mutating func parseAnd() throws(ExpressionError) -> Value {
        var value = try parseUnary()
        while peek() == "&" {
            position += 1
            value = value & (try parseUnary())
        }
        return value
    }

    private mutating func parseUnary() throws(ExpressionError) -> Value {
        guard let next = peek() else { throw unexpected() }
        switch next {
        case "~":
            try enter()
            position += 1
            let value = ~(try parseUnary())
            depth -= 1
            return value
        case "(":
            let open = position
            try enter()
            position += 1
            let value = try parseOr()
            guard peek() == ")" else { throw missingClose(")", openedAt: open) }
            position += 1
            depth -= 1
            return value
        case "[":
            let open = position
            try enter()
            position += 1
            var value = Value(value: 0, intended: 0)
            while peek() != "]" {
                guard peek() != nil else { throw missingClose("]", openedAt: open) }
                value = value | (try parseOr())
                if peek() == "," {
                    position += 1
                } else if peek() != "]" {
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
        guard position < scalars.count else { throw unexpected() }
        let start = position
        let first = scalars[position]
        if Self.isDigit(first) { return try parseInteger() }
        if Self.isIdentifierStart(first)
            || (first == "." && position + 1 < scalars.count
                && Self.isIdentifierStart(scalars[position + 1]))
        {
            return try parseName(start: start)
        }
        throw unexpected()
    }

    private mutating func parseInteger() throws(ExpressionError) -> Value {
        let start = position
        var radix = 10
        if scalars[position] == "0", position + 1 < scalars.count,
            scalars[position + 1] == "x" || scalars[position + 1] == "X"
        {
            radix = 16
            position += 2
        }
        let digitsStart = position
        while position < scalars.count, Self.isIdentifierPart(scalars[position]) { position += 1 }
        let literal = text(start..<position)
        let digits = text(digitsStart..<position)
        guard !digits.isEmpty, let value = Int(digits, radix: radix) else {
            let allDigits =
                !digits.isEmpty
                && digits.unicodeScalars.allSatisfy { radix == 16 ? Self.isHexDigit($0) : Self.isDigit($0) }
            let reason = allDigits ? "does not fit in a 64-bit integer" : "is not a valid number"
            throw ExpressionError(message: "'\(literal)' \(reason) at column \(start + 1)", column: start + 1)
        }
        return Value(value: value, intended: value)
    }

    private mutating func parseName(start: Int) throws(ExpressionError) -> Value {
        if scalars[position] == "." { position += 1 }
        while position < scalars.count {
            if Self.isIdentifierPart(scalars[position]) {
                position += 1
            } else if scalars[position] == ".", position + 1 < scalars.count,
                Self.isIdentifierStart(scalars[position + 1])
            {
                position += 1
            } else {
                break
            }
        }
        let name = text(start..<position)
        switch vocabulary.names.firstIndex(of: name).map({ vocabulary.entries[$0] }) {
        case .value(let value, let intended, let warning)?:
            if let warning {
                warnings.append(warning)
                if intended != value { usedOrientationConstants = true }
            }
            return Value(value: value, intended: intended)
        case .rejected(let message)?:
            throw ExpressionError(message: message, column: start + 1)
        case nil:
            let hint = NameSuggestion.hint(for: name, among: vocabulary.accepted)
            throw ExpressionError(
                message: "unknown \(vocabulary.noun) name '\(name)'" + hint, column: start + 1)
        }
    }

    // MARK: Helpers

    private mutating func enter() throws(ExpressionError) {
        depth += 1
        if depth > maxNesting {
            throw ExpressionError(
                message: "expression nested more than \(maxNesting) levels deep at column \(position + 1)",
                column: position + 1)
        }
    }

    /// The next non-space scalar, leaving `position` on it.
    private mutating func peek() -> Unicode.Scalar? {
        skipSpace()
        return position < scalars.count ? scalars[position] : nil
    }

    private mutating func skipSpace() {
        while position < scalars.count, Self.isSpace(scalars[position]) { position += 1 }
    }

    /// "unexpected X at column N" for the token at `position`.
    private mutating func unexpected() -> ExpressionError {
        skipSpace()
        let column = position + 1
        guard position < scalars.count else {
            return ExpressionError(
                message: "unexpected end of expression at column \(column)", column: column)
        }
        let scalar = scalars[position]
        var token = String(Character(scalar))
        if Self.isIdentifierStart(scalar) || Self.isDigit(scalar) || scalar == "." {
            var end = position + 1
            while end < scalars.count, Self.isIdentifierPart(scalars[end]) || scalars[end] == "." { end += 1 }
            token = text(position..<end)
        }
        return ExpressionError(message: "unexpected '\(token)' at column \(column)", column: column)
    }

    private mutating func missingClose(_ close: String, openedAt open: Int) -> ExpressionError {
        skipSpace()
        let opener = close == ")" ? "(" : "["
        let found =
            position < scalars.count ? "'\(String(Character(scalars[position])))'" : "end of expression"
        return ExpressionError(
            message:
                "expected '\(close)' to close the '\(opener)' at column \(open + 1), found \(found) at column "
                + "\(position + 1)",
            column: position + 1)
    }

    private func text(_ range: Range<Int>) -> String {
        // Names and numbers are ASCII (see isIdentifierPart): build the String from bytes, which
        // is far cheaper than appending scalars one by one.
        if scalars[range].allSatisfy(\.isASCII) {
            // Written straight into the string's storage: no generic decoding of a lazy sequence.
            return String(unsafeUninitializedCapacity: range.count) { utf8 in
                var written = 0
                for scalar in scalars[range] {
                    utf8[written] = UInt8(truncatingIfNeeded: scalar.value)
                    written &+= 1
                }
                return written
            }
        }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[range])
        return String(view)
    }

    static func isSpace(_ s: Unicode.Scalar) -> Bool { s == " " || s == "\t" || s == "\n" || s == "\r" }
    static func isDigit(_ s: Unicode.Scalar) -> Bool { ("0"..."9").contains(s) }
    static func isHexDigit(_ s: Unicode.Scalar) -> Bool {
        isDigit(s) || ("a"..."f").contains(s) || ("A"..."F").contains(s)
    }
    static func isIdentifierStart(_ s: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(s) || ("A"..."Z").contains(s) || s == "_"
    }
    static func isIdentifierPart(_ s: Unicode.Scalar) -> Bool { isIdentifierStart(s) || isDigit(s) }
}
