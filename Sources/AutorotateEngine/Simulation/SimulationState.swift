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
    var viewControllers: [ViewControllerSpec]
    // `Optional<…>`, not `…?`, on purpose: see ``Decision``.
    var root: Optional<Int>
    var chain: [PresentedEntry]
    var notificationCounter: Int
    /// The container each view controller currently sits in, if any.
    var parent: [Int?]

    /// Recomputes `parent` from the containers' current children.
    mutating func rebuildParents() {
        // In place when the count is unchanged (always, after the first): no array per change.
        if parent.count == viewControllers.count {
            for index in parent.indices { parent[index] = nil }
        } else {
            parent = Array(repeating: nil, count: viewControllers.count)
        }
        // By index: iterating the specs would copy (retain and release) every member of each.
        for index in viewControllers.indices {
            for child in viewControllers[index].children where child < parent.count { parent[child] = index }
        }
    }
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
