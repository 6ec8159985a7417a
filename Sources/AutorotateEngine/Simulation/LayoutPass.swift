import AutorotateWire

/// R8.6, R8.7 and R10: lays out every on-screen view controller's view for the current interface
/// orientation — root geometry per era, container children, autoresizing — and reports whose size changed.
extension RotationEngine {
    /// Lays out the window and every on-screen view; returns the view controllers whose view's
    /// frame, bounds or transform changed, in visible order. (R8.2 says "size changed"; the seed001
    /// log shows `viewWillLayoutSubviews` on a 180° landscape rotation too, where only the root
    /// view's transform and origin change, so any change of the view's geometry counts.)
    ///
    /// Every on-screen view controller counts, children of a container that does not forward
    /// included: on ≤ 5.x the forwarding flag withholds rotation and appearance callbacks (R8.1,
    /// R8.9), but the child's view is still laid out and its layout callbacks come from the view.
    mutating func layoutPass() -> [Int] {
        layout.revision &+= 1
        // The on-screen view controllers and their old geometry go into the engine's
        // ``layoutScratch``, lent out for the pass: two arrays of their own were allocated and
        // freed on every pass.
        var oldSizeByVC = OldSizes()
        swap(&oldSizeByVC, &layoutScratch)
        defer {
            oldSizeByVC.removeAll()
            swap(&oldSizeByVC, &layoutScratch)
        }
        appendOnScreen(forwardingOnly: false, to: &oldSizeByVC.viewControllers)
        let zeroFlexBefore = zeroFlexibleSpaceCount
        // A view's old size is its old bounds' size: one array of plain values serves both.
        oldSizeByVC.recordGeometry(of: layout)
        layout.window = RootViewGeometry.windowRect(
            os: os, orientation: state.interface, screenWidth: device.screenWidth,
            screenHeight: device.screenHeight)
        let rootPlacement = RootViewGeometry.rootView(
            os: os, orientation: state.interface, screenWidth: device.screenWidth,
            screenHeight: device.screenHeight, statusBar: device.statusBarHeight)
        if state.root != nil {
            let tops = screenTops()
            if let root = tops.root, isFullScreenTop(root) {
                layOutTop(root, placement: rootPlacement, oldSizes: oldSizeByVC)
            }
            for position in tops.chain {
                let top = state.chain[position].viewController
                if isFullScreenTop(top) { layOutTop(top, placement: rootPlacement, oldSizes: oldSizeByVC) }
            }
        }
        if zeroFlexibleSpaceCount != zeroFlexBefore { recorder.weaken(to: .inferred) }
        // In a list given back by an earlier caller (see ``spareList()``).
        var changed = spareList()
        let count = oldSizeByVC.viewControllers.count
        for position in 0..<count {
            let vc = oldSizeByVC.viewControllers[position]
            guard layout.trees[vc].placementKey(of: 0) != oldSizeByVC.geometry[position] else { continue }
            // Room for every on-screen view controller at the first: not regrown at the 2nd and 3rd.
            if changed.capacity < count { changed.reserveCapacity(count) }
            changed.append(vc)
        }
        return changed
    }

    /// Gives a full-screen top its root-view geometry and lays out its container children.
    private mutating func layOutTop(_ top: Int, placement: ViewPlacement, oldSizes: OldSizes) {
        let warnings = layout.trees[top].setPlacement(
            0, frame: placement.frame, bounds: placement.bounds, transform: placement.transform,
            rounding: scenario.options.rounding)
        // Almost always none: an append of an empty list is still a call.
        if !warnings.isEmpty { recorder.warnings += warnings }
        layoutChildren(of: top, oldSizes: oldSizes)
    }

    /// The root, and presented view controllers shown full screen, get root-view geometry; sheets
    /// and popovers are not computed (R8.6).
    private func isFullScreenTop(_ vc: Int) -> Bool {
        if vc == state.root { return true }
        return state.chain.first { $0.viewController == vc }?.decides ?? false
    }

    /// R8.7: container children fill the container (7.0+), lose the bars (≤ 6.x), or keep their
    /// frame and autoresize (split, custom).
    private mutating func layoutChildren(of container: Int, oldSizes: OldSizes) {
        // The engine's ``walkStack`` (empty between walks), lent out: a stack of its own was
        // allocated and freed on every call.
        var stack: [Int] = []
        swap(&stack, &walkStack)
        defer {
            // Empty after the walk: no call (a removeAll of an empty list costs one).
            if !stack.isEmpty { stack.removeAll(keepingCapacity: true) }
            swap(&stack, &walkStack)
        }
        stack.append(container)
        var seen = VisitedSet()
        while let parent = stack.popLast() {
            guard seen.insert(parent) else { continue }
            let parentBounds = layout.trees[parent].bounds(of: 0)
            let parentIsCustom = state.viewControllers[parent].isCustomContainer
            let parentKind = state.viewControllers[parent].kind
            // The children read in place, by position (the loop changes the layout and the
            // recorder, never the specs): a copy of the list was retained and released per parent.
            for position in visibleChildRange(parent) {
                let child = state.containers[parent].children[position]
                let frame: Rect
                let current = layout.trees[child].frame(of: 0)
                if parentIsCustom || parentKind == .splitViewController {
                    let old =
                        oldSizes.size(of: parent)
                        ?? Size(width: parentBounds.width, height: parentBounds.height)
                    let new = Size(width: parentBounds.width, height: parentBounds.height)
                    let mask = state.viewControllers[child].view?.autoresizingMask ?? 0
                    if Autoresizing.hitsZeroFlexibleSpace(
                        frame: current, mask: mask, oldParent: old, newParent: new)
                    {
                        recorder.weaken(to: .inferred)
                    }
                    frame = Autoresizing.resize(
                        frame: current, mask: mask, oldParent: old, newParent: new,
                        rounding: scenario.options.rounding,
                        zeroFlexibleSpace: scenario.options.zeroFlexibleSpace)
                } else if parentKind == .navigationController {
                    frame = ContainerChildGeometry.navigationChild(
                        os: os, idiom: device.idiom, orientation: state.interface,
                        containerBounds: parentBounds)
                } else {
                    frame = ContainerChildGeometry.tabChild(
                        os: os, containerBounds: parentBounds, hidesBottomBar: hidesBottomBar(child))
                }
                // Known open question 20: the ≤ 6.x bar insets are an inferred engine default.
                if os.major < 7, !parentIsCustom, parentKind != .splitViewController,
                    frame != current
                {
                    recorder.weaken(to: .inferred)
                }
                let warnings = layout.trees[child].setFrame(0, frame, rounding: scenario.options.rounding)
                if !warnings.isEmpty { recorder.warnings += warnings }
                stack.append(child)
            }
        }
    }

    /// Whether a tab's content hides the tab bar: the tab itself, or its navigation stack's top,
    /// has `hidesBottomBarWhenPushed`.
    @inline(__always)
    private func hidesBottomBar(_ tab: Int) -> Bool {
        if state.viewControllers[tab].kind == .navigationController,
            let top = state.containers[tab].children.last
        {
            return state.viewControllers[top].hidesBottomBarWhenPushed
                && state.containers[tab].children.count > 1
        }
        return false
    }

    /// `viewWillLayoutSubviews` / `viewDidLayoutSubviews` (5.0+, R8.2) for each view controller
    /// of `vcs`, then of `entering` (once each): the lists are read in place rather than joined
    /// into a new array on every rotation.
    mutating func emitLayoutCallbacks(_ vcs: [Int], then entering: EnteringViewControllers = .none) {
        guard os >= OSVersion(5, 0) else { return }
        var seen = VisitedSet()
        for vc in vcs where seen.insert(vc) { sendLayoutCallbacks(vc) }
        for vc in entering.after where !entering.before.contains(vc) && seen.insert(vc) {
            sendLayoutCallbacks(vc)
        }
    }

    /// `viewWillLayoutSubviews` then `viewDidLayoutSubviews` to `vc`.
    private mutating func sendLayoutCallbacks(_ vc: Int) {
        recorder.send(Callback(viewController: id(vc), word: .viewWillLayoutSubviews))
        recorder.send(Callback(viewController: id(vc), word: .viewDidLayoutSubviews))
    }

    /// R10.6–R10.7: the app's own code in a rotation callback sets its frames and pages.
    mutating func runAppLayoutCode(_ vc: Int) {
        layout.revision &+= 1
        let portrait = state.interface.isPortrait
        let zeroFlexBefore = layout.trees[vc].zeroFlexibleSpaceCount
        recorder.warnings += layout.trees[vc].applyAppFrames(
            portrait: portrait, rounding: scenario.options.rounding)
        if layout.trees[vc].zeroFlexibleSpaceCount != zeroFlexBefore { recorder.weaken(to: .inferred) }
        layout.trees[vc].applyPaging()
    }

    /// R10.4: autoresizing steps that hit zero flexible space so far, over every view tree.
    private var zeroFlexibleSpaceCount: Int {
        layout.trees.reduce(0) { $0 + $1.zeroFlexibleSpaceCount }
    }
}
