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
        /// For a custom container given its children by its initializer, the property each
        /// child's label names (`contentViewController`), in the order of ``children``.
        var childProperties: [String] = []
        var splitSlots: [ImportSource?] = [nil, nil]
        var splitChildren: [String?] = [nil, nil]
        var modalPresentationStyle: String?
        var styleSource: ImportSource?
        var source: ImportSource
        var isCustomClass: Bool
        /// What the import assumed about this view controller (api.md §9.1 `basis`), if anything.
        var assumption: String?
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
            // The launch screen is no screen of the app, unless a setting names it the main
            // storyboard too and no code assigns a root: apps that name it so only to have a
            // window replace its scene in code, and one that does not shows that scene.
            let isMain = storyboard.name == mainStoryboard || storyboard.name == mainStoryboardPad
            if storyboard.name == launchStoryboard, !isMain || !index.rootAssignments.isEmpty {
                continue
            }
            storyboards.append(storyboard)
        }
        // The main storyboard is the one a setting names (R: api.md §9.1); a storyboard no setting
        // names is never the root.
        var mainIndex: Int?
        let named = idioms.first == "pad" ? (mainStoryboardPad ?? mainStoryboard) : mainStoryboard
        if let named {
            mainIndex = storyboards.firstIndex { $0.name == named }
            if mainIndex == nil {
                note("the Info.plist names the storyboard '\(named)', which is not among the files imported")
            }
        }
        // The main storyboard comes first: its scenes keep their ids when another storyboard repeats one.
        if let found = mainIndex {
            storyboards.swapAt(0, found)
            mainIndex = 0
        }

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
        var unwinds: [ImportSource] = []
        for (number, storyboard) in storyboards.enumerated() {
            for segue in storyboard.segues {
                let source = ImportSource(path: storyboard.path, line: segue.line, column: segue.column)
                if segue.kind == "unwind" {
                    // An unwind returns to a screen already shown: nothing new to model.
                    unwinds.append(source)
                    continue
                }
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
                case "show", "push":
                    transitions.append(
                        ImportTransition(
                            kind: .push, from: controllers[from].id, to: controllers[to].id,
                            path: storyboard.path,
                            line: segue.line))
                case "presentation", "modal", "popoverPresentation":
                    transitions.append(
                        ImportTransition(
                            kind: .present, from: controllers[from].id, to: controllers[to].id,
                            path: storyboard.path, line: segue.line))
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
                default: break  // showDetail, custom: the destination stays stand-alone
                }
            }
        }
        if let first = unwinds.first {
            note(
                "\(unwinds.count) unwind segue\(unwinds.count == 1 ? " is" : "s are") not modelled "
                    + "(an unwind returns to a screen already shown)", path: first.path, line: first.line)
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
            guard SourceIndex.uikitKinds[name] == nil, let found = index.classes[name] else { continue }
            let kind: String
            if let base = index.uikitBase(of: name) {
                kind = SourceIndex.uikitKinds[base] ?? "viewController"
            } else if isScreenOfUnknownAncestry(name) {
                kind = "viewController"
            } else {
                continue
            }
            let id = uniqueID(name, used: used)
            used.insert(id)
            controllers.append(
                Controller(
                    id: id, kind: kind, className: name,
                    source: ImportSource(path: found.path, line: found.line, column: found.column),
                    isCustomClass: true))
        }

        // The window's root (api.md §9.1): the main storyboard's initial view controller, else the
        // root the code assigns, else a SwiftUI app's hosting controller.
        var root: Int?
        if let mainIndex, let initial = storyboards[mainIndex].initialViewController {
            let main = storyboards[mainIndex]
            if let found = resolve(initial, in: mainIndex) {
                root = found
                sources["/window/rootViewController"] = ImportSource(
                    path: main.path, line: main.initialLine, column: main.initialColumn)
                // The delegate may replace the storyboard's root during launch.
                if main.name == launchStoryboard {
                    windowBasis = Self.assumed(
                        "the main storyboard is the launch screen '\(main.name)'; an app that names it so "
                            + "usually replaces its scene at run time, and its initial view controller is modelled"
                    )
                } else if let replaced = index.rootAssignments.first(where: {
                    $0.className.map(index.isApplicationDelegate) == true
                }) {
                    windowBasis = Self.assumed(
                        "the app also assigns rootViewController at \(replaced.path):\(replaced.line); "
                            + "the main storyboard's initial view controller is modelled")
                }
            } else {
                note(
                    "the initial view controller '\(initial)' is not among the scenes", path: main.path,
                    line: main.initialLine)
            }
        } else if let mainIndex {
            note(
                "the main storyboard has no initial view controller", pointer: "/window/rootViewController",
                path: storyboards[mainIndex].path)
        }
        // A storyboard scene the code instantiates: by identifier in the storyboard named (or any),
        // or the named storyboard's initial view controller.
        let lookup: (String?, String?) -> Int? = { name, identifier in
            let candidates = storyboards.indices.filter { name == nil || storyboards[$0].name == name }
            for number in candidates {
                if let identifier {
                    if let scene = storyboards[number].scenes.first(where: {
                        $0.storyboardIdentifier == identifier
                    }) {
                        return resolve(scene.id, in: number)
                    }
                } else if let initial = storyboards[number].initialViewController, name != nil {
                    return resolve(initial, in: number)
                }
            }
            return nil
        }
        if root == nil {
            root = rootFromCode(controllers: &controllers, parentOf: &parentOf, used: &used, scene: lookup)
        }
        let nib = mainNib
        if root == nil, let nib, index.rootAssignments.isEmpty {
            root = rootFromMainNib(nib, controllers: &controllers, parentOf: &parentOf, used: &used)
        }
        if let root {
            rootViewController = controllers[root].id
        } else if let nib, index.rootAssignments.isEmpty {
            // A main nib (iOS 3–8 apps) unarchives the window and its root before the delegate runs.
            windowBasis = Self.assumed(
                "the main nib '\(nib.name)' (\(nib.key) at \(nib.source.path):\(nib.source.line)) makes the "
                    + "window; its root view controller could not be read from it")
        } else {
            if let unfollowed = index.rootAssignments.first {
                windowBasis = Self.assumed(
                    "the app assigns rootViewController at \(unfollowed.path):\(unfollowed.line) from a value the "
                        + "import cannot follow")
            } else {
                windowBasis = Self.assumed(
                    "no rule found the window's root (no main storyboard, no rootViewController the code assigns, "
                        + "no SwiftUI app)")
            }
            note(
                "no root view controller found (no main storyboard named in the Info.plist, no rootViewController "
                    + "the app or scene delegate assigns); the window is modelled without one",
                pointer: "/window/rootViewController")
        }
        addCodeTransitions(controllers: &controllers, parentOf: &parentOf, used: &used, scene: lookup)
        for controller in controllers { emit(controller) }
        countSiteNotes()
        markForwardsToUnreadApplicationMask()
    }

    /// The main nib for the imported device: `NSMainNibFile~ipad` (or `~iphone`) over `NSMainNibFile`.
    var mainNib: (key: String, name: String, source: ImportSource)? {
        let suffixed = idioms.first == "pad" ? "NSMainNibFile~ipad" : "NSMainNibFile~iphone"
        for key in [suffixed, "NSMainNibFile"] {
            if let nib = mainNibs[key] { return (key, nib.name, nib.source) }
        }
        return nil
    }

    func uniqueID(_ base: String, used: Set<String>) -> String {
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
        var controller = controller
        if let kept = askedChild(of: controller) {
            let others = controller.children.indices.filter { $0 != kept }.map {
                "\(controller.childProperties[$0]) (\(controller.children[$0]))"
            }
            note(
                "\(controller.className)'s rotation methods ask its \(controller.childProperties[kept]) alone; "
                    + "the scenario's forward asks every child, so its children are modelled as that one and "
                    + "\(others.joined(separator: ", ")) left out of the hierarchy",
                pointer: pointer + "/children", path: controller.childSources[kept].path,
                line: controller.childSources[kept].line)
            controller.children = [controller.children[kept]]
            controller.childSources = [controller.childSources[kept]]
            controller.childProperties = [controller.childProperties[kept]]
        }
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
        var assumption = controller.assumption
        if controller.isCustomClass, index.classes[controller.className] == nil,
            SourceIndex.uikitKinds[controller.className] == nil
        {
            assumption = assumption ?? "the class \(controller.className) is not in the sources imported"
        }
        if let superclass = index.unresolvedSuperclass(of: controller.className) {
            assumption = assumption ?? "superclass \(superclass) is not in the project"
        }
        let (rotation, computed) = rotationMembers(
            of: controller.className, kind: controller.kind, children: controller.children.count,
            pointer: pointer)
        json.members += rotation
        let beyondInfoPlist = unreadApplicationMask(of: controller.id, members: rotation)
        assumption = assumption ?? computed ?? beyondInfoPlist
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
        json.members.append(JSONMember("basis", assumption.map(Self.assumed) ?? .string("read")))
        viewControllers.append((controller.id, json))
    }

    /// The class's rotation overrides (inherited ones included) as scenario members.
    /// Also returns what was assumed when an answer could not be read.
    private mutating func rotationMembers(of className: String, kind: String, children: Int, pointer: String)
        -> ([JSONMember], String?)
    {
        var members: [JSONMember] = []
        var assumption: String?
        var forwardTargets: Set<String> =
            switch kind {
            case "navigationController": ["topViewController", "visibleViewController"]
            case "tabBarController": ["selectedViewController"]
            default: []
            }
        // A view controller with one child: forwarding to it is the intersection over its children.
        if kind == "viewController", children == 1 { forwardTargets.insert("allChildren") }
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
                    forwardTargets: forwardTargets, idiomHelpers: index.idiomHelpers,
                    staticFlag: index.staticFlag)
                var answer = reader.read(method.body)
                let above = method.owner.flatMap { index.classes[$0]?.superclass }
                let implementedAbove = above.flatMap({ index.method(member, for: $0) }) != nil
                if case .inherited = answer, implementedAbove {
                    // `return super.…`: the next implementation up the chain answers.
                    lookup = above
                    continue
                }
                // `return super.…`, or `if isPhone { return .portrait }; return super.…`, in a class
                // whose ancestry ends in UIKit with nothing overriding the member above it: UIKit's
                // default, on the idiom the branch decides or as a condition on it.
                if index.uikitBase(of: className) != nil, !implementedAbove {
                    answer = answer.resolvingInherited(member)
                }
                let memberPointer = pointer + "/" + member.rawValue
                if let value = record(
                    answer, of: method, at: memberPointer, className: className, what: member.rawValue)
                {
                    members.append(JSONMember(member.rawValue, value))
                    if let (reason, _) = answer.assumption {
                        assumption = assumption ?? "\(member.rawValue): \(reason)"
                    }
                    if let owner = method.owner, SourceIndex.uikitKinds[owner] != nil {
                        assumption = assumption ?? Self.suppliedByCategory(member, of: owner, method: method)
                    }
                } else {
                    assumption =
                        assumption
                        ?? "\(member.rawValue) is computed at run time; UIKit's default is modelled"
                }
                break
            }
        }
        return (members, assumption)
    }

    /// For a custom container given several children by its initializer, the one child its
    /// rotation methods name (`self.contentViewController.supportedInterfaceOrientations`), when
    /// they name exactly one: a forward asks every child (`allChildren`), so only with that child
    /// alone does it say what the code does.
    private func askedChild(of controller: Controller) -> Int? {
        guard controller.kind == "viewController", controller.childProperties.count > 1,
            controller.childProperties.count == controller.children.count
        else { return nil }
        var asked: Set<Int> = []
        for member in [
            RotationMember.shouldAutorotate, .supportedInterfaceOrientations,
            .preferredInterfaceOrientationForPresentation,
        ] {
            guard let method = index.method(member, for: controller.className) else { continue }
            let names = Set(method.body.map(\.text))
            for (offset, property) in controller.childProperties.enumerated()
            where names.contains(property) || names.contains("_" + property) {
                asked.insert(offset)
            }
        }
        return asked.count == 1 ? asked.first : nil
    }

    /// Why an answer a category (or Swift extension) of a UIKit class supplies is an assumption:
    /// the category replaces the class's own method, and Objective-C leaves undefined which of the
    /// two runs when UIKit's class implements it too.
    static func suppliedByCategory(_ member: RotationMember, of owner: String, method: SourceMethod)
        -> String
    {
        let kind = method.language == .swift ? "an extension" : "a category"
        return "\(member.rawValue) comes from \(kind) of \(owner) (\(method.path):\(method.line)) that "
            + "replaces UIKit's own method; Objective-C leaves undefined which of the two runs"
    }

    /// `{"assumed": reason}`.
    static func assumed(_ reason: String) -> JSONValue {
        .object(JSONObject([JSONMember("assumed", .string(reason))]))
    }

    /// A class whose ancestry leaves the project (a pod's view controller) is a screen when its
    /// name says so or it answers a rotation method itself.
    private func isScreenOfUnknownAncestry(_ name: String) -> Bool {
        guard let superclass = index.unresolvedSuperclass(of: name) else { return false }
        if superclass.hasPrefix("NS") || (superclass.hasPrefix("UI") && !superclass.hasSuffix("Controller")) {
            return false
        }
        let overrides = index.chain(from: name).contains { !$0.methods.isEmpty || !$0.callbacks.isEmpty }
        return overrides || name.hasSuffix("ViewController")
    }
}
