import AutorotateWire

/// R9 (iOS 16+): `setNeedsUpdateOfSupportedInterfaceOrientations` and
/// `requestGeometryUpdate` with its UISceneErrorDomain errors.
extension RotationEngine {
    static let sceneErrorDomain = "UISceneErrorDomain"

    /// R9.2: re-reads the window's decider and resolves, animated unless inside `performWithoutAnimation`.
    mutating func setNeedsUpdateOfSupportedInterfaceOrientations(animated: Bool) throws(SimulatedException) {
        guard !isMultitasking else {
            recorder.decidedBy = DecidedBy(viewController: nil, className: nil, via: "multitasking")
            recorder.apply(
                "R2.10", multitaskingConfidence, "Under iPad multitasking the update changes nothing.")
            return
        }
        guard let vc = decider() else {
            recorder.apply("R9.2", .inferred, "There is no root view controller to re-read.")
            return
        }
        let (allowed, source) = try readAllowed(vc, checkCommon: true)
        recorder.decidedBy = DecidedBy(
            viewController: id(vc), className: className(vc), via: via(for: source, decider: vc))
        let target = try resolve(
            allowed: allowed, decider: vc, trigger: .setNeedsUpdate,
            preferred: overriddenPreferred(vc)?.value,
            autorotates: true)
        recorder.apply(
            "R9.2", .documented,
            target == state.interface
                ? "\(id(vc)) still allows \(target.name), so nothing rotates."
                : "\(id(vc)) no longer keeps \(state.interface.name): UIKit rotates to \(target.name).")
        recorder.weaken(to: .inferred)
        rotate(to: target, animated: animated, audience: .everyone)
    }

    /// R9.3: `requestGeometryUpdate` for an interface-orientation mask.
    mutating func requestGeometryUpdate(mask raw: Int) throws(SimulatedException) {
        let requested = OrientationMask(rawValue: raw).intersection(.all)
        guard !requested.isEmpty else {
            recorder.apply("R9.3", .observed, "An empty request does nothing at all.")
            return
        }
        if isMultitasking || device.windowingMode != .fullScreen {
            recorder.decidedBy = DecidedBy(viewController: nil, className: nil, via: "multitasking")
            failGeometryRequest(
                "The current windowing mode does not allow for programmatic changes to interface orientation.",
                kind: .windowingMode,
                explanation: "The windowing mode does not allow programmatic orientation changes.")
            return
        }
        let supported: OrientationMask
        if let vc = decider() {
            let answer = try readAllowed(vc, checkCommon: true)
            supported = answer.allowed
            recorder.decidedBy = DecidedBy(
                viewController: id(vc), className: className(vc), via: via(for: answer.source, decider: vc))
        } else {
            let app = applicationMask()
            supported = app.intersection(deviceMask).intersection(.all)
            recorder.masks = Masks(
                application: app.output, viewController: nil, device: deviceMask.output,
                allowed: supported.output)
            recorder.decidedBy = DecidedBy(viewController: nil, className: nil, via: "applicationOnly")
        }
        if !supported.isEmpty && requested.intersection(supported).isEmpty {
            failGeometryRequest(
                "None of the requested orientations are supported by the view controller. Requested: \(requested.uikitNames); Supported: \(supported.uikitNames)",
                kind: .requestedOrientationsUnsupported,
                explanation: "None of the requested orientations is supported, so the request fails.")
            return
        }
        let within = requested.intersection(supported.isEmpty ? .all : supported)
        // [interface(D), current] + FALLBACK (R2.7), whose tail the options may reorder.
        let target =
            [state.device.interface, state.interface].compactMap { $0 }.first { within.contains($0) }
            ?? fallback(within: within) ?? state.interface
        recorder.apply(
            "R9.3", .inferred,
            target == state.interface
                ? "The request already holds: the interface stays \(target.name)."
                : "The scene rotates to \(target.name), the first requested orientation that is supported.")
        rotate(to: target, animated: true, audience: .everyone)
    }

    /// R9.3: the error handler receives UISceneErrorDomain 101 with `message`; nothing rotates.
    private mutating func failGeometryRequest(
        _ message: String, kind: GeometryErrorCode, explanation: String
    ) {
        recorder.error = ErrorInfo(domain: Self.sceneErrorDomain, code: 101, message: message, kind: kind)
        recorder.apply("R9.3", .observed, explanation)
    }
}
