import AutorotateWire

/// The view controllers app code makes (api.md §9.1): the window's root the app or scene
/// delegate (or a coordinator) assigns, and the presentations, pushes and rotation calls of the
/// code, each tied to the view controllers of the scenario.
extension ImportState {
    /// The root the code assigns, or a SwiftUI app's hosting controller; sets the window's basis
    /// and source. Delegates' assignments come first; among several, the first in file order.
    mutating func rootFromCode(
        controllers: inout [Controller], parentOf: inout [Int: Int], used: inout Set<String>,
        scene: (String?, String?) -> Int?
    ) -> Int? {
        let index = self.index
        // An assignment in a branch for the other idiom is not this device's root.
        let device = idioms[0]
        // Nor is one in an app delegate class UIApplicationMain never makes.
        let candidates = index.rootAssignments.filter {
            ($0.idiom == nil || $0.idiom == device)
                && $0.className.map(index.isUnusedApplicationDelegate) != true
        }
        let ordered =
            candidates.filter { $0.className.map(index.isApplicationDelegate) == true }
            + candidates.filter { $0.className.map(index.isApplicationDelegate) != true }
        for assignment in ordered {
            let place = ImportSource(path: assignment.path, line: assignment.line, column: assignment.column)
            let assumptionsBefore = memberAssumptions.count
            guard let expression = assignment.expression,
                let found = controller(
                    for: expression, at: place, controllers: &controllers, parentOf: &parentOf,
                    used: &used, scene: scene)
            else { continue }
            sources["/window/rootViewController"] = place
            // Several different values (or one the import cannot follow) are chosen among at run time.
            let distinct = Set(ordered.map { $0.expression.map { "\($0)" } ?? "\($0.path):\($0.line)" }).count
            let owner = assignment.className ?? "code"
            if distinct > 1 {
                windowBasis = Self.assumed(
                    "rootViewController is assigned \(ordered.count) times; the one in \(owner) at "
                        + "\(assignment.path):\(assignment.line) is modelled")
            } else if !index.isApplicationDelegate(owner) {
                windowBasis = Self.assumed(
                    "rootViewController is assigned in \(owner), not in the app or scene delegate, at "
                        + "\(assignment.path):\(assignment.line)")
            } else if let reason = memberAssumptions.dropFirst(assumptionsBefore).first {
                windowBasis = Self.assumed(reason)
            }
            return found
        }
        if let app = index.swiftUIApp {
            let place = ImportSource(path: app.path, line: app.line, column: app.column)
            sources["/window/rootViewController"] = place
            return controller(
                for: .instance("UIHostingController"), at: place, controllers: &controllers,
                parentOf: &parentOf, used: &used, scene: scene)
        }
        if let first = ordered.first {
            note(
                "rootViewController is assigned from a value the import cannot follow",
                pointer: "/window/rootViewController",
                path: first.path, line: first.line)
        }
        return nil
    }

    /// The scenario's view controller for what an expression makes: an existing one of that class
    /// or storyboard scene, else a new one (a UIKit class, a container made around its children).
    mutating func controller(
        for expression: ControllerExpression, at place: ImportSource, controllers: inout [Controller],
        parentOf: inout [Int: Int], used: inout Set<String>, scene: (String?, String?) -> Int?
    ) -> Int? {
        switch expression {
        case .storyboard(let name, let identifier):
            return scene(name, identifier)
        case .instance(let className):
            if let existing = controllers.firstIndex(where: { $0.className == className }) { return existing }
            return newController(className, at: place, controllers: &controllers, used: &used)
        case .cast(let inner, let className):
            if inner != .instance(className),
                let found = controller(
                    for: inner, at: place, controllers: &controllers, parentOf: &parentOf, used: &used,
                    scene: scene)
            {
                return found
            }
            // The code says the class; the storyboard it comes from is not named: that class's scene.
            if let existing = controllers.firstIndex(where: { $0.className == className }) { return existing }
            return newController(className, at: place, controllers: &controllers, used: &used)
        case .member(let receiver, let property):
            guard let value = memberValue(receiver, property: property) else { return nil }
            return controller(
                for: value, at: place, controllers: &controllers, parentOf: &parentOf, used: &used,
                scene: scene)
        case .customContainer(let className, let labelled):
            // A custom container given its children by its initializer: they are its `children`,
            // each with the property its label names, for a forward that asks that property.
            let reusable = controllers.firstIndex {
                $0.className == className && $0.children.isEmpty && $0.kind == "viewController"
            }
            guard
                let container = reusable
                    ?? newController(className, at: place, controllers: &controllers, used: &used),
                controllers[container].kind == "viewController"
            else { return nil }
            var placed: [(index: Int, property: String)] = []
            for child in labelled {
                guard
                    let found = controller(
                        for: child.expression, at: place, controllers: &controllers, parentOf: &parentOf,
                        used: &used, scene: scene), parentOf[found] == nil, found != container,
                    !placed.contains(where: { $0.index == found })
                else { continue }
                placed.append((found, child.property))
            }
            if controllers[container].children.isEmpty, !placed.isEmpty {
                controllers[container].children = placed.map { controllers[$0.index].id }
                controllers[container].childSources = placed.map { _ in place }
                controllers[container].childProperties = placed.map(\.property)
                for child in placed { parentOf[child.index] = container }
            }
            return container
        case .container(let className, let childExpressions):
            let kind = SourceIndex.uikitKinds[index.uikitBase(of: className) ?? className] ?? "viewController"
            var children: [Int] = []
            for child in childExpressions {
                guard
                    let found = controller(
                        for: child, at: place, controllers: &controllers, parentOf: &parentOf, used: &used,
                        scene: scene)
                else { continue }
                children.append(found)
            }
            if kind == "navigationController" { children = Array(children.prefix(1)) }
            let reusable = controllers.firstIndex {
                $0.className == className && $0.children.isEmpty && $0.kind == kind
                    && (kind == "navigationController" || kind == "tabBarController")
            }
            guard
                let container = reusable
                    ?? newController(className, at: place, controllers: &controllers, used: &used)
            else { return nil }
            // A view controller has one parent: children already placed elsewhere stay there.
            let free = children.filter { parentOf[$0] == nil && $0 != container }
            if (kind == "navigationController" || kind == "tabBarController"),
                controllers[container].children.isEmpty,
                !free.isEmpty, free.count == children.count
            {
                controllers[container].children = free.map { controllers[$0].id }
                controllers[container].childSources = free.map { _ in place }
                for child in free { parentOf[child] = container }
            }
            return container
        }
    }

    /// A view controller for a class the code makes and no storyboard or class list holds.
    private mutating func newController(
        _ className: String, at place: ImportSource, controllers: inout [Controller], used: inout Set<String>
    ) -> Int? {
        let kind: String
        if let base = index.uikitBase(of: className) {
            kind = SourceIndex.uikitKinds[base] ?? "viewController"
        } else if index.unresolvedSuperclass(of: className) != nil, className.hasSuffix("Controller") {
            kind = "viewController"
        } else {
            return nil
        }
        let id = uniqueID(className, used: used)
        used.insert(id)
        let source = index.classes[className].map {
            ImportSource(path: $0.path, line: $0.line, column: $0.column)
        }
        controllers.append(
            Controller(
                id: id, kind: kind, className: className, source: source ?? place,
                isCustomClass: SourceIndex.uikitKinds[className] == nil))
        return controllers.count - 1
    }

    /// The code's presentations and pushes with a known destination, and its rotation calls
    /// (in the view controller whose code makes them, else the root).
    mutating func addCodeTransitions(
        controllers: inout [Controller], parentOf: inout [Int: Int], used: inout Set<String>,
        scene: (String?, String?) -> Int?
    ) {
        for transition in index.codeTransitions {
            let from = controllers.firstIndex { $0.className == transition.className }
            let place = ImportSource(path: transition.path, line: transition.line, column: 1)
            switch transition.action {
            case .present(let expression), .push(let expression):
                guard let from, expression.className != nil || isStoryboardScene(expression) else { continue }
                guard
                    let to = controller(
                        for: expression, at: place, controllers: &controllers, parentOf: &parentOf,
                        used: &used, scene: scene), to != from
                else { continue }
                let kind: ImportTransition.Kind =
                    if case .push = transition.action { .push } else { .present }
                transitions.append(
                    ImportTransition(
                        kind: kind, from: controllers[from].id, to: controllers[to].id, path: transition.path,
                        line: transition.line))
            case .call(let type, let orientation):
                guard let caller = from.map({ controllers[$0].id }) ?? rootViewController else { continue }
                var event = JSONObject([JSONMember("type", .string(type))])
                if let orientation { event.members.append(JSONMember("orientation", .string(orientation))) }
                if type == "setNeedsUpdateOfSupportedInterfaceOrientations", from != nil {
                    event.members.append(JSONMember("viewController", .string(caller)))
                }
                transitions.append(
                    ImportTransition(
                        call: .object(event), in: caller, path: transition.path, line: transition.line))
            }
        }
    }

    private func isStoryboardScene(_ expression: ControllerExpression) -> Bool {
        if case .storyboard = expression { return true }
        return false
    }
}
