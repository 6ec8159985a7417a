import AutorotateWire

/// R2.5 with R1.4, R1.6, R2.9, R2.10 and R2.11: what a device orientation does to the interface.
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
                "\(id(vc)).shouldAutorotate returns NO, so UIKit ignores the device turn to \(orientation.name)."
            )
            return
        }
        let (allowed, source) = try readAllowed(vc, checkCommon: true)
        recorder.decidedBy = DecidedBy(
            viewController: id(vc), className: className(vc), via: via(for: source, decider: vc))
        if allowed.contains(orientation) && orientation != state.interface {
            recorder.apply(
                "R2.5", .documented,
                "\(id(vc)) and the application both allow \(orientation.name), so the interface rotates from \(state.interface.name)."
            )
            rotate(to: orientation, animated: animated, audience: .everyone)
        } else if allowed.contains(orientation) {
            recorder.apply("R2.5", .documented, "The interface is already \(orientation.name).")
        } else {
            recorder.apply(
                "R2.5", .observed,
                "\(orientation.name) is not among the allowed orientations (\(allowed.output.orientations.joined(separator: ", "))), so the device turn is ignored, never snapped."
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
}
