import AutorotateWire

/// Reads a rotation method's body (api.md §9): a literal return, a child's answer (`forward`), a
/// condition on a stored property (`if`/`else`, `guard`, `?:`), `super`'s answer; anything else is
/// ``ImportedAnswer/unknown(_:line:)``.
struct MethodBodyReader {
    let member: RotationMember
    let language: SourceTokenizer.Language
    /// The orientation parameter of `shouldAutorotateToInterfaceOrientation:`.
    let parameter: String?
    /// Whether `name` is a stored property of the class or a superclass.
    let isStoredProperty: (String) -> Bool
    /// The forwards the class's kind allows (`topViewController` … for a navigation controller).
    let forwardTargets: Set<String>
    /// The project's own idiom helpers by name (`UIDevice.current.isPhone`, `[UIDevice isPad]`).
    let idiomHelpers: [String: IdiomHelper]
    /// The flag `Owner.property` names when it is a static stored property of a project class.
    let staticFlag: (String, String) -> String?
    /// Conditionals deeper than this are not read (a guard against pathological input).
    private let maxDepth = 16
    /// Names bound to a child by `guard let top = topViewController` / `if let top = …`.
    private var bindings: [String: String] = [:]

    init(
        member: RotationMember, language: SourceTokenizer.Language, parameter: String?,
        isStoredProperty: @escaping (String) -> Bool, forwardTargets: Set<String>,
        idiomHelpers: [String: IdiomHelper] = [:],
        staticFlag: @escaping (String, String) -> String? = { _, _ in nil }
    ) {
        self.idiomHelpers = idiomHelpers
        self.staticFlag = staticFlag
        self.member = member
        self.language = language
        self.parameter = parameter
        self.isStoredProperty = isStoredProperty
        self.forwardTargets = forwardTargets
    }

    func read(_ body: ArraySlice<SourceToken>) -> ImportedAnswer {
        readBlock(body, depth: 0)
    }

    // MARK: Statements

    private func readBlock(_ tokens: ArraySlice<SourceToken>, depth: Int) -> ImportedAnswer {
        var tokens = trimSemicolons(tokens)
        guard let first = tokens.first else {
            return .unknown("the body is empty", line: 0)
        }
        guard depth < maxDepth else {
            return .unknown("conditions nested too deeply to read", line: first.line)
        }
        // `get { … }` around a property's body.
        if first.is("get"), tokens.count >= 3, tokens[tokens.startIndex + 1].is("{"),
            let close = matching(tokens, from: tokens.startIndex + 1), close == tokens.endIndex - 1
        {
            tokens = tokens[(tokens.startIndex + 2)..<close]
            return readBlock(tokens, depth: depth + 1)
        }
        // `{ … }` on its own.
        if first.is("{"), let close = matching(tokens, from: tokens.startIndex), close == tokens.endIndex - 1
        {
            return readBlock(tokens[(tokens.startIndex + 1)..<close], depth: depth + 1)
        }
        if first.is("return") {
            let expression = expressionEnd(tokens, from: tokens.startIndex + 1)
            return readExpression(
                tokens[(tokens.startIndex + 1)..<expression], depth: depth, statement: first)
        }
        if first.is("if") { return readIf(tokens, depth: depth) }
        if first.is("guard") { return readGuard(tokens, depth: depth) }
        if language == .swift {
            let end = expressionEnd(tokens, from: tokens.startIndex)
            if trimSemicolons(tokens[end...]).isEmpty {
                return readExpression(tokens, depth: depth, statement: first)
            }
        }
        if let answer = literalAfterStatements(tokens, depth: depth) { return answer }
        return .unknown("computes its answer with statements the import does not read", line: first.line)
    }

    /// Keywords after which a statement may not run, or may leave the method early.
    private static let controlKeywords: Set<String> = [
        "if", "else", "guard", "switch", "case", "for", "while", "repeat", "do", "try", "throw", "goto",
        "return", "?", "@try", "@throw", "break", "continue", "defer",
    ]

    /// `self.banner.hidden = …; return YES;`: statements with no branch, block or early exit before
    /// the one `return` of a literal cannot change that literal.
    private func literalAfterStatements(_ tokens: ArraySlice<SourceToken>, depth: Int) -> ImportedAnswer? {
        let returns = tokens.indices.filter { tokens[$0].is("return") }
        guard returns.count == 1, let returnIndex = returns.first,
            !tokens.contains(where: { $0.is("{") || $0.is("}") || $0.is("^") }),
            !tokens[..<returnIndex].contains(where: { Self.controlKeywords.contains($0.text) })
        else { return nil }
        // A statement that assigns the orientation parameter would change what the literal reads.
        if let parameter,
            tokens[..<returnIndex].indices.contains(where: {
                tokens[$0].is(parameter) && $0 + 1 < returnIndex && tokens[$0 + 1].is("=")
            })
        {
            return nil
        }
        let answer = readBlock(tokens[returnIndex...], depth: depth + 1)
        guard case .literal = answer else { return nil }
        return answer
    }

    /// `if COND { A } else { B }`, `if COND { A } else if …`, `if COND { A } REST`, and the
    /// Objective-C forms without braces (`if (c) return a; else return b;`).
    private func readIf(_ tokens: ArraySlice<SourceToken>, depth: Int) -> ImportedAnswer {
        let ifToken = tokens[tokens.startIndex]
        var index = tokens.startIndex + 1
        let conditionStart = index
        var conditionEnd: Int
        if language == .objectiveC {
            guard index < tokens.endIndex, tokens[index].is("("), let close = matching(tokens, from: index)
            else {
                return .unknown("an if statement the import cannot read", line: ifToken.line)
            }
            conditionEnd = close + 1
        } else {
            conditionEnd = index
            while conditionEnd < tokens.endIndex, !tokens[conditionEnd].is("{") {
                if tokens[conditionEnd].is("("), let close = matching(tokens, from: conditionEnd) {
                    conditionEnd = close
                }
                conditionEnd += 1
            }
        }
        index = conditionEnd
        guard let (thenBody, afterThen) = branch(tokens, at: index) else {
            return .unknown("an if statement the import cannot read", line: ifToken.line)
        }
        // `if let top = topViewController { return top.… }`: the child answers when there is one.
        if let bound = binding(tokens[conditionStart..<conditionEnd]) {
            return bound.readBlock(thenBody, depth: depth + 1)
        }
        // `if (self.topViewController) return [self.topViewController …];`: the child answers when
        // there is one, as a forward does.
        let tested = tokens[conditionStart..<conditionEnd].filter {
            !["(", ")", "self", ".", "!=", "nil", "NULL"].contains($0.text)
        }
        if tested.count == 1, let child = tested.first, forwardTargets.contains(child.text),
            case .forward(let target, _, _) = readBlock(thenBody, depth: depth + 1), target == child.text
        {
            return readBlock(thenBody, depth: depth + 1)
        }
        // `if ([child respondsToSelector:@selector(…)]) return [child …];`: every view controller
        // responds to the rotation methods, so the forward is what the method answers.
        if tokens[conditionStart..<conditionEnd].contains(where: { $0.is("respondsToSelector") }),
            case .forward = readBlock(thenBody, depth: depth + 1)
        {
            return readBlock(thenBody, depth: depth + 1)
        }
        let otherwise: ImportedAnswer
        if afterThen < tokens.endIndex, tokens[afterThen].is("else") {
            let elseStart = afterThen + 1
            if elseStart < tokens.endIndex, tokens[elseStart].is("if") {
                otherwise = readBlock(tokens[elseStart...], depth: depth + 1)
            } else {
                guard let (elseBody, afterElse) = branch(tokens, at: elseStart) else {
                    return .unknown("an else branch the import cannot read", line: tokens[afterThen].line)
                }
                guard trimSemicolons(tokens[afterElse...]).isEmpty else {
                    return .unknown("code after if/else", line: tokens[afterElse].line)
                }
                otherwise = readBlock(elseBody, depth: depth + 1)
            }
        } else {
            otherwise = readBlock(tokens[afterThen...], depth: depth + 1)
        }
        let then = readBlock(thenBody, depth: depth + 1)
        let condition = tokens[conditionStart..<conditionEnd]
        if let answer = forwardUnlessZero(
            condition, thenBody: thenBody, then: then, else: otherwise, at: ifToken)
        {
            return answer
        }
        if let answer = forwardUnlessKind(condition, then: then, else: otherwise, at: ifToken) {
            return answer
        }
        if let answer = unlessPresenting(condition, thenBody: thenBody, else: otherwise, at: ifToken) {
            return answer
        }
        return conditional(condition, at: ifToken, then: then, else: otherwise)
    }

    /// `if (self.topViewController.supportedInterfaceOrientations) return
    /// self.topViewController.supportedInterfaceOrientations; return …Portrait;`: the child's answer
    /// unless it is zero (NO, an empty mask). For shouldAutorotate that is exact: YES in the other
    /// branch makes the method always YES, NO makes it the child's answer. For a mask or an
    /// orientation the child answers zero only when it is broken, so the forward is modelled and the
    /// other branch is an assumption the note names.
    private func forwardUnlessZero(
        _ condition: ArraySlice<SourceToken>, thenBody: ArraySlice<SourceToken>, then: ImportedAnswer,
        else otherwise: ImportedAnswer, at statement: SourceToken
    ) -> ImportedAnswer? {
        guard case .forward = then, case .literal(let value, _, _) = otherwise else { return nil }
        let body = trimSemicolons(thenBody)
        guard let first = body.first, first.is("return") else { return nil }
        let returned = body.dropFirst()
        let ignored: Set<String> = ["(", ")", "[", "]", "self", ".", "?", "!"]
        let tested = condition.map(\.text).filter { !ignored.contains($0) }
        guard !tested.isEmpty, tested == returned.map(\.text).filter({ !ignored.contains($0) }) else {
            return nil
        }
        switch (member, value) {
        case (.shouldAutorotate, .bool(true)): return otherwise
        case (.shouldAutorotate, .bool(false)): return then
        case (.shouldAutorotate, _), (.shouldAutorotateToInterfaceOrientation, _): return nil
        default:
            let text: String =
                switch value {
                case .string(let text): text
                default: "its other value"
                }
            return .assumed(
                then,
                reason: "answers \(text) when the child's answer is zero; the forward is modelled",
                line: statement.line)
        }
    }

    /// `if (![self.visibleViewController isKindOfClass:[UIAlertController class]]) return
    /// [self.visibleViewController …]; else return …;`, `if top is Camera { … }`: the scenario
    /// cannot tell a child's class at run time, so the forward is modelled and the other branch is
    /// an assumption the note names.
    private func forwardUnlessKind(
        _ condition: ArraySlice<SourceToken>, then: ImportedAnswer, else otherwise: ImportedAnswer,
        at statement: SourceToken
    ) -> ImportedAnswer? {
        guard condition.contains(where: { $0.is("isKindOfClass") || $0.is("isMemberOfClass") || $0.is("is") })
        else { return nil }
        let text = LiteralReader.sourceText(condition)
        let reason =
            "answers otherwise when '\(text.count > 80 ? String(text.prefix(77)) + "…" : text)' decides so; "
            + "the scenario cannot tell a child's class, so the forward is modelled"
        switch (then, otherwise) {
        case (.forward, .forward): return nil
        case (.forward, _): return .assumed(then, reason: reason, line: statement.line)
        case (_, .forward): return .assumed(otherwise, reason: reason, line: statement.line)
        default: return nil
        }
    }

    /// `if let presentedViewController { return presentedViewController.supportedInterfaceOrientations }`
    /// then the method's own answer: the scenario has no forward to a presented view controller,
    /// so the answer with nothing presented is modelled and the note says so.
    private func unlessPresenting(
        _ condition: ArraySlice<SourceToken>, thenBody: ArraySlice<SourceToken>,
        else otherwise: ImportedAnswer,
        at statement: SourceToken
    ) -> ImportedAnswer? {
        let memberName =
            member == .shouldAutorotateToInterfaceOrientation
            ? "shouldAutorotateToInterfaceOrientation" : member.rawValue
        guard condition.contains(where: { $0.is("presentedViewController") }),
            thenBody.contains(where: { $0.is(memberName) }), otherwise.unknownReason == nil
        else { return nil }
        return .assumed(
            otherwise,
            reason: "answers with the presented view controller's \(memberName) while one is presented; "
                + "the answer with none presented is modelled",
            line: statement.line)
    }

    /// `guard COND else { return A }; REST` = if COND then REST else A.
    private func readGuard(_ tokens: ArraySlice<SourceToken>, depth: Int) -> ImportedAnswer {
        let guardToken = tokens[tokens.startIndex]
        var index = tokens.startIndex + 1
        while index < tokens.endIndex, !tokens[index].is("else") { index += 1 }
        let condition = tokens[(tokens.startIndex + 1)..<index]
        guard index < tokens.endIndex, let (elseBody, after) = branch(tokens, at: index + 1) else {
            return .unknown("a guard statement the import cannot read", line: guardToken.line)
        }
        // `guard let top = topViewController else { … }; return top.…`
        if let bound = binding(condition) {
            return bound.readBlock(tokens[after...], depth: depth + 1)
        }
        return conditional(
            condition, at: guardToken, then: readBlock(tokens[after...], depth: depth + 1),
            else: readBlock(elseBody, depth: depth + 1))
    }

    /// A branch: `{ … }`, or (Objective-C) one statement up to its `;`. Returns the body and the
    /// index after the branch.
    private func branch(_ tokens: ArraySlice<SourceToken>, at index: Int) -> (ArraySlice<SourceToken>, Int)? {
        guard index < tokens.endIndex else { return nil }
        if tokens[index].is("{") {
            guard let close = matching(tokens, from: index), close < tokens.endIndex else { return nil }
            return (tokens[(index + 1)..<close], close + 1)
        }
        guard language == .objectiveC else { return nil }
        var end = index
        while end < tokens.endIndex, !tokens[end].is(";") {
            if tokens[end].is("(") || tokens[end].is("["), let close = matching(tokens, from: end) {
                end = close
            }
            end += 1
        }
        return (tokens[index..<min(end + 1, tokens.endIndex)], min(end + 1, tokens.endIndex))
    }

    /// A reader that knows `name` is the child of `let name = self.topViewController` (a forward
    /// target), or `nil` when `condition` is not such a binding.
    private func binding(_ condition: ArraySlice<SourceToken>) -> MethodBodyReader? {
        let texts = condition.map(\.text).filter { $0 != "(" && $0 != ")" }
        guard texts.count >= 4, texts[0] == "let" || texts[0] == "var", texts[2] == "=",
            let target = texts[3...].first(where: { forwardTargets.contains($0) })
        else { return nil }
        var reader = self
        reader.bindings[texts[1]] = target
        return reader
    }

    private func conditional(
        _ condition: ArraySlice<SourceToken>, at statement: SourceToken, then: ImportedAnswer,
        else otherwise: ImportedAnswer
    ) -> ImportedAnswer {
        if let (device, negated, token) = readDeviceCondition(condition) {
            return .conditional(
                device, line: token.line, column: token.column, then: negated ? otherwise : then,
                else: negated ? then : otherwise)
        }
        guard let (flag, negated, token) = readCondition(condition) else {
            let text = LiteralReader.sourceText(condition)
            return .unknown(
                "decides on '\(text.count > 80 ? String(text.prefix(77)) + "…" : text)', which is not a stored "
                    + "property of the class (only those become flags)", line: statement.line)
        }
        return .conditional(
            .flag(flag), line: token.line, column: token.column, then: negated ? otherwise : then,
            else: negated ? then : otherwise)
    }

    /// `tokens` without the `!`s and the parentheses that enclose all of them (`!(!(x))` → `x`),
    /// and whether an odd number of `!`s was removed.
    func strippingNegationsAndParentheses(_ tokens: ArraySlice<SourceToken>) -> (
        ArraySlice<SourceToken>, Bool
    ) {
        var tokens = tokens
        var negated = false
        while true {
            if let first = tokens.first, first.is("!") {
                negated.toggle()
                tokens = tokens.dropFirst()
                continue
            }
            if let first = tokens.first, first.is("("), let close = matching(tokens, from: tokens.startIndex),
                close == tokens.endIndex - 1
            {
                tokens = tokens[(tokens.startIndex + 1)..<close]
                continue
            }
            return (tokens, negated)
        }
    }

    /// `UIDevice.current.userInterfaceIdiom == .pad`, `UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad`,
    /// `traitCollection.userInterfaceIdiom != .phone`, `#available(iOS 16, *)`, `@available(iOS 16.0, *)`,
    /// `#unavailable(iOS 16)`: the device condition and whether it is negated.
    func readDeviceCondition(_ tokens: ArraySlice<SourceToken>) -> (ImportedCondition, Bool, SourceToken)? {
        let stripped = strippingNegationsAndParentheses(tokens)
        let tokens = stripped.0
        var negated = stripped.1
        guard let first = tokens.first else { return nil }
        if let (helper, token) = helperCall(tokens) {
            return (.idiom(helper.idiom), negated != helper.negated, token)
        }
        if first.is("#available") || first.is("@available") || first.is("#unavailable") {
            // The whole condition is the one availability test: `iOS 16` or `iOS 16.4`.
            let open = tokens.startIndex + 1
            guard open < tokens.endIndex, tokens[open].is("("), let close = matching(tokens, from: open),
                close == tokens.endIndex - 1,
                let platform = tokens[open..<close].firstIndex(where: { $0.is("iOS") }),
                platform + 1 < close, tokens[platform + 1].kind == .number
            else { return nil }
            let number = tokens[platform + 1].text
            let version = number.contains(".") ? number : number + ".0"
            if first.is("#unavailable") { negated.toggle() }
            return (.osAtLeast(version), negated, first)
        }
        let comparisons = tokens.indices.filter { tokens[$0].is("==") || tokens[$0].is("!=") }
        guard comparisons.count == 1, let comparison = comparisons.first,
            let idiomToken = tokens.first(where: {
                $0.is("userInterfaceIdiom") || $0.is("UI_USER_INTERFACE_IDIOM")
            })
        else { return nil }
        let left = tokens[tokens.startIndex..<comparison]
        let right = tokens[(comparison + 1)...]
        let other = left.contains(idiomToken) ? right : left
        // `window?.traitCollection.userInterfaceIdiom`: a `?` written against the name before it
        // chains an optional; one with space before it is a ternary's.
        let chains = { (index: Int) in
            self.language == .swift && tokens[index].is("?") && index > tokens.startIndex
                && tokens[index - 1].end == tokens[index].start
        }
        guard other.allSatisfy({ $0.kind == .identifier || $0.is(".") }),
            other.contains(where: { $0.kind == .identifier }),
            tokens.indices.allSatisfy({
                tokens[$0].kind != .string && tokens[$0].kind != .number
                    && (!["&&", "||", "?", "??"].contains(tokens[$0].text) || chains($0))
            })
        else { return nil }
        let idiom: String
        switch other.last?.text {
        case "pad", "UIUserInterfaceIdiomPad": idiom = "pad"
        case "phone", "UIUserInterfaceIdiomPhone": idiom = "phone"
        default: return nil
        }
        if tokens[comparison].is("!=") { negated.toggle() }
        return (.idiom(idiom), negated, idiomToken)
    }

    /// The receivers an idiom helper is asked through: `UIDevice.current`, `[UIDevice currentDevice]`,
    /// the `UIDevice` class, `self`, or none.
    private static let helperReceivers: Set<String> = ["UIDevice", "current", "currentDevice", "self"]

    /// `UIDevice.current.isPhone`, `[UIDevice currentDevice].isPhone`, `[UIDevice isPad]`,
    /// `isPad()`: the project's idiom helper the condition asks and where; not a stored property of
    /// the class of the same name.
    private func helperCall(_ tokens: ArraySlice<SourceToken>) -> (IdiomHelper, SourceToken)? {
        var asked: (IdiomHelper, SourceToken)?
        for token in tokens {
            if token.kind == .punctuation, [".", "[", "]", "(", ")", "?"].contains(token.text) { continue }
            guard token.kind == .identifier else { return nil }
            if Self.helperReceivers.contains(token.text) { continue }
            guard asked == nil, let helper = idiomHelpers[token.text], !isStoredProperty(token.text) else {
                return nil
            }
            asked = (helper, token)
        }
        return asked
    }

    /// `flag`, `self.flag`, `_flag`, `self->_flag`, `[self flag]`, `!flag`, `(flag)`, `flag == true`,
    /// `flag == NO`: the stored property's name and whether the condition is negated.
    func readCondition(_ tokens: ArraySlice<SourceToken>) -> (String, Bool, SourceToken)? {
        let stripped = strippingNegationsAndParentheses(tokens)
        let tokens = stripped.0
        var negated = stripped.1
        let texts = tokens.map(\.text)
        if texts.count >= 3, texts[texts.count - 2] == "==" || texts[texts.count - 2] == "!=" {
            let inverted = texts[texts.count - 2] == "!="
            switch texts[texts.count - 1] {
            case "true", "YES": break
            case "false", "NO": negated.toggle()
            default: return nil
            }
            if inverted { negated.toggle() }
            // Only `flag == true` (one comparison): a chain of them is not a stored property.
            guard !tokens.dropLast(2).contains(where: { $0.is("==") || $0.is("!=") }) else { return nil }
            return readCondition(tokens.dropLast(2)).map { ($0.0, $0.1 != negated, $0.2) }
        }
        let nameToken: SourceToken
        switch texts.count {
        case 1: nameToken = tokens[tokens.startIndex]
        case 3 where texts[0] == "self" && (texts[1] == "." || texts[1] == "->"):
            nameToken = tokens[tokens.startIndex + 2]
        case 4 where texts[0] == "[" && texts[1] == "self" && texts[3] == "]":
            nameToken = tokens[tokens.startIndex + 2]
        case 3 where texts[0] != "self" && texts[1] == ".", 5 where texts[0] == "self" && texts[3] == ".":
            // `settings.hasSeenOnboarding`: a property of an object the class stores is app state,
            // a flag named after the path.
            let owner = tokens[tokens.startIndex + texts.count - 3]
            let property = tokens[tokens.endIndex - 1]
            // `AppDelegate.restrictRotation`: a static stored property is app state, a flag.
            if texts.count == 3, owner.kind == .identifier, property.kind == .identifier,
                let flag = staticFlag(owner.text, property.text)
            {
                return (flag, negated, owner)
            }
            guard owner.kind == .identifier, property.kind == .identifier, isStoredProperty(owner.text)
            else { return nil }
            return (owner.text + "." + property.text, negated, owner)
        default: return nil
        }
        guard nameToken.kind == .identifier else { return nil }
        var name = nameToken.text
        if name.hasPrefix("_") { name.removeFirst() }
        guard !name.isEmpty, isStoredProperty(name) else { return nil }
        return (name, negated, nameToken)
    }

    // MARK: Expressions

    private func readExpression(
        _ tokens: ArraySlice<SourceToken>, depth: Int, statement: SourceToken
    ) -> ImportedAnswer {
        var tokens = trimSemicolons(tokens)
        guard let first = tokens.first else {
            return .unknown("returns nothing the import can read", line: statement.line)
        }
        guard depth < maxDepth else {
            return .unknown("conditions nested too deeply to read", line: first.line)
        }
        if first.is("if") { return readIf(tokens, depth: depth + 1) }
        if ["switch", "let", "var", "for", "while", "do", "try"].contains(first.text) {
            return .unknown("computes its answer with statements the import does not read", line: first.line)
        }
        // `cond ? a : b`
        if let question = ternaryQuestion(tokens), let colon = ternaryColon(tokens, after: question) {
            let then = readExpression(tokens[(question + 1)..<colon], depth: depth + 1, statement: statement)
            let otherwise = readExpression(tokens[(colon + 1)...], depth: depth + 1, statement: statement)
            return conditional(tokens[tokens.startIndex..<question], at: first, then: then, else: otherwise)
        }
        let texts = tokens.map(\.text)
        if texts.first == "super" || (texts.count >= 2 && texts[0] == "[" && texts[1] == "super") {
            return .inherited(line: first.line, column: first.column)
        }
        if let forward = readForward(texts) {
            return .forward(forward, line: first.line, column: first.column)
        }
        if let first = tokens.first, first.is("("), let close = matching(tokens, from: tokens.startIndex),
            close == tokens.endIndex - 1, member != .shouldAutorotateToInterfaceOrientation
        {
            tokens = tokens[(tokens.startIndex + 1)..<close]
        }
        if let value = LiteralReader.literal(tokens, member: member, parameter: parameter) {
            return .literal(value, line: first.line, column: first.column)
        }
        // `return UIDevice.current.userInterfaceIdiom == .pad` from shouldAutorotate, and
        // `return [UIDevice isPad];` from shouldAutorotateToInterfaceOrientation: (YES for every
        // orientation, or for none).
        if member == .shouldAutorotate || member == .shouldAutorotateToInterfaceOrientation,
            let (device, negated, token) = readDeviceCondition(tokens)
        {
            let legacy = member == .shouldAutorotateToInterfaceOrientation
            let yes = ImportedAnswer.literal(
                legacy ? LegacyAnswerEvaluator.maskExpression(LegacyAnswerEvaluator.all) : .bool(true),
                line: first.line, column: first.column)
            let no = ImportedAnswer.literal(
                legacy ? LegacyAnswerEvaluator.maskExpression(0) : .bool(false), line: first.line,
                column: first.column)
            return .conditional(
                device, line: token.line, column: token.column, then: negated ? no : yes,
                else: negated ? yes : no)
        }
        let text = LiteralReader.sourceText(tokens)
        return .unknown(
            "returns '\(text.count > 80 ? String(text.prefix(77)) + "…" : text)', a value computed at run time",
            line: first.line)
    }

    /// `topViewController?.supportedInterfaceOrientations ?? .portrait`,
    /// `[self.selectedViewController supportedInterfaceOrientations]`, `viewControllers.last?.…`.
    private func readForward(_ texts: [String]) -> String? {
        let memberName =
            member == .shouldAutorotateToInterfaceOrientation
            ? "shouldAutorotateToInterfaceOrientation" : member.rawValue
        guard
            texts.contains(memberName) || (member == .shouldAutorotate && texts.contains("shouldAutorotate"))
        else {
            return nil
        }
        var target: String?
        for (index, text) in texts.enumerated() {
            if let bound = bindings[text], index + 1 < texts.count,
                texts[index + 1] == "." || texts[index + 1] == "?"
            {
                target = target ?? bound
                continue
            }
            switch text {
            case "topViewController", "visibleViewController", "selectedViewController":
                target = target ?? text
            case "last" where index >= 2 && texts[index - 2] == "viewControllers":
                target = target ?? "topViewController"
            case "lastObject" where index >= 1 && texts[0..<index].contains("viewControllers"):
                target = target ?? "topViewController"
            default: break
            }
        }
        // A cast chain (`(selected as? UINavigationController)?.viewControllers.first ?? selected`)
        // reaches a different view controller than the forward says: not a forward.
        if texts.contains(where: { ["as", "first", "firstObject", "objectAtIndex", "children"].contains($0) })
        {
            return nil
        }
        if target == nil, forwardTargets.contains("allChildren"), asksNamedChild(texts, memberName) {
            // `self.contentViewController.supportedInterfaceOrientations`: the one child's answer.
            return "allChildren"
        }
        guard let target, forwardTargets.contains(target) else { return nil }
        return target
    }

    /// The property the member is asked of: `self.content.supportedInterfaceOrientations`,
    /// `[self.content supportedInterfaceOrientations]`, `_content.…`; not `self` or `super`.
    private func asksNamedChild(_ texts: [String], _ memberName: String) -> Bool {
        guard let member = texts.firstIndex(of: memberName), member >= 1 else { return false }
        var receiver = member - 1
        if texts[receiver] == "." { receiver -= 1 }
        while receiver >= 0, texts[receiver] == "?" || texts[receiver] == "!" { receiver -= 1 }
        guard receiver >= 0, let first = texts[receiver].first else { return false }
        return (first.isLetter || first == "_") && !["self", "super"].contains(texts[receiver])
    }

    /// The ternary `?` at the top level: in Swift one with space before it (optional chaining has
    /// none); in Objective-C any.
    private func ternaryQuestion(_ tokens: ArraySlice<SourceToken>) -> Int? {
        var index = tokens.startIndex
        while index < tokens.endIndex {
            let token = tokens[index]
            if token.is("(") || token.is("[") || token.is("{"), let close = matching(tokens, from: index) {
                index = close + 1
                continue
            }
            if token.is("?"), index > tokens.startIndex {
                let spaced = tokens[index - 1].end < token.start
                if language == .objectiveC || spaced { return index }
            }
            index += 1
        }
        return nil
    }

    private func ternaryColon(_ tokens: ArraySlice<SourceToken>, after question: Int) -> Int? {
        var nested = 0
        var index = question + 1
        while index < tokens.endIndex {
            let token = tokens[index]
            if token.is("(") || token.is("[") || token.is("{"), let close = matching(tokens, from: index) {
                index = close + 1
                continue
            }
            if token.is("?") && tokens[index - 1].end < token.start { nested += 1 }
            if token.is(":") {
                if nested == 0 { return index }
                nested -= 1
            }
            index += 1
        }
        return nil
    }

    // MARK: Helpers

    private func trimSemicolons(_ tokens: ArraySlice<SourceToken>) -> ArraySlice<SourceToken> {
        var tokens = tokens
        while let first = tokens.first, first.is(";") { tokens = tokens.dropFirst() }
        while let last = tokens.last, last.is(";") { tokens = tokens.dropLast() }
        return tokens
    }

    /// The index of the bracket closing the one at `index`, within `tokens`.
    private func matching(_ tokens: ArraySlice<SourceToken>, from index: Int) -> Int? {
        var depth = 0
        var position = index
        while position < tokens.endIndex {
            let token = tokens[position]
            if token.kind == .punctuation {
                switch token.text {
                case "{", "(", "[": depth += 1
                case "}", ")", "]":
                    depth -= 1
                    if depth == 0 { return position }
                default: break
                }
            }
            position += 1
        }
        return nil
    }

    /// Where the expression starting at `start` ends: a top-level `;`, or (Swift) a line break
    /// that does not continue the expression.
    private func expressionEnd(_ tokens: ArraySlice<SourceToken>, from start: Int) -> Int {
        var index = start
        while index < tokens.endIndex {
            let token = tokens[index]
            if token.is(";") { return index }
            if token.is("(") || token.is("[") || token.is("{"), let close = matching(tokens, from: index) {
                index = close
            }
            let next = index + 1
            if language == .swift, next < tokens.endIndex, tokens[next].line > tokens[index].line,
                !SourceScanner.continues(tokens[index], tokens[next]), !tokens[next].is("else")
            {
                return next
            }
            index += 1
        }
        return tokens.endIndex
    }
}
