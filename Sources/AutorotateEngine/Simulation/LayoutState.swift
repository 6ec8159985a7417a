import AutorotateWire

/// The geometry of every view controller's view tree and of the window (R8.6, R8.7, R10).
/// View controllers without a declared `view` get an implicit one so that layout callbacks still
/// follow their size; only declared views and the window are reported.
struct LayoutState: Sendable {
    /// One tree per view controller, by index.
    var trees: [ViewTree]
    /// Whether the scenario declared the view controller's view (reported) or it is implicit.
    var declared: [Bool]
    /// The window's frame, which is also its bounds; its transform is always the identity (R8.6).
    /// A plain value: a ``ViewPlacement`` holds its transform in an array, retained by every
    /// event's snapshot and released again.
    var window: Rect
    /// Whether any view controller's view is declared (else no event reports a view but the window).
    private let anyDeclared: Bool
    /// Bumped by every layout operation, so that an event that laid nothing out reports no views
    /// without comparing every view.
    var revision = 0

    /// The layout `scenario` declares. The scenario is borrowed: an initializer's parameter is
    /// the callee's own by default, and the engine's initializer copied the whole scenario to
    /// hand it over (a retain and a release of each of its references).
    init(scenario: borrowing Scenario) {
        var trees: [ViewTree] = []
        var declared: [Bool] = []
        trees.reserveCapacity(scenario.viewControllers.count)
        declared.reserveCapacity(scenario.viewControllers.count)
        let screen = Rect(
            x: 0, y: 0, width: scenario.device.screenWidth, height: scenario.device.screenHeight)
        // Every implicit view starts the same, so they all start as one tree, built at the first
        // and shared (copied on write): its arrays are allocated once, and only its geometry is
        // copied for a view controller that is laid out.
        var implicitTree: ViewTree?
        // By index and field: iterating the specs would copy (retain and release) every member.
        for index in scenario.viewControllers.indices {
            if let view = scenario.viewControllers[index].view {
                var tree = ViewTree(root: view)
                tree.zeroFlexibleSpace = scenario.options.zeroFlexibleSpace
                trees.append(tree)
                declared.append(true)
            } else if let implicitTree {
                trees.append(implicitTree)
                declared.append(false)
            } else {
                // An implicit view has no id: only declared views are reported, and it has no
                // subview for a negative-size warning to name. (Spelling one out, `<vc>.view`,
                // built a string per view controller per simulation that nothing read.)
                var tree = ViewTree(
                    root: ViewSpec(
                        id: "", frame: screen, autoresizingMask: 0, autoresizesSubviews: true, subviews: [],
                        frames: nil, paging: nil))
                tree.zeroFlexibleSpace = scenario.options.zeroFlexibleSpace
                implicitTree = tree
                trees.append(tree)
                declared.append(false)
            }
        }
        self.trees = trees
        self.declared = declared
        anyDeclared = declared.contains(true)
        window = screen
    }

    /// The size of a view controller's view.
    func viewSize(_ vc: Int) -> Size {
        trees[vc].bounds(of: 0).size
    }

    /// The geometry now, for a later ``changes(since:)``; O(1): the trees are copied on write.
    func snapshot() -> LayoutSnapshot {
        LayoutSnapshot(
            trees: anyDeclared ? trees.indices.map { declared[$0] ? trees[$0].geometrySnapshot() : nil } : [],
            window: window, revision: revision)
    }

    /// The views reported in a Decision: the window and declared views whose geometry differs
    /// from `snapshot` (the set and order of views never change during a simulation).
    func changes(since snapshot: LayoutSnapshot) -> [ViewGeometryEntry] {
        guard snapshot.revision != revision else { return [] }
        var entries: [ViewGeometryEntry] = []
        if window != snapshot.window { entries.append(windowEntry) }
        for index in snapshot.trees.indices where declared[index] {
            guard let before = snapshot.trees[index] else { continue }
            entries += trees[index].changedViews(since: before)
        }
        return entries
    }

    /// The window and every declared view, in tree order (`final.views`).
    func all() -> [ViewGeometryEntry] {
        var entries: [ViewGeometryEntry] = [windowEntry]
        for index in trees.indices where declared[index] {
            entries += trees[index].allGeometry()
        }
        return entries
    }

    private var windowEntry: ViewGeometryEntry {
        ViewGeometryEntry(
            id: "window", frame: window.array, bounds: window.array, transform: AffineTransform.identity)
    }
}

/// The layout at one moment, kept to report what an event changed.
struct LayoutSnapshot: Sendable {
    /// The geometry of each declared tree (`nil` for implicit views, which are not reported).
    var trees: [ViewTree.GeometrySnapshot?]
    /// The window's frame and bounds (see ``LayoutState/window``).
    var window: Rect
    var revision: Int
}
