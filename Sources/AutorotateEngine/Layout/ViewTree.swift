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
    /// The parent of each view; `nil` for the root.
    public private(set) var parents: [Int?] = []
    /// The direct subviews of each view, in order.
    public private(set) var children: [[Int]] = []
    /// One past the last index of each view's subtree.
    private var subtreeEnds: [Int] = []

    private var frames: [Rect] = []
    private var bounds: [Rect] = []
    /// Stored inline (no per-view array), so copying a tree's geometry allocates nothing per view.
    private var transforms: [StoredTransform] = []
    private var masks: [Int] = []
    private var autoresizes: [Bool] = []
    private var appFrames: [AppFrames?] = []
    private var paging: [Paging?] = []
    /// Views already reported with a negative size: each is reported once per simulation, so that
    /// a long run cannot multiply the same warning (R10.4).
    private var reportedNegative: Set<Int> = []
    private var contentSizes: [Size?] = []
    private var contentOffsets: [Point?] = []
    private var indexById: [String: Int] = [:]

    /// How autoresizing treats zero flexible space (api.md `options.zeroFlexibleSpace`).
    public var zeroFlexibleSpace: ZeroFlexibleSpace = .evenSplit
    /// How many autoresizing steps so far hit R10.4's zero-flexible-space case (open question 17),
    /// so that the Decision they shape can report `inferred`.
    public private(set) var zeroFlexibleSpaceCount = 0

    /// Flattens `root` (iteratively). Each view starts with bounds `(0,0,w,h)` of its frame, the
    /// identity transform and no content size or offset.
    public init(root: ViewSpec) {
        // Pre-order with an explicit stack of (spec, parent).
        var stack: [(spec: ViewSpec, parent: Int?)] = [(root, nil)]
        while let (spec, parent) = stack.popLast() {
            let index = ids.count
            ids.append(spec.id)
            parents.append(parent)
            children.append([])
            subtreeEnds.append(index + 1)
            frames.append(spec.frame)
            bounds.append(spec.frame.zeroOrigin)
            transforms.append(StoredTransform(AffineTransform.identity))
            masks.append(spec.autoresizingMask)
            autoresizes.append(spec.autoresizesSubviews)
            appFrames.append(spec.frames)
            paging.append(spec.paging)
            contentSizes.append(nil)
            contentOffsets.append(nil)
            if indexById[spec.id] == nil { indexById[spec.id] = index }
            if let parent { children[parent].append(index) }
            for subview in spec.subviews.reversed() { stack.append((subview, index)) }
        }
        // Subtree ends, children before parents: walk indices backwards.
        for index in stride(from: ids.count - 1, through: 1, by: -1) {
            if let parent = parents[index] {
                subtreeEnds[parent] = max(subtreeEnds[parent], subtreeEnds[index])
            }
        }
    }

    // MARK: Reading

    public var count: Int { ids.count }

    /// The index of the first view called `id`.
    public func index(of id: String) -> Int? { indexById[id] }

    /// The indices of `index` and all its descendants.
    public func subtree(_ index: Int) -> Range<Int> { index..<subtreeEnds[index] }

    public func frame(of index: Int) -> Rect { frames[index] }
    public func bounds(of index: Int) -> Rect { bounds[index] }
    public func transform(of index: Int) -> [Double] { transforms[index].array }
    public func contentSize(of index: Int) -> Size? { contentSizes[index] }
    public func contentOffset(of index: Int) -> Point? { contentOffsets[index] }

    /// The view's geometry in wire form (api.md §4 `views`).
    public func geometry(of index: Int) -> ViewGeometryEntry {
        ViewGeometryEntry(
            id: ids[index], frame: frames[index].array, bounds: bounds[index].array,
            transform: transforms[index].array,
            contentSize: contentSizes[index]?.array, contentOffset: contentOffsets[index]?.array)
    }

    /// The tree's geometry at one moment: only plain-value arrays, so taking one costs a few
    /// reference-count increments and a later change copies plain memory, nothing per view.
    public struct GeometrySnapshot: Sendable {
        fileprivate var frames: [Rect]
        fileprivate var bounds: [Rect]
        fileprivate var transforms: [StoredTransform]
        fileprivate var contentSizes: [Size?]
        fileprivate var contentOffsets: [Point?]
    }

    public func geometrySnapshot() -> GeometrySnapshot {
        GeometrySnapshot(
            frames: frames, bounds: bounds, transforms: transforms, contentSizes: contentSizes,
            contentOffsets: contentOffsets)
    }

    /// Whether view `index` has the same frame, bounds, transform, content size and offset now
    /// as in `snapshot` (no allocation).
    public func hasSameGeometry(_ index: Int, as snapshot: GeometrySnapshot) -> Bool {
        frames[index] == snapshot.frames[index] && bounds[index] == snapshot.bounds[index]
            && transforms[index] == snapshot.transforms[index]
            && contentSizes[index] == snapshot.contentSizes[index]
            && contentOffsets[index] == snapshot.contentOffsets[index]
    }

    /// A view's frame, bounds and transform as plain values, to tell whether a layout moved it
    /// without allocating.
    func placementKey(of index: Int) -> PlacementKey {
        PlacementKey(frame: frames[index], bounds: bounds[index], transform: transforms[index])
    }

    /// Every view's geometry in pre-order (api.md §4 `final.views`).
    public func allGeometry() -> [ViewGeometryEntry] { ids.indices.map(geometry(of:)) }

    // MARK: Changing

    /// Places a view (R8.6 for a root view): frame, bounds and transform as given. When the
    /// bounds size changes, its subviews autoresize (R10.2).
    @discardableResult
    public mutating func setPlacement(
        _ index: Int, frame: Rect, bounds newBounds: Rect, transform: [Double], rounding: Rounding = .none
    ) -> [Warning] {
        let oldSize = bounds[index].size
        frames[index] = frame
        bounds[index] = newBounds
        transforms[index] = StoredTransform(transform)
        return cascade(from: index, oldSize: oldSize, rounding: rounding)
    }

    /// Sets a view's frame as app code does (`view.frame = …`): bounds become `(0,0,w,h)`, the
    /// transform stays; a size change autoresizes the subviews (R10.2).
    @discardableResult
    public mutating func setFrame(_ index: Int, _ frame: Rect, rounding: Rounding = .none) -> [Warning] {
        let oldSize = bounds[index].size
        frames[index] = frame
        bounds[index] = frame.zeroOrigin
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
            guard let frame = appFrames[index]?.frame(portrait: portrait) else { continue }
            warnings += setFrame(index, frame, rounding: rounding)
        }
        return warnings
    }

    /// R10.6: every paging view (in `scope`, default the whole tree) gets `contentSize =
    /// (pageCount × width, height)` and `contentOffset = (currentPage × width, 0)` from its bounds.
    public mutating func applyPaging(in scope: Range<Int>? = nil) {
        for index in scope ?? ids.indices {
            guard let paging = paging[index] else { continue }
            let size = bounds[index].size
            contentSizes[index] = Size(width: Double(paging.pageCount) * size.width, height: size.height)
            contentOffsets[index] = Point(x: Double(paging.currentPage) * size.width + 0, y: 0)
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
        var warnings: [Warning] = []
        var work: [(index: Int, oldSize: Size)] = [(start, oldSize)]
        var next = 0
        while next < work.count {
            let (index, old) = work[next]
            next += 1
            let new = bounds[index].size
            guard new != old, autoresizes[index] else { continue }
            for child in children[index] {
                let before = bounds[child].size
                if Autoresizing.hitsZeroFlexibleSpace(
                    frame: frames[child], mask: masks[child], oldParent: old, newParent: new)
                {
                    zeroFlexibleSpaceCount += 1
                }
                let frame = Autoresizing.resize(
                    frame: frames[child], mask: masks[child], oldParent: old, newParent: new,
                    rounding: rounding,
                    zeroFlexibleSpace: zeroFlexibleSpace)
                frames[child] = frame
                bounds[child].width = frame.width
                bounds[child].height = frame.height
                if frame.hasNegativeSize, reportedNegative.insert(child).inserted {
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
