import AutorotateWire

/// R6.6 (and R4.5 on ≤ 5.x): push, pop, popToRoot, setViewControllers and selectTab change what is
/// on screen but never re-evaluate the orientation; a changed answer waits for the next trigger.
extension RotationEngine {
    /// Applies a change to the hierarchy, with the appearance callbacks of R8.9 and a layout pass.
    mutating func changeHierarchy(animated: Bool, _ change: (inout SimulationState) -> Void) {
        let before = visibleViewControllers()
        change(&state)
        state.rebuildParents()
        let after = visibleViewControllers()
        emitAppearanceWill(before: before, after: after, animated: animated)
        rotate(
            to: state.interface, animated: animated, audience: .everyone,
            entering: after.filter { !before.contains($0) })
        emitAppearanceDid(before: before, after: after, animated: animated)
        recorder.decidedBy = DecidedBy(viewController: nil, className: nil, via: "none")
        if isLegacy {
            recorder.apply(
                "R4.5", .observed,
                "Changing the stack does not re-evaluate the orientation; a refused orientation is kept until the next device event or attemptRotationToDeviceOrientation."
            )
        } else {
            recorder.apply(
                "R6.6", .observed,
                "Changing the stack or the selected tab does not re-evaluate the orientation; a changed answer waits for the next trigger."
            )
        }
    }

    mutating func push(_ vc: Int, onto navigation: Int, animated: Bool) {
        if isInHierarchy(vc) || state.parent[vc] != nil {
            recorder.warn(
                "alreadyInHierarchy",
                "\(id(vc)) is already in a container or on screen; UIKit refuses to push it onto \(id(navigation))"
            )
            recorder.apply(
                "R6.6", .inferred, "Pushing a view controller that is already in use changes nothing.")
            return
        }
        if isInside(navigation, container: vc) {
            recorder.warn(
                "cycle", "pushing \(id(vc)) onto \(id(navigation)) would put a container inside itself")
            recorder.apply("R6.6", .inferred, "A container cannot contain itself; nothing changes.")
            return
        }
        changeHierarchy(animated: animated) { $0.viewControllers[navigation].children.append(vc) }
    }

    mutating func pop(_ navigation: Int, toRoot: Bool, animated: Bool) {
        guard spec(navigation).children.count > 1 else {
            recorder.warn(
                "nothingToPop", "\(id(navigation)) has only its root view controller; nothing is popped")
            recorder.apply("R6.6", .inferred, "Popping the last view controller of a stack changes nothing.")
            return
        }
        changeHierarchy(animated: animated) { state in
            if toRoot {
                state.viewControllers[navigation].children.removeSubrange(1...)
            } else {
                state.viewControllers[navigation].children.removeLast()
            }
        }
    }

    mutating func setStack(_ navigation: Int, to stack: [Int], animated: Bool) {
        for vc in stack
        where !spec(navigation).children.contains(vc) && (isInHierarchy(vc) || state.parent[vc] != nil) {
            recorder.warn(
                "alreadyInHierarchy",
                "\(id(vc)) is already in another container or on screen; UIKit would move it, the engine refuses the change"
            )
            recorder.apply("R6.6", .inferred, "A view controller cannot sit in two places; nothing changes.")
            return
        }
        if stack.contains(where: { isInside(navigation, container: $0) }) {
            recorder.warn(
                "cycle", "the new stack of \(id(navigation)) would contain \(id(navigation)) itself")
            recorder.apply("R6.6", .inferred, "A container cannot contain itself; nothing changes.")
            return
        }
        changeHierarchy(animated: animated) { $0.viewControllers[navigation].children = stack }
    }

    mutating func selectTab(_ tabBar: Int, index: Int) {
        guard spec(tabBar).children.indices.contains(index) else {
            recorder.warn(
                "tabOutOfRange",
                "\(id(tabBar)) has \(spec(tabBar).children.count) tabs; index \(index) selects nothing")
            recorder.apply("R6.6", .inferred, "Selecting a tab that does not exist changes nothing.")
            return
        }
        changeHierarchy(animated: false) { $0.viewControllers[tabBar].selectedIndex = index }
    }
}
