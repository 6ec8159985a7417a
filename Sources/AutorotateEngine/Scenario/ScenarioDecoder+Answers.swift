import AutorotateWire

/// MaskExpr and its boolean and orientation siblings (api.md §1): literals, expressions,
/// arrays, `{"if": …}` conditionals and `{"forward": …}`.
extension ScenarioDocumentDecoder {
    /// A mask (or, with `.orientationValue`, an orientation) answer. The pointer is built only
    /// for a conditional (whose flag references keep it) or a problem or warning that names it.
    mutating func maskAnswer(
        _ value: Document.Node, at pointer: @autoclosure () -> JSONPointer, kind: ExpressionKind,
        allowForward: Bool
    )
        -> Answer<Int>?
    {
        switch tape.kind(value) {
        case .object:
            return conditionalOrForward(value, at: pointer(), allowForward: allowForward) {
                decoder, branch, branchPointer in
                decoder.maskAnswer(branch, at: branchPointer(), kind: kind, allowForward: allowForward)
            }
        default:
            return literal(value, at: pointer(), kind: kind).map(Answer.literal)
        }
    }

    /// A `shouldAutorotate` answer: a boolean, a conditional, or a forward.
    mutating func boolAnswer(
        _ value: Document.Node, at pointer: @autoclosure () -> JSONPointer, allowForward: Bool
    ) -> Answer<Bool>? {
        if tape.kind(value) == .object {
            return conditionalOrForward(value, at: pointer(), allowForward: allowForward) {
                decoder, branch, branchPointer in
                decoder.boolAnswer(branch, at: branchPointer(), allowForward: allowForward)
            }
        }
        return bool(value, at: pointer(), what: "this answer").map(Answer.literal)
    }

    private mutating func conditionalOrForward<Value>(
        _ object: Document.Node, at pointer: JSONPointer, allowForward: Bool,
        branch: (inout Self, Document.Node, () -> JSONPointer) -> Answer<Value>?
    ) -> Answer<Value>? {
        if let target = member(object, "forward") {
            checkMembers(object, at: pointer, known: ScenarioNames.knownForward)
            guard allowForward else {
                invalid(
                    pointer.appending("forward"),
                    "a forward reads a child view controller; only view controllers have children")
                return nil
            }
            guard
                let forward: ForwardTarget = enumeration(
                    target, at: pointer.appending("forward"), what: "forward")
            else {
                return nil
            }
            return .forward(forward)
        }
        guard let ifNode = member(object, "if") else {
            shape(
                pointer,
                "an object here must be {\"if\": condition, \"then\": …, \"else\": …} or {\"forward\": …}"
            )
            return nil
        }
        checkMembers(object, at: pointer, known: ScenarioNames.knownIfThenEtc)
        guard let condition = conditionalCondition(ifNode, conditional: pointer) else { return nil }
        guard let thenValue = member(object, "then"), let elseValue = member(object, "else") else {
            shape(pointer, "a conditional needs both then and else")
            return nil
        }
        guard depthOf(pointer) < 64 else {
            invalid(pointer, "conditionals are nested too deeply")
            return nil
        }
        // The branches' pointers are built only when a problem or warning names them.
        let thenAnswer = branch(&self, thenValue, { pointer.appending("then") })
        let elseAnswer = branch(&self, elseValue, { pointer.appending("else") })
        guard let thenAnswer, let elseAnswer else { return nil }
        return .conditional(condition, then: thenAnswer, else: elseAnswer)
    }

    private func depthOf(_ pointer: JSONPointer) -> Int { pointer.depth }

    /// An integer, an expression string, or an array of them OR-ed together. The pointer is
    /// built only for a problem or warning.
    mutating func literal(
        _ value: Document.Node, at pointer: @autoclosure () -> JSONPointer, kind: ExpressionKind
    ) -> Int? {
        switch tape.kind(value) {
        case .number:
            guard let raw = integer(value, at: pointer(), what: "a mask") else { return nil }
            if kind == .orientationMask && raw & ~30 != 0 {
                warn(
                    pointer(), ExpressionWarningCode.maskBitsIgnored,
                    "mask \(raw) has bits UIKit ignores (bit 0 and bits above 4); it counts as \(raw & 30)")
            }
            return raw
        case .string:
            switch evaluate(value, kind: kind) {
            case .success(let evaluated):
                if !evaluated.warnings.isEmpty {
                    // One text for all of this value's warnings: they share its place.
                    let place = pointer().string
                    if warnings.isEmpty { warnings.reserveCapacity(4) }
                    for warning in evaluated.warnings {
                        warnings.append(Warning(code: warning.code, message: warning.message, pointer: place))
                    }
                }
                return evaluated.value
            case .failure(let error):
                let text = tape.string(value) ?? ""
                invalid(pointer(), "\(error.message) (column \(error.column) of '\(text.prefix(80))')")
                return nil
            }
        case .array where kind != .orientationValue:
            var result = 0
            var ok = true
            for (index, element) in tape.elements(of: value).enumerated() {
                switch tape.kind(element) {
                case .number, .string:
                    if let value = literal(element, at: pointer().appending(index), kind: kind) {
                        result |= value
                    } else {
                        ok = false
                    }
                default:
                    shape(
                        pointer().appending(index),
                        "an array element must be a name, an expression or an integer")
                    ok = false
                }
            }
            return ok ? result : nil
        default:
            shape(
                pointer(),
                kind == .orientationValue
                    ? "an orientation must be a name, an integer, or a conditional"
                    : "a mask must be an integer, an expression, an array, a conditional or a forward")
            return nil
        }
    }

    /// ``ExpressionEvaluator/evaluate(_:kind:maxLength:)`` once per distinct text and kind in a
    /// scenario: the same conditional mask is often repeated on every view controller, and the
    /// evaluation (value and warnings) depends on nothing else. The first few distinct texts are
    /// kept as their first node and found by comparing the string at `node` with each in place
    /// (no `String`, no hashing); any further ones by a dictionary, so that a scenario of
    /// thousands of distinct texts stays linear. Both compare texts with `==`, as a single
    /// dictionary would. An ASCII text of the tape is evaluated straight from its bytes.
    private mutating func evaluate(_ node: Document.Node, kind: ExpressionKind) -> Result<
        EvaluatedExpression, ExpressionError
    > {
        for index in recentExpressions.indices
        where recentExpressions[index].kind == kind
            && tape.string(node, equalsStringAt: recentExpressions[index].node)
        {
            return recentExpressions[index].result
        }
        let maxLength = limits.maxExpressionLength
        guard recentExpressions.count < ScenarioNames.recentExpressionLimit else {
            let key = ExpressionCacheKey(text: tape.string(node) ?? "", kind: kind)
            if let cached = expressionCache[key] { return cached }
            let result = ExpressionEvaluator.evaluate(key.text, kind: kind, maxLength: maxLength)
            expressionCache[key] = result
            return result
        }
        let result =
            (Document.buildsStrings
                ? tape.withASCIIBytes(of: node) {
                    ExpressionEvaluator.evaluate(asciiBytes: $0, kind: kind, maxLength: maxLength)
                } : nil)
            ?? ExpressionEvaluator.evaluate(tape.string(node) ?? "", kind: kind, maxLength: maxLength)
        // A scenario that has one expression mostly has a few: room for them in one go.
        if recentExpressions.isEmpty { recentExpressions.reserveCapacity(4) }
        recentExpressions.append(RecentExpression(node: node, kind: kind, result: result))
        return result
    }

    /// How many distinct expressions ``evaluate(_:kind:)`` keeps in its list before it hashes.
}

/// The key of ``ScenarioDecoder``'s per-scenario cache of evaluated expressions.
struct ExpressionCacheKey: Hashable {
    var text: String
    var kind: ExpressionKind
}
