/// The app code the import follows (api.md §9.1): assignments of the window's root, presentations
/// and pushes whose destination the code names, and the rotation calls it makes. Swift and
/// Objective-C share this reading: both are token streams, and the shapes differ only in their
/// punctuation (`X(…)` or `[[X alloc] init…]`, `present(x, …)` or `presentViewController:x …`).
extension SourceScanner {
    /// The rotation calls of api.md §3 the code may make, by the selector's first part.
    static let rotationCalls: Set<String> = [
        "attemptRotationToDeviceOrientation", "setNeedsUpdateOfSupportedInterfaceOrientations",
        "requestGeometryUpdate", "setStatusBarOrientation",
    ]

    mutating func scanAppCode() {
        let otherPlatforms = otherPlatformRanges()
        for index in tokens.indices where tokens[index].kind == .identifier {
            // Code compiled only for Mac Catalyst, macOS, tvOS, watchOS or visionOS is not the iOS app's.
            if otherPlatforms.contains(where: { $0.contains(index) }) { continue }
            let token = tokens[index]
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            let previous = index > 0 ? tokens[index - 1] : nil
            // A declaration of the method, not a call: `func present(`, `- (void)pushViewController:`.
            if previous?.is("func") == true || (language == .objectiveC && previous?.is(")") == true) {
                continue
            }
            switch token.text {
            case "rootViewController" where next?.is("=") == true && previous?.is(".") == true,
                "setRootViewController" where next?.is(":") == true:
                guard isAppWindow(receiverOf: index) else { continue }
                let expression = controllerExpression(from: index + 2, depth: 0)
                // The place of the value: its first name (`X` of `[[X alloc] init]`).
                let value =
                    tokens[(index + 2)...].first { $0.kind == .identifier || $0.kind == .string } ?? token
                rootAssignments.append(
                    RootAssignment(
                        expression: expression, className: enclosingClass(of: index), path: path,
                        line: value.line, column: value.column, idiom: idiomBranch(holding: index)))
            case "present" where next?.is("(") == true,
                "presentViewController" where next?.is(":") == true,
                "presentModalViewController" where next?.is(":") == true:
                guard let expression = controllerExpression(from: index + 2, depth: 0) else { continue }
                addTransition(.present(expression), at: index)
            case "pushViewController" where next?.is("(") == true || next?.is(":") == true:
                guard let expression = controllerExpression(from: index + 2, depth: 0) else { continue }
                addTransition(.push(expression), at: index)
            case let name where Self.rotationCalls.contains(name):
                let arguments = callArguments(after: index)
                let orientation: String? =
                    name == "setStatusBarOrientation"
                    ? orientationRaw(in: arguments).flatMap(Self.interfaceName(raw:)) : nil
                addTransition(.call(type: name, orientation: orientation), at: index)
            case "UIApplicationMain" where next?.is("(") == true:
                if let name = delegateClassName(in: callArguments(after: index)) { principalDelegate = name }
            case "setValue" where next?.is("(") == true || next?.is(":") == true:
                let arguments = callArguments(after: index)
                guard
                    let key = arguments.firstIndex(where: { tokens[$0].is("forKey") }),
                    key + 2 < tokens.count, tokens[key + 2].kind == .string,
                    stringValue(at: key + 2) == "orientation"
                else { continue }
                let orientation = orientationRaw(in: arguments.lowerBound..<key).flatMap(
                    Self.deviceName(raw:))
                addTransition(
                    .call(type: "setDeviceOrientationViaKeyValueCoding", orientation: orientation), at: index)
            default: break
            }
        }
    }

    /// The names the app's own window goes by where code sets its root.
    private static let appWindowNames: Set<String> = [
        "window", "_window", "mainWindow", "keyWindow", "appWindow",
    ]

    /// Whether the root set at `index` (`….rootViewController =`, `[… setRootViewController:]`) is
    /// the app's window's: not `self.rootViewController` of a coordinator (a window subclass's own
    /// is), not an overlay or alert window (`overlayWindow`, a `let window = UIWindow(…)` never stored as the app's window),
    /// not code in `extension UIWindow`.
    private func isAppWindow(receiverOf index: Int) -> Bool {
        var receiver = index - 1
        if tokens[index].is("rootViewController") {
            receiver -= 1
            while receiver > 0, tokens[receiver].is("?") || tokens[receiver].is("!") { receiver -= 1 }
        }
        guard receiver >= 0 else { return false }
        if tokens[receiver].is("]") || tokens[receiver].is(")") { return true }
        let name = tokens[receiver].text
        if name == "self" {
            // A window subclass setting its own root (`class MainWindow: UIWindow`).
            let owner = enclosingClass(of: index)
            return classes.contains { $0.name == owner && $0.superclass == "UIWindow" }
        }
        guard Self.appWindowNames.contains(name), enclosingClass(of: index) != "UIWindow" else {
            return false
        }
        // `self.window`, `delegate.window`: a property, the app's window.
        if receiver > 0, tokens[receiver - 1].is(".") || tokens[receiver - 1].is("->") { return true }
        // `let window = UIWindow(…)` in a scope that holds this use: a new window, the app's only
        // when stored as its window (`self.window = window`, `_window = window`).
        let declaration = tokens[..<receiver].indices.last { at in
            at + 3 < receiver && tokens[at].is(name) && tokens[at + 1].is("=")
                && (at > 0
                    && (tokens[at - 1].is("let") || tokens[at - 1].is("var") || tokens[at - 1].is("*")))
                && tokens[(at + 2)...min(at + 4, receiver)].contains { $0.is("UIWindow") }
                && scopeOf(at).contains(receiver)
        }
        guard let declaration else { return true }
        return scopeOf(declaration).contains { at in
            at + 2 < tokens.count && (tokens[at].is("window") || tokens[at].is("_window"))
                && tokens[at + 1].is("=") && tokens[at + 2].is(name)
                && (tokens[at].is("_window") || (at > 0 && tokens[at - 1].is(".")))
        }
    }

    /// The idiom the innermost braced branch holding token `index` requires: `"pad"` in the
    /// `{ … }` after `if (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad)` or
    /// `if UIDevice.current.userInterfaceIdiom == .pad`, `"phone"` in its `else { … }`.
    func idiomBranch(holding index: Int) -> String? {
        var open = scopeOf(index).lowerBound
        guard open > 0, tokens[open].is("{") else { return nil }
        var isElse = false
        if tokens[open - 1].is("else") {
            // `} else {`: the condition is the `if` whose block ends before `else`.
            guard open >= 2, tokens[open - 2].is("}"),
                let thenOpen = tokens[..<(open - 2)].indices.last(where: {
                    tokens[$0].is("{") && close($0) == open - 2
                })
            else { return nil }
            open = thenOpen
            isElse = true
        }
        // The condition runs back from the block's `{` to its `if`, on one statement.
        guard let keyword = tokens[..<open].indices.last(where: { tokens[$0].is("if") }),
            !tokens[(keyword + 1)..<open].contains(where: { $0.is(";") || $0.is("{") || $0.is("}") })
        else { return nil }
        let condition = tokens[(keyword + 1)..<open]
        guard condition.contains(where: { $0.is("UI_USER_INTERFACE_IDIOM") || $0.is("userInterfaceIdiom") }),
            let comparison = condition.first(where: { $0.is("==") || $0.is("!=") }),
            let idiomName = condition.last(where: { $0.kind == .identifier })
        else { return nil }
        let tested: String
        switch idiomName.text {
        case "pad", "UIUserInterfaceIdiomPad": tested = "pad"
        case "phone", "UIUserInterfaceIdiomPhone": tested = "phone"
        default: return nil
        }
        let other = tested == "pad" ? "phone" : "pad"
        return (comparison.is("==")) != isElse ? tested : other
    }

    /// The tokens of the innermost `{ … }` block holding token `index` (the whole file at top level).
    func scopeOf(_ index: Int) -> Range<Int> {
        var depth = 0
        var at = index - 1
        while at >= 0 {
            if tokens[at].is("}") {
                depth += 1
            } else if tokens[at].is("{") {
                if depth == 0 { return at..<close(at) }
                depth -= 1
            }
            at -= 1
        }
        return 0..<tokens.count
    }

    private mutating func addTransition(_ action: CodeTransition.Action, at index: Int) {
        guard let className = enclosingClass(of: index) else { return }
        codeTransitions.append(
            CodeTransition(action: action, className: className, path: path, line: tokens[index].line))
    }

    /// The innermost class, extension or `@implementation` whose body holds token `index`.
    func enclosingClass(of index: Int) -> String? {
        classBodies.filter { $0.range.contains(index) }.min { $0.range.count < $1.range.count }?.name
    }

    /// The tokens of the call's arguments: inside `(…)` after the name, or up to the `]` of the
    /// Objective-C message.
    private func callArguments(after index: Int) -> Range<Int> {
        let start = index + 1
        guard start < tokens.count else { return start..<start }
        if tokens[start].is("(") { return (start + 1)..<min(close(start), tokens.count) }
        var end = start
        while end < tokens.count, !tokens[end].is("]"), !tokens[end].is(";") {
            if tokens[end].is("(") || tokens[end].is("[") { end = close(end) }
            end += 1
        }
        return start..<min(end, tokens.count)
    }

    /// The delegate class a `UIApplicationMain` call names in its fourth argument: a string
    /// literal, `NSStringFromClass([Name class])` or `NSStringFromClass(Name.self)`; `nil` for
    /// anything chosen at run time (`NSClassFromString`, a variable).
    private func delegateClassName(in arguments: Range<Int>) -> String? {
        var commas: [Int] = []
        var position = arguments.lowerBound
        while position < arguments.upperBound {
            if tokens[position].is("(") || tokens[position].is("[") {
                position = close(position) + 1
                continue
            }
            if tokens[position].is(",") { commas.append(position) }
            position += 1
        }
        guard commas.count == 3 else { return nil }
        let fourth = (commas[2] + 1)..<arguments.upperBound
        if fourth.count == 1 { return stringValue(at: fourth.lowerBound) }
        guard fourth.count >= 4, tokens[fourth.lowerBound].is("NSStringFromClass") else { return nil }
        let inner = Array(tokens[(fourth.lowerBound + 2)..<(fourth.upperBound - 1)].map(\.text))
        // `[Name class]` or `Name.self`.
        if inner.count == 4, inner[0] == "[", inner[2] == "class", inner[3] == "]" { return inner[1] }
        if inner.count == 3, inner[1] == ".", inner[2] == "self" { return inner[0] }
        return nil
    }

    /// The text of the string literal at `index`, without `@` and quotes.
    func stringValue(at index: Int) -> String? {
        guard index < tokens.count, tokens[index].kind == .string else { return nil }
        let token = tokens[index]
        var text = bytes[token.start..<min(token.end, bytes.count)]
        if text.first == UInt8(ascii: "@") { text = text.dropFirst() }
        guard text.count >= 2, text.first == UInt8(ascii: "\""), text.last == UInt8(ascii: "\"") else {
            return nil
        }
        return String(decoding: text.dropFirst().dropLast(), as: UTF8.self)
    }

    // MARK: Orientations in arguments

    private static let suffixes = ["Portrait", "PortraitUpsideDown", "LandscapeLeft", "LandscapeRight"]
    /// Raw values by the constant's suffix (api.md §1): interface landscapeLeft is 4, device 3.
    private static let interfaceRaw = [
        "portrait": 1, "portraitUpsideDown": 2, "landscapeLeft": 4, "landscapeRight": 3,
    ]
    private static let deviceRaw = [
        "portrait": 1, "portraitUpsideDown": 2, "landscapeLeft": 3, "landscapeRight": 4,
    ]

    /// The raw orientation an argument names: `UIInterfaceOrientation.landscapeRight.rawValue`,
    /// `@(UIDeviceOrientationLandscapeLeft)`, `NSNumber(value: 3)`.
    private func orientationRaw(in range: Range<Int>) -> Int? {
        for index in range where index < tokens.count {
            let text = tokens[index].text
            for (prefix, table) in [
                ("UIInterfaceOrientation", Self.interfaceRaw), ("UIDeviceOrientation", Self.deviceRaw),
            ] {
                if text.hasPrefix(prefix), text.count > prefix.count {
                    let rest = String(text.dropFirst(prefix.count))
                    return table[rest.prefix(1).lowercased() + rest.dropFirst()]
                }
                if text == prefix, index + 2 < range.upperBound, tokens[index + 1].is(".") {
                    return table[tokens[index + 2].text]
                }
            }
            if tokens[index].kind == .number, let raw = Int(tokens[index].text) { return raw }
        }
        return nil
    }

    static func interfaceName(raw: Int) -> String? {
        interfaceRaw.first { $0.value == raw }?.key
    }

    static func deviceName(raw: Int) -> String? {
        deviceRaw.first { $0.value == raw }?.key
    }

    // MARK: Expressions that make a view controller

    /// Where the argument or right-hand side starting at `start` ends.
    func expressionEnd(from start: Int) -> Int {
        var index = start
        while index < tokens.count {
            let token = tokens[index]
            if token.is("(") || token.is("[") || token.is("{") {
                index = close(index) + 1
                continue
            }
            if token.is(";") || token.is(",") || token.is(")") || token.is("]") || token.is("}") {
                return index
            }
            if index > start, language == .objectiveC, token.kind == .identifier, index + 1 < tokens.count,
                tokens[index + 1].is(":")
            {
                return index
            }
            if index > start, language == .swift, token.line > tokens[index - 1].line,
                !Self.continues(tokens[index - 1], token)
            {
                return index
            }
            index += 1
        }
        return tokens.count
    }

    /// How deep expressions are followed through variables and containers (each variable is two
    /// levels): enough for a side menu given navigation controllers made from locals around
    /// locals, and a bound against assignments that refer to each other.
    static let maxExpressionDepth = 24
    /// How deep a list of children (`viewControllers = [a, b]`, a side menu's labelled arguments)
    /// is still followed: each list multiplies the work, so lists stop well before single chains.
    static let maxListDepth = 8

    /// The view controller the expression starting at `start` makes, when the code says.
    func controllerExpression(from start: Int, depth: Int) -> ControllerExpression? {
        guard depth < Self.maxExpressionDepth, start < tokens.count else { return nil }
        return controllerExpression(start..<expressionEnd(from: start), depth: depth)
    }

    func controllerExpression(_ range: Range<Int>, depth: Int) -> ControllerExpression? {
        guard depth < Self.maxExpressionDepth, !range.isEmpty else { return nil }
        if let (inner, className) = castParts(range) {
            return controllerExpression(inner, depth: depth + 1).map { .cast($0, to: className) }
                ?? .cast(.instance(className), to: className)
        }
        // A container made around its root: `…(rootViewController: X)`, `initWithRootViewController:x`.
        if let label = range.first(where: {
            (tokens[$0].is("rootViewController") || tokens[$0].is("initWithRootViewController"))
                && $0 + 1 < range.upperBound && tokens[$0 + 1].is(":")
        }), let container = createdClass(in: range.lowerBound..<label) {
            let child = controllerExpression(from: label + 2, depth: depth + 1)
            return .container(container, children: child.map { [$0] } ?? [])
        }
        if let instantiate = range.first(where: {
            tokens[$0].is("instantiateViewController")
                || tokens[$0].is("instantiateViewControllerWithIdentifier")
                || tokens[$0].is("instantiateInitialViewController")
        }) {
            var identifier: String?
            if !tokens[instantiate].is("instantiateInitialViewController") {
                guard
                    let string = (instantiate..<range.upperBound).first(where: { tokens[$0].kind == .string }
                    ),
                    let value = stringValue(at: string)
                else { return nil }
                identifier = value
            }
            return .storyboard(
                name: storyboardName(in: range.lowerBound..<instantiate, depth: depth), identifier: identifier
            )
        }
        if let created = createdClass(in: range) {
            if SourceIndex.uikitKinds[created] == nil {
                let children = labelledChildren(range, depth: depth)
                if !children.isEmpty { return .customContainer(created, children: children) }
            }
            return withChildren(.instance(created), of: nil, depth: depth)
        }
        // A variable or property: `nav`, `self.nav`, `_nav`, `self->_nav`, `nav!`.
        let names = range.filter { tokens[$0].kind == .identifier && !tokens[$0].is("self") }
        if names.count == 2 {
            return memberAccess(range, receiver: names[0], property: names[1], depth: depth)
        }
        guard names.count == 1, let name = names.first,
            range.allSatisfy({ $0 == name || ["self", ".", "->", "!", "?"].contains(tokens[$0].text) })
        else { return nil }
        return variable(tokens[name].text, usedAt: name, depth: depth + 1)
    }

    /// The view controllers an initializer's labelled arguments give, where the label names a
    /// view controller (`initWithCenterViewController:`, `frontViewController:`) and the argument
    /// is one the import follows: the arguments of the outermost message or call only.
    private func labelledChildren(_ range: Range<Int>, depth: Int) -> [ContainerChild] {
        guard depth < Self.maxListDepth else { return [] }
        var children: [ContainerChild] = []
        var group = range.lowerBound
        while group < range.upperBound {
            // Each bracketed group at the top of the range: its labels, nested groups skipped.
            guard let groupEnd = closing[group] else {
                group += 1
                continue
            }
            var index = group + 1
            while index < min(groupEnd, range.upperBound) {
                if let nestedEnd = closing[index] {
                    index = nestedEnd + 1
                    continue
                }
                let token = tokens[index]
                if token.kind == .identifier, index + 2 < range.upperBound, tokens[index + 1].is(":"),
                    let property = Self.childProperty(label: token.text),
                    let child = controllerExpression(from: index + 2, depth: depth + 1)
                {
                    children.append(ContainerChild(property: property, expression: child))
                }
                index += 1
            }
            group = groupEnd + 1
        }
        return children
    }

    /// `initWithContentViewController` → `contentViewController`; `leftDrawerViewController` as
    /// it is; `nil` for a label that names no view controller.
    static func childProperty(label: String) -> String? {
        var name = Substring(label)
        if name.hasPrefix("initWith") { name = name.dropFirst("initWith".count) }
        guard name.hasSuffix("ViewController") || name.hasSuffix("Controller"), let first = name.first
        else { return nil }
        return first.lowercased() + name.dropFirst()
    }

    /// The first class the range instantiates (`X(`, `X.init(`, `[X alloc]`, `[X new]`,
    /// `[X.alloc init]`, `X.new`).
    func createdClass(in range: Range<Int>) -> String? {
        for index in range where tokens[index].kind == .identifier && index + 1 < tokens.count {
            guard let first = tokens[index].text.first, first.isUppercase,
                !["UIStoryboard", "UIWindow", "UIScreen", "NSBundle", "Bundle"].contains(tokens[index].text)
            else { continue }
            let next = tokens[index + 1]
            if (next.is("(") && next.start == tokens[index].end) || next.is("alloc") || next.is("new")
                || (next.is(".") && index + 2 < tokens.count && tokens[index + 2].is("init"))
                || allocatesByDotSyntax(at: index)
            {
                return tokens[index].text
            }
        }
        return nil
    }

    /// `UIStoryboard(name: "Main", …)`, `[UIStoryboard storyboardWithName:@"Main" …]`, directly
    /// or through the variable the range names.
    private func storyboardName(in range: Range<Int>, depth: Int) -> String? {
        for index in range {
            if (tokens[index].is("name") || tokens[index].is("storyboardWithName")),
                index + 2 < tokens.count, tokens[index + 1].is(":"), let name = stringValue(at: index + 2)
            {
                return name
            }
        }
        guard depth < Self.maxExpressionDepth,
            let name = range.first(where: {
                // A view controller's own `self.storyboard` is no variable of this code.
                tokens[$0].kind == .identifier && !tokens[$0].is("self") && !tokens[$0].is("UIStoryboard")
                    && !(tokens[$0].is("storyboard") && $0 > 0 && tokens[$0 - 1].is("."))
            }),
            let assigned = assignment(of: tokens[name].text, usedAt: name)
        else { return nil }
        return storyboardName(in: assigned..<expressionEnd(from: assigned), depth: depth + 1)
    }

    /// What the variable or property `name` holds where it is used; when the value is not
    /// one the import reads (`[ARNavigationController rootController]`), the class it is declared
    /// as, unless that is a plain UIKit view controller, which says nothing of the screen.
    private func variable(_ name: String, usedAt use: Int, depth: Int) -> ControllerExpression? {
        guard depth < Self.maxExpressionDepth, let assigned = assignment(of: name, usedAt: use) else {
            return nil
        }
        if let value = controllerExpression(from: assigned, depth: depth + 1) {
            return withChildren(value, of: name, depth: depth)
        }
        guard let type = declaredType(of: name), SourceIndex.uikitKinds[type] != "viewController" else {
            return nil
        }
        return withChildren(.instance(type), of: name, depth: depth)
    }

    /// The start of the right-hand side of the assignment to `name` that reaches `use`: the last
    /// one before it, else (a property set elsewhere) the first in the file.
    func assignment(of name: String, usedAt use: Int) -> Int? {
        let bare = name.hasPrefix("_") ? String(name.dropFirst()) : name
        var before: Int?
        var after: Int?
        for index in tokens.indices where index != use && tokens[index].kind == .identifier {
            let text = tokens[index].text
            guard text == bare || text == "_" + bare else { continue }
            if index > 0, tokens[index - 1].is("."), index < 2 || !tokens[index - 2].is("self") { continue }
            var equals = index + 1
            if equals < tokens.count, tokens[equals].is(":") {
                // `let nav: UINavigationController = …`
                while equals < tokens.count, tokens[equals].line == tokens[index].line,
                    !tokens[equals].is("=")
                {
                    equals += 1
                }
            }
            guard equals + 1 < tokens.count, tokens[equals].is("=") else { continue }
            if index < use { before = equals + 1 } else if after == nil { after = equals + 1 }
        }
        return before ?? after
    }

    /// A container held in `name` whose children the code sets: `name.viewControllers = [a, b]`,
    /// `[name setViewControllers:@[a, b] animated:NO]`.
    private func withChildren(_ value: ControllerExpression, of name: String?, depth: Int)
        -> ControllerExpression
    {
        guard let name, case .instance(let container) = value, depth < Self.maxListDepth else { return value }
        for index in tokens.indices where tokens[index].is(name) && index + 3 < tokens.count {
            var list = index + 2
            if tokens[index + 1].is("."), tokens[index + 2].is("viewControllers"), tokens[index + 3].is("=") {
                list = index + 4
            } else if tokens[index + 1].is("."), tokens[index + 2].is("setViewControllers"),
                tokens[index + 3].is("(")
            {
                list = index + 4
            } else if tokens[index + 1].is("setViewControllers"), tokens[index + 2].is(":") {
                list = index + 3
            } else {
                continue
            }
            if list < tokens.count, tokens[list].is("@") { list += 1 }
            guard list < tokens.count, tokens[list].is("[") else { continue }
            let end = min(close(list), tokens.count)
            var children: [ControllerExpression] = []
            var element = list + 1
            while element < end {
                if let child = controllerExpression(from: element, depth: depth + 1) {
                    children.append(child)
                }
                element = expressionEnd(from: element) + 1
            }
            return .container(container, children: children)
        }
        return value
    }
}
