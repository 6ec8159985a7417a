/// The Objective-C half of ``SourceScanner``: `@interface`, `@implementation`, categories and class
/// extensions, their methods, instance variables and properties.
extension SourceScanner {

    mutating func scanObjectiveC() {
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
    mutating func scanObjectiveCContainer(at keywordIndex: Int) -> Int {
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
        if isInterface, !isCategory, keywordIndex >= 4, tokens[keywordIndex - 4].is("NS_SWIFT_NAME"),
            tokens[keywordIndex - 3].is("("), tokens[keywordIndex - 2].kind == .identifier,
            tokens[keywordIndex - 1].is(")")
        {
            swiftNames[tokens[keywordIndex - 2].text] = name
        }
        var found: SourceClass? = SourceClass(
            name: name, superclass: superclass, path: path, line: head.line, column: head.column,
            language: .objectiveC, isDeclared: isInterface && !isCategory)
        // Protocols of the header: `<UIApplicationDelegate, …>`.
        if index < tokens.count, tokens[index].is("<") {
            while index < tokens.count, !tokens[index].text.hasSuffix(">"), !tokens[index].is("{") {
                if SourceClass.delegateProtocols.contains(tokens[index].text) {
                    found?.isApplicationDelegate = true
                    if tokens[index].is("UIApplicationDelegate") { found?.adoptsApplicationDelegate = true }
                }
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
        if !isInterface { classBodies.append((name, keywordIndex..<min(index, tokens.count))) }
        if let found { classes.append(found) }
        return index + 1
    }

    /// `BOOL _landscapeLocked;` or a property's `(nonatomic) BOOL landscapeLocked`: the last name
    /// before each `;` is a stored property (a leading `_` dropped).
    mutating func scanObjectiveCDeclarations(_ range: Range<Int>, into found: inout SourceClass?) {
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
    mutating func scanObjectiveCMethod(at dashIndex: Int, into found: inout SourceClass?) -> Int {
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
        if !selector.contains(":"), IdiomHelper.mayBeHelper(selector),
            tokens[(dashIndex + 1)..<close(dashIndex + 1)].contains(where: { $0.is("BOOL") || $0.is("bool") })
        {
            idiomHelperCandidates.append(
                IdiomHelperCandidate(
                    name: selector, body: tokens[(open + 1)..<max(open + 1, end)], language: .objectiveC))
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
