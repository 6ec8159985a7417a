import AutorotateWire

/// Who gets the rotation callbacks of an interface rotation (R8.1, R8.8).
enum RotationAudience: Sendable, Equatable {
    /// A device-driven or re-evaluated rotation: every R8.1 recipient.
    case everyone
    /// A full-screen presentation that rotates: the presented view controller only gets layout
    /// callbacks; ≤ 7.x nobody else is called, 8.0+ the others get R8.4.
    case presentation(presented: Int)
    /// A dismissal that rotates: ≤ 7.x layout callbacks only; 8.0+ every recipient.
    case dismissal
    /// The ≤ 5.x launch rotation (R5.3): R8.2 without `didRotateFromInterfaceOrientation:`.
    case legacyLaunch
    /// A new root installed after launch (R5.5 → R5.4, R8.8): its view appears in the target
    /// geometry with layout callbacks only, no rotation callbacks.
    case newRoot
}

/// R7.5 and R8: `rotate(a → b)` — the status-bar notifications, the rotation callbacks of each
/// era in order, the geometry in between, and the app's own layout code.
extension RotationEngine {
    static let willChangeStatusBar = "UIApplicationWillChangeStatusBarOrientationNotification"
    static let didChangeStatusBar = "UIApplicationDidChangeStatusBarOrientationNotification"
    static let legacySelectors = [
        "willRotateToInterfaceOrientation:duration:", "willAnimateRotationToInterfaceOrientation:duration:",
        "didRotateFromInterfaceOrientation:",
    ]
    static let sizeTransition = "viewWillTransitionToSize:withTransitionCoordinator:"

    /// Rotates the interface to `target`, or, when it is already there, only lays out (so that
    /// view controllers that just appeared are sized). `entering` get layout callbacks either way.
    mutating func rotate(
        to target: InterfaceOrientation, animated: Bool, audience: RotationAudience,
        entering: EnteringViewControllers = .none
    ) {
        let from = state.interface
        guard from != target else {
            var changed = layoutPass()
            emitLayoutCallbacks(changed, then: entering)
            giveBack(&changed)
            return
        }
        let duration =
            audience == .legacyLaunch ? 0 : rotationDuration(from: from, to: target, animated: animated)
        weakenForInferredCallbacks(from: from, to: target, duration: duration, audience: audience)
        let oldStatusBar = state.statusBar
        let statusBarChanges = oldStatusBar != target
        if statusBarChanges { recorder.post(Self.willChangeStatusBar, orientation: target.rawValue) }
        if os.major >= 8 {
            modernRotation(from: from, to: target, duration: duration, audience: audience, entering: entering)
        } else {
            classicRotation(
                from: from, to: target, duration: duration, audience: audience, entering: entering)
        }
        if statusBarChanges { recorder.post(Self.didChangeStatusBar, orientation: target.rawValue) }
    }

    /// Known open questions 13, 14 and 20: the 180° and iPad durations (R8.5), the callbacks around
    /// present/dismiss rotations (R8.8) and, on 8.0+, 180° size transitions (R8.4) are engine
    /// defaults, so a Decision they shape reports `inferred`. (The 8.0+ interleaving of legacy
    /// callbacks is weakened where one is sent, in `modernRotation`.)
    private mutating func weakenForInferredCallbacks(
        from: InterfaceOrientation, to target: InterfaceOrientation, duration: Double,
        audience: RotationAudience
    ) {
        let halfTurnOrPad = from.isPortrait == target.isPortrait || device.idiom == .pad
        let presentOrDismiss: Bool =
            switch audience {
            case .presentation, .dismissal: true
            case .everyone, .legacyLaunch, .newRoot: false
            }
        let modernHalfTurn = os.major >= 8 && state.root != nil && from.isPortrait == target.isPortrait
        if (duration > 0 && halfTurnOrPad) || presentOrDismiss || modernHalfTurn {
            recorder.weakenCallbacks(to: .inferred)
        }
    }

    /// R8.1 (≤ 7.x): the decider with its forwarding visible children, then the non-deciding
    /// presented view controllers above it with theirs.
    /// The list and the walk's stack are the engine's spare list and ``walkStack``.
    private mutating func classicRecipients() -> [Int] {
        guard let deciding = decider() else { return [] }
        var result = spareList()
        var stack: [Int] = []
        swap(&stack, &walkStack)
        defer { swap(&stack, &walkStack) }
        appendVisibleTree(deciding, forwardingOnly: true, to: &result, stack: &stack)
        if let position = state.chain.firstIndex(where: { $0.viewController == deciding }) {
            for entry in state.chain[(position + 1)...] {
                appendVisibleTree(entry.viewController, forwardingOnly: true, to: &result, stack: &stack)
            }
        } else {
            for entry in state.chain {
                appendVisibleTree(entry.viewController, forwardingOnly: true, to: &result, stack: &stack)
            }
        }
        return result
    }

    /// R8.2 and R8.3: one-step (3.0–7.x) or two-step (2.x, or classes overriding the halves).
    private mutating func classicRotation(
        from: InterfaceOrientation, to target: InterfaceOrientation, duration: Double,
        audience: RotationAudience, entering: EnteringViewControllers
    ) {
        var recipients: [Int] =
            switch audience {
            case .everyone, .legacyLaunch: classicRecipients()
            case .presentation, .dismissal, .newRoot: []
            }
        defer { giveBack(&recipients) }
        if recipients.contains(where: { rotatesInTwoSteps($0) }) { recorder.weakenCallbacks(to: .inferred) }
        for vc in recipients {
            callback(vc, .willRotateToInterfaceOrientation, orientation: target, duration: duration)
        }
        for vc in recipients where rotatesInTwoSteps(vc) {
            callback(vc, .willAnimateFirstHalfOfRotation, orientation: target, duration: duration / 2)
            callback(vc, .didAnimateFirstHalfOfRotation, orientation: target)
        }
        state.interface = target
        state.statusBar = target
        var changed = layoutPass()
        emitLayoutCallbacks(changed, then: entering)
        giveBack(&changed)
        for vc in recipients {
            if rotatesInTwoSteps(vc) {
                callback(vc, .willAnimateSecondHalfOfRotation, orientation: from, duration: duration / 2)
            } else {
                callback(
                    vc, .willAnimateRotationToInterfaceOrientation, orientation: target, duration: duration)
            }
            runAppLayoutCode(vc)
        }
        guard audience != .legacyLaunch else { return }
        for vc in recipients { callback(vc, .didRotateFromInterfaceOrientation, orientation: from) }
    }

    /// R8.3: whether `vc` rotates in two steps (2.x, or a class overriding either half). Read
    /// from the spec in place, at each use: a list of the answers, or a copy of the spec per
    /// question, allocated or retained more than the two short scans cost.
    private func rotatesInTwoSteps(_ vc: Int) -> Bool {
        os.major < 3
            || state.viewControllers[vc].overrides(
                "willAnimateFirstHalfOfRotationToInterfaceOrientation:duration:")
                != nil
            || state.viewControllers[vc].overrides(
                "willAnimateSecondHalfOfRotationFromInterfaceOrientation:duration:")
                != nil
    }

    /// R8.1 (8.0+): the root and every view controller of the chain, with visible children, except
    /// below a class that overrides the size transition without calling super.
    /// The list and the walk's stack are the engine's spare list and ``walkStack``; the tops
    /// are the root, then the chain in order.
    private mutating func modernRecipients(excluding excluded: Int?) -> [Int] {
        guard let root = state.root else { return [] }
        var result = spareList()
        var stack: [Int] = []
        swap(&stack, &walkStack)
        defer {
            if !stack.isEmpty { stack.removeAll(keepingCapacity: true) }
            swap(&stack, &walkStack)
        }
        for position in -1..<state.chain.count {
            let top = position < 0 ? root : state.chain[position].viewController
            guard top != excluded else { continue }
            if !stack.isEmpty { stack.removeAll(keepingCapacity: true) }
            stack.append(top)
            var seen = VisitedSet()
            while let node = stack.popLast() {
                guard seen.insert(node) else { continue }
                result.append(node)
                if let override = state.viewControllers[node].overrides(Self.sizeTransition),
                    !override.callsSuper
                {
                    continue
                }
                pushVisibleChildren(of: node, onto: &stack)
            }
        }
        return result
    }

    /// Legacy callbacks on 8.0+ reach only classes that list them and whose size transition calls super.
    private func receivesLegacy(_ vc: Int, _ selector: String) -> Bool {
        guard state.viewControllers[vc].overrides(selector) != nil else { return false }
        if let override = state.viewControllers[vc].overrides(Self.sizeTransition), !override.callsSuper {
            return false
        }
        return true
    }

    /// R8.4: trait and size transitions (8.0+), with the legacy callbacks where they still reach.
    private mutating func modernRotation(
        from: InterfaceOrientation, to target: InterfaceOrientation, duration: Double,
        audience: RotationAudience, entering: EnteringViewControllers
    ) {
        let excluded: Int? =
            if case .presentation(let presented) = audience { presented } else { nil }
        var recipients = audience == .newRoot ? [] : modernRecipients(excluding: excluded)
        defer { giveBack(&recipients) }
        let traitsChange = device.idiom == .phone && from.isPortrait != target.isPortrait
        let size: [Double] =
            target.isPortrait
            ? [device.screenWidth, device.screenHeight] : [device.screenHeight, device.screenWidth]
        if traitsChange {
            for vc in recipients {
                recorder.send(
                    Callback(viewController: id(vc), word: .willTransitionToTraitCollection))
            }
        }
        for vc in recipients {
            recorder.send(
                Callback(
                    viewController: id(vc), word: .viewWillTransitionToSize, duration: duration, size: size))
            if receivesLegacy(vc, Self.legacySelectors[0]) {
                callback(vc, .willRotateToInterfaceOrientation, orientation: target, duration: duration)
            }
            // R8.4 (open question 13): where legacy callbacks fall among the new ones is inferred.
            if Self.legacySelectors.contains(where: { receivesLegacy(vc, $0) }) {
                recorder.weakenCallbacks(to: .inferred)
            }
        }
        state.interface = target
        state.statusBar = target
        var changed = layoutPass()
        if traitsChange {
            for vc in recipients {
                recorder.send(
                    Callback(viewController: id(vc), word: .traitCollectionDidChange))
            }
        }
        emitLayoutCallbacks(changed, then: entering)
        giveBack(&changed)
        for vc in recipients {
            if receivesLegacy(vc, Self.legacySelectors[1]) {
                callback(
                    vc, .willAnimateRotationToInterfaceOrientation, orientation: target, duration: duration)
            }
            runAppLayoutCode(vc)
        }
        for vc in recipients where receivesLegacy(vc, Self.legacySelectors[2]) {
            callback(vc, .didRotateFromInterfaceOrientation, orientation: from)
        }
    }

    private mutating func callback(
        _ vc: Int, _ method: WireWord, orientation: InterfaceOrientation, duration: Double? = nil
    ) {
        recorder.send(
            Callback(viewController: id(vc), word: method, orientation: orientation.word, duration: duration))
    }
}
