import AutorotateWire

/// View controllers: the storyboards' scenes (ids: storyboard identifier, else class, else scene
/// id), their relationship and presentation segues, the classes' rotation overrides, and the view
/// controller classes no storyboard uses.
extension ImportState {
    /// The styles api.md §2 `modalPresentationStyle` accepts, as storyboards spell them.
    static let presentationStyles: Set<String> = [
        "fullScreen", "pageSheet", "formSheet", "currentContext", "custom", "overFullScreen",
        "overCurrentContext",
        "popover", "automatic",
    ]

    /// Storyboard element → (kind, UIKit class).
    static func kindAndClass(ofElement element: String) -> (String, String) {
        switch element {
        case "navigationController": ("navigationController", "UINavigationController")
        case "tabBarController": ("tabBarController", "UITabBarController")
        case "splitViewController": ("splitViewController", "UISplitViewController")
        case "tableViewController": ("viewController", "UITableViewController")
        case "collectionViewController": ("viewController", "UICollectionViewController")
        case "pageViewController": ("viewController", "UIPageViewController")
        case "avPlayerViewController": ("viewController", "AVPlayerViewController")
        case "hostingController": ("viewController", "UIHostingController")
        case "glkViewController": ("viewController", "GLKViewController")
        default: ("viewController", "UIViewController")
        }
    }

    /// A view controller being built.
    struct Controller {
        var id: String
        var kind: String
        var className: String
        var children: [String] = []
        /// The relationship segue (or embed) of each child, for the sources.
        var childSources: [ImportSource] = []
        var splitSlots: [ImportSource?] = [nil, nil]
        var splitChildren: [String?] = [nil, nil]
        var modalPresentationStyle: String?
        var styleSource: ImportSource?
        var source: ImportSource
        var isCustomClass: Bool
    }

    mutating func readStoryboards() {
        var storyboards: [Storyboard] = []
        for file in files where file.path.hasSuffix(".storyboard") {
            let storyboard = Storyboard.read(file.content, path: file.path)
            if let problem = storyboard.problem {
                note(
                    "the storyboard stops at line \(problem.line) (\(problem.message)); scenes after it are not read",
                    path: file.path, line: problem.line)
            }
            if storyboard.name == launchStoryboard { continue }
            storyboards.append(storyboard)
        }
        var mainIndex: Int?
        if let mainStoryboard {
            mainIndex = storyboards.firstIndex { $0.name == mainStoryboard }
            if mainIndex == nil {
                note(
                    "the Info.plist names the storyboard '\(mainStoryboard)', which is not among the files imported"
                )
            }
        } else if let main = storyboards.firstIndex(where: { $0.name == "Main" })
            ?? (storyboards.count == 1 ? 0 : nil)
        {
            mainIndex = main
            note(
                "the Info.plist names no main storyboard; \(storyboards[main].path) is taken as the main one",
                path: storyboards[main].path)
        }
        if let mainIndex, mainIndex != 0 { storyboards.swapAt(0, mainIndex) }

        var controllers: [Controller] = []
        var keyIndex: [String: Int] = [:]  // "storyboard#scene" → controllers index
        var used: Set<String> = []
        for (number, storyboard) in storyboards.enumerated() {
            for scene in storyboard.scenes where scene.element != "viewControllerPlaceholder" {
                let (kind, uikitClass) = Self.kindAndClass(ofElement: scene.element)
                var id = scene.storyboardIdentifier ?? scene.customClass ?? scene.id
                if id.isEmpty { id = scene.id }
                if used.contains(id) {
                    let unique = uniqueID(id + "@" + storyboard.name, used: used)
                    note(
                        "two scenes would both have the id '\(id)'; this one is '\(unique)'",
                        pointer: "/viewControllers/" + JSONPointer.escape(unique), path: storyboard.path,
                        line: scene.line)
                    id = unique
                }
                used.insert(id)
                keyIndex["\(number)#\(scene.id)"] = controllers.count
                var controller = Controller(
                    id: id, kind: kind, className: scene.customClass ?? uikitClass,
                    source: ImportSource(path: storyboard.path, line: scene.line, column: scene.column),
                    isCustomClass: scene.customClass != nil)
                if let style = scene.modalPresentationStyle {
                    controller.modalPresentationStyle = style
                    controller.styleSource = controller.source
                }
                controllers.append(controller)
            }
        }

        /// The controller a segue destination or initial view controller means, through references.
        func resolve(_ id: String, in number: Int, hops: Int = 0) -> Int? {
            if let found = keyIndex["\(number)#\(id)"] { return found }
            guard hops < 8, let scene = storyboards[number].scenes.first(where: { $0.id == id }),
                scene.element == "viewControllerPlaceholder"
            else { return nil }
            let name = scene.referencedStoryboard ?? storyboards[number].name
            guard let other = storyboards.firstIndex(where: { $0.name == name }) else { return nil }
            if let identifier = scene.referencedIdentifier {
                guard
                    let target = storyboards[other].scenes.first(where: {
                        $0.storyboardIdentifier == identifier
                    })
                else { return nil }
                return resolve(target.id, in: other, hops: hops + 1)
            }
            guard let initial = storyboards[other].initialViewController else { return nil }
            return resolve(initial, in: other, hops: hops + 1)
        }

        var parentOf: [Int: Int] = [:]
        for (number, storyboard) in storyboards.enumerated() {
            for segue in storyboard.segues {
                let source = ImportSource(path: storyboard.path, line: segue.line, column: segue.column)
                guard let from = resolve(segue.source, in: number) else { continue }
                guard let to = resolve(segue.destination, in: number) else {
                    note(
                        "a \(segue.kind) segue leads to '\(segue.destination)', which is not among the scenes imported",
                        path: storyboard.path, line: segue.line)
                    continue
                }
                switch segue.kind {
                case "relationship", "embed":
                    if let parent = parentOf[to] {
                        note(
                            "'\(controllers[to].id)' is already a child of '\(controllers[parent].id)'; this segue is ignored",
                            path: storyboard.path, line: segue.line)
                        continue
                    }
                    guard addChild(to, of: from, segue: segue, source: source, controllers: &controllers)
                    else { continue }
                    parentOf[to] = from
                case "presentation", "modal", "popoverPresentation":
                    var style = segue.modalPresentationStyle
                    if style == nil && segue.kind == "popoverPresentation" { style = "popover" }
                    guard let style else { continue }
                    if controllers[to].modalPresentationStyle == nil
                        || controllers[to].styleSource == controllers[to].source
                    {
                        controllers[to].modalPresentationStyle = style
                        controllers[to].styleSource = source
                    } else if controllers[to].modalPresentationStyle != style {
                        note(
                            "'\(controllers[to].id)' is presented with more than one style; the first (\(controllers[to].modalPresentationStyle ?? "")) is used",
                            path: storyboard.path, line: segue.line)
                    }
                default: break  // show, push, showDetail, custom, unwind: the destination stays stand-alone
                }
            }
        }
        for index in controllers.indices where controllers[index].kind == "splitViewController" {
            let slots = controllers[index].splitChildren
            if let master = slots[0], let detail = slots[1] {
                controllers[index].children = [master, detail]
                controllers[index].childSources = controllers[index].splitSlots.compactMap { $0 }
            } else if slots.contains(where: { $0 != nil }) {
                note(
                    "the split view controller has no \(slots[0] == nil ? "master" : "detail") view controller; its children are left out",
                    pointer: "/viewControllers/" + JSONPointer.escape(controllers[index].id),
                    path: controllers[index].source.path, line: controllers[index].source.line)
            }
        }

        // View controller classes no storyboard uses: those no class inherits from, and those the
        // code instantiates (a base class that is never created is not a screen).
        let storyboardClasses = Set(controllers.map(\.className))
        let superclasses = index.superclassNames
        for name in index.order
        where !storyboardClasses.contains(name)
            && (!superclasses.contains(name) || index.instantiated.contains(name))
        {
            // A category or extension of a UIKit class changes that class; it is not a screen.
            guard SourceIndex.uikitKinds[name] == nil, let base = index.uikitBase(of: name),
                let found = index.classes[name]
            else { continue }
            let kind = SourceIndex.uikitKinds[base] ?? "viewController"
            let id = uniqueID(name, used: used)
            used.insert(id)
            controllers.append(
                Controller(
                    id: id, kind: kind, className: name,
                    source: ImportSource(path: found.path, line: found.line, column: found.column),
                    isCustomClass: true))
        }

        // The window's root: the main storyboard's initial view controller, else code's assignment.
        var root: Int?
        if let main = storyboards.first, mainIndex != nil, let initial = main.initialViewController {
            if let found = resolve(initial, in: 0) {
                root = found
                sources["/window/rootViewController"] = ImportSource(
                    path: main.path, line: main.initialLine, column: main.initialColumn)
            } else {
                note(
                    "the initial view controller '\(initial)' is not among the scenes", path: main.path,
                    line: main.initialLine)
            }
        }
        if root == nil {
            for assignment in index.rootAssignments {
                guard let found = controllers.firstIndex(where: { $0.className == assignment.name }) else {
                    continue
                }
                root = found
                sources["/window/rootViewController"] = ImportSource(
                    path: assignment.path, line: assignment.line, column: assignment.column)
                // A navigation controller made with its root view controller in the same expression.
                if controllers[found].kind == "navigationController", controllers[found].children.isEmpty,
                    let childClass = assignment.child,
                    let child = controllers.firstIndex(where: { $0.className == childClass }), child != found,
                    parentOf[child] == nil
                {
                    controllers[found].children = [controllers[child].id]
                    controllers[found].childSources = [
                        ImportSource(path: assignment.path, line: assignment.line, column: assignment.column)
                    ]
                    parentOf[child] = found
                }
                break
            }
        }
        if let root {
            rootViewController = controllers[root].id
        } else {
            note(
                "no initial view controller found (no main storyboard entry point, no rootViewController assignment); "
                    + "the window is modelled without a root view controller",
                pointer: "/window/rootViewController")
        }
        for controller in controllers { emit(controller) }
    }

    private func uniqueID(_ base: String, used: Set<String>) -> String {
        guard used.contains(base) else { return base }
        var counter = 2
        while used.contains("\(base)-\(counter)") { counter += 1 }
        return "\(base)-\(counter)"
    }

    /// Files a relationship or embed segue's destination under its container; false when the
    /// relationship is not one the scenario models (noted).
    private mutating func addChild(
        _ child: Int, of parent: Int, segue: Storyboard.Segue, source: ImportSource,
        controllers: inout [Controller]
    ) -> Bool {
        let kind = controllers[parent].kind
        let childID = controllers[child].id
        switch (segue.kind, kind, segue.relationship ?? "") {
        case ("relationship", "navigationController", "rootViewController"),
            ("relationship", "tabBarController", "viewControllers"):
            controllers[parent].children.append(childID)
            controllers[parent].childSources.append(source)
            return true
        case ("relationship", "splitViewController", "masterViewController"),
            ("relationship", "splitViewController", "primaryViewController"):
            controllers[parent].splitChildren[0] = childID
            controllers[parent].splitSlots[0] = source
            return true
        case ("relationship", "splitViewController", "detailViewController"),
            ("relationship", "splitViewController", "secondaryViewController"):
            controllers[parent].splitChildren[1] = childID
            controllers[parent].splitSlots[1] = source
            return true
        case ("embed", "viewController", _):
            controllers[parent].children.append(childID)
            controllers[parent].childSources.append(source)
            return true
        default:
            note(
                "the \(segue.relationship ?? segue.kind) relationship of a \(kind) is not modelled; '\(childID)' stays stand-alone",
                path: source.path, line: source.line)
            return false
        }
    }

    /// Writes one view controller's JSON and sources.
    private mutating func emit(_ controller: Controller) {
        let pointer = "/viewControllers/" + JSONPointer.escape(controller.id)
        var json = JSONObject()
        sources[pointer] = controller.source
        if controller.kind != "viewController" {
            json.members.append(JSONMember("kind", .string(controller.kind)))
            sources[pointer + "/kind"] = controller.source
        }
        json.members.append(JSONMember("class", .string(controller.className)))
        sources[pointer + "/class"] = controller.source
        if !controller.children.isEmpty {
            let member = controller.kind == "viewController" ? "children" : "viewControllers"
            json.members.append(JSONMember(member, .array(controller.children.map(JSONValue.string))))
            sources[pointer + "/" + member] = controller.childSources.first ?? controller.source
            for (offset, source) in controller.childSources.enumerated() {
                sources[pointer + "/\(member)/\(offset)"] = source
            }
        }
        if controller.isCustomClass, index.classes[controller.className] == nil,
            SourceIndex.uikitKinds[controller.className] == nil
        {
            note(
                "the class \(controller.className) is not in the sources imported; UIKit's defaults are assumed",
                pointer: pointer + "/class", path: controller.source.path, line: controller.source.line)
        }
        json.members += rotationMembers(of: controller.className, kind: controller.kind, pointer: pointer)
        let callbacks = index.callbacks(of: controller.className)
        if let first = callbacks.first {
            // A selector string when the override calls super (the default), else the object form.
            let list: [JSONValue] = callbacks.map { callback in
                callback.source.callsSuper
                    ? .string(callback.selector)
                    : .object(
                        JSONObject([
                            JSONMember("selector", .string(callback.selector)),
                            JSONMember("callsSuper", .bool(false)),
                        ]))
            }
            json.members.append(JSONMember("overrides", .array(list)))
            sources[pointer + "/overrides"] = ImportSource(
                path: first.source.path, line: first.source.line, column: first.source.column)
            for (offset, callback) in callbacks.enumerated() {
                sources[pointer + "/overrides/\(offset)"] = ImportSource(
                    path: callback.source.path, line: callback.source.line, column: callback.source.column)
            }
        }
        if let style = controller.modalPresentationStyle {
            if Self.presentationStyles.contains(style) {
                json.members.append(JSONMember("modalPresentationStyle", .string(style)))
                sources[pointer + "/modalPresentationStyle"] = controller.styleSource ?? controller.source
            } else {
                note(
                    "modalPresentationStyle '\(style)' is not one the scenario models; the OS default is used",
                    pointer: pointer + "/modalPresentationStyle", path: controller.styleSource?.path,
                    line: controller.styleSource?.line)
            }
        }
        viewControllers.append((controller.id, json))
    }

    /// The class's rotation overrides (inherited ones included) as scenario members.
    private mutating func rotationMembers(of className: String, kind: String, pointer: String) -> [JSONMember]
    {
        var members: [JSONMember] = []
        let forwardTargets: Set<String> =
            switch kind {
            case "navigationController": ["topViewController", "visibleViewController"]
            case "tabBarController": ["selectedViewController"]
            default: []
            }
        let index = self.index
        for member in [
            RotationMember.shouldAutorotate, .supportedInterfaceOrientations,
            .preferredInterfaceOrientationForPresentation,
            .shouldAutorotateToInterfaceOrientation,
        ] {
            var lookup: String? = className
            var hops = 0
            while let name = lookup, hops < 16, let method = index.method(member, for: name) {
                hops += 1
                let reader = MethodBodyReader(
                    member: member, language: method.language, parameter: method.parameter,
                    isStoredProperty: { index.storedProperty($0, of: className) != nil },
                    forwardTargets: forwardTargets)
                let answer = reader.read(method.body)
                if case .inherited = answer {
                    // `return super.…`: the next implementation up the chain answers.
                    lookup = method.owner.flatMap { index.classes[$0]?.superclass }
                    continue
                }
                let memberPointer = pointer + "/" + member.rawValue
                if let value = record(
                    answer, of: method, at: memberPointer, className: className, what: member.rawValue)
                {
                    members.append(JSONMember(member.rawValue, value))
                }
                break
            }
        }
        return members
    }
}
