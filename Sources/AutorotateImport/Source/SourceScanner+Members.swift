/// View controllers held by other objects (api.md §9.1): `window.rootViewController =
/// coordinator.viewController`, `app.rootViewController`, `[self.router navigationController]`.
/// The receiver's class comes from this file (what the variable is made from or declared as), else
/// from the enclosing class's property of that name; the property's value is read in the files of
/// the receiver's class (``propertyValue(_:of:depth:)``).
extension SourceScanner {
    /// Tokens that may sit between a receiver and its property: `a.b`, `self.a.b`, `a?.b`, `a!.b`,
    /// `_a.b`, `self->_a.b`, `[a b]`, `[self.a b]`.
    private static let accessPunctuation: Set<String> = [".", "?", "!", "->", "[", "]", "self"]

    /// `receiver.property` in `range`, with the receiver's class as far as this file tells.
    func memberAccess(_ range: Range<Int>, receiver: Int, property: Int, depth: Int) -> ControllerExpression?
    {
        guard receiver < property,
            range.allSatisfy({
                $0 == receiver || $0 == property || Self.accessPunctuation.contains(tokens[$0].text)
            }),
            let first = tokens[receiver].text.first, !first.isUppercase
        else { return nil }
        var name = tokens[receiver].text
        if name.hasPrefix("_") { name.removeFirst() }
        let propertyName = tokens[property].text
        if let assigned = assignment(of: name, usedAt: receiver),
            let made = createdClass(in: assigned..<expressionEnd(from: assigned))
        {
            return .member(.object(className: made), property: propertyName)
        }
        if let type = declaredType(of: name) {
            return .member(.object(className: type), property: propertyName)
        }
        guard let owner = enclosingClass(of: receiver) else { return nil }
        return .member(.property(name, of: owner), property: propertyName)
    }

    /// `x as? X`, `x as! X` (Swift) and `(X *)x` (Objective-C): the inner range and the class.
    func castParts(_ range: Range<Int>) -> (Range<Int>, String)? {
        if language == .objectiveC {
            let start = range.lowerBound
            guard range.count > 4, tokens[start].is("("), tokens[start + 1].kind == .identifier,
                tokens[start + 2].is("*"), tokens[start + 3].is(")")
            else { return nil }
            return ((start + 4)..<range.upperBound, tokens[start + 1].text)
        }
        var index = range.lowerBound
        while index < range.upperBound {
            if tokens[index].is("(") || tokens[index].is("[") || tokens[index].is("{") {
                index = close(index) + 1
                continue
            }
            if tokens[index].is("as"), index > range.lowerBound, index + 2 < range.upperBound,
                tokens[index + 1].is("?") || tokens[index + 1].is("!"),
                tokens[index + 2].kind == .identifier
            {
                return (range.lowerBound..<index, tokens[index + 2].text)
            }
            index += 1
        }
        return nil
    }

    /// The class a variable or property of this file is declared as: `let nav: NavController`,
    /// `var app: AppController!`, `@property TRController *controller;`, `TRController *_controller;`.
    func declaredType(of name: String) -> String? {
        for index in tokens.indices where tokens[index].kind == .identifier {
            let text = tokens[index].text
            guard text == name || text == "_" + name else { continue }
            if language == .swift {
                guard index > 0, tokens[index - 1].is("let") || tokens[index - 1].is("var"),
                    index + 2 < tokens.count, tokens[index + 1].is(":"), tokens[index + 2].kind == .identifier
                else { continue }
                return tokens[index + 2].text
            }
            guard index >= 2, tokens[index - 1].is("*"), tokens[index - 2].kind == .identifier,
                index + 1 < tokens.count,
                [";", "=", ")", ","].contains(tokens[index + 1].text)
            else { continue }
            return tokens[index - 2].text
        }
        return nil
    }

    /// What the property `property` of class `className` holds, read in this file: a computed
    /// property's or getter's `return`, else the last assignment in the class's code; and the
    /// type the property is declared with.
    func propertyValue(_ property: String, of className: String, depth: Int) -> (
        expression: ControllerExpression?, declaredType: String?
    ) {
        let bodies = classBodies.filter { $0.name == className }.map(\.range)
        let declared = declaredType(of: property)
        guard !bodies.isEmpty else { return (nil, declared) }
        for body in bodies {
            for index in body where tokens[index].is(property) && index > 0 {
                let previous = tokens[index - 1]
                // `var property: T { … }` (Swift) or `- (T *)property { … }` (Objective-C).
                let isGetter =
                    language == .swift
                    ? previous.is("var")
                    : previous.is(")") && index + 1 < tokens.count
                        && tokens[index + 1].is("{")
                guard isGetter, let open = getterOpen(after: index) else { continue }
                return (getterValue(open: open, depth: depth), declared)
            }
        }
        guard let assigned = assignment(of: property, usedAt: tokens.count),
            bodies.contains(where: { $0.contains(assigned) })
        else { return (nil, declared) }
        if tokens[assigned].is("{") {
            // `lazy var view: RootViewController = { … return X(…) }()`
            return (getterValue(open: assigned, depth: depth), declared)
        }
        return (controllerExpression(from: assigned, depth: depth), declared)
    }

    /// The `{` of a computed property's body after its name (not an initializer's `=`).
    private func getterOpen(after name: Int) -> Int? {
        var index = name + 1
        while index < tokens.count {
            let token = tokens[index]
            if token.is("{") { return index }
            if token.is("=") || token.is(";") || token.is("}") { return nil }
            if index > name + 1, token.line > tokens[index - 1].line,
                !Self.continues(tokens[index - 1], token)
            {
                return nil
            }
            index += 1
        }
        return nil
    }

    /// What a body (`{ get { … } }`, `{ return x }`, `{ x }`) returns, when it makes a view controller.
    private func getterValue(open: Int, depth: Int) -> ControllerExpression? {
        let end = close(open)
        var start = open + 1
        if start + 1 < end, tokens[start].is("get"), tokens[start + 1].is("{") {
            return getterValue(open: start + 1, depth: depth)
        }
        if let returned = (start..<end).first(where: { tokens[$0].is("return") }) {
            start = returned + 1
        }
        guard start < end else { return nil }
        return controllerExpression(start..<min(expressionEnd(from: start), end), depth: depth + 1)
    }
}
