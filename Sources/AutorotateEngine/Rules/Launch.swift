import AutorotateWire

/// R5: the launch — the status-bar orientation from the plist while launching, then the
/// evaluation once the root view controller is installed, or the missing-root text.
extension RotationEngine {
    /// R5.1: the launch list — the supported list chosen as in R2.1, else the initial orientation key.
    var launchList: [InterfaceOrientation] {
        scenario.app.infoPlist.supportedList(for: device.idiom)
            ?? [scenario.app.infoPlist.initialOrientation ?? .portrait]
    }

    /// R5.2 `O0`: the status-bar orientation while launching.
    func launchStatusBarOrientation() -> InterfaceOrientation {
        launchStatusBarChoice().orientation
    }

    /// R5.2 `O0` with its confidence: phone ≤ 7.x documented, pad following the device observed,
    /// phone 8.0+ and the fallbacks (portrait, `L[0]`, none left) inferred.
    func launchStatusBarChoice() -> (orientation: InterfaceOrientation, confidence: Confidence) {
        let list = launchList.filter { deviceMask.contains($0) && $0 != .unknown }
        guard let first = list.first else { return (.portrait, .inferred) }
        let phoneBefore8 = device.idiom == .phone && os.major < 8
        if phoneBefore8 { return (list.contains(.portrait) ? .portrait : first, .documented) }
        if let fromDevice = state.device.interface, list.contains(fromDevice) {
            return (fromDevice, device.idiom == .pad ? .observed : .inferred)
        }
        return (list.contains(.portrait) ? .portrait : first, .inferred)
    }

    /// Runs the launch; returns the orientation the launch Decision reports as previous.
    mutating func launch() throws(SimulatedException) -> InterfaceOrientation {
        let (start, startConfidence) = launchStatusBarChoice()
        state.interface = start
        state.statusBar = start
        recorder.weaken(to: startConfidence)
        recorder.weaken(to: plistChoiceConfidence)
        guard let root = state.root else {
            recorder.decidedBy = DecidedBy(viewController: nil, className: nil, via: "applicationOnly")
            _ = layoutPass()
            if os.major >= 9 {
                recorder.apply(
                    "R5.4", .observed,
                    "From iOS 9 an app without a root view controller at the end of launch is terminated.")
                throw SimulatedException(info: InvalidOrientationExceptions.missingRoot())
            }
            if os >= OSVersion(5, 0) {
                recorder.log(InvalidOrientationExceptions.missingRootText, code: .missingRootViewController)
                recorder.apply(
                    "R5.4", .observed,
                    "The window has no root view controller: UIKit logs it and the application mask alone decides (R2.9)."
                )
                if os.major < 6 { recorder.weaken(to: .inferred) }
            } else {
                recorder.apply(
                    "R5.4", .documented,
                    "The window has no root view controller; the status bar keeps \(start.name).")
            }
            return start
        }
        if isLegacy {
            state.interface = .portrait
            let before: [Int] = []
            let after = visibleViewControllers()
            emitAppearanceWill(before: before, after: after, animated: false)
            _ = layoutPass()
            try legacyReevaluation(
                root, trigger: .launch, animated: false, audience: .legacyLaunch,
                entering: EnteringViewControllers(after: after))
            // R5.3: SBO ends as the target; when no rotation moved it there (the root stays in
            // portrait while O0 was not portrait) it still changes, with R7.5's notifications.
            if state.statusBar != state.interface {
                recorder.post(Self.willChangeStatusBar, orientation: state.interface.rawValue)
                state.statusBar = state.interface
                recorder.post(Self.didChangeStatusBar, orientation: state.interface.rawValue)
            }
            emitAppearanceDid(before: before, after: after, animated: false)
            recorder.apply(
                "R5.3", .observed,
                "On iOS 5 and earlier the root view starts in portrait and UIKit rotates it to \(state.interface.name) if the root accepts that."
            )
            return .portrait
        }
        try installRoot(root, trigger: .launch)
        return start
    }

    /// R5.4's `else` branch (also R5.5 for a new root): evaluate the root with the full application
    /// mask and install its view in the target geometry, without rotation callbacks.
    /// `leaving` are the view controllers of an old root's tree: R8.9 sends their will-disappear
    /// before the new tree's will-appear, and their did-disappear before its did-appear.
    mutating func installRoot(_ root: Int, trigger: ResolutionTrigger, leaving: [Int] = [])
        throws(SimulatedException)
    {
        let before = leaving
        let after = visibleViewControllers()
        var target = state.interface
        if isMultitasking {
            recorder.decidedBy = DecidedBy(
                viewController: id(root), className: className(root), via: "multitasking")
            target = state.device.interface ?? state.interface
            recorder.apply(
                "R2.10", multitaskingConfidence, "Under iPad multitasking the interface follows the device.")
        } else {
            // R2.2: the application override already counting when the root is installed is inferred.
            if trigger == .launch && hasApplicationOverride { recorder.weaken(to: .inferred) }
            let autorotates = isSceneEra || askShouldAutorotate(root)
            let (allowed, source) = try readAllowed(root, checkCommon: autorotates)
            recorder.decidedBy = DecidedBy(
                viewController: id(root), className: className(root), via: via(for: source, decider: root))
            if !allowed.isEmpty {
                target = try resolve(
                    allowed: allowed, decider: root, trigger: trigger,
                    preferred: overriddenPreferred(root)?.value,
                    autorotates: autorotates)
            }
            recorder.apply(
                "R5.4", allowed.isEmpty ? .inferred : .observed,
                allowed.isEmpty
                    ? String(
                        concatenating: id(root),
                        " and the application share no orientation this device can show, so the launch orientation ",
                        target.name, " is kept.")
                    : String(
                        concatenating: "Once ", id(root), " is installed, the application mask and ",
                        id(root),
                        " allow ", allowed.spokenNames, ": the interface is ", target.name, ".")
            )
        }
        emitAppearanceWill(before: before, after: after, animated: false)
        let oldStatusBar = state.statusBar
        if oldStatusBar != target { recorder.post(Self.willChangeStatusBar, orientation: target.rawValue) }
        state.interface = target
        state.statusBar = target
        var changed = layoutPass()
        emitLayoutCallbacks(changed, then: EnteringViewControllers(after: after))
        giveBack(&changed)
        if oldStatusBar != target { recorder.post(Self.didChangeStatusBar, orientation: target.rawValue) }
        emitAppearanceDid(before: before, after: after, animated: false)
    }

    /// R5.5: a new root after launch; the old tree disappears.
    mutating func setRoot(_ newRoot: Int?) throws(SimulatedException) {
        let before = visibleViewControllers()
        if !state.chain.isEmpty {
            recorder.warn(
                "presentedDiscarded", "the presented view controllers are discarded with the old root")
        }
        if let newRoot, let oldRoot = state.root, isInside(newRoot, container: oldRoot), newRoot != oldRoot {
            recorder.warn(
                "rootInsideOldRoot",
                "\(id(newRoot)) is inside the old root \(id(oldRoot)); it is moved to the window")
        }
        state.chain.removeAll()
        state.root = newRoot
        guard let newRoot else {
            emitAppearanceWill(before: before, after: [], animated: false)
            emitAppearanceDid(before: before, after: [], animated: false)
            recorder.decidedBy = DecidedBy(viewController: nil, className: nil, via: "applicationOnly")
            recorder.apply("R5.5", .inferred, "The window has no root view controller any more.")
            return
        }
        if isLegacy {
            let after = visibleViewControllers()
            emitAppearanceWill(before: before, after: after, animated: false)
            try legacyReevaluation(
                newRoot, trigger: .newRoot, animated: false, audience: .newRoot,
                entering: EnteringViewControllers(after: after))
            emitAppearanceDid(before: before, after: after, animated: false)
            // R5.5 is the rule applied on every version; on ≤ 5.x it resolves by R4.3.
            recorder.rule = "R5.5"
            recorder.weaken(to: .inferred)
            return
        }
        try installRoot(newRoot, trigger: .newRoot, leaving: before)
        recorder.rule = "R5.5"
        recorder.weaken(to: .inferred)
    }
}
