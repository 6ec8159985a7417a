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
        var storyboard = Storyboard(
            path: path, name: name, initialViewController: nil, initialLine: 1, initialColumn: 1)
        var reader = XMLReader(text)
        /// The view controller of the scene being read (segues inside it start there).
        var sceneController: String?
        while true {
            let event: XMLEvent?
            do {
                event = try reader.next()
            } catch {
                storyboard.problem = (error.line, error.message)
                break
            }
            guard let event else { break }
            guard case .start(let element, let attributes, let position) = event else { continue }
            storyboard.read(element, attributes, at: position, sceneController: &sceneController)
        }
        return storyboard
    }

    private mutating func read(
        _ element: String, _ attributes: [XMLAttribute], at position: XMLPosition,
        sceneController: inout String?
    ) {
        switch element {
        case "document":
            initialViewController = attributes["initialViewController"]
            initialLine = position.line
            initialColumn = position.column
        case "scene":
            sceneController = nil
        case "segue":
            guard let source = sceneController, let destination = attributes["destination"] else { return }
            segues.append(
                Segue(
                    source: source, destination: destination, kind: attributes["kind"] ?? "",
                    relationship: attributes["relationship"],
                    modalPresentationStyle: attributes["modalPresentationStyle"],
                    line: position.line, column: position.column))
        default:
            guard attributes["sceneMemberID"] == "viewController", let id = attributes["id"],
                sceneController == nil
            else { return }
            sceneController = id
            scenes.append(
                Scene(
                    id: id, element: element, customClass: attributes["customClass"],
                    storyboardIdentifier: attributes["storyboardIdentifier"],
                    modalPresentationStyle: attributes["modalPresentationStyle"],
                    referencedStoryboard: attributes["storyboardName"],
                    referencedIdentifier: attributes["referencedIdentifier"], line: position.line,
                    column: position.column))
        }
    }
}
