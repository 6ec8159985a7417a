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
        let scalars = Array(text.unicodeScalars)
        if scalars.count > maxLength {
            return .failure(
                ExpressionError(
                    message:
                        "expression is \(scalars.count) characters long; at most \(maxLength) are accepted",
                    column: maxLength + 1))
        }
        var parser = ExpressionParser(
            scalars: scalars, vocabulary: ExpressionVocabulary.of(kind), maxNesting: maxNesting)
        let result: ExpressionParser.Value
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
        _ result: ExpressionParser.Value, usedConstants: Bool, text: String
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
                missing == .landscape ? "landscape" : missing.orientations.map(\.name).joined(separator: ", ")
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

extension String {
    /// The string without leading and trailing spaces, tabs and line breaks.
    func trimmingWhitespace() -> String {
        // Usually there is nothing to trim: answer without copying the scalars.
        if let first = unicodeScalars.first, let last = unicodeScalars.last,
            !ExpressionParser.isSpace(first), !ExpressionParser.isSpace(last)
        {
            return self
        }
        let scalars = Array(unicodeScalars)
        guard let first = scalars.firstIndex(where: { !ExpressionParser.isSpace($0) }),
            let last = scalars.lastIndex(where: { !ExpressionParser.isSpace($0) })
        else { return "" }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[first...last])
        return String(view)
    }
}
