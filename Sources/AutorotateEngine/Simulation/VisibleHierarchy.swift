import AutorotateWire

/// R3.7 and R8.9: which view controllers are on screen, in the order UIKit messages them
/// (parent before child, chain order).
extension RotationEngine {
    /// R3.7: the positions of `vc`'s visible children in its `children` (always a contiguous run):
    /// navigation → top; tab bar → selected; split → master and detail; custom → all children.
    @inline(__always)
    func visibleChildRange(_ vc: Int) -> Range<Int> {
        // Field by field from the array: a `let spec = spec(vc)` copies (retains and releases)
        // every member of the spec, on one of the most frequent calls of a simulation.
        let count = state.containers[vc].children.count
        if state.viewControllers[vc].isCustomContainer { return 0..<count }
        switch state.viewControllers[vc].kind {
        case .viewController: return 0..<0
        case .navigationController: return count > 0 ? count - 1..<count : 0..<0
        case .tabBarController:
            let selected = state.containers[vc].selectedIndex
            return selected >= 0 && selected < count ? selected..<selected + 1 : 0..<0
        case .splitViewController: return 0..<min(count, 2)
        }
    }

    /// Appends `vc` and its visible children, recursively, to `result`; with `forwardingOnly`,
    /// children only while the parent forwards (R8.1's flag). `stack` is scratch space the caller
    /// may share between walks (its contents are replaced).
    func appendVisibleTree(_ vc: Int, forwardingOnly: Bool, to result: inout [Int], stack: inout [Int]) {
        // Empty between walks (each pops it empty): no call then.
        if !stack.isEmpty { stack.removeAll(keepingCapacity: true) }
        stack.append(vc)
        var seen = VisitedSet()
        while let node = stack.popLast() {
            guard seen.insert(node) else { continue }
            result.append(node)
            if forwardingOnly && !state.viewControllers[node].shouldAutomaticallyForwardRotationMethods {
                continue
            }
            pushVisibleChildren(of: node, onto: &stack)
        }
    }

    /// Pushes `vc`'s visible children last first, so that they pop in order.
    @inline(__always)
    func pushVisibleChildren(of vc: Int, onto stack: inout [Int]) {
        let range = visibleChildRange(vc)
        guard !range.isEmpty else { return }
        // Read in place: a `let children` copy retained and released the list on every walk.
        for position in range.reversed() { stack.append(state.containers[vc].children[position]) }
    }

    /// R8.9: where the views on screen start. With a chain entry that hides what is below it, at
    /// the last such entry (`root` is `nil`); otherwise at the root, then the whole chain. Positions
    /// in the chain, so that callers read the entries in place.
    func screenTops() -> (root: Optional<Int>, chain: Range<Int>) {
        if let last = state.chain.lastIndex(where: { $0.hidesBelow }) {
            return (nil, last..<state.chain.count)
        }
        return (state.root, 0..<state.chain.count)
    }

    /// R8.9 `visible()`; on ≤ 5.x children only while their container forwards. The list is
    /// built in the memory of one given back (``spareList()``).
    mutating func visibleViewControllers() -> [Int] {
        var result = spareList()
        appendOnScreen(forwardingOnly: isLegacy, to: &result)
        return result
    }

    /// An empty list, with the memory of one given back by ``giveBack(_:)`` when there is one.
    mutating func spareList() -> [Int] {
        var list: [Int] = []
        if spareLists.first.capacity != 0 {
            swap(&list, &spareLists.first)
        } else if spareLists.second.capacity != 0 {
            swap(&list, &spareLists.second)
        } else {
            swap(&list, &spareLists.third)
        }
        return list
    }

    /// Takes `list` (left empty) to keep its memory for a later ``spareList()``, when a slot is
    /// free. A list still shared elsewhere is not reused: emptying it leaves the sharer's alone.
    mutating func giveBack(_ list: inout [Int]) {
        if !list.isEmpty { list.removeAll(keepingCapacity: true) }
        if spareLists.first.capacity == 0 {
            swap(&list, &spareLists.first)
        } else if spareLists.second.capacity == 0 {
            swap(&list, &spareLists.second)
        } else if spareLists.third.capacity == 0 {
            swap(&list, &spareLists.third)
        }
    }

    /// ``giveBack(_:)`` of the lists before and after a change.
    mutating func recycleVisible(_ before: inout [Int], _ after: inout [Int]) {
        giveBack(&before)
        giveBack(&after)
    }

    /// The visible trees of ``screenTops()``, one after another, built in one array. The walk's
    /// stack is the engine's ``walkStack``, lent out for the walk: a stack of its own would be
    /// allocated and freed on each of the several walks of every event.
    mutating func onScreen(forwardingOnly: Bool) -> [Int] {
        var result: [Int] = []
        appendOnScreen(forwardingOnly: forwardingOnly, to: &result)
        return result
    }

    /// Appends ``onScreen(forwardingOnly:)`` to `result`.
    mutating func appendOnScreen(forwardingOnly: Bool, to result: inout [Int]) {
        guard state.root != nil else { return }
        // Room for a typical screen up front: growing from empty reallocated several times per walk.
        if result.capacity == 0 { result.reserveCapacity(min(state.viewControllers.count, 16)) }
        var stack: [Int] = []
        swap(&stack, &walkStack)
        defer { swap(&stack, &walkStack) }
        let tops = screenTops()
        if let root = tops.root {
            appendVisibleTree(root, forwardingOnly: forwardingOnly, to: &result, stack: &stack)
        }
        for position in tops.chain {
            appendVisibleTree(
                state.chain[position].viewController, forwardingOnly: forwardingOnly, to: &result,
                stack: &stack)
        }
    }

    /// Emits `viewWillDisappear:` / `viewWillAppear:` for the difference between two visible sets.
    /// When view controllers both leave and enter, their order (leaving first) is an engine default
    /// (R8.9, open question 24), so the decision reports `inferred`.
    mutating func emitAppearanceWill(before: [Int], after: [Int], animated: Bool) {
        let afterSet = VisitedSet(after)
        let beforeSet = VisitedSet(before)
        if before.contains(where: { !afterSet.contains($0) })
            && after.contains(where: { !beforeSet.contains($0) })
        {
            recorder.weakenCallbacks(to: .inferred)
        }
        for vc in before where !afterSet.contains(vc) {
            recorder.send(
                Callback(viewController: id(vc), word: .viewWillDisappear, animated: animated))
        }
        for vc in after where !beforeSet.contains(vc) {
            recorder.send(
                Callback(viewController: id(vc), word: .viewWillAppear, animated: animated))
        }
    }

    /// Emits `viewDidDisappear:` / `viewDidAppear:` for the difference between two visible sets.
    mutating func emitAppearanceDid(before: [Int], after: [Int], animated: Bool) {
        let afterSet = VisitedSet(after)
        let beforeSet = VisitedSet(before)
        for vc in before where !afterSet.contains(vc) {
            recorder.send(
                Callback(viewController: id(vc), word: .viewDidDisappear, animated: animated))
        }
        for vc in after where !beforeSet.contains(vc) {
            recorder.send(
                Callback(viewController: id(vc), word: .viewDidAppear, animated: animated))
        }
    }
}
