/// The size of each on-screen view controller's view before a layout pass, by view controller.
/// The old sizes are looked up by view controller (a handful of entries) rather than through a
/// dictionary built, grown and freed on every pass.
struct OldSizes: Sendable {
    /// The on-screen view controllers, in visible order.
    var viewControllers: [Int] = []
    /// The geometry of each view controller's view before the pass, in the same order.
    var geometry: [PlacementKey] = []

    /// Records the current geometry of each of ``viewControllers``' views.
    mutating func recordGeometry(of layout: LayoutState) {
        if geometry.capacity < viewControllers.count { geometry.reserveCapacity(viewControllers.count) }
        for position in viewControllers.indices {
            geometry.append(layout.trees[viewControllers[position]].placementKey(of: 0))
        }
    }

    /// Empties both lists, keeping their capacity for the next pass.
    mutating func removeAll() {
        viewControllers.removeAll(keepingCapacity: true)
        geometry.removeAll(keepingCapacity: true)
    }

    /// `vc`'s old size (its last entry, should it be listed twice), or `nil` when it was not on screen.
    func size(of vc: Int) -> Size? {
        guard let index = viewControllers.lastIndex(of: vc) else { return nil }
        return geometry[index].bounds.size
    }
}
