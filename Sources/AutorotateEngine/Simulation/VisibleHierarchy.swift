import AutorotateWire

/// R3.7 and R8.9: which view controllers are on screen, in the order UIKit messages them
/// (parent before child, chain order).
extension RotationEngine {
    /// R3.7: navigation → top; tab bar → selected; split → master and detail; custom → all children.
    func visibleChildren(_ vc: Int) -> [Int] {
        // Field by field from the array: a `let spec = spec(vc)` copies (retains and releases)
        // every member of the spec, on one of the most frequent calls of a simulation.
        let children = state.viewControllers[vc].children
        if state.viewControllers[vc].isCustomContainer { return children }
        switch state.viewControllers[vc].kind {
        case .viewController: return []
        case .navigationController: return children.last.map { [$0] } ?? []
        case .tabBarController:
            let selected = state.viewControllers[vc].selectedIndex
            return children.indices.contains(selected) ? [children[selected]] : []
        case .splitViewController: return children.count <= 2 ? children : Array(children.prefix(2))
        }
    }

    /// `vc` and its visible children, recursively; with `forwardingOnly`, children only while
    /// the parent forwards (R8.1's flag).
    func visibleTree(_ vc: Int, forwardingOnly: Bool) -> [Int] {
        var result: [Int] = []
        var stack: [Int] = [vc]
        var seen = VisitedSet()
        while let node = stack.popLast() {
            guard seen.insert(node) else { continue }
            result.append(node)
            if forwardingOnly && !state.viewControllers[node].shouldAutomaticallyForwardRotationMethods {
                continue
            }
            stack.append(contentsOf: visibleChildren(node).reversed())
        }
        return result
    }

    /// The chain entries (and the root) whose views are on screen: the root or the last entry that
    /// hides what is below it, and everything above (R8.9).
    func screenTops() -> [Int] {
        guard let root = state.root else { return [] }
        if let last = state.chain.lastIndex(where: { $0.hidesBelow }) {
            return state.chain[last...].map(\.viewController)
        }
        return [root] + state.chain.map(\.viewController)
    }

    /// R8.9 `visible()`; on ≤ 5.x children only while their container forwards.
    func visibleViewControllers() -> [Int] {
        screenTops().flatMap { visibleTree($0, forwardingOnly: isLegacy) }
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
            recorder.callbacks.append(
                Callback(viewController: id(vc), method: "viewWillDisappear:", animated: animated))
        }
        for vc in after where !beforeSet.contains(vc) {
            recorder.callbacks.append(
                Callback(viewController: id(vc), method: "viewWillAppear:", animated: animated))
        }
    }

    /// Emits `viewDidDisappear:` / `viewDidAppear:` for the difference between two visible sets.
    mutating func emitAppearanceDid(before: [Int], after: [Int], animated: Bool) {
        let afterSet = VisitedSet(after)
        let beforeSet = VisitedSet(before)
        for vc in before where !afterSet.contains(vc) {
            recorder.callbacks.append(
                Callback(viewController: id(vc), method: "viewDidDisappear:", animated: animated))
        }
        for vc in after where !beforeSet.contains(vc) {
            recorder.callbacks.append(
                Callback(viewController: id(vc), method: "viewDidAppear:", animated: animated))
        }
    }
}
