/// The window's root from the main nib (`NSMainNibFile`): UIKit unarchives the nib, and with it
/// the window and the view controller its `rootViewController` outlet holds, before the app
/// delegate runs; a root the delegate assigns replaces it, so the code's is read first.
extension ImportState {
    /// The nib file `NSMainNibFile` names for this device: `NAME~ipad.xib` (or `~iphone`) before
    /// `NAME.xib`, as UIKit looks up a resource with a device modifier.
    private func mainNibFile(named name: String) -> ProjectFile? {
        let device = idioms.first == "pad" ? "~ipad" : "~iphone"
        for wanted in [name + device, name] {
            if let file = files.first(where: { Self.nibName(of: $0.path) == wanted }) { return file }
        }
        return nil
    }

    /// `MainWindow~ipad` for `App/en.lproj/MainWindow~ipad.xib`; `nil` for any other file.
    static func nibName(of path: String) -> String? {
        guard let last = path.split(separator: "/").last, last.hasSuffix(".xib") else { return nil }
        return String(last.dropLast(".xib".count))
    }

    /// The root the main nib gives the window, placed among `controllers` (a class the project
    /// shows elsewhere keeps its view controller); `nil`, with a note saying why, when the nib is
    /// not among the files, does not parse or gives the window no root.
    mutating func rootFromMainNib(
        _ nib: (key: String, name: String, source: ImportSource), controllers: inout [Controller],
        parentOf: inout [Int: Int], used: inout Set<String>
    ) -> Int? {
        guard let file = mainNibFile(named: nib.name) else {
            note(
                "\(nib.key) names the main nib '\(nib.name)', which is not among the files imported; the "
                    + "root it makes is unknown", pointer: "/window/rootViewController",
                path: nib.source.path, line: nib.source.line)
            return nil
        }
        switch MainNib.read(file.content) {
        case .malformed(let line, let message):
            note(
                "the main nib stops at line \(line) (\(message)); its root is not read",
                pointer: "/window/rootViewController", path: file.path, line: line)
            return nil
        case .noRoot:
            note(
                "the main nib's window has no rootViewController outlet; the window is modelled without a root",
                pointer: "/window/rootViewController", path: file.path)
            return nil
        case .root(let node, let line, let column):
            let root = place(
                node, from: file.path, controllers: &controllers, parentOf: &parentOf, used: &used)
            sources["/window/rootViewController"] = ImportSource(path: file.path, line: line, column: column)
            return root
        }
    }

    /// The view controller for `node` and those inside it.
    private mutating func place(
        _ node: MainNib.Node, from path: String, controllers: inout [Controller], parentOf: inout [Int: Int],
        used: inout Set<String>
    ) -> Int {
        let (kind, uikitClass) = Self.kindAndClass(ofElement: node.element)
        let className = node.customClass ?? uikitClass
        let source = ImportSource(path: path, line: node.line, column: node.column)
        let children = node.children.map {
            (place($0, from: path, controllers: &controllers, parentOf: &parentOf, used: &used), $0)
        }
        let kept: [(Int, MainNib.Node)]
        switch kind {
        case "navigationController": kept = Array(children.prefix(1))
        case "tabBarController": kept = children
        case "splitViewController": kept = children.count == 2 ? children : []
        default: kept = []
        }
        // A class of the project already has its view controller (the class list made one for
        // each): the nib's object is that one, given the children the nib gives it.
        let reusable =
            node.customClass == nil
            ? nil
            : controllers.indices.first {
                controllers[$0].className == className && controllers[$0].kind == kind
                    && controllers[$0].children.isEmpty && parentOf[$0] == nil
            }
        let placed: Int
        if let reusable {
            placed = reusable
        } else {
            let id = uniqueID(className, used: used)
            used.insert(id)
            controllers.append(
                Controller(
                    id: id, kind: kind, className: className, source: source,
                    isCustomClass: node.customClass != nil))
            placed = controllers.count - 1
        }
        var free = kept.filter { parentOf[$0.0] == nil && $0.0 != placed }
        // A split view controller has both of its slots or none.
        if kind == "splitViewController" && free.count != 2 { free = [] }
        controllers[placed].children = free.map { controllers[$0.0].id }
        controllers[placed].childSources = free.map {
            ImportSource(path: path, line: $0.1.line, column: $0.1.column)
        }
        for (child, _) in free { parentOf[child] = placed }
        return placed
    }
}
