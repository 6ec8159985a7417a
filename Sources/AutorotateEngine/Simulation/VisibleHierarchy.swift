import AutorotateWire

/// R3.7 and R8.9: which view controllers are on screen, in the order UIKit messages them
/// (parent before child, chain order).
extension RotationEngine {
    /// R3.7: navigation → top; tab bar → selected; split → master and detail; custom → all children.
    func visibleChildren(_ vc: Int) -> [Int] {
        let spec = spec(vc)
        if spec.isCustomContainer { return spec.children }
        switch spec.kind {
        case .viewController: return []
        case .navigationController: return Array(spec.children.suffix(1))
        case .tabBarController:
            return spec.children.indices.contains(spec.selectedIndex)
                ? [spec.children[spec.selectedIndex]] : []
        case .splitViewController: return Array(spec.children.prefix(2))
        }
    }

    /// `vc` and its visible children, recursively; with `forwardingOnly`, children only while
    /// the parent forwards (R8.1's flag).
    func visibleTree(_ vc: Int, forwardingOnly: Bool) -> [Int] {
        var result: [Int] = []
        var stack: [Int] = [vc]
        var seen = Set<Int>()
        while let node = stack.popLast() {
            guard seen.insert(node).inserted else { continue }
            result.append(node)
            if forwardingOnly && !spec(node).shouldAutomaticallyForwardRotationMethods { continue }
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
        let afterSet = Set(after)
        let beforeSet = Set(before)
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
        let afterSet = Set(after)
        let beforeSet = Set(before)
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
