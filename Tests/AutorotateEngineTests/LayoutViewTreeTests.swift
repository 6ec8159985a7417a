import AutorotateWire
import Testing

@testable import AutorotateEngine

private func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
    Rect(x: x, y: y, width: w, height: h)
}

/// seed004's slide viewer: a paging scroll view of five image scroll views, each with an image.
private func slideViewer() -> ViewSpec {
    let pages = (0..<5).map { n in
        let x = Double(n) * 320
        return ViewSpec(
            id: "imageScroll\(n)", frame: rect(x, 0, 320, 460),
            subviews: [ViewSpec(id: "image\(n)", frame: rect(0, 115, 320, 230), autoresizingMask: 63)],
            frames: AppFrames(portrait: rect(x, 0, 320, 460), landscape: rect(Double(n) * 480, 0, 480, 300)))
    }
    return ViewSpec(
        id: "slidesView", frame: rect(0, 20, 320, 460),
        subviews: [
            ViewSpec(
                id: "baseScroll", frame: rect(0, 0, 320, 460), autoresizingMask: 18, subviews: pages,
                paging: Paging(pageCount: 5, currentPage: 2))
        ])
}

/// A root with a child and a grandchild that both stretch with their parent.
private func nested(childAutoresizesSubviews: Bool = true) -> ViewSpec {
    ViewSpec(
        id: "root", frame: rect(0, 20, 320, 460),
        subviews: [
            ViewSpec(
                id: "child", frame: rect(0, 0, 320, 460), autoresizingMask: 18,
                autoresizesSubviews: childAutoresizesSubviews,
                subviews: [ViewSpec(id: "grandchild", frame: rect(10, 10, 300, 440), autoresizingMask: 18)]),
            ViewSpec(id: "fixed", frame: rect(0, 0, 50, 50)),
        ])
}

private let landscapeRoot = RootViewGeometry.rootView(
    os: OSVersion(4, 1), orientation: .landscapeRight, screenWidth: 320, screenHeight: 480, statusBar: 20)
private let portraitRoot = RootViewGeometry.rootView(
    os: OSVersion(4, 1), orientation: .portrait, screenWidth: 320, screenHeight: 480, statusBar: 20)

extension ViewTree {
    fileprivate mutating func place(_ placement: ViewPlacement) {
        setPlacement(0, frame: placement.frame, bounds: placement.bounds, transform: placement.transform)
    }

    fileprivate func frame(_ id: String) -> Rect? { index(of: id).map(frame(of:)) }
}

/// R10.2, R10.6, R10.7: the view tree's cascade, app frames, paging and change tracking.
@Suite struct LayoutViewTreeTests {
    /// Flattening is pre-order with parent and children links, and initial bounds (0,0,w,h).
    @Test func flattening() throws {
        let tree = ViewTree(root: nested())
        #expect(tree.ids == ["root", "child", "grandchild", "fixed"])
        #expect(tree.parents == [nil, 0, 1, 0])
        #expect(tree.children == [[1, 3], [2], [], []])
        #expect(tree.subtree(1) == 1..<3)
        #expect(tree.subtree(0) == 0..<4)
        #expect(tree.bounds(of: 0) == rect(0, 0, 320, 460))
        #expect(
            tree.geometry(of: 0)
                == ViewGeometryEntry(
                    id: "root", frame: [0, 20, 320, 460], bounds: [0, 0, 320, 460],
                    transform: [1, 0, 0, 1, 0, 0]))
    }

    /// A grandchild is resized through its resized parent (R10.2, parent first).
    @Test func nestedCascade() {
        var tree = ViewTree(root: nested())
        tree.place(landscapeRoot)
        #expect(tree.frame("child") == rect(0, 0, 480, 300))
        #expect(tree.frame("grandchild") == rect(10, 10, 460, 280))
        #expect(tree.frame("fixed") == rect(0, 0, 50, 50))
        tree.place(portraitRoot)
        #expect(tree.frame("grandchild") == rect(10, 10, 300, 440))
    }

    /// `autoresizesSubviews = false` stops the cascade below that view.
    @Test func autoresizesSubviewsFalseStops() {
        var tree = ViewTree(root: nested(childAutoresizesSubviews: false))
        tree.place(landscapeRoot)
        #expect(tree.frame("child") == rect(0, 0, 480, 300))
        #expect(tree.frame("grandchild") == rect(10, 10, 300, 440))
    }

    /// Origin-only changes resize nothing.
    @Test func originOnlyChangeResizesNothing() {
        var tree = ViewTree(root: nested())
        let before = tree.geometrySnapshot()
        tree.setFrame(0, rect(5, 5, 320, 460))
        #expect(tree.changedViews(since: before).map(\.id) == ["root"])
    }

    /// Change tracking reports only what differs, in pre-order, with the root's transform.
    @Test func changedViews() {
        var tree = ViewTree(root: nested())
        let before = tree.geometrySnapshot()
        #expect(tree.changedViews(since: before).isEmpty)
        tree.place(landscapeRoot)
        let changed = tree.changedViews(since: before)
        #expect(changed.map(\.id) == ["root", "child", "grandchild"])
        #expect(
            changed.first
                == ViewGeometryEntry(
                    id: "root", frame: [0, 0, 300, 480], bounds: [0, 0, 480, 300],
                    transform: [0, 1, -1, 0, 0, 0]))
    }

    /// R10.4: a negative autoresized size is kept and reported.
    @Test func negativeSizeKeptAndWarned() {
        var tree = ViewTree(
            root: ViewSpec(
                id: "root", frame: rect(0, 0, 320, 460),
                subviews: [ViewSpec(id: "bar", frame: rect(20, 100, 280, 44), autoresizingMask: 16)]))
        let warnings = tree.setPlacement(
            0, frame: rect(0, 0, 480, 300), bounds: rect(0, 0, 480, 300), transform: AffineTransform.identity)
        #expect(tree.frame("bar") == rect(20, 100, 280, -116))
        #expect(
            warnings == [
                Warning(
                    code: "negativeViewSize",
                    message:
                        "autoresizing gives view 'bar' a negative size (280 × -116); UIKit keeps it (R10.4)")
            ])
    }

    /// Rounding `floor` reaches the cascade.
    @Test func floorInCascade() {
        var tree = ViewTree(
            root: ViewSpec(
                id: "root", frame: rect(0, 0, 320, 460),
                subviews: [ViewSpec(id: "v", frame: rect(0, 115, 320, 230), autoresizingMask: 24)]))
        tree.setPlacement(
            0, frame: rect(0, 0, 480, 300), bounds: rect(0, 0, 480, 300), transform: [1, 0, 0, 1, 0, 0],
            rounding: .floor)
        #expect(tree.frame("v") == rect(0, 61, 320, 123))
    }

    /// seed004 golden: iOS 4, 320×460 → 480×300 and back; app frames, all-six-flag images, paging.
    @Test func seed004SlideViewer() throws {
        var tree = ViewTree(root: slideViewer())
        let base = try #require(tree.index(of: "baseScroll"))
        let before = tree.geometrySnapshot()
        tree.place(landscapeRoot)  // willRotate → geometry → autoresizing
        tree.applyAppFrames(portrait: false)  // willAnimateRotation…
        tree.applyPaging()
        #expect(tree.frame(of: base) == rect(0, 0, 480, 300))
        #expect(tree.contentSize(of: base) == Size(width: 2400, height: 300))
        #expect(tree.contentOffset(of: base) == Point(x: 960, y: 0))
        #expect(tree.frame("imageScroll2") == rect(960, 0, 480, 300))
        #expect(tree.frame("image2") == rect(0, 75, 480, 150))
        let changed = tree.changedViews(since: before)
        #expect(changed.count == 12)  // root, base, 5 image scroll views, 5 images
        #expect(changed.first { $0.id == "baseScroll" }?.contentSize == [2400, 300])

        tree.place(portraitRoot)
        tree.applyAppFrames(portrait: true)
        tree.applyPaging()
        #expect(tree.frame(of: base) == rect(0, 0, 320, 460))
        #expect(tree.contentSize(of: base) == Size(width: 1600, height: 460))
        #expect(tree.contentOffset(of: base) == Point(x: 640, y: 0))
        #expect(tree.frame("imageScroll2") == rect(640, 0, 320, 460))
        #expect(tree.frame("image2") == rect(0, 115, 320, 230))
    }

    /// Scoped app frames and paging touch only that subtree.
    @Test func scopedOperations() throws {
        var tree = ViewTree(root: slideViewer())
        let page3 = try #require(tree.index(of: "imageScroll3"))
        tree.applyAppFrames(portrait: false, in: tree.subtree(page3))
        tree.applyPaging(in: tree.subtree(page3))
        #expect(tree.frame("imageScroll3") == rect(1440, 0, 480, 300))
        #expect(tree.frame("imageScroll2") == rect(640, 0, 320, 460))
        #expect(tree.contentSize(of: 1) == nil)
    }

    /// A 50 000-deep chain flattens and cascades without recursion. (The spec itself is torn down
    /// level by level: Swift frees a deeply nested value recursively, which is why the decoder
    /// must bound nesting.)
    @Test func deepChainWithoutRecursion() {
        let depth = 50_000
        var spec = ViewSpec(id: "v\(depth)", frame: rect(0, 0, 320, 460), autoresizingMask: 18)
        for level in stride(from: depth - 1, through: 0, by: -1) {
            spec = ViewSpec(
                id: "v\(level)", frame: rect(0, 0, 320, 460), autoresizingMask: 18, subviews: [spec])
        }
        var tree = ViewTree(root: spec)
        tree.setPlacement(
            0, frame: rect(0, 0, 480, 300), bounds: rect(0, 0, 480, 300), transform: AffineTransform.identity)
        #expect(tree.count == depth + 1)
        #expect(tree.frame(of: depth) == rect(0, 0, 480, 300))
        #expect(tree.subtree(0) == 0..<(depth + 1))
        // Free the chain one level at a time.
        var current = spec
        spec = ViewSpec(id: "done", frame: rect(0, 0, 0, 0))
        while let next = current.subviews.first {
            current.subviews = []
            current = next
        }
    }
}
