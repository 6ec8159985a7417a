import AutorotateWire

/// R6.3–R6.5 and R6.7: presenting and dismissing — which presentations re-evaluate, the preferred
/// orientation, re-reading the new decider on dismissal, and the chain's bookkeeping.
extension RotationEngine {
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
        let before = visibleViewControllers()
        state.chain.append(
            PresentedEntry(
                viewController: vc, presenter: presenter, style: style, decides: decides,
                hidesBelow: styleHidesBelow(style)))
        let after = visibleViewControllers()
        let entering = after.filter { !before.contains($0) }
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
                    : "A \(style.rawValue) presentation does not decide the orientation, so nothing is re-evaluated."
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
                ? "\(id(vc)) is presented \(style.rawValue) and allows \(target.name), so the interface stays."
                : "\(id(vc)) is presented \(style.rawValue) and UIKit rotates it to \(target.name).")
        if preferred != nil { recorder.weaken(to: .observed) }
        rotate(to: target, animated: animated, audience: .presentation(presented: vc), entering: entering)
    }

    /// R6.4 (≤ 5.x: R4.3): removes the view controller and everything above it; a dismissal that
    /// removes the decider re-reads the new one.
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
        let before = visibleViewControllers()
        state.chain.removeSubrange(position...)
        let after = visibleViewControllers()
        let entering = after.filter { !before.contains($0) }
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
        guard !allowed.isEmpty else {
            recorder.apply(
                "R6.4", .inferred,
                "\(id(newDecider)) allows nothing the application allows, so the orientation is kept.")
            rotate(to: state.interface, animated: animated, audience: .dismissal, entering: entering)
            return
        }
        let target = try resolve(
            allowed: allowed, decider: newDecider, trigger: .dismiss,
            preferred: overriddenPreferred(newDecider)?.value, autorotates: autorotates)
        recorder.apply(
            "R6.4", .observed,
            target == state.interface
                ? "\(id(newDecider)) decides again and keeps \(target.name)."
                : "\(id(newDecider)) decides again and does not keep \(state.interface.name): UIKit rotates to \(target.name)."
        )
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
}
