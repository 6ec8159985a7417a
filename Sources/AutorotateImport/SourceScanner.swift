/// Finds classes, their rotation methods and stored properties in one tokenized file.
/// Swift: `class Name<…>: Super, Protocol { … }` and `extension Name { … }` bodies; Objective-C:
/// `@interface Name : Super`, class extensions and categories, `@implementation Name … @end`.
struct SourceScanner {
    let tokens: [SourceToken]
    let path: String
    let language: SourceTokenizer.Language
    /// For each `{`, `(` and `[`, the index of the bracket that closes it (or `tokens.count`).
    private let closing: [Int: Int]
    private(set) var classes: [SourceClass] = []
    private var typeNesting = 0
    /// `application(_:supportedInterfaceOrientationsFor:)` wherever it is implemented.
    private(set) var applicationMethods: [SourceMethod] = []
    /// `window.rootViewController = X(…)` (Swift) or `= [[X alloc] init…]` (Objective-C).
    private(set) var rootAssignments: [(name: String, child: String?, line: Int, column: Int)] = []
    /// Class names the file instantiates: `Name(…)`, `Name.init(…)`, `[Name alloc]`, `[Name new]`.
    private(set) var instantiated: Set<String> = []

    static func scan(_ text: String, path: String, language: SourceTokenizer.Language) -> SourceScanner {
        var scanner = SourceScanner(
            tokens: SourceTokenizer.tokenize(text, language: language), path: path, language: language)
        switch language {
        case .swift: scanner.scanSwift(0..<scanner.tokens.count)
        case .objectiveC: scanner.scanObjectiveC()
        }
        scanner.scanRootAssignments()
        return scanner
    }

    private init(tokens: [SourceToken], path: String, language: SourceTokenizer.Language) {
        self.tokens = tokens
        self.path = path
        self.language = language
        var closing: [Int: Int] = [:]
        var stack: [Int] = []
        for (index, token) in tokens.enumerated() where token.kind == .punctuation {
            switch token.text {
            case "{", "(", "[": stack.append(index)
            case "}", ")", "]":
                // A stray closer matches the nearest opener of its own kind, or nothing.
                let opener = token.text == "}" ? "{" : token.text == ")" ? "(" : "["
                if let match = stack.lastIndex(where: { tokens[$0].text == opener }) {
                    for unclosed in stack[(match + 1)...] { closing[unclosed] = index }
                    closing[stack[match]] = index
                    stack.removeSubrange(match...)
                }
            default: break
            }
        }
        for unclosed in stack { closing[unclosed] = tokens.count }
        self.closing = closing
    }

    private func close(_ index: Int) -> Int { closing[index] ?? tokens.count }

    private func text(_ index: Int) -> String {
        index < tokens.count && tokens[index].kind != .string ? tokens[index].text : ""
    }

    /// `rootViewController = Name(`, `rootViewController = [[Name alloc] init…]`, and the Swift
    /// `rootViewController = UINavigationController(rootViewController: Name())` is taken as Name's
    /// container only when nothing better is known (the first class instantiated is kept).
    private mutating func scanRootAssignments() {
        for (index, token) in tokens.enumerated() where token.kind == .identifier && index + 1 < tokens.count
        {
            guard let first = token.text.first, first.isUppercase else { continue }
            let next = tokens[index + 1]
            let previous = index > 0 ? tokens[index - 1].text : ""
            if next.is("(") && next.start == token.end && previous != "class" && previous != "func" {
                instantiated.insert(token.text)
            } else if next.is(".") && index + 2 < tokens.count && tokens[index + 2].is("init") {
                instantiated.insert(token.text)
            } else if previous == "[" && (next.is("alloc") || next.is("new")) {
                instantiated.insert(token.text)
            }
        }
        var index = 0
        while index + 2 < tokens.count {
            defer { index += 1 }
            guard tokens[index].is("rootViewController"), tokens[index + 1].is("=") else { continue }
            var position = index + 2
            while position < tokens.count, tokens[position].is("[") { position += 1 }
            guard position < tokens.count, tokens[position].kind == .identifier else { continue }
            let name = tokens[position]
            guard let created = createdClass(at: position) else { continue }
            // `UINavigationController(rootViewController: X())`, `[[Nav alloc] initWithRootViewController:[[X alloc] init]]`.
            var child: String?
            var scan = position + 1
            while scan + 2 < tokens.count, scan < position + 40, !tokens[scan].is(";"),
                tokens[scan].line == name.line || language == .objectiveC
            {
                if tokens[scan].is("rootViewController") || tokens[scan].is("initWithRootViewController"),
                    tokens[scan + 1].is(":")
                {
                    var inner = scan + 2
                    while inner < tokens.count, tokens[inner].is("[") { inner += 1 }
                    child = createdClass(at: inner)
                    break
                }
                scan += 1
            }
            rootAssignments.append((created, child, name.line, name.column))
        }
    }

    /// The class name at `index` when it is instantiated there: `Name(`, `Name alloc`, `Name new`.
    private func createdClass(at index: Int) -> String? {
        guard index + 1 < tokens.count, tokens[index].kind == .identifier else { return nil }
        let next = tokens[index + 1]
        guard next.is("(") || next.is("alloc") || next.is("new") else { return nil }
        return tokens[index].text
    }

    // MARK: Swift

    private static let typeKeywords: Set<String> = [
        "class", "struct", "enum", "extension", "protocol", "actor",
    ]

    private mutating func scanSwift(_ range: Range<Int>) {
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

    private static let declarationKeywords: Set<String> = [
        "func", "var", "let", "init", "subscript", "class", "static", "override", "final",
    ]

    /// `class Name<…>: A, B where … {`: returns the index after the body.
    private mutating func scanSwiftType(at keywordIndex: Int, limit: Int) -> Int {
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
            scanSwiftMembers(body, into: &found)
            if let found { classes.append(found) }
        default:
            var none: SourceClass?
            scanSwiftMembers(body, into: &none)
        }
        return end + 1
    }

    /// Members of a type body at its own level: rotation members, the app delegate method, stored
    /// properties, nested types.
    private mutating func scanSwiftMembers(_ range: Range<Int>, into found: inout SourceClass?) {
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

    private static let modifiers: Set<String> = [
        "override", "public", "private", "fileprivate", "internal", "open", "final", "dynamic", "lazy",
        "weak", "unowned", "static", "class", "nonisolated", "required", "convenience", "mutating",
    ]

    private mutating func scanSwiftVariable(
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
        if let member = RotationMember(swiftProperty: nameToken.text), !isStatic {
            let method = SourceMethod(
                member: member, path: path, line: tokens[start].line, column: tokens[start].column,
                body: tokens[(open + 1)..<max(open + 1, end)], parameter: nil, language: .swift)
            record(method, into: &found)
        }
        return end + 1
    }

    private func finishStoredVariable(
        _ name: SourceToken, initial: Bool?, isStatic: Bool, into found: inout SourceClass?, next: Int
    ) -> Int {
        if !isStatic, found?.storedProperties[name.text] == nil {
            found?.storedProperties[name.text] = StoredProperty(
                path: path, line: name.line, column: name.column, initialValue: initial)
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

    private mutating func scanSwiftFunction(
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
    private func parameterLabels(_ open: Int, _ close: Int) -> [(label: String, name: String)] {
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

    private func recordCallback(
        _ selector: String, at token: SourceToken, callsSuper: Bool, into found: inout SourceClass?
    ) {
        guard found?.callbacks[selector] == nil else { return }
        found?.callbacks[selector] = CallbackSource(
            path: path, line: token.line, column: token.column, callsSuper: callsSuper)
    }

    private mutating func record(_ method: SourceMethod, into found: inout SourceClass?) {
        var method = method
        method.owner = found?.name
        if method.member == .applicationSupportedInterfaceOrientations {
            applicationMethods.append(method)
        } else if found?.methods[method.member] == nil {
            found?.methods[method.member] = method
        }
    }

    // MARK: Objective-C

    private mutating func scanObjectiveC() {
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.is("@interface") || token.is("@implementation") {
                index = scanObjectiveCContainer(at: index)
                continue
            }
            index += 1
        }
    }

    /// `@interface Name : Super <P> { ivars } … @end` or `@implementation Name … @end`.
    private mutating func scanObjectiveCContainer(at keywordIndex: Int) -> Int {
        let isInterface = tokens[keywordIndex].is("@interface")
        var index = keywordIndex + 1
        guard index < tokens.count, tokens[index].kind == .identifier else { return index }
        let name = tokens[index].text
        index += 1
        var superclass: String?
        var isCategory = false
        if index < tokens.count, tokens[index].is("(") {
            isCategory = true
            index = close(index) + 1
        } else if index + 1 < tokens.count, tokens[index].is(":"), tokens[index + 1].kind == .identifier {
            superclass = tokens[index + 1].text
            index += 2
        }
        let head = tokens[keywordIndex]
        var found: SourceClass? = SourceClass(
            name: name, superclass: superclass, path: path, line: head.line, column: head.column,
            language: .objectiveC, isDeclared: isInterface && !isCategory)
        // Protocols of the header: `<UIApplicationDelegate, …>`.
        if index < tokens.count, tokens[index].is("<") {
            while index < tokens.count, !tokens[index].text.hasSuffix(">"), !tokens[index].is("{") {
                index += 1
            }
            if index < tokens.count, tokens[index].text.hasSuffix(">") { index += 1 }
        }
        let instanceVariablesAt = index
        while index < tokens.count, !tokens[index].is("@end") {
            let token = tokens[index]
            if token.is("@interface") || token.is("@implementation") { break }
            if token.is("{") && index != instanceVariablesAt {
                // A C function's body inside @implementation: nothing the import reads.
                index = close(index) + 1
                continue
            }
            if token.is("{") {
                // Instance variables (in @interface or @implementation braces).
                let end = close(index)
                scanObjectiveCDeclarations((index + 1)..<end, into: &found)
                index = end + 1
                continue
            }
            if token.is("@property") {
                var end = index + 1
                while end < tokens.count, !tokens[end].is(";"), !tokens[end].is("@end") {
                    if tokens[end].is("(") { end = close(end) }
                    end += 1
                }
                scanObjectiveCDeclarations((index + 1)..<end, into: &found)
                index = end + 1
                continue
            }
            if (token.is("-") || token.is("+")), !isInterface, index + 1 < tokens.count,
                tokens[index + 1].is("(")
            {
                index = scanObjectiveCMethod(at: index, into: &found)
                continue
            }
            index += 1
        }
        if let found { classes.append(found) }
        return index + 1
    }

    /// `BOOL _landscapeLocked;` or a property's `(nonatomic) BOOL landscapeLocked`: the last name
    /// before each `;` is a stored property (a leading `_` dropped).
    private mutating func scanObjectiveCDeclarations(_ range: Range<Int>, into found: inout SourceClass?) {
        var last: SourceToken?
        var index = range.lowerBound
        while index <= range.upperBound {
            if index == range.upperBound || tokens[index].is(";") {
                if let name = last {
                    let key = name.text.hasPrefix("_") ? String(name.text.dropFirst()) : name.text
                    if found?.storedProperties[key] == nil {
                        found?.storedProperties[key] = StoredProperty(
                            path: path, line: name.line, column: name.column, initialValue: nil)
                    }
                }
                last = nil
                index += 1
                continue
            }
            let token = tokens[index]
            if token.is("(") {
                index = close(index) + 1
                continue
            }
            if token.kind == .identifier, !token.text.hasPrefix("@") { last = token }
            index += 1
        }
    }

    /// `- (UIInterfaceOrientationMask)supportedInterfaceOrientations { … }`; returns the index after.
    private mutating func scanObjectiveCMethod(at dashIndex: Int, into found: inout SourceClass?) -> Int {
        let isClassMethod = tokens[dashIndex].is("+")
        var index = close(dashIndex + 1) + 1
        var selector = ""
        var parameters: [String] = []
        while index < tokens.count, !tokens[index].is("{"), !tokens[index].is(";"), !tokens[index].is("@end")
        {
            let token = tokens[index]
            if token.kind == .identifier, index + 1 < tokens.count, tokens[index + 1].is(":") {
                selector += token.text + ":"
                index += 2
                if index < tokens.count, tokens[index].is("(") { index = close(index) + 1 }
                if index < tokens.count, tokens[index].kind == .identifier {
                    parameters.append(tokens[index].text)
                    index += 1
                }
                continue
            }
            if token.kind == .identifier, selector.isEmpty { selector = token.text }
            index += 1
        }
        guard index < tokens.count, tokens[index].is("{") else { return index + 1 }
        let open = index
        let end = close(open)
        let member: RotationMember? =
            switch selector {
            case "supportedInterfaceOrientations": .supportedInterfaceOrientations
            case "shouldAutorotate": .shouldAutorotate
            case "preferredInterfaceOrientationForPresentation": .preferredInterfaceOrientationForPresentation
            case "shouldAutorotateToInterfaceOrientation:": .shouldAutorotateToInterfaceOrientation
            case "application:supportedInterfaceOrientationsForWindow:":
                .applicationSupportedInterfaceOrientations
            default: nil
            }
        if member == nil, !isClassMethod, RotationCallback.selectors.contains(selector) {
            let firstPart = selector.split(separator: ":").first.map(String.init) ?? selector
            let body = tokens[(open + 1)..<max(open + 1, end)]
            let callsSuper = body.indices.contains { index in
                body[index].is("super") && index + 1 < body.endIndex && body[index + 1].is(firstPart)
            }
            recordCallback(selector, at: tokens[dashIndex], callsSuper: callsSuper, into: &found)
        }
        if let member, !isClassMethod {
            let method = SourceMethod(
                member: member, path: path, line: tokens[dashIndex].line, column: tokens[dashIndex].column,
                body: tokens[(open + 1)..<max(open + 1, end)],
                parameter: member == .shouldAutorotateToInterfaceOrientation ? parameters.first : nil,
                language: .objectiveC)
            record(method, into: &found)
        }
        return end + 1
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
