import AutorotateWire

/// The decision on iOS 6–15 (R2.3–R2.5, R2.7, R2.9, R2.11): which view controller decides (the
/// top-most full-screen one, R2.4), UIKit reading its answers — each read recorded as a query
/// (R2.3) — what a device orientation does to the interface (R2.5 with R1.4, R1.6, R2.9 and R2.10),
/// and the orientation UIKit picks when it must pick (R2.7).
extension RotationEngine {
    /// R2.4 `decider()`: the root, or the last chain entry whose style decides.
    func decider() -> Int? {
        guard var deciding = state.root else { return nil }
        for entry in state.chain where entry.decides { deciding = entry.viewController }
        return deciding
    }

    /// `decidedBy.via` for V's own answer (R2.11).
    func ownVia(_ vc: Int) -> String {
        vc == state.root ? "rootViewController" : "presentedFullScreen"
    }

    func via(for source: AnswerSource, decider vc: Int) -> String {
        switch source {
        case .own, .uikitDefault: ownVia(vc)
        case .containerDelegate: "containerDelegate"
        case .forward: "forward"
        }
    }

    /// Asks `shouldAutorotate` (6.0–15.x) and records it, followed by the children a forward
    /// asked (R3.6).
    mutating func askShouldAutorotate(_ vc: Int) -> Bool {
        let answer = autorotates(vc)
        recorder.ask(
            Query(viewController: id(vc), object: nil, word: .shouldAutorotate, result: .value(.bool(answer)))
        )
        recordForwardedQueries(vc, .shouldAutorotate)
        return answer
    }

    /// Asks `supportedInterfaceOrientations` and records it, followed by the children a forward
    /// asked (R3.6).
    mutating func askSupported(_ vc: Int) -> (mask: OrientationMask, source: AnswerSource) {
        let answer = viewControllerMask(vc)
        recorder.ask(
            Query(
                viewController: id(vc), object: nil, word: .supportedInterfaceOrientations,
                result: maskResult(answer.mask)))
        recordForwardedQueries(vc, .supportedInterfaceOrientations)
        recorder.weaken(to: maskConfidence(vc, source: answer.source))
        return answer
    }

    /// Asks `preferredInterfaceOrientationForPresentation`; `nil` when not overridden. UIKit's
    /// default answer, recorded as the query's result, is the status-bar orientation {D-pref}.
    mutating func askPreferred(_ vc: Int) -> (value: Int, source: AnswerSource)? {
        let answer = overriddenPreferred(vc)
        recordPreferredQuery(vc, answer: answer?.value)
        return answer
    }

    /// Records a call of `preferredInterfaceOrientationForPresentation`: the overridden answer, or
    /// UIKit's default (the status-bar orientation) when `answer` is `nil`; then the children a
    /// forward asked (R3.6).
    mutating func recordPreferredQuery(_ vc: Int, answer: Int?) {
        recorder.ask(
            Query(
                viewController: id(vc), object: nil, word: .preferredInterfaceOrientationForPresentation,
                result: .value(preferredResult(answer))))
        recordForwardedQueries(vc, .preferredInterfaceOrientationForPresentation)
    }

    /// Records the calls a forward made `vc` put to its children (R3.6), when there are any:
    /// most answers are not forwards, and appending an empty list is still a call.
    private mutating func recordForwardedQueries(_ vc: Int, _ question: ForwardedQuestion) {
        let asked = forwardedQueries(vc, question)
        if !asked.isEmpty { recorder.queries += asked }
    }

    /// A preferred orientation as a query result: its name, its raw value when it is not one of
    /// the four, or UIKit's default (the status-bar orientation) when not overridden.
    func preferredResult(_ answer: Int?) -> JSONValue {
        if let answer, let orientation = InterfaceOrientation(rawValue: answer), orientation != .unknown {
            return .string(orientation.name)
        }
        if let answer { return .number(Double(answer)) }
        return .string(state.statusBar.name)
    }

    /// Reads V's mask and the application mask, records `masks`, and applies R2.6(a) when
    /// `checkCommon`. Returns `allowed(V)` and how V's mask was reached.
    mutating func readAllowed(_ vc: Int, checkCommon: Bool) throws(SimulatedException)
        -> (allowed: OrientationMask, source: AnswerSource)
    {
        let vcAnswer = askSupported(vc)
        let app = applicationMask()
        let common = app.rawValue & vcAnswer.mask.rawValue & OrientationMask.all.rawValue
        let allowed = OrientationMask(rawValue: common & deviceMask.rawValue)
        recorder.masks = Masks(
            application: app.output, viewController: vcAnswer.mask.output, device: deviceMask.output,
            allowed: allowed.output)
        if checkCommon && common == 0 {
            try throwNoCommonOrientation(vc, applicationMask: app, viewControllerAnswer: vcAnswer)
        }
        return (allowed, vcAnswer.source)
    }

    /// R2.5 (≤ 5.x: R4.2): UIKit's own handling of the current device orientation.
    mutating func followDeviceOrientation(animated: Bool = true) throws(SimulatedException) {
        guard let orientation = state.device.interface else {
            recorder.decidedBy = DecidedBy(viewController: nil, className: nil, via: "device")
            recorder.apply(
                "R1.4", .observed,
                "Device orientation \(state.device.name) is flat or unknown: the interface keeps \(state.interface.name)."
            )
            return
        }
        if orientation == .portraitUpsideDown && !device.supportsPortraitUpsideDown {
            recorder.decidedBy = DecidedBy(viewController: nil, className: nil, via: "device")
            recorder.apply(
                "R1.6", .documented, "This device never shows portraitUpsideDown, whatever the masks allow.")
            return
        }
        if isLegacy {
            legacyDeviceRotation(to: orientation)
            return
        }
        if isMultitasking {
            recorder.decidedBy = DecidedBy(viewController: nil, className: nil, via: "multitasking")
            recorder.masks = Masks(
                application: OrientationMask.all.output, viewController: nil, device: deviceMask.output,
                allowed: OrientationMask.all.output)
            recorder.apply(
                "R2.10", multitaskingConfidence,
                "The app supports iPad multitasking, so no mask is read and the interface follows the device."
            )
            if orientation != state.interface {
                rotate(to: orientation, animated: animated, audience: .everyone)
            }
            return
        }
        guard let vc = decider() else {
            let app = applicationMask()
            let allowed = app.intersection(deviceMask).intersection(.all)
            recorder.masks = Masks(
                application: app.output, viewController: nil, device: deviceMask.output,
                allowed: allowed.output)
            recorder.decidedBy = DecidedBy(viewController: nil, className: nil, via: "applicationOnly")
            if allowed.contains(orientation) && orientation != state.interface {
                recorder.apply(
                    "R2.9", .documented,
                    "There is no root view controller; the application allows \(orientation.name), so the interface and status bar rotate and no view changes."
                )
                rotateWithoutRoot(to: orientation)
            } else {
                recorder.apply(
                    "R2.9", .documented,
                    "There is no root view controller and the interface stays \(state.interface.name).")
            }
            return
        }
        if !isSceneEra && !askShouldAutorotate(vc) {
            recorder.decidedBy = DecidedBy(
                viewController: id(vc), className: className(vc), via: "shouldAutorotate")
            recorder.apply(
                "R2.5", .documented,
                String(
                    concatenating: id(vc),
                    ".shouldAutorotate returns NO, so UIKit ignores the device turn to ",
                    orientation.name, "."))
            return
        }
        let (allowed, source) = try readAllowed(vc, checkCommon: true)
        recorder.decidedBy = DecidedBy(
            viewController: id(vc), className: className(vc), via: via(for: source, decider: vc))
        if allowed.contains(orientation) && orientation != state.interface {
            recorder.apply(
                "R2.5", .documented,
                String(
                    concatenating: id(vc), " and the application both allow ", orientation.name,
                    ", so the interface rotates from ", state.interface.name, "."))
            rotate(to: orientation, animated: animated, audience: .everyone)
        } else if allowed.contains(orientation) {
            recorder.apply(
                "R2.5", .documented, String(concatenating: "The interface is already ", orientation.name, ".")
            )
        } else {
            recorder.apply(
                "R2.5", .observed,
                String(
                    concatenating: orientation.name, " is not among the allowed orientations (",
                    allowed.spokenNames,
                    "), so UIKit ignores the device turn and the interface stays ", state.interface.name, ".")
            )
        }
    }

    /// R2.9: with no root view controller the interface and status-bar orientations move, with the
    /// status-bar notifications (R7.5), but no view controller is called and no view changes (no
    /// layout pass, so the window keeps its geometry too).
    private mutating func rotateWithoutRoot(to target: InterfaceOrientation) {
        let statusBarChanges = state.statusBar != target
        if statusBarChanges { recorder.post(Self.willChangeStatusBar, orientation: target.rawValue) }
        state.interface = target
        state.statusBar = target
        if statusBarChanges { recorder.post(Self.didChangeStatusBar, orientation: target.rawValue) }
    }

    // MARK: R2.7 resolution

    /// R2.7: the orientation UIKit picks when it must pick — device orientation, then current (or
    /// the status-bar orientation on a present), then an overridden preferred, then FALLBACK.
    /// `resolve(A, V, trigger)`. `preferred` is V's overridden preferred orientation, if any;
    /// `preferredAsked` says UIKit already called it for this event (R6.4's check on a dismissal),
    /// so that reaching the preferred step records no second call.
    mutating func resolve(
        allowed: OrientationMask, decider vc: Int?, trigger: ResolutionTrigger, preferred: Int?,
        autorotates: Bool, preferredAsked: Bool = false
    ) throws(SimulatedException) -> InterfaceOrientation {
        if trigger == .present, let preferred {
            let chosen = try checkedPreferred(preferred, allowed: allowed)
            // #6: whether iOS 16+'s resolver lets the device or status-bar orientation outrank an
            // overridden preferred on a present is open; the answer differs only when one of them is
            // allowed and is not p.
            // The two rivals in turn, without a list of them (an allocation per present).
            if isSceneEra {
                let fromDevice = state.device.interface
                let deviceRivals = fromDevice.map { $0 != chosen && allowed.contains($0) } ?? false
                if deviceRivals || (state.statusBar != chosen && allowed.contains(state.statusBar)) {
                    recorder.weaken(to: .inferred)
                }
            }
            return chosen
        }
        // The candidates, the device's orientation (when it leads) then the kept one, in turn.
        let fromDevice = trigger != .present && autorotates ? state.device.interface : nil
        let kept = trigger == .present ? state.statusBar : state.interface
        if let fromDevice, allowed.contains(fromDevice) {
            // #5: following the device while the current orientation is still allowed is an open point.
            if fromDevice != kept, allowed.contains(kept) { recorder.weaken(to: .inferred) }
            return fromDevice
        }
        if allowed.contains(kept) { return kept }
        recorder.weaken(to: .inferred)
        if trigger != .present, let preferred {
            // UIKit calls the overridden method at this step (on a present it was asked first).
            if let vc, !preferredAsked { recordPreferredQuery(vc, answer: preferred) }
            return try checkedPreferred(preferred, allowed: allowed)
        }
        return fallback(within: allowed) ?? state.interface
    }

    /// R2.7 FALLBACK: the device orientation if it is one of the four, then the options' order,
    /// completed by the rulebook's order for the orientations it leaves out — a partial
    /// `fallbackOrder` must never leave the interface in an orientation A does not hold.
    func fallback(within allowed: OrientationMask) -> InterfaceOrientation? {
        // The three lists in turn, without concatenating them.
        if let fromDevice = state.device.interface, allowed.contains(fromDevice) { return fromDevice }
        if let chosen = scenario.options.fallbackOrder.first(where: { allowed.contains($0) }) {
            return chosen
        }
        return EngineOptions.rulebookDefaults.fallbackOrder.first { allowed.contains($0) }
    }
}

/// What made UIKit pick an orientation (R2.7's `trigger`).
enum ResolutionTrigger: Sendable, Equatable {
    case present, dismiss, launch, newRoot, setNeedsUpdate
}
