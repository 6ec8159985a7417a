import AutorotateWire

/// The live geometry of a view hierarchy: R8.6 placements applied from outside, autoresizing
/// cascades (R10.2–R10.4), app-set frames (R10.7) and paging (R10.6), with change tracking for a
/// Decision's `views` (api.md §4).
///
/// The tree is flattened in pre-order (index 0 is the root; a view's subtree is the index range
/// ``subtree(_:)``), so every operation is a loop over arrays: O(views), no recursion.
///
/// ```swift
/// var tree = ViewTree(root: spec)                      // bounds (0,0,w,h), identity transforms
/// let before = tree.geometrySnapshot()
/// let placement = RootViewGeometry.rootView(os: os, orientation: .landscapeRight, ...)
/// tree.setPlacement(0, frame: placement.frame, bounds: placement.bounds, transform: placement.transform)
/// tree.applyAppFrames(portrait: false)                 // in willAnimateRotation… (R8.2)
/// tree.applyPaging()
/// let views = tree.changedViews(since: before)        // Decision.views
/// ```
///
/// Mutating operations return warnings (code `negativeViewSize`) for views that autoresizing
/// gave a negative width or height; the sizes are kept (R10.4).
public struct ViewTree: Sendable {
    /// View ids by index (pre-order).
    public private(set) var ids: [String] = []
    /// What never changes about each view: its place in the tree and what the scenario declared.
    private var structure: [ViewStructure] = []
    /// Each view's geometry: one array of plain values, so that a snapshot is one reference and
    /// the first change after it copies one block of memory.
    private var geometry: [ViewGeometry] = []

    /// How autoresizing treats zero flexible space (api.md `options.zeroFlexibleSpace`).
    public var zeroFlexibleSpace: ZeroFlexibleSpace = .evenSplit
    /// How many autoresizing steps so far hit R10.4's zero-flexible-space case (open question 17),
    /// so that the Decision they shape can report `inferred`.
    public private(set) var zeroFlexibleSpaceCount = 0

    /// Flattens `root` (iteratively). Each view starts with bounds `(0,0,w,h)` of its frame, the
    /// identity transform and no content size or offset.
    public init(root: ViewSpec) {
        guard !root.subviews.isEmpty else {
            // A single view (every implicit view is one): no walk.
            append(root, parent: nil)
            return
        }
        // Pre-order with an explicit stack of (spec, parent).
        var stack: [(spec: ViewSpec, parent: Int?)] = [(root, nil)]
        while let (spec, parent) = stack.popLast() {
            let index = ids.count
            append(spec, parent: parent)
            for subview in spec.subviews.reversed() { stack.append((subview, index)) }
        }
        // Subtree ends, children before parents: walk indices backwards.
        for index in stride(from: ids.count - 1, through: 1, by: -1) {
            if let parent = structure[index].parent {
                structure[parent].subtreeEnd = max(structure[parent].subtreeEnd, structure[index].subtreeEnd)
            }
        }
    }

    /// Adds `spec` as the next view in pre-order.
    private mutating func append(_ spec: ViewSpec, parent: Int?) {
        let index = ids.count
        ids.append(spec.id)
        structure.append(
            ViewStructure(
                parent: parent, subtreeEnd: index + 1, mask: spec.autoresizingMask,
                autoresizesSubviews: spec.autoresizesSubviews, appFrames: spec.frames, paging: spec.paging))
        geometry.append(
            ViewGeometry(
                frame: spec.frame, bounds: spec.frame.zeroOrigin, transform: StoredTransform(),
                contentSize: nil, contentOffset: nil))
    }

    // MARK: Reading

    public var count: Int { ids.count }

    /// The parent of each view; `nil` for the root.
    public var parents: [Int?] { structure.map(\.parent) }

    /// The direct subviews of each view, in order.
    public var children: [[Int]] { ids.indices.map { Array(childIndices(of: $0)) } }

    /// The index of the first view called `id`.
    public func index(of id: String) -> Int? { ids.firstIndex(of: id) }

    /// The indices of `index` and all its descendants.
    public func subtree(_ index: Int) -> Range<Int> { index..<structure[index].subtreeEnd }

    public func frame(of index: Int) -> Rect { geometry[index].frame }
    public func bounds(of index: Int) -> Rect { geometry[index].bounds }
    public func transform(of index: Int) -> [Double] { geometry[index].transform.array }
    public func contentSize(of index: Int) -> Size? { geometry[index].contentSize }
    public func contentOffset(of index: Int) -> Point? { geometry[index].contentOffset }

    /// The view's geometry in wire form (api.md §4 `views`).
    public func geometry(of index: Int) -> ViewGeometryEntry {
        let view = geometry[index]
        return ViewGeometryEntry(
            id: ids[index], frame: view.frame.array, bounds: view.bounds.array,
            transform: view.transform.array,
            contentSize: view.contentSize?.array, contentOffset: view.contentOffset?.array)
    }

    /// The tree's geometry at one moment: one array of plain values, so taking one costs a
    /// reference-count increment and the first later change copies plain memory, nothing per view.
    public struct GeometrySnapshot: Sendable {
        fileprivate var geometry: [ViewGeometry]
    }

    public func geometrySnapshot() -> GeometrySnapshot { GeometrySnapshot(geometry: geometry) }

    /// Whether view `index` has the same frame, bounds, transform, content size and offset now
    /// as in `snapshot` (no allocation).
    public func hasSameGeometry(_ index: Int, as snapshot: GeometrySnapshot) -> Bool {
        geometry[index] == snapshot.geometry[index]
    }

    /// A view's frame, bounds and transform as plain values, to tell whether a layout moved it
    /// without allocating.
    func placementKey(of index: Int) -> PlacementKey {
        let view = geometry[index]
        return PlacementKey(frame: view.frame, bounds: view.bounds, transform: view.transform)
    }

    /// Every view's geometry in pre-order (api.md §4 `final.views`).
    public func allGeometry() -> [ViewGeometryEntry] { ids.indices.map(geometry(of:)) }

    /// The direct subviews of `index`, in order: in pre-order they follow it one subtree after
    /// another.
    private func childIndices(of index: Int) -> some Sequence<Int> {
        let end = structure[index].subtreeEnd
        return sequence(first: index + 1) { self.structure[$0].subtreeEnd }.prefix { $0 < end }
    }

    // MARK: Changing

    /// Places a view (R8.6 for a root view): frame, bounds and transform as given. When the
    /// bounds size changes, its subviews autoresize (R10.2).
    @discardableResult
    public mutating func setPlacement(
        _ index: Int, frame: Rect, bounds newBounds: Rect, transform: [Double], rounding: Rounding = .none
    ) -> [Warning] {
        let oldSize = geometry[index].bounds.size
        geometry[index].frame = frame
        geometry[index].bounds = newBounds
        geometry[index].transform = StoredTransform(transform)
        return cascade(from: index, oldSize: oldSize, rounding: rounding)
    }

    /// Sets a view's frame as app code does (`view.frame = …`): bounds become `(0,0,w,h)`, the
    /// transform stays; a size change autoresizes the subviews (R10.2).
    @discardableResult
    public mutating func setFrame(_ index: Int, _ frame: Rect, rounding: Rounding = .none) -> [Warning] {
        let oldSize = geometry[index].bounds.size
        geometry[index].frame = frame
        geometry[index].bounds = frame.zeroOrigin
        return cascade(from: index, oldSize: oldSize, rounding: rounding)
    }

    /// R10.7: every view with app frames (in `scope`, default the whole tree) takes the frame for
    /// the new orientation, in pre-order, and its subviews then autoresize.
    @discardableResult
    public mutating func applyAppFrames(
        portrait: Bool, rounding: Rounding = .none, in scope: Range<Int>? = nil
    )
        -> [Warning]
    {
        var warnings: [Warning] = []
        for index in scope ?? ids.indices {
            guard let frame = structure[index].appFrames?.frame(portrait: portrait) else { continue }
            warnings += setFrame(index, frame, rounding: rounding)
        }
        return warnings
    }

    /// R10.6: every paging view (in `scope`, default the whole tree) gets `contentSize =
    /// (pageCount × width, height)` and `contentOffset = (currentPage × width, 0)` from its bounds.
    public mutating func applyPaging(in scope: Range<Int>? = nil) {
        for index in scope ?? ids.indices {
            guard let paging = structure[index].paging else { continue }
            let size = geometry[index].bounds.size
            geometry[index].contentSize = Size(
                width: Double(paging.pageCount) * size.width, height: size.height)
            geometry[index].contentOffset = Point(x: Double(paging.currentPage) * size.width + 0, y: 0)
        }
    }

    // MARK: Change tracking

    /// The views whose frame, bounds, transform, content size or offset differ from `snapshot`
    /// (an earlier ``geometrySnapshot()`` of this tree), in pre-order.
    public func changedViews(since snapshot: GeometrySnapshot) -> [ViewGeometryEntry] {
        ids.indices.compactMap { hasSameGeometry($0, as: snapshot) ? nil : geometry(of: $0) }
    }

    // MARK: Autoresizing cascade

    /// R10.2: after view `start`'s bounds went from `oldSize` to its current size, resize its
    /// subviews, theirs, and so on, parent first; a view that does not autoresize its subviews,
    /// or whose size did not change, stops the cascade below it.
    private mutating func cascade(from start: Int, oldSize: Size, rounding: Rounding) -> [Warning] {
        // A view without subviews has nothing to resize (every implicit view is one).
        guard structure[start].subtreeEnd > start + 1 else { return [] }
        var warnings: [Warning] = []
        var work: [(index: Int, oldSize: Size)] = [(start, oldSize)]
        var next = 0
        while next < work.count {
            let (index, old) = work[next]
            next += 1
            let new = geometry[index].bounds.size
            guard new != old, structure[index].autoresizesSubviews else { continue }
            var child = index + 1
            let end = structure[index].subtreeEnd
            // The direct subviews, in order: each follows the previous one's subtree.
            while child < end {
                defer { child = structure[child].subtreeEnd }
                let before = geometry[child].bounds.size
                let mask = structure[child].mask
                if Autoresizing.hitsZeroFlexibleSpace(
                    frame: geometry[child].frame, mask: mask, oldParent: old, newParent: new)
                {
                    zeroFlexibleSpaceCount += 1
                }
                let frame = Autoresizing.resize(
                    frame: geometry[child].frame, mask: mask, oldParent: old, newParent: new,
                    rounding: rounding,
                    zeroFlexibleSpace: zeroFlexibleSpace)
                geometry[child].frame = frame
                geometry[child].bounds.width = frame.width
                geometry[child].bounds.height = frame.height
                if frame.hasNegativeSize, !structure[child].reportedNegative {
                    structure[child].reportedNegative = true
                    warnings.append(
                        Warning(
                            code: "negativeViewSize",
                            message: "autoresizing gives view '\(ids[child])' a negative size "
                                + "(\(frame.width.pointText) × \(frame.height.pointText)); UIKit keeps it (R10.4)"
                        ))
                }
                work.append((child, before))
            }
        }
        return warnings
    }
}

/// A CGAffineTransform `[a, b, c, d, tx, ty]` held by value.
struct StoredTransform: Sendable, Equatable {
    var a = 1.0, b = 0.0, c = 0.0, d = 1.0, tx = 0.0, ty = 0.0

    /// The identity transform.
    init() {}

    init(_ values: [Double]) {
        guard values.count == 6 else { return }
        (a, b, c, d, tx, ty) = (values[0], values[1], values[2], values[3], values[4], values[5])
    }

    var array: [Double] { [a, b, c, d, tx, ty] }
}

/// A view's frame, bounds and transform, compared by value (see ``ViewTree/placementKey(of:)``).
struct PlacementKey: Sendable, Equatable {
    var frame: Rect
    var bounds: Rect
    var transform: StoredTransform
}

/// What a ``ViewTree`` keeps about a view besides its id and geometry.
private struct ViewStructure: Sendable {
    // `Optional<…>`, not `…?`, on purpose: see ``Decision``.
    /// The parent's index; `nil` for the root.
    var parent: Optional<Int>
    /// One past the last index of the view's subtree.
    var subtreeEnd: Int
    /// `UIViewAutoresizing` bits (R10.1).
    var mask: Int
    var autoresizesSubviews: Bool
    var appFrames: Optional<AppFrames>
    var paging: Optional<Paging>
    /// Whether the view was already reported with a negative size: each is reported once per
    /// simulation, so that a long run cannot multiply the same warning (R10.4).
    var reportedNegative = false
}

/// A view's geometry in a ``ViewTree``.
struct ViewGeometry: Sendable, Equatable {
    var frame: Rect
    var bounds: Rect
    /// Stored inline (no per-view array), so copying a tree's geometry allocates nothing per view.
    var transform: StoredTransform
    // `Optional<…>`, not `…?`, on purpose: see ``Decision``.
    var contentSize: Optional<Size>
    var contentOffset: Optional<Point>
}
