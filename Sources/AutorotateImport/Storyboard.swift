import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// What the import reads from a `.storyboard`: its scenes' view controllers, the segues between
/// them and the initial view controller, each with its line.
struct Storyboard: Sendable {
    /// A scene's view controller (`viewController`, `navigationController`, `tabBarController`,
    /// `splitViewController`, `tableViewController` …, or a storyboard reference).
    struct Scene: Sendable {
        var id: String
        var element: String
        var customClass: String?
        var storyboardIdentifier: String?
        var modalPresentationStyle: String?
        /// For a `viewControllerPlaceholder`: the storyboard it refers to and the identifier there.
        var referencedStoryboard: String?
        var referencedIdentifier: String?
        var line: Int
        var column: Int
    }

    /// A segue, with the view controller of the scene it starts in.
    struct Segue: Sendable {
        var source: String
        var destination: String
        var kind: String
        var relationship: String?
        var modalPresentationStyle: String?
        var line: Int
        var column: Int
    }

    var path: String
    /// The file name without `.storyboard` (what `UIMainStoryboardFile` names).
    var name: String
    var initialViewController: String?
    var initialLine: Int
    var initialColumn: Int
    var scenes: [Scene] = []
    var segues: [Segue] = []
    /// Why parsing stopped early, with the line, when the XML is malformed.
    var problem: (line: Int, message: String)?

    static func read(_ text: String, path: String) -> Storyboard {
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        let name =
            fileName.hasSuffix(".storyboard") ? String(fileName.dropLast(".storyboard".count)) : fileName
        let reader = StoryboardReader(text: text)
        let parser = XMLParser(data: Data(text.utf8))
        parser.shouldResolveExternalEntities = false
        parser.delegate = reader
        let parsed = parser.parse()
        var storyboard = Storyboard(
            path: path, name: name, initialViewController: reader.initialViewController,
            initialLine: reader.initialLine, initialColumn: reader.initialColumn, scenes: reader.scenes,
            segues: reader.segues)
        if let error = reader.xmlError {
            storyboard.problem = (error.line, error.message)
        } else if !parsed {
            storyboard.problem = (max(1, parser.lineNumber), "not well-formed XML")
        }
        return storyboard
    }
}

/// The XMLParser delegate behind ``Storyboard/read(_:path:)``.
private final class StoryboardReader: NSObject, XMLParserDelegate {
    var initialViewController: String?
    var initialLine = 1
    var initialColumn = 1
    var scenes: [Storyboard.Scene] = []
    var segues: [Storyboard.Segue] = []
    var xmlError: XMLParseError?
    /// The view controller of the scene being read (segues inside it start there).
    private var currentSceneController: String?
    private var depthInScene = 0
    private let lines: [Substring]

    init(text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The column of `<element` on `line`, else the line's first non-blank character.
    private func column(of element: String, line: Int) -> Int {
        guard line >= 1, line <= lines.count else { return 1 }
        let text = lines[line - 1]
        if let range = text.range(of: "<" + element) {
            return text.distance(from: text.startIndex, to: range.lowerBound) + 1
        }
        return
            (text.firstIndex { $0 != " " && $0 != "\t" }.map { text.distance(from: text.startIndex, to: $0) }
            ?? 0)
            + 1
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        if xmlError == nil { xmlError = XMLParseError(parser: parser, error: parseError) }
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let line = parser.lineNumber
        switch elementName {
        case "document":
            initialViewController = attributes["initialViewController"]
            initialLine = line
            initialColumn = column(of: "document", line: line)
        case "scene":
            currentSceneController = nil
        case "segue":
            guard let source = currentSceneController, let destination = attributes["destination"] else {
                return
            }
            segues.append(
                Storyboard.Segue(
                    source: source, destination: destination, kind: attributes["kind"] ?? "",
                    relationship: attributes["relationship"],
                    modalPresentationStyle: attributes["modalPresentationStyle"],
                    line: line, column: column(of: "segue", line: line)))
        default:
            guard attributes["sceneMemberID"] == "viewController", let id = attributes["id"],
                currentSceneController == nil
            else { return }
            currentSceneController = id
            scenes.append(
                Storyboard.Scene(
                    id: id, element: elementName, customClass: attributes["customClass"],
                    storyboardIdentifier: attributes["storyboardIdentifier"],
                    modalPresentationStyle: attributes["modalPresentationStyle"],
                    referencedStoryboard: attributes["storyboardName"],
                    referencedIdentifier: attributes["referencedIdentifier"], line: line,
                    column: column(of: elementName, line: line)))
        }
    }
}
