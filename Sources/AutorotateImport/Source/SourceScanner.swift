/// Finds classes, their rotation methods and stored properties in one tokenized file.
/// Swift: `class Name<…>: Super, Protocol { … }` and `extension Name { … }` bodies; Objective-C:
/// `@interface Name : Super`, class extensions and categories, `@implementation Name … @end`.
struct SourceScanner {
    let tokens: [SourceToken]
    let path: String
    let language: SourceTokenizer.Language
    /// For each `{`, `(` and `[`, the index of the bracket that closes it (or `tokens.count`).
    let closing: [Int: Int]
    var classes: [SourceClass] = []
    var typeNesting = 0
    /// `application(_:supportedInterfaceOrientationsFor:)` wherever it is implemented.
    var applicationMethods: [SourceMethod] = []
    /// `window.rootViewController = …` and `[window setRootViewController:…]`, read.
    var rootAssignments: [RootAssignment] = []
    /// Presentations, pushes and rotation calls the code makes, by the class they are written in.
    var codeTransitions: [CodeTransition] = []
    /// Where a SwiftUI `@main struct …: App` is declared.
    var swiftUIApp: (line: Int, column: Int)?
    /// A `@main struct` that declares no `App` conformance itself (an extension may).
    var mainStruct: (name: String, line: Int, column: Int)?
    /// Types an `extension Name: App` (or `SwiftUI.App`) makes SwiftUI apps.
    var swiftUIAppExtensions: Set<String> = []
    /// The app delegate class this file names: `UIApplicationMain(…, @"Name")`,
    /// `NSStringFromClass([Name class])`, `NSStringFromClass(Name.self)`, `@main class Name`.
    var principalDelegate: String?
    /// The bodies of the classes, extensions and `@implementation`s of the file, by class name.
    var classBodies: [(name: String, range: Range<Int>)] = []
    /// The file's bytes, for the text of string literals (storyboard names and identifiers).
    let bytes: [UInt8]
    /// Class names the file instantiates: `Name(…)`, `Name.init(…)`, `[Name alloc]`, `[Name new]`.
    var instantiated: Set<String> = []
    /// Boolean properties and methods whose names say pad or phone (``IdiomHelper``).
    var idiomHelperCandidates: [IdiomHelperCandidate] = []
    /// Objective-C classes Swift knows by another name: `NS_SWIFT_NAME(AppController)` before
    /// `@interface TRAppController`, as Swift name → Objective-C name.
    var swiftNames: [String: String] = [:]

    static func scan(_ text: String, path: String, language: SourceTokenizer.Language) -> SourceScanner {
        var scanner = SourceScanner(
            tokens: SourceTokenizer.tokenize(text, language: language), path: path, language: language,
            bytes: Array(text.utf8))
        switch language {
        case .swift: scanner.scanSwift(0..<scanner.tokens.count)
        case .objectiveC: scanner.scanObjectiveC()
        }
        scanner.scanInstantiations()
        scanner.scanAppCode()
        return scanner
    }

    private init(tokens: [SourceToken], path: String, language: SourceTokenizer.Language, bytes: [UInt8]) {
        self.bytes = bytes
        self.tokens = tokens
        self.path = path
        self.language = language
        var (closing, unclosed) = tokens.bracketPartners
        // An opener never closed reaches the end of the file.
        for opener in unclosed { closing[opener] = tokens.count }
        self.closing = closing
    }

    func close(_ index: Int) -> Int { closing[index] ?? tokens.count }

    func text(_ index: Int) -> String {
        index < tokens.count && tokens[index].kind != .string ? tokens[index].text : ""
    }

    /// Class names the file instantiates: `Name(`, `Name.init(`, `[Name alloc]`, `[Name new]`.
    mutating func scanInstantiations() {
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
            } else if allocatesByDotSyntax(at: index) {
                instantiated.insert(token.text)
            }
        }
    }

    /// `Name.alloc` (`[Name.alloc init]`, `Name.alloc.init`) and `Name.new` in Objective-C: the
    /// class method called with property syntax.
    func allocatesByDotSyntax(at index: Int) -> Bool {
        language == .objectiveC && index + 2 < tokens.count && tokens[index + 1].is(".")
            && (tokens[index + 2].is("alloc") || tokens[index + 2].is("new"))
    }

    /// The class name at `index` when it is instantiated there: `Name(`, `Name alloc`, `Name new`.
    func createdClass(at index: Int) -> String? {
        guard index + 1 < tokens.count, tokens[index].kind == .identifier else { return nil }
        let next = tokens[index + 1]
        guard next.is("(") || next.is("alloc") || next.is("new") else { return nil }
        return tokens[index].text
    }

    func recordCallback(
        _ selector: String, at token: SourceToken, callsSuper: Bool, into found: inout SourceClass?
    ) {
        guard found?.callbacks[selector] == nil else { return }
        found?.callbacks[selector] = CallbackSource(
            path: path, line: token.line, column: token.column, callsSuper: callsSuper)
    }

    mutating func record(_ method: SourceMethod, into found: inout SourceClass?) {
        var method = method
        method.owner = found?.name
        if method.member == .applicationSupportedInterfaceOrientations {
            applicationMethods.append(method)
        } else if found?.methods[method.member] == nil {
            found?.methods[method.member] = method
        }
    }

}
