import AutorotateWire

/// R7 (attemptRotation, setStatusBarOrientation, UIDevice): R7.1 `attemptRotationToDeviceOrientation`,
/// R7.2 `setStatusBarOrientation:animated:`, R7.3 the physical device orientation and its
/// notification counter, R7.4 the private key-value-coding hack.
extension RotationEngine {
    static let deviceNotification = "UIDeviceOrientationDidChangeNotification"

    /// R7.3: the physical orientation changes; the notification is posted while generating.
    mutating func setDeviceOrientation(_ orientation: DeviceOrientation) {
        let changed = orientation != state.device
        state.device = orientation
        if changed && state.notificationCounter > 0 {
            recorder.post(Self.deviceNotification, orientation: orientation.rawValue)
        }
    }

    /// R7.1: re-runs R2.5 (≤ 5.x: R4.2) with the unchanged device orientation.
    mutating func attemptRotation() throws(SimulatedException) {
        if isSceneEra {
            recorder.warn("deprecated", "attemptRotationToDeviceOrientation is deprecated in iOS 16")
        }
        try followDeviceOrientation()
        recorder.rule = "R7.1"
        recorder.weaken(to: isSceneEra ? .inferred : .documented)
        if let orientation = state.device.interface, !isMultitasking,
            orientationNoLongerAllowed(device: orientation)
        {
            recorder.warn(
                "orientationNoLongerAllowed",
                "\(state.interface.name) is no longer allowed, but the device orientation \(state.device.name) is not allowed either: UIKit keeps \(state.interface.name)"
            )
            recorder.weaken(to: .inferred)
        }
    }

    /// R7.1 (known open question 7): whether neither the device orientation nor the current one
    /// is allowed any more, the case where UIKit keeps the current orientation (inferred). On
    /// ≤ 5.x R4.2 asks only for the device orientation, so the current one is checked without
    /// recording a query.
    private func orientationNoLongerAllowed(device orientation: InterfaceOrientation) -> Bool {
        if isLegacy {
            guard let vc = decider() else { return false }
            func allowed(_ candidate: InterfaceOrientation) -> Bool {
                deviceMask.contains(candidate) && accepts(vc, candidate)
            }
            return !allowed(orientation) && !allowed(state.interface)
                && [InterfaceOrientation.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
                    .contains(where: { allowed($0) })
        }
        guard let masks = recorder.masks else { return false }
        return masks.allowed.value & orientation.mask.rawValue == 0
            && masks.allowed.value & state.interface.mask.rawValue == 0 && masks.allowed.value != 0
    }

    /// R7.2: honoured on ≤ 5.x; on 6.0–15.x only with no decider (inferred), a decider whose
    /// `shouldAutorotate` returns NO (observed) or whose `supportedInterfaceOrientations` returns 0
    /// (documented, iOS 6 release notes); never on 16+.
    mutating func setStatusBarOrientation(_ orientation: InterfaceOrientation, animated: Bool) {
        recorder.decidedBy = DecidedBy(viewController: nil, className: nil, via: "none")
        if isSceneEra {
            recorder.warn(
                "ignored", "setStatusBarOrientation:animated: has no effect on iOS 16 and later",
                subject: .statusBarOrientationIgnored)
            recorder.apply(
                "R7.2", .observed, "Apps cannot set the status-bar orientation on iOS 16 and later (R9.4).")
            return
        }
        let reason: String
        if isLegacy {
            reason = "On iOS 5 and earlier UIKit always honours the call"
        } else if let vc = decider() {
            if !askShouldAutorotate(vc) {
                recorder.decidedBy = DecidedBy(
                    viewController: id(vc), className: className(vc), via: "shouldAutorotate")
                recorder.weaken(to: .observed)
                reason = String(
                    concatenating: id(vc), ".shouldAutorotate returns NO, so UIKit honours the call")
            } else {
                let (mask, source) = askSupported(vc)
                guard mask.effective.isEmpty else {
                    // Neither condition holds: the answer is unchanged from the rulebook's earlier
                    // text (both conditions' exact scope on 6.0–15.x is inferred, #8).
                    recorder.decidedBy = DecidedBy(
                        viewController: id(vc), className: className(vc), via: "shouldAutorotate")
                    recorder.warn(
                        "ignored",
                        "setStatusBarOrientation:animated: is ignored while the top view controller's shouldAutorotate returns YES",
                        subject: .statusBarOrientationIgnored)
                    recorder.apply(
                        "R7.2", .inferred,
                        String(
                            concatenating:
                                "The top view controller autorotates, so UIKit ignores setStatusBarOrientation:; the status bar stays ",
                            state.statusBar.name, "."))
                    return
                }
                recorder.decidedBy = DecidedBy(
                    viewController: id(vc), className: className(vc), via: via(for: source, decider: vc))
                // R1.2: a non-zero value with no orientation bit counts as 0 only through `value & 30`.
                if mask.rawValue != 0 { recorder.weaken(to: .inferred) }
                reason =
                    "\(id(vc)).supportedInterfaceOrientations returns 0, so UIKit honours the call (iOS 6 release notes)"
            }
        } else {
            recorder.weaken(to: .inferred)
            reason = "There is no top view controller, so UIKit honours the call"
        }
        guard orientation != state.statusBar else {
            recorder.apply(
                "R7.2", .documented,
                String(concatenating: reason, "; the status bar is already ", orientation.name, "."))
            return
        }
        recorder.post(Self.willChangeStatusBar, orientation: orientation.rawValue)
        state.statusBar = orientation
        recorder.post(Self.didChangeStatusBar, orientation: orientation.rawValue)
        recorder.apply(
            "R7.2", .documented,
            String(
                concatenating: reason, ": the status bar turns to ", orientation.name,
                "; the interface orientation and the views stay ", state.interface.name, "."))
    }

    /// R7.3: `beginGeneratingDeviceOrientationNotifications` / `end…` move the counter (never below 0).
    mutating func changeNotificationCounter(by delta: Int) {
        recorder.decidedBy = DecidedBy(viewController: nil, className: nil, via: "none")
        if state.notificationCounter + delta < 0 {
            recorder.warn(
                "unbalancedEnd",
                "endGeneratingDeviceOrientationNotifications without a matching begin; the counter stays 0")
            recorder.apply("R7.3", .inferred, "The notification counter never goes below zero.")
            return
        }
        state.notificationCounter += delta
        recorder.apply(
            "R7.3", .documented,
            state.notificationCounter > 0
                ? "Device-orientation notifications are generated (counter \(state.notificationCounter))."
                : "Device-orientation notifications stop; UIDevice.orientation reads unknown.")
    }

    /// R7.4: the private `UIDevice setValue:forKey:@"orientation"` hack.
    mutating func setDeviceOrientationViaKeyValueCoding(_ orientation: DeviceOrientation)
        throws(SimulatedException)
    {
        if isSceneEra {
            recorder.decidedBy = DecidedBy(viewController: nil, className: nil, via: "none")
            recorder.log(
                UIKitLogLines.deviceOrientationKeyValueCoding, code: .deviceOrientationKeyValueCoding)
            // R0.4: the shim turning the hack into a geometry request for older-SDK binaries never
            // applies, an inferred point.
            recorder.apply("R7.4", .inferred, "On iOS 16 and later setting UIDevice.orientation only logs.")
            return
        }
        guard orientation != state.device else {
            recorder.decidedBy = DecidedBy(viewController: nil, className: nil, via: "device")
            recorder.apply(
                "R7.4", .observed,
                "UIDevice already reports \(orientation.name), so setting it again does nothing (why libraries set unknown first)."
            )
            return
        }
        setDeviceOrientation(orientation)
        try followDeviceOrientation()
        recorder.rule = "R7.4"
        recorder.weaken(to: .observed)
    }
}
