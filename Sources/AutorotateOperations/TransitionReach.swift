/// How the app gets each of its view controllers on screen, as far as the scenario and the
/// import's transitions say (api.md §9.1): the root's tree is on screen at launch (a tab other
/// than the selected one after a `selectTab`), and a transition whose `from` is on screen puts its
/// `to` there with one more event (`present` from `from`, or `push` onto the navigation controller
/// `from` is in). Lint probes a transition only from a `from` reached this way: a finding from a
/// screen the app may never show would be a guess.
struct TransitionReach {
    /// A view controller on screen: the events that bring it there after launch, and the
    /// navigation controller a push made in its code goes to (UIKit's `navigationController`).
    struct Screen: Equatable {
        var events: [JSONValue]
        var navigationController: String?
    }

    /// Each reachable view controller by id.
    private(set) var screens: [String: Screen] = [:]
    /// Each view controller's kind and children, by id.
    private let controllers: [String: (kind: String, children: [String], selectedIndex: Int)]

    /// Reads the root's tree from `scenario` (a Scenario document), then follows `transitions`
    /// round by round, so that each view controller is reached by the shortest chain (the first
    /// transition in file order among equals).
    init(scenario: JSONObject, transitions: [ImportTransition]) {
        var controllers: [String: (kind: String, children: [String], selectedIndex: Int)] = [:]
        if case .object(let map)? = scenario["viewControllers"] {
            for member in map.members {
                guard case .object(let spec) = member.value else { continue }
                var kind = "viewController"
                if case .string(let given)? = spec["kind"] { kind = given }
                var children: [String] = []
                for key in ["viewControllers", "children"] {
                    if case .array(let ids)? = spec[key] {
                        for case .string(let id) in ids { children.append(id) }
                    }
                }
                var selected = 0
                if case .number(let index)? = spec["selectedIndex"], let whole = Int(exactly: index) {
                    selected = whole
                }
                controllers[member.key] = (kind, children, selected)
            }
        }
        self.controllers = controllers
        if case .object(let window)? = scenario["window"],
            case .string(let root)? = window["rootViewController"]
        {
            show(root, after: [], inside: nil)
        }
        var changed = true
        while changed {
            changed = false
            var reached: [(id: String, events: [JSONValue], navigation: String?)] = []
            for transition in transitions where transition.kind != .call {
                guard let from = transition.from, let to = transition.to, let origin = screens[from],
                    screens[to] == nil, controllers[to] != nil, !reached.contains(where: { $0.id == to }),
                    let event = Self.event(of: transition, from: origin)
                else { continue }
                let navigation = transition.kind == .push ? origin.navigationController : nil
                reached.append((to, origin.events + [event], navigation))
            }
            for (id, events, navigation) in reached {
                show(id, after: events, inside: navigation)
                changed = true
            }
        }
    }

    /// Marks `id` and its children as on screen after `events`, each child of a tab bar
    /// controller other than the selected one with its `selectTab`.
    private mutating func show(_ id: String, after events: [JSONValue], inside navigation: String?) {
        var stack: [(id: String, events: [JSONValue], navigation: String?)] = [(id, events, navigation)]
        var depth = 0
        while let next = stack.popLast(), depth < 4_096 {
            depth += 1
            guard screens[next.id] == nil, let controller = controllers[next.id] else { continue }
            let own = controller.kind == "navigationController" ? next.id : next.navigation
            screens[next.id] = Screen(events: next.events, navigationController: own)
            for (index, child) in controller.children.enumerated().reversed() {
                var childEvents = next.events
                if controller.kind == "tabBarController", index != controller.selectedIndex {
                    childEvents.append(
                        .object(
                            JSONObject([
                                JSONMember("type", .string("selectTab")),
                                JSONMember("tabBarController", .string(next.id)),
                                JSONMember("index", .number(Double(index))),
                            ])))
                }
                stack.append((child, childEvents, own))
            }
        }
    }

    /// The scenario event a presentation or push from the screen `origin` stands for, `nil` for a
    /// push from a view controller in no navigation controller (UIKit's push does nothing then).
    static func event(of transition: ImportTransition, from origin: Screen) -> JSONValue? {
        switch transition.kind {
        case .present:
            guard let from = transition.from, let to = transition.to else { return nil }
            return .object(
                JSONObject([
                    JSONMember("type", .string("present")), JSONMember("viewController", .string(to)),
                    JSONMember("from", .string(from)), JSONMember("animated", .bool(false)),
                ]))
        case .push:
            guard let to = transition.to, let navigation = origin.navigationController else { return nil }
            return .object(
                JSONObject([
                    JSONMember("type", .string("push")),
                    JSONMember("navigationController", .string(navigation)),
                    JSONMember("viewController", .string(to)), JSONMember("animated", .bool(false)),
                ]))
        case .call:
            return transition.event
        }
    }

    /// Whether some view controller of the scenario lists `id` as a child.
    func isChild(_ id: String) -> Bool {
        controllers.values.contains { $0.children.contains(id) }
    }

    /// Whether the scenario declares `id`.
    func declares(_ id: String) -> Bool { controllers[id] != nil }
}
