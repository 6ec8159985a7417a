import AutorotateWire

/// R6 (presentation, dismissal, push and pop): the styles and which of them decide (R6.1, R6.2),
/// presenting with the preferred orientation (R6.3), re-reading the new decider on dismissal (R6.4,
/// which gives R6.5's trick), push, pop, setViewControllers and selectTab that re-evaluate nothing
/// (R6.6; R4.5 on ≤ 5.x), and the chain's bookkeeping (R6.7).
extension RotationEngine {
    /// R6.1: the style an event presents with — the event's, else the view controller's, else the
    /// OS default; a style the OS lacks becomes fullScreen with a warning.
    mutating func effectiveStyle(event: PresentationStyle?, viewController: Int) -> PresentationStyle {
        let requested = event ?? state.viewControllers[viewController].modalPresentationStyle
        let style = requested ?? (os.major >= 13 ? .automatic : .fullScreen)
        if os < style.introduced {
            recorder.warn(
                "styleUnavailable",
                "modalPresentationStyle \(style.rawValue) is not available before iOS \(style.introduced); presented fullScreen"
            )
            recorder.weaken(to: .inferred)
            return .fullScreen
        }
        return style
    }

    /// R6.2: whether a presented view controller of this style decides the orientation.
    func styleDecides(_ style: PresentationStyle) -> Bool {
        if isLegacy && device.idiom == .phone { return true }  // R4.1: every modal style is full screen
        switch style {
        case .fullScreen, .overFullScreen: return true
        case .pageSheet, .formSheet: return device.idiom == .phone && os.major < 13
        case .popover: return device.idiom == .phone && os.major >= 8 && os.major < 13
        case .automatic, .currentContext, .overCurrentContext, .custom: return false
        }
    }

    /// R8.9: a full-screen style, or a sheet or popover that R6.2 shows full screen, hides the
    /// views below it; overFullScreen does not.
    func styleHidesBelow(_ style: PresentationStyle) -> Bool {
        switch style {
        case .fullScreen: return true
        case .pageSheet, .formSheet, .popover: return styleDecides(style)
        case .overFullScreen, .automatic, .currentContext, .overCurrentContext, .custom:
            return isLegacy && device.idiom == .phone
        }
    }

    /// R6.2's confidence for a style: fullScreen documented, 13+ sheets and current context
    /// observed, the rest inferred.
    func styleConfidence(_ style: PresentationStyle) -> Confidence {
        switch style {
        case .fullScreen: .documented
        case .pageSheet, .formSheet, .automatic:
            os.major >= 13 || device.idiom == .pad ? .observed : .inferred
        case .currentContext, .overCurrentContext: .observed
        case .overFullScreen, .popover, .custom: .inferred
        }
    }

    // MARK: R6.3 present, R6.4 dismiss

    /// R6.3 (≤ 5.x: R4.3).
    mutating func present(_ vc: Int, from: Int?, style requested: PresentationStyle?, animated: Bool)
        throws(SimulatedException)
    {
        guard let root = state.root else {
            recorder.warn(
                "noRootViewController",
                "there is no root view controller to present \(id(vc)) from; nothing happens")
            recorder.apply("R6.7", .inferred, "Nothing can be presented without a root view controller.")
            return
        }
        let end = state.chain.last?.viewController ?? root
        let presenter = from ?? end
        if !isInside(presenter, container: end) {
            recorder.warn(
                "presenterNotOnTop",
                "\(id(presenter)) is not at the end of the presentation chain (\(id(end)) is); UIKit refuses to present \(id(vc))"
            )
            recorder.apply(
                "R6.7", .inferred, "Presenting from a view controller that is not on top changes nothing.")
            return
        }
        if isInHierarchy(vc) {
            recorder.warn(
                "alreadyPresented",
                "\(id(vc)) is already in the view-controller hierarchy; UIKit refuses to present it")
            recorder.apply(
                "R6.7", .inferred, "Presenting a view controller already in the hierarchy changes nothing.")
            return
        }
        let style = effectiveStyle(event: requested, viewController: vc)
        let decides = styleDecides(style)
        var before = visibleViewControllers()
        state.chain.append(
            PresentedEntry(
                viewController: vc, presenter: presenter, style: style, decides: decides,
                hidesBelow: styleHidesBelow(style)))
        var after = visibleViewControllers()
        // Runs last (after the did-appear below): the lists' memory serves the next event.
        defer { recycleVisible(&before, &after) }
        let entering = EnteringViewControllers(after: after, before: before)
        emitAppearanceWill(before: before, after: after, animated: animated)
        defer { emitAppearanceDid(before: before, after: after, animated: animated) }

        if isMultitasking || !decides {
            recorder.decidedBy = DecidedBy(
                viewController: nil, className: nil, via: isMultitasking ? "multitasking" : "none")
            recorder.apply(
                isMultitasking ? "R2.10" : "R6.2",
                isMultitasking ? multitaskingConfidence : styleConfidence(style),
                isMultitasking
                    ? "Under iPad multitasking a presentation never rotates."
                    : String(
                        concatenating: "A ", style.rawValue,
                        " presentation does not decide the orientation, so nothing is re-evaluated.")
            )
            rotate(
                to: state.interface, animated: animated, audience: .presentation(presented: vc),
                entering: entering)
            return
        }
        recorder.weaken(to: styleConfidence(style))
        if isLegacy {
            try legacyReevaluation(
                vc, trigger: .present, animated: animated, audience: .presentation(presented: vc),
                entering: entering)
            return
        }
        let preferred = askPreferred(vc)
        let autorotates = isSceneEra || askShouldAutorotate(vc)
        let allowed: OrientationMask
        let source: AnswerSource
        do {
            (allowed, source) = try readAllowed(vc, checkCommon: autorotates)
        } catch {
            // #23: with an overridden preferred both (a) and (b) apply; (a) winning is inferred.
            if preferred != nil { recorder.weaken(to: .inferred) }
            throw error
        }
        recorder.decidedBy = DecidedBy(
            viewController: id(vc), className: className(vc), via: via(for: source, decider: vc))
        if allowed.isEmpty && preferred == nil {
            recorder.warn(
                "noAllowedOrientation",
                "\(id(vc)) allows no orientation the application allows; the interface keeps \(state.interface.name)"
            )
            recorder.apply(
                "R6.3", .inferred, "\(id(vc)) allows nothing the application allows, so nothing rotates.")
            rotate(
                to: state.interface, animated: animated, audience: .presentation(presented: vc),
                entering: entering)
            return
        }
        let target = try resolve(
            allowed: allowed, decider: vc, trigger: .present, preferred: preferred?.value,
            autorotates: autorotates)
        recorder.apply(
            "R6.3", .documented,
            target == state.interface
                ? String(
                    concatenating: id(vc), " is presented ", style.rawValue, " and allows ", target.name,
                    ", so the interface stays.")
                : String(
                    concatenating: id(vc), " is presented ", style.rawValue, " and UIKit rotates it to ",
                    target.name,
                    "."))
        if preferred != nil { recorder.weaken(to: .observed) }
        rotate(to: target, animated: animated, audience: .presentation(presented: vc), entering: entering)
    }

    /// R6.4 (≤ 5.x: R4.3): removes the view controller and everything above it; a dismissal that
    /// removes the decider re-reads the new one: R2.6(a), then its overridden preferred orientation
    /// checked as on a present (R2.6(b)), then the resolution (R2.7).
    mutating func dismiss(_ vc: Int?, animated: Bool) throws(SimulatedException) {
        guard let position = chainPosition(toDismiss: vc) else {
            recorder.warn(
                "nothingToDismiss",
                vc.map { "\(id($0)) is not presented and presents nothing; nothing is dismissed" }
                    ?? "nothing is presented; nothing is dismissed")
            recorder.apply("R6.7", .inferred, "Dismissing with nothing presented changes nothing.")
            return
        }
        let deciderBefore = decider()
        var before = visibleViewControllers()
        state.chain.removeSubrange(position...)
        var after = visibleViewControllers()
        // Runs last (after the did-appear below): the lists' memory serves the next event.
        defer { recycleVisible(&before, &after) }
        let entering = EnteringViewControllers(after: after, before: before)
        emitAppearanceWill(before: before, after: after, animated: animated)
        defer { emitAppearanceDid(before: before, after: after, animated: animated) }
        guard let newDecider = decider(), newDecider != deciderBefore, !isMultitasking else {
            recorder.decidedBy = DecidedBy(
                viewController: nil, className: nil, via: isMultitasking ? "multitasking" : "none")
            recorder.apply(
                isMultitasking ? "R2.10" : "R6.4", isMultitasking ? multitaskingConfidence : .observed,
                isMultitasking
                    ? "Under iPad multitasking a dismissal never rotates."
                    : "The dismissed view controller did not decide the orientation, so nothing is re-evaluated."
            )
            rotate(to: state.interface, animated: animated, audience: .dismissal, entering: entering)
            return
        }
        if isLegacy {
            try legacyReevaluation(
                newDecider, trigger: .dismiss, animated: animated, audience: .dismissal, entering: entering)
            return
        }
        let autorotates = isSceneEra || askShouldAutorotate(newDecider)
        let (allowed, source) = try readAllowed(newDecider, checkCommon: autorotates)
        recorder.decidedBy = DecidedBy(
            viewController: id(newDecider), className: className(newDecider),
            via: via(for: source, decider: newDecider))
        // The guard above passes only when a deciding (full-screen) entry left the chain, which is
        // the case where R6.4 checks an overridden preferred orientation, as a present does.
        let preferred = overriddenPreferred(newDecider)?.value
        if let preferred {
            try checkPreferredOnDismissal(newDecider, preferred: preferred, allowed: allowed)
        }
        guard !allowed.isEmpty else {
            recorder.apply(
                "R6.4", .inferred,
                "\(id(newDecider)) allows nothing the application allows, so the orientation is kept.")
            rotate(to: state.interface, animated: animated, audience: .dismissal, entering: entering)
            return
        }
        let target = try resolve(
            allowed: allowed, decider: newDecider, trigger: .dismiss, preferred: preferred,
            autorotates: autorotates, preferredAsked: preferred != nil)
        let outcome =
            target == state.interface
            ? String(concatenating: id(newDecider), " decides again and keeps ", target.name, ".")
            : String(
                concatenating: id(newDecider), " decides again and does not keep ", state.interface.name,
                ": UIKit rotates to ", target.name, ".")
        recorder.apply(
            "R6.4", .observed,
            preferred.map { checked in
                String(
                    concatenating: "On dismissal UIKit checks the preferred orientation of ", id(newDecider),
                    ": ", InterfaceOrientation.uikitName(raw: checked), " is allowed. ", outcome)
            } ?? outcome)
        rotate(to: target, animated: animated, audience: .dismissal, entering: entering)
    }

    /// The first chain index a dismissal removes: the view controller itself when presented (or
    /// inside a presented one), else what it presented; the top of the chain when none is named.
    private func chainPosition(toDismiss vc: Int?) -> Int? {
        guard !state.chain.isEmpty else { return nil }
        guard let vc else { return state.chain.count - 1 }
        if let index = state.chain.firstIndex(where: { isInside(vc, container: $0.viewController) }) {
            return index
        }
        return state.chain.firstIndex { isInside($0.presenter, container: vc) }
    }

    /// Whether `vc` is the root, presented, or inside either (R6.7).
    func isInHierarchy(_ vc: Int) -> Bool {
        if let root = state.root, isInside(vc, container: root) { return true }
        return state.chain.contains { isInside(vc, container: $0.viewController) }
    }

    // MARK: R6.6 push, pop, setViewControllers, selectTab

    /// Applies a change to the hierarchy, with the appearance callbacks of R8.9 and a layout pass.
    mutating func changeHierarchy(animated: Bool, _ change: (inout SimulationState) -> Void) {
        var before = visibleViewControllers()
        change(&state)
        state.rebuildParents()
        var after = visibleViewControllers()
        emitAppearanceWill(before: before, after: after, animated: animated)
        rotate(
            to: state.interface, animated: animated, audience: .everyone,
            entering: EnteringViewControllers(after: after, before: before))
        emitAppearanceDid(before: before, after: after, animated: animated)
        recycleVisible(&before, &after)
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
        changeHierarchy(animated: animated) { $0.containers[navigation].children.append(vc) }
    }

    mutating func pop(_ navigation: Int, toRoot: Bool, animated: Bool) {
        guard state.containers[navigation].children.count > 1 else {
            recorder.warn(
                "nothingToPop", "\(id(navigation)) has only its root view controller; nothing is popped")
            recorder.apply("R6.6", .inferred, "Popping the last view controller of a stack changes nothing.")
            return
        }
        changeHierarchy(animated: animated) { state in
            if toRoot {
                state.containers[navigation].children.removeSubrange(1...)
            } else {
                state.containers[navigation].children.removeLast()
            }
        }
    }

    mutating func setStack(_ navigation: Int, to stack: [Int], animated: Bool) {
        for vc in stack
        where !state.containers[navigation].children.contains(vc)
            && (isInHierarchy(vc) || state.parent[vc] != nil)
        {
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
        changeHierarchy(animated: animated) { $0.containers[navigation].children = stack }
    }

    mutating func selectTab(_ tabBar: Int, index: Int) {
        guard state.containers[tabBar].children.indices.contains(index) else {
            recorder.warn(
                "tabOutOfRange",
                "\(id(tabBar)) has \(state.containers[tabBar].children.count) tabs; index \(index) selects nothing"
            )
            recorder.apply("R6.6", .inferred, "Selecting a tab that does not exist changes nothing.")
            return
        }
        changeHierarchy(animated: false) { $0.containers[tabBar].selectedIndex = index }
    }
}
