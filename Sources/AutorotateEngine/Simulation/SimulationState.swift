/// One entry of the window's presentation chain (R2.4, R6.7).
struct PresentedEntry: Sendable, Equatable {
    var viewController: Int
    /// The view controller it was presented from.
    var presenter: Int
    var style: PresentationStyle
    /// Whether this entry decides the orientation (R6.2).
    var decides: Bool
    /// Whether it hides what is below it (R8.9).
    var hidesBelow: Bool
}

/// The mutable state of a simulated app between events: orientations, the hierarchy as events
/// changed it, and flags. (The geometry lives beside it in ``LayoutState``: UIKit raises before
/// it lays anything out, so an exception's rollback never needs to copy the views.)
struct SimulationState: Sendable {
    var device: DeviceOrientation
    var interface: InterfaceOrientation
    var statusBar: InterfaceOrientation
    var flags: FlagValues
    /// The specs as `setViewControllerProperty` events left them. Their `children` and
    /// `selectedIndex` are the scenario's: the hierarchy as events changed it is in
    /// ``containers``, so that a push, pop or tab change leaves this list shared with the
    /// scenario instead of copying every spec (and destroying the copy after).
    var viewControllers: [ViewControllerSpec]
    /// Each view controller's place in the hierarchy as events changed it, by view-controller index.
    var containers: [ContainerState]
    // `Optional<…>`, not `…?`, on purpose: see ``Decision``.
    var root: Optional<Int>
    var chain: [PresentedEntry]
    var notificationCounter: Int
    /// The container each view controller currently sits in, if any.
    var parent: [Int?]

    /// Recomputes `parent` from the containers' current children.
    mutating func rebuildParents() {
        // In place when the count is unchanged (always, after the first): no array per change.
        if parent.count == containers.count {
            for index in parent.indices { parent[index] = nil }
        } else {
            parent = Array(repeating: nil, count: containers.count)
        }
        // By index: a `for container in containers` would retain and release each list.
        for index in containers.indices {
            for child in containers[index].children where child < parent.count { parent[child] = index }
        }
    }
}

/// What an event that can raise (``EventKind/mayRaise``) may change in the state before it
/// raises, kept to undo it: the interface and status-bar orientations, the root, the
/// presentation chain and the notification counter. Such an event never changes the flags, the
/// specs or the hierarchy of containers (only `setFlag`, `setViewControllerProperty`, push, pop,
/// `setViewControllers` and `selectTab` do, and none of them raises), so the rollback does not
/// hold those lists: a copy of the whole state retained and released each of them per event.
/// The device orientation is not rolled back (the device did turn).
struct RaisingEventRollback {
    private let interface: InterfaceOrientation
    private let statusBar: InterfaceOrientation
    private let root: Optional<Int>
    private let chain: [PresentedEntry]
    private let notificationCounter: Int

    init(_ state: SimulationState) {
        interface = state.interface
        statusBar = state.statusBar
        root = state.root
        chain = state.chain
        notificationCounter = state.notificationCounter
    }

    /// Puts the kept values back into `state`.
    func restore(into state: inout SimulationState) {
        state.interface = interface
        state.statusBar = statusBar
        state.root = root
        state.chain = chain
        state.notificationCounter = notificationCounter
    }
}

/// A view controller's children and selected tab as hierarchy events (push, pop,
/// `setViewControllers`, `selectTab`) changed them; a view controller's spec has them as declared.
struct ContainerState: Sendable {
    /// Stack (navigation, bottom first), tabs, [master, detail] (split), or a custom container's children.
    var children: [Int]
    /// A tab bar controller's selected tab, a position in `children`.
    var selectedIndex: Int
}

/// The app's flags (api.md §2 `app.flags`) as `setFlag` events leave them. A scenario has a
/// handful, read at every conditional answer: a scan comparing names (usually the same string
/// storage, so equal at the first word) costs less than hashing the name for a dictionary.
struct FlagValues: Sendable {
    /// A struct, not a tuple: see ``PostedNotification``.
    private struct Flag: Sendable {
        var name: String
        var value: Bool
    }
    private var flags: [Flag]

    init(_ flags: [String: Bool]) {
        self.flags = flags.map { Flag(name: $0.key, value: $0.value) }
    }

    /// The flag's value, or `nil` for a name the app never declared nor set.
    subscript(name: String) -> Bool? {
        for flag in flags where flag.name == name { return flag.value }
        return nil
    }

    /// Sets a flag, declaring it when it is new (a `setFlag` of an undeclared name).
    mutating func set(_ name: String, to value: Bool) {
        if let index = flags.firstIndex(where: { $0.name == name }) {
            flags[index].value = value
        } else {
            flags.append(Flag(name: name, value: value))
        }
    }
}
