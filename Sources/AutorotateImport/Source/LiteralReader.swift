import AutorotateWire

/// Turns a returned expression into the literal api.md §1 accepts, when it is one: a MaskExpr
/// string as written (`.landscape`, `[.portrait, .landscapeLeft]`,
/// `UIInterfaceOrientationMaskPortrait | UIInterfaceOrientationMaskLandscapeLeft`), an
/// orientation, a boolean (`YES`, `false`), or — for `shouldAutorotateToInterfaceOrientation:` — the
/// mask of the orientations for which the expression is true.
enum LiteralReader {
    static let maskSwiftNames = [
        "portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight", "landscape", "allButUpsideDown",
        "all",
    ]
    static let orientationSwiftNames = [
        "portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight", "unknown",
    ]

    /// Names a mask expression may use (R1.2: orientation constants are accepted, and flagged by lint).
    static let maskNames: Set<String> = {
        var names: Set<String> = []
        for name in maskSwiftNames {
            names.insert(name)
            names.insert("." + name)
            names.insert("UIInterfaceOrientationMask." + name)
            names.insert("UIInterfaceOrientationMask" + capitalized(name))
        }
        for name in orientationSwiftNames {
            names.insert("UIInterfaceOrientation" + capitalized(name))
            names.insert("UIDeviceOrientation" + capitalized(name))
        }
        return names
    }()

    /// Names an orientation value may use (mask constants included: R2.6 simulates their crash).
    static let orientationNames: Set<String> = {
        var names: Set<String> = []
        for name in orientationSwiftNames {
            names.insert(name)
            names.insert("." + name)
            names.insert("UIInterfaceOrientation." + name)
            names.insert("UIInterfaceOrientation" + capitalized(name))
            names.insert("UIDeviceOrientation" + capitalized(name))
        }
        for name in maskSwiftNames {
            names.insert("UIInterfaceOrientationMask" + capitalized(name))
            names.insert("UIInterfaceOrientationMask." + name)
        }
        return names
    }()

    static func capitalized(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }

    static func literal(_ tokens: ArraySlice<SourceToken>, member: RotationMember, parameter: String?)
        -> JSONValue?
    {
        guard !tokens.isEmpty else { return nil }
        switch member {
        case .shouldAutorotate:
            guard tokens.count == 1 else { return nil }
            switch tokens[tokens.startIndex].text {
            case "true", "YES", "TRUE": return .bool(true)
            case "false", "NO", "FALSE": return .bool(false)
            default: return nil
            }
        case .supportedInterfaceOrientations, .applicationSupportedInterfaceOrientations:
            return expression(tokens, names: maskNames, allowsOperators: true)
        case .preferredInterfaceOrientationForPresentation:
            return expression(tokens, names: orientationNames, allowsOperators: false)
        case .shouldAutorotateToInterfaceOrientation:
            var evaluator = LegacyAnswerEvaluator(tokens: Array(tokens), parameter: parameter)
            guard let mask = evaluator.evaluate() else { return nil }
            return LegacyAnswerEvaluator.maskExpression(mask)
        }
    }

    /// The expression's text when every name in it is one of `names` and every other token is a
    /// number or (when `allowsOperators`) one of `| & ~ ( ) [ ] ,`. A lone integer stays a number.
    private static func expression(
        _ tokens: ArraySlice<SourceToken>, names: Set<String>, allowsOperators: Bool
    ) -> JSONValue? {
        var index = tokens.startIndex
        var sawName = false
        while index < tokens.endIndex {
            let token = tokens[index]
            switch token.kind {
            case .identifier:
                var name = token.text
                while index + 2 < tokens.endIndex, tokens[index + 1].is("."),
                    tokens[index + 2].kind == .identifier,
                    tokens[index + 1].start == tokens[index].end
                {
                    name += "." + tokens[index + 2].text
                    index += 2
                }
                guard names.contains(name) else { return nil }
                sawName = true
            case .punctuation where token.is("."):
                guard index + 1 < tokens.endIndex, tokens[index + 1].kind == .identifier,
                    names.contains("." + tokens[index + 1].text)
                else { return nil }
                index += 1
                sawName = true
            case .punctuation:
                guard allowsOperators, ["|", "&", "~", "(", ")", "[", "]", ","].contains(token.text) else {
                    return nil
                }
            case .number:
                guard Int(token.text) != nil || token.text.lowercased().hasPrefix("0x") else { return nil }
            case .string: return nil
            }
            index += 1
        }
        if !sawName, tokens.count == 1, let number = Int(tokens[tokens.startIndex].text) {
            return .number(Double(number))
        }
        return .string(sourceText(tokens))
    }

    /// The tokens' text, one space wherever the source had white space or a comment between them.
    static func sourceText(_ tokens: ArraySlice<SourceToken>) -> String {
        var text = ""
        var previousEnd: Int?
        for token in tokens {
            if let previousEnd, previousEnd < token.start { text += " " }
            text += token.text
            previousEnd = token.end
        }
        return text
    }
}

/// Evaluates the boolean expression a `shouldAutorotateToInterfaceOrientation:` returns for each
/// of the four interface orientations (`YES`, `interfaceOrientation == UIInterfaceOrientationPortrait`,
/// `UIInterfaceOrientationIsLandscape(interfaceOrientation)`, `&&`, `||`, `!`, parentheses).
struct LegacyAnswerEvaluator {
    let tokens: [SourceToken]
    let parameter: String?
    private var index = 0
    private var nesting = 0

    /// Raw values 1…4: portrait, portraitUpsideDown, landscapeRight (3), landscapeLeft (4).
    static let orientationBits: [String: Int] = [
        "portrait": 1 << 1, "portraitUpsideDown": 1 << 2, "landscapeRight": 1 << 3, "landscapeLeft": 1 << 4,
    ]
    static let all = (1 << 1) | (1 << 2) | (1 << 3) | (1 << 4)

    init(tokens: [SourceToken], parameter: String?) {
        self.tokens = tokens
        self.parameter = parameter
    }

    /// The mask of orientations answered YES, or `nil` when the expression is not of this form.
    mutating func evaluate() -> Int? {
        guard let value = parseOr(), index == tokens.count else { return nil }
        return value
    }

    /// The mask as a MaskExpr string (`UIInterfaceOrientationMaskLandscape`), or `0` for none.
    static func maskExpression(_ mask: Int) -> JSONValue {
        let named: [(Int, String)] = [
            (all, "UIInterfaceOrientationMaskAll"),
            ((1 << 1) | (1 << 3) | (1 << 4), "UIInterfaceOrientationMaskAllButUpsideDown"),
            ((1 << 3) | (1 << 4), "UIInterfaceOrientationMaskLandscape"),
        ]
        if mask == 0 { return .number(0) }
        if let name = named.first(where: { $0.0 == mask })?.1 { return .string(name) }
        let singles: [(Int, String)] = [
            (1 << 1, "UIInterfaceOrientationMaskPortrait"),
            (1 << 2, "UIInterfaceOrientationMaskPortraitUpsideDown"),
            (1 << 4, "UIInterfaceOrientationMaskLandscapeLeft"),
            (1 << 3, "UIInterfaceOrientationMaskLandscapeRight"),
        ]
        return .string(singles.filter { mask & $0.0 != 0 }.map(\.1).joined(separator: " | "))
    }

    private func peek(_ offset: Int = 0) -> String? {
        index + offset < tokens.count && tokens[index + offset].kind != .string
            ? tokens[index + offset].text : nil
    }

    private mutating func parseOr() -> Int? {
        guard var value = parseAnd() else { return nil }
        while peek() == "||" {
            index += 1
            guard let next = parseAnd() else { return nil }
            value |= next
        }
        return value
    }

    private mutating func parseAnd() -> Int? {
        guard var value = parseUnary() else { return nil }
        while peek() == "&&" {
            index += 1
            guard let next = parseUnary() else { return nil }
            value &= next
        }
        return value
    }

    private mutating func parseUnary() -> Int? {
        // Bounded recursion: pathological nesting is not an answer the import models.
        guard nesting < 32 else { return nil }
        nesting += 1
        defer { nesting -= 1 }
        switch peek() {
        case "!":
            index += 1
            return parseUnary().map { Self.all & ~$0 }
        case "(":
            index += 1
            guard let value = parseOr(), peek() == ")" else { return nil }
            index += 1
            return value
        default: return parseAtom()
        }
    }

    private mutating func parseAtom() -> Int? {
        guard let text = peek() else { return nil }
        switch text {
        case "YES", "true", "TRUE":
            index += 1
            return Self.all
        case "NO", "false", "FALSE":
            index += 1
            return 0
        case "UIInterfaceOrientationIsLandscape", "UIInterfaceOrientationIsPortrait",
            "UIDeviceOrientationIsLandscape",
            "UIDeviceOrientationIsPortrait":
            guard peek(1) == "(", isParameter(peek(2)), peek(3) == ")" else { return nil }
            index += 4
            return text.hasSuffix("Landscape") ? (1 << 3) | (1 << 4) : (1 << 1) | (1 << 2)
        default: break
        }
        // `parameter.isLandscape` / `.isPortrait` (Swift).
        if isParameter(text), peek(1) == ".", let property = peek(2),
            property == "isLandscape" || property == "isPortrait"
        {
            index += 3
            return property == "isLandscape" ? (1 << 3) | (1 << 4) : (1 << 1) | (1 << 2)
        }
        // `parameter == NAME`, `NAME != parameter`.
        let left = readOperand()
        guard let comparison = peek(), comparison == "==" || comparison == "!=" else { return nil }
        index += 1
        let right = readOperand()
        let orientation: Int?
        switch (left, right) {
        case (.parameter, .orientation(let bit)), (.orientation(let bit), .parameter): orientation = bit
        default: orientation = nil
        }
        guard let orientation else { return nil }
        return comparison == "==" ? orientation : Self.all & ~orientation
    }

    private enum Operand { case parameter, orientation(Int), other }

    private mutating func readOperand() -> Operand {
        guard let text = peek() else { return .other }
        if isParameter(text) {
            index += 1
            return .parameter
        }
        var name = text
        if text == ".", let next = peek(1) {
            name = next
            index += 1
        } else if text == "UIInterfaceOrientation", peek(1) == ".", let next = peek(2) {
            name = next
            index += 2
        } else if text.hasPrefix("UIInterfaceOrientation") {
            let rest = text.dropFirst("UIInterfaceOrientation".count)
            name = rest.prefix(1).lowercased() + rest.dropFirst()
        }
        index += 1
        return Self.orientationBits[name].map(Operand.orientation) ?? .other
    }

    private func isParameter(_ text: String?) -> Bool {
        guard let text, let parameter else { return false }
        return text == parameter
    }
}
