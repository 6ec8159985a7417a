import AutorotateWire

/// Evaluates the string form of a MaskExpr (api.md §1) exactly as a developer's Objective-C or
/// Swift compiles: names take UIKit's raw values (R1.2, R10.1), `|` `&` `~` and parentheses are
/// bitwise on `Int`, and a Swift array literal is the OR of its elements.
///
/// ```
/// expr  := or
/// or    := and ('|' and)*
/// and   := unary ('&' unary)*
/// unary := '~' unary | '(' expr ')' | atom
/// atom  := integer (decimal or 0x hex) | name | '[' (expr (',' expr)* ','?)? ']'
/// ```
///
/// ```swift
/// ExpressionEvaluator.evaluate("[.portrait, .landscapeLeft]", kind: .orientationMask)
/// // .success(value: 18, warnings: [])
/// ExpressionEvaluator.evaluate(
///     "UIInterfaceOrientationLandscapeLeft | UIInterfaceOrientationLandscapeRight", kind: .orientationMask)
/// // .success(value: 7, warnings: [interfaceOrientationAsMask ×2, maskBitsIgnored, interfaceOrientationMaskMixUp])
/// ```
///
/// The value is not masked: the caller applies `& 30` (R1.2). Input is bounded: at most
/// `maxLength` Unicode scalars and ``maxNesting`` levels of `(`, `[` and `~`.
public enum ExpressionEvaluator {
    /// The deepest nesting of `(`, `[` and `~` accepted; one more is an error.
    public static let maxNesting = 64

    public static func evaluate(
        _ text: String, kind: ExpressionKind, maxLength: Int = 1000
    ) -> Result<EvaluatedExpression, ExpressionError> {
        let vocabulary = ExpressionVocabulary.of(kind)
        // One unit per Unicode scalar: the UTF-8 bytes when every byte is ASCII (nearly always:
        // names, numbers and operators are), else the scalars' values. Either way a unit's index
        // is its column - 1, and the parser never builds a String on the way. An ASCII text is
        // read in place from the string's own storage (no copy).
        func ascii(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<EvaluatedExpression, ExpressionError>? {
            guard JSONTape.isASCII(bytes) else { return nil }
            return evaluate(
                ExpressionParser(units: bytes, vocabulary: vocabulary, maxNesting: maxNesting),
                text: { text },
                kind: kind, maxLength: maxLength)
        }
        let read =
            text.utf8.withContiguousStorageIfAvailable(ascii)
            ?? Array(text.utf8).withUnsafeBufferPointer(ascii)
        if let read { return read }
        let scalars = text.unicodeScalars.map(\.value)
        return scalars.withUnsafeBufferPointer {
            evaluate(
                ExpressionParser(units: $0, vocabulary: vocabulary, maxNesting: maxNesting), text: { text },
                kind: kind, maxLength: maxLength)
        }
    }

    /// ``evaluate(_:kind:maxLength:)`` of the text whose UTF-8 bytes are `bytes`, every one of
    /// them ASCII (the caller has checked): read in place, with the `String` built (by `text`)
    /// only for a warning that quotes the expression. The result is the one `evaluate` gives for
    /// `String(decoding: bytes, as: UTF8.self)`.
    static func evaluate(
        asciiBytes bytes: UnsafeBufferPointer<UInt8>, kind: ExpressionKind, maxLength: Int
    ) -> Result<EvaluatedExpression, ExpressionError> {
        evaluate(
            ExpressionParser(units: bytes, vocabulary: ExpressionVocabulary.of(kind), maxNesting: maxNesting),
            text: { String(decoding: bytes, as: UTF8.self) }, kind: kind, maxLength: maxLength)
    }

    /// `text` builds the expression's text, for a warning that quotes it. The parser is consumed
    /// (parsed in place, not copied first: a copy retained its vocabulary and warnings).
    private static func evaluate<Unit>(
        _ parser: consuming ExpressionParser<Unit>, text: () -> String, kind: ExpressionKind, maxLength: Int
    ) -> Result<EvaluatedExpression, ExpressionError> {
        if parser.units.count > maxLength {
            return .failure(
                ExpressionError(
                    message:
                        "expression is \(parser.units.count) characters long; at most \(maxLength) are accepted",
                    column: maxLength + 1))
        }
        let result: ExpressionValue
        do {
            result = try parser.parseExpression()
        } catch {
            return .failure(error)
        }
        var warnings = parser.takeWarnings()
        switch kind {
        case .orientationMask:
            appendMaskWarnings(
                result, usedConstants: parser.usedOrientationConstants, text: text, to: &warnings)
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
    /// The texts are built only for a warning that is reported, from per-mask tables.
    private static func appendMaskWarnings(
        _ result: ExpressionValue, usedConstants: Bool, text: () -> String, to warnings: inout [Warning]
    ) {
        let effective = result.value & 30
        if result.value & ~30 != 0 {
            warnings.append(
                Warning(
                    code: ExpressionWarningCode.maskBitsIgnored,
                    message: String(
                        concatenating: "mask ", String(result.value),
                        " sets bits UIKit ignores (bit 0 and bits 5 and up): it counts as ",
                        String(effective),
                        " = ", MaskTexts.reading[effective])))
        }
        let intended = result.intended & 30
        let missing = intended & ~effective
        if usedConstants, missing != 0 {
            let expression = text().trimmingWhitespace()
            warnings.append(
                Warning(
                    code: ExpressionWarningCode.interfaceOrientationMaskMixUp,
                    message: String(
                        concatenating: "'", expression, "' evaluates to ", String(result.value),
                        ", which UIKit reads as ", MaskTexts.reading[effective], ": never ",
                        MaskTexts.never[missing], "; did you mean ", MaskTexts.objcSpelling[intended], "?")))
        }
    }
}

/// The parts of ``ExpressionEvaluator``'s mask warnings that depend only on a mask's effective
/// bits, for each of them (index = `rawValue & 30`; odd indices are never read).
private enum MaskTexts {
    /// How UIKit reads the mask: `"portrait + landscapeLeft"`, or `"no orientation at all"`.
    static let reading: [String] = (0..<32).map { raw in
        raw == 0
            ? "no orientation at all"
            : OrientationMask(rawValue: raw).orientations.map(\.name).joined(separator: " + ")
    }

    /// The orientations a mix-up never allows: `"landscape"` for both, else the names.
    static let never: [String] = (0..<32).map { raw in
        let missing = OrientationMask(rawValue: raw)
        return missing == .landscape ? "landscape" : Prose.list(missing.orientations.map(\.name))
    }

    /// ``MaskName/objcSpelling(of:)`` of each mask.
    static let objcSpelling: [String] = (0..<32).map {
        MaskName.objcSpelling(of: OrientationMask(rawValue: $0))
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line breaks.
    func trimmingWhitespace() -> String {
        // Usually there is nothing to trim: answer without copying the scalars.
        if let first = unicodeScalars.first, let last = unicodeScalars.last,
            !Self.isExpressionSpace(first), !Self.isExpressionSpace(last)
        {
            return self
        }
        let scalars = Array(unicodeScalars)
        guard let first = scalars.firstIndex(where: { !Self.isExpressionSpace($0) }),
            let last = scalars.lastIndex(where: { !Self.isExpressionSpace($0) })
        else { return "" }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[first...last])
        return String(view)
    }

    /// The spaces of a MaskExpr string: space, tab, line feed, carriage return.
    private static func isExpressionSpace(_ s: Unicode.Scalar) -> Bool {
        s == " " || s == "\t" || s == "\n" || s == "\r"
    }
}
