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
    var flags: [String: Bool]
    var viewControllers: [ViewControllerSpec]
    var root: Int?
    var chain: [PresentedEntry]
    var notificationCounter: Int
    /// The container each view controller currently sits in, if any.
    var parent: [Int?]

    /// Recomputes `parent` from the containers' current children.
    mutating func rebuildParents() {
        parent = Array(repeating: nil, count: viewControllers.count)
        for (index, spec) in viewControllers.enumerated() {
            for child in spec.children where child < parent.count { parent[child] = index }
        }
    }
}
