/// The Swift half of ``SourceScanner``: `class`, `extension`, `actor` bodies, their rotation
/// members, stored properties and rotation callbacks.
extension SourceScanner {

    static let typeKeywords: Set<String> = [
        "class", "struct", "enum", "extension", "protocol", "actor",
    ]

    mutating func scanSwift(_ range: Range<Int>) {
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            if token.kind == .identifier, Self.typeKeywords.contains(token.text),
                index + 1 < range.upperBound,
                tokens[index + 1].kind == .identifier,
                !Self.declarationKeywords.contains(tokens[index + 1].text),
                index == 0 || !text(index - 1).hasSuffix(".")
            {
                index = scanSwiftType(at: index, limit: range.upperBound)
                continue
            }
            if token.is("{") || token.is("(") || token.is("[") {
                index = close(index) + 1
                continue
            }
            index += 1
        }
    }

    static let declarationKeywords: Set<String> = [
        "func", "var", "let", "init", "subscript", "class", "static", "override", "final",
    ]

    /// `class Name<…>: A, B where … {`: returns the index after the body.
    mutating func scanSwiftType(at keywordIndex: Int, limit: Int) -> Int {
        // Types nested deeper than this are skipped whole (bounded recursion on hostile input).
        typeNesting += 1
        defer { typeNesting -= 1 }
        let keyword = tokens[keywordIndex].text
        var index = keywordIndex + 1
        var name = tokens[index].text
        index += 1
        while index + 1 < limit, tokens[index].is("."), tokens[index + 1].kind == .identifier {
            name = tokens[index + 1].text
            index += 2
        }
        if index < limit, tokens[index].is("<") || tokens[index].text.hasPrefix("<") {
            var angle = 0
            while index < limit {
                for character in tokens[index].text {
                    if character == "<" { angle += 1 } else if character == ">" { angle -= 1 }
                }
                index += 1
                if angle <= 0 { break }
            }
        }
        var inherited: [String] = []
        if index < limit, tokens[index].is(":") {
            index += 1
            var expectName = true
            while index < limit, !tokens[index].is("{"), !tokens[index].is("where") {
                let current = tokens[index]
                if current.is(",") {
                    expectName = true
                } else if current.is("<") || current.text.hasPrefix("<") || current.is("(") {
                    // Generic arguments of an inherited type: skip to the type's end.
                    if current.is("(") { index = close(index) }
                } else if expectName, current.kind == .identifier {
                    var qualified = current.text
                    while index + 2 < limit, tokens[index + 1].is("."), tokens[index + 2].kind == .identifier
                    {
                        qualified = tokens[index + 2].text
                        index += 2
                    }
                    inherited.append(qualified)
                    expectName = false
                }
                index += 1
            }
        }
        while index < limit, !tokens[index].is("{") {
            if tokens[index].is(";") || tokens[index].is("}") { return index + 1 }
            index += 1
        }
        guard index < limit else { return limit }
        let open = index
        let end = min(close(open), tokens.count)
        let body = (open + 1)..<max(open + 1, end)
        let head = tokens[keywordIndex]
        guard typeNesting <= 16 else { return end + 1 }
        switch keyword {
        case "class", "extension", "actor":
            var found: SourceClass? = SourceClass(
                name: name, superclass: keyword == "class" ? inherited.first : nil, path: path,
                line: head.line,
                column: head.column, language: .swift, isDeclared: keyword == "class")
            if keyword == "extension", inherited.contains("App") { swiftUIAppExtensions.insert(name) }
            found?.isApplicationDelegate = inherited.contains { SourceClass.delegateProtocols.contains($0) }
            found?.adoptsApplicationDelegate = inherited.contains("UIApplicationDelegate")
            // `@main class AppDelegate` / `@UIApplicationMain class AppDelegate`: the app's delegate.
            let attributes = tokens[max(0, keywordIndex - 4)..<keywordIndex]
            if keyword == "class",
                attributes.contains(where: { $0.is("@main") || $0.is("@UIApplicationMain") })
            {
                principalDelegate = name
            }
            classBodies.append((name, body))
            scanSwiftMembers(body, into: &found)
            if let found { classes.append(found) }
        default:
            // `@main struct Name: App`: a SwiftUI app, whose window's root is a hosting controller.
            // `@main struct Name` whose `App` conformance an extension declares is one too.
            let attributes = tokens[max(0, keywordIndex - 4)..<keywordIndex]
            if keyword == "struct", attributes.contains(where: { $0.is("@main") }) {
                if inherited.contains("App") {
                    swiftUIApp = (head.line, head.column)
                } else {
                    mainStruct = (name, head.line, head.column)
                }
            }
            var none: SourceClass?
            scanSwiftMembers(body, into: &none)
        }
        return end + 1
    }

    /// Members of a type body at its own level: rotation members, the app delegate method, stored
    /// properties, nested types.
    mutating func scanSwiftMembers(_ range: Range<Int>, into found: inout SourceClass?) {
        var index = range.lowerBound
        var declarationStart: Int?
        while index < range.upperBound {
            let token = tokens[index]
            if token.kind == .identifier, Self.typeKeywords.contains(token.text),
                index + 1 < range.upperBound,
                tokens[index + 1].kind == .identifier,
                !Self.declarationKeywords.contains(tokens[index + 1].text)
            {
                index = scanSwiftType(at: index, limit: range.upperBound)
                declarationStart = nil
                continue
            }
            if token.is("{") || token.is("(") || token.is("[") {
                index = close(index) + 1
                declarationStart = nil
                continue
            }
            if token.kind == .identifier && (token.text.hasPrefix("@") || Self.modifiers.contains(token.text))
            {
                if declarationStart == nil { declarationStart = index }
                if token.text.hasPrefix("@"), index + 1 < range.upperBound, tokens[index + 1].is("(") {
                    index = close(index + 1) + 1
                    continue
                }
                index += 1
                continue
            }
            if token.is("var") || token.is("let") {
                index = scanSwiftVariable(
                    at: index, start: declarationStart ?? index, limit: range.upperBound, into: &found)
                declarationStart = nil
                continue
            }
            if token.is("func") {
                index = scanSwiftFunction(
                    at: index, start: declarationStart ?? index, limit: range.upperBound, into: &found)
                declarationStart = nil
                continue
            }
            declarationStart = nil
            index += 1
        }
    }

    static let modifiers: Set<String> = [
        "override", "public", "private", "fileprivate", "internal", "open", "final", "dynamic", "lazy",
        "weak", "unowned", "static", "class", "nonisolated", "required", "convenience", "mutating",
    ]

    mutating func scanSwiftVariable(
        at keywordIndex: Int, start: Int, limit: Int, into found: inout SourceClass?
    )
        -> Int
    {
        var index = keywordIndex + 1
        guard index < limit, tokens[index].kind == .identifier else { return index }
        let nameToken = tokens[index]
        let isStatic = (start..<keywordIndex).contains { tokens[$0].is("static") || tokens[$0].is("class") }
        index += 1
        var initial: Bool?
        var hasInitializer = false
        // The type annotation and initializer run until a `{` body, or the next declaration.
        while index < limit {
            var current = tokens[index]
            if current.is("{") { break }
            if current.is("(") || current.is("[") {
                index = min(close(index), limit - 1)
                current = tokens[index]
            }
            if current.is("=") {
                hasInitializer = true
                if index + 1 < limit {
                    switch tokens[index + 1].text {
                    case "true": initial = true
                    case "false": initial = false
                    default: break
                    }
                }
            }
            if current.is(";") || current.is("}") { break }
            if index + 1 < limit, tokens[index + 1].line > current.line,
                !Self.continues(current, tokens[index + 1])
            {
                index += 1
                return finishStoredVariable(
                    nameToken, initial: initial, isStatic: isStatic, into: &found, next: index)
            }
            index += 1
        }
        guard index < limit, tokens[index].is("{") else {
            return finishStoredVariable(
                nameToken, initial: initial, isStatic: isStatic, into: &found, next: index)
        }
        let open = index
        let end = close(open)
        let firstInBody = open + 1 < end ? text(open + 1) : ""
        if hasInitializer || firstInBody == "didSet" || firstInBody == "willSet" {
            _ = finishStoredVariable(
                nameToken, initial: initial, isStatic: isStatic, into: &found, next: end + 1)
            return end + 1
        }
        if IdiomHelper.mayBeHelper(nameToken.text),
            tokens[(keywordIndex + 1)..<open].contains(where: { $0.is("Bool") })
        {
            idiomHelperCandidates.append(
                IdiomHelperCandidate(
                    name: nameToken.text, body: tokens[(open + 1)..<max(open + 1, end)], language: .swift))
        }
        if let member = RotationMember(swiftProperty: nameToken.text), !isStatic {
            let method = SourceMethod(
                member: member, path: path, line: tokens[start].line, column: tokens[start].column,
                body: tokens[(open + 1)..<max(open + 1, end)], parameter: nil, language: .swift)
            record(method, into: &found)
        }
        return end + 1
    }

    func finishStoredVariable(
        _ name: SourceToken, initial: Bool?, isStatic: Bool, into found: inout SourceClass?, next: Int
    ) -> Int {
        let property = StoredProperty(path: path, line: name.line, column: name.column, initialValue: initial)
        if isStatic {
            if found?.staticProperties[name.text] == nil { found?.staticProperties[name.text] = property }
        } else if found?.storedProperties[name.text] == nil {
            found?.storedProperties[name.text] = property
        }
        return next
    }

    /// Whether `next`, on a later line than `previous`, continues the same expression.
    static func continues(_ previous: SourceToken, _ next: SourceToken) -> Bool {
        if previous.kind == .punctuation, !previous.is(")"), !previous.is("]"), !previous.is("}"),
            !previous.is("!"),
            !previous.is("?")
        {
            return true
        }
        if next.kind == .punctuation, !next.is("{"), !next.is("("), !next.is("["), !next.is("!"),
            !next.is("@"),
            !next.is("#")
        {
            return true
        }
        return false
    }

    mutating func scanSwiftFunction(
        at keywordIndex: Int, start: Int, limit: Int, into found: inout SourceClass?
    )
        -> Int
    {
        var index = keywordIndex + 1
        guard index < limit, tokens[index].kind == .identifier else { return index }
        let name = tokens[index].text
        let isStatic = (start..<keywordIndex).contains { tokens[$0].is("static") || tokens[$0].is("class") }
        index += 1
        if index < limit, tokens[index].text.hasPrefix("<") {
            while index < limit, !tokens[index].is("(") { index += 1 }
        }
        guard index < limit, tokens[index].is("(") else { return index }
        let parametersOpen = index
        let parametersClose = close(parametersOpen)
        let labels = parameterLabels(parametersOpen, parametersClose)
        index = parametersClose + 1
        while index < limit, !tokens[index].is("{") {
            if tokens[index].is("}") || tokens[index].is(";") || tokens[index].is("func")
                || tokens[index].is("var")
            {
                return index
            }
            if tokens[index].is("(") || tokens[index].is("[") { index = close(index) }
            index += 1
        }
        guard index < limit else { return limit }
        let open = index
        let end = close(open)
        let body = tokens[(open + 1)..<max(open + 1, end)]
        var member: RotationMember?
        var parameter: String?
        switch (name, labels.count) {
        case ("supportedInterfaceOrientations", 0): member = .supportedInterfaceOrientations
        case ("shouldAutorotate", 0): member = .shouldAutorotate
        case ("preferredInterfaceOrientationForPresentation", 0):
            member = .preferredInterfaceOrientationForPresentation
        case ("shouldAutorotate", 1) where labels[0].label == "to",
            ("shouldAutorotateToInterfaceOrientation", 1):
            member = .shouldAutorotateToInterfaceOrientation
            parameter = labels[0].name
        case ("application", 2) where labels[1].label == "supportedInterfaceOrientationsFor":
            member = .applicationSupportedInterfaceOrientations
        default: break
        }
        if labels.isEmpty, IdiomHelper.mayBeHelper(name),
            tokens[(parametersClose + 1)..<open].contains(where: { $0.is("Bool") })
        {
            idiomHelperCandidates.append(IdiomHelperCandidate(name: name, body: body, language: .swift))
        }
        if let member, !isStatic {
            let method = SourceMethod(
                member: member, path: path, line: tokens[start].line, column: tokens[start].column,
                body: body,
                parameter: parameter, language: .swift)
            record(method, into: &found)
        } else if !isStatic,
            let selector = RotationCallback.selector(swiftName: name, labels: labels.map(\.label))
        {
            let callsSuper = body.indices.contains { index in
                body[index].is("super") && index + 2 < body.endIndex && body[index + 2].is(name)
            }
            recordCallback(selector, at: tokens[start], callsSuper: callsSuper, into: &found)
        }
        return end + 1
    }

    /// `(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?)` →
    /// [(`_`, `application`), (`supportedInterfaceOrientationsFor`, `window`)].
    func parameterLabels(_ open: Int, _ close: Int) -> [(label: String, name: String)] {
        var result: [(label: String, name: String)] = []
        var index = open + 1
        var expectLabel = true
        while index < close {
            let token = tokens[index]
            if token.is("(") || token.is("[") {
                index = self.close(index) + 1
                continue
            }
            if token.is(",") {
                expectLabel = true
            } else if expectLabel, token.kind == .identifier, !token.text.hasPrefix("@") {
                if index + 1 < close, tokens[index + 1].kind == .identifier {
                    result.append((token.text, tokens[index + 1].text))
                } else {
                    result.append((token.text, token.text))
                }
                expectLabel = false
            }
            index += 1
        }
        return result
    }
}

extension RotationMember {
    /// The member a Swift `override var NAME` implements.
    init?(swiftProperty name: String) {
        switch name {
        case "supportedInterfaceOrientations": self = .supportedInterfaceOrientations
        case "shouldAutorotate": self = .shouldAutorotate
        case "preferredInterfaceOrientationForPresentation":
            self = .preferredInterfaceOrientationForPresentation
        default: return nil
        }
    }
}
