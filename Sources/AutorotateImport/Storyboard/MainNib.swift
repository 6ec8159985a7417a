/// What the import reads from the main nib (`NSMainNibFile`, the window of apps begun before
/// storyboards): the view controller the window's `rootViewController` outlet holds, with the view
/// controllers inside it. Two formats are read: the document of Xcode 5 and later
/// (`<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">`, elements named
/// as in storyboards) and the archive before it (`<archive … version="8.00">`, `IBUI…` objects, the
/// outlets as connection records and the custom classes in `flattenedProperties`).
struct MainNib: Sendable, Equatable {
    /// A view controller of the nib, as a storyboard would name its element.
    struct Node: Sendable, Equatable {
        /// `viewController`, `navigationController`, `tabBarController`, `splitViewController`,
        /// `tableViewController` ….
        var element: String
        /// The class the nib names for it, when not UIKit's own.
        var customClass: String?
        var line: Int
        var column: Int
        /// The view controllers it contains: a navigation controller's root, a tab bar's tabs, a
        /// split view's master and detail.
        var children: [Node] = []
    }

    /// What reading found.
    enum Reading: Sendable, Equatable {
        /// The window's root, and where the outlet that names it is.
        case root(Node, outletLine: Int, outletColumn: Int)
        /// The nib's window has no `rootViewController` outlet (the app shows its screens with
        /// `addSubview:`, or sets the root in code).
        case noRoot
        /// The XML stops at `line`.
        case malformed(line: Int, message: String)
    }

    /// The document format's view controller elements.
    static let documentElements: Set<String> = [
        "viewController", "navigationController", "tabBarController", "splitViewController",
        "tableViewController", "collectionViewController", "pageViewController", "glkViewController",
    ]

    /// The archive format's view controller classes, and the element each stands for.
    static let archiveClasses: [String: String] = [
        "IBUIViewController": "viewController", "IBUINavigationController": "navigationController",
        "IBUITabBarController": "tabBarController", "IBUISplitViewController": "splitViewController",
        "IBUITableViewController": "tableViewController",
    ]

    static func read(_ text: String) -> Reading {
        var reader = XMLReader(text)
        var scan = NibScan()
        while true {
            let event: XMLEvent?
            do {
                event = try reader.next()
            } catch {
                return .malformed(line: error.line, message: error.message)
            }
            guard let event else { break }
            scan.take(event)
        }
        return scan.reading()
    }
}

/// One pass over a nib's events, for either format.
private struct NibScan {
    /// An open element: its name, attributes, and the view controller it is, if it is one.
    struct Open {
        var name: String
        var attributes: [XMLAttribute]
        var controller: String?
    }

    /// A view controller found, by id, with the ids of those inside it.
    struct Found {
        var node: MainNib.Node
        var children: [String] = []
    }

    var stack: [Open] = []
    var found: [String: Found] = [:]
    var windows: Set<String> = []
    /// Every `rootViewController` outlet: its owner (the window, in a nib that sets the root),
    /// the view controller it names, and where it is.
    var rootOutlets: [(source: String, destination: String, line: Int, column: Int)] = []
    // The archive format: the connection or object record being read, and the custom classes.
    var label: String?
    var source: String?
    var destination: String?
    var recordObject: String?
    var recordID: String?
    var connectionAt: XMLPosition?
    var objectIDs: [String: String] = [:]
    var customClasses: [String: String] = [:]
    var textKey: String?
    var text = ""

    mutating func take(_ event: XMLEvent) {
        switch event {
        case .start(let name, let attributes, let position):
            start(name, attributes, at: position)
        case .end(let name, _):
            end(name)
        case .text(let value, _):
            if textKey != nil { text += value }
        }
    }

    private mutating func start(_ name: String, _ attributes: [XMLAttribute], at position: XMLPosition) {
        var open = Open(name: name, attributes: attributes)
        let element: String? =
            name == "object"
            ? attributes["class"].flatMap { MainNib.archiveClasses[$0] }
            : (MainNib.documentElements.contains(name) ? name : nil)
        if let element, let id = attributes["id"] {
            let customClass = name == "object" ? nil : attributes["customClass"]
            found[id] = Found(
                node: MainNib.Node(
                    element: element, customClass: customClass, line: position.line, column: position.column))
            if let parent = containingController(key: attributes["key"]) {
                found[parent]?.children.append(id)
            }
            open.controller = id
        }
        switch name {
        case "window":
            if let id = attributes["id"] { windows.insert(id) }
        case "object" where attributes["class"] == "IBUIWindow":
            if let id = attributes["id"] { windows.insert(id) }
        case "object" where attributes["class"] == "IBCocoaTouchOutletConnection":
            (label, source, destination, connectionAt) = (nil, nil, nil, position)
        case "object" where attributes["class"] == "IBObjectRecord":
            (recordObject, recordID) = (nil, nil)
        case "outlet" where attributes["property"] == "rootViewController":
            // <window id="W"><connections><outlet property="rootViewController" destination="V"/>
            if let owner = stack.last(where: { $0.name != "connections" })?.attributes["id"],
                let destination = attributes["destination"]
            {
                rootOutlets.append((owner, destination, position.line, position.column))
            }
        case "reference":
            switch attributes["key"] {
            case "source": source = attributes["ref"]
            case "destination": destination = attributes["ref"]
            case "object": recordObject = attributes["ref"]
            default: break
            }
        case "string", "int":
            if let key = attributes["key"],
                key == "label" || key == "objectID" || key.hasSuffix(".CustomClassName")
            {
                textKey = key
                text = ""
            }
        default: break
        }
        stack.append(open)
    }

    private mutating func end(_ name: String) {
        guard let open = stack.popLast() else { return }
        if let key = textKey, name == "string" || name == "int" {
            if key == "label" {
                label = text
            } else if key == "objectID" {
                recordID = text
            } else {
                customClasses[String(key.dropLast(".CustomClassName".count))] = text
            }
            textKey = nil
        }
        guard name == "object" else { return }
        switch open.attributes["class"] {
        case "IBCocoaTouchOutletConnection":
            if label == "rootViewController", let source, let destination, let at = connectionAt {
                rootOutlets.append((source, destination, at.line, at.column))
            }
        case "IBObjectRecord":
            if let recordObject, let recordID { objectIDs[recordObject] = recordID }
        default: break
        }
    }

    /// The view controller an element opened now (with `key`) belongs to: the nearest open one,
    /// when the way down from it is its list of view controllers (`viewControllers`,
    /// `IBUIViewControllers`) or a split view's slot (`key="masterViewController"`).
    private func containingController(key: String?) -> String? {
        if key == "masterViewController" || key == "detailViewController", let parent = stack.last?.controller
        {
            return parent
        }
        var passedList = false
        for open in stack.reversed() {
            if let controller = open.controller {
                return passedList ? controller : nil
            }
            if open.name == "viewControllers" || open.attributes["key"] == "IBUIViewControllers" {
                passedList = true
            }
        }
        return nil
    }

    func reading() -> MainNib.Reading {
        guard let outlet = rootOutlets.first(where: { windows.contains($0.source) }),
            let root = node(outlet.destination, depth: 0)
        else { return .noRoot }
        return .root(root, outletLine: outlet.line, outletColumn: outlet.column)
    }

    private func node(_ id: String, depth: Int) -> MainNib.Node? {
        guard depth < 8, var result = found[id]?.node else { return nil }
        if result.customClass == nil, let number = objectIDs[id], let custom = customClasses[number] {
            result.customClass = custom
        }
        result.children = (found[id]?.children ?? []).compactMap { node($0, depth: depth + 1) }
        return result
    }
}
