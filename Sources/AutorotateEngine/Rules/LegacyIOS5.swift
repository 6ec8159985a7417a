import AutorotateWire

/// R4 (iOS ≤ 5.x): `shouldAutorotateToInterfaceOrientation:` decides (each call recorded, R3.6
/// for what a container asks its children), the plist matters at launch only, and there is no app
/// mask.
extension RotationEngine {
    /// Asks `shouldAutorotateToInterfaceOrientation:` and records the query with its argument,
    /// followed by the calls a stock container or a forward puts to children (R3.6).
    private mutating func askLegacy(_ vc: Int, _ orientation: InterfaceOrientation) -> Bool {
        let answer = legacyAnswer(vc, orientation, depth: 0)
        recorder.ask(legacyQuery(vc, orientation, answer.accepted))
        recorder.queries += answer.asked
        return answer.accepted
    }

    /// R4.1: `A = {I | accepts(V, I)} & deviceMask`, each orientation asked recorded as a query.
    mutating func legacyAllowed(_ vc: Int) -> OrientationMask {
        var allowed = OrientationMask()
        for orientation in [
            InterfaceOrientation.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight,
        ] {
            let answer = askLegacy(vc, orientation)
            if answer { allowed.insert(orientation.mask) }
        }
        let result = allowed.intersection(deviceMask)
        recorder.masks = Masks(
            application: OrientationMask.all.output, viewController: allowed.output,
            device: deviceMask.output,
            allowed: result.output)
        return result
    }

    /// R4.2: a device orientation on ≤ 5.x rotates when the decider accepts it.
    mutating func legacyDeviceRotation(to orientation: InterfaceOrientation) {
        guard let vc = decider() else {
            recorder.apply(
                "R2.9", .inferred, "With no root view controller nothing rotates on iOS 5 and earlier.")
            recorder.decidedBy = DecidedBy(viewController: nil, className: nil, via: "applicationOnly")
            return
        }
        let answer = askLegacy(vc, orientation)
        recorder.decidedBy = DecidedBy(viewController: id(vc), className: className(vc), via: ownVia(vc))
        let allowed = answer && deviceMask.contains(orientation)
        if allowed && orientation != state.interface {
            recorder.apply(
                "R4.2", .observed,
                "\(id(vc)) answers YES to shouldAutorotateToInterfaceOrientation:\(orientation.name), so the interface rotates."
            )
            rotate(to: orientation, animated: true, audience: .everyone)
        } else if allowed {
            recorder.apply("R4.2", .observed, "The interface is already \(orientation.name).")
        } else {
            recorder.apply(
                "R4.2", .observed,
                "\(id(vc)) answers NO to shouldAutorotateToInterfaceOrientation:\(orientation.name), so the device turn is ignored."
            )
        }
    }

    /// R4.3: a deciding present or dismiss on ≤ 5.x; an empty set keeps the orientation (R4.4).
    mutating func legacyReevaluation(
        _ vc: Int, trigger: ResolutionTrigger, animated: Bool, audience: RotationAudience,
        entering: EnteringViewControllers
    )
        throws(SimulatedException)
    {
        let allowed = legacyAllowed(vc)
        recorder.decidedBy = DecidedBy(viewController: id(vc), className: className(vc), via: ownVia(vc))
        guard !allowed.isEmpty else {
            recorder.warn(
                "noAcceptedOrientation",
                "\(id(vc)) accepts no orientation; the interface keeps \(state.interface.name)")
            recorder.apply("R4.4", .observed, "\(id(vc)) accepts no orientation, so the orientation is kept.")
            rotate(to: state.interface, animated: animated, audience: audience, entering: entering)
            return
        }
        let target = try resolve(
            allowed: allowed, decider: vc, trigger: trigger, preferred: nil, autorotates: true)
        recorder.apply(
            "R4.3", .inferred,
            target == state.interface
                ? "\(id(vc)) accepts \(target.name), so the orientation is kept."
                : "\(id(vc)) does not accept \(state.interface.name), so UIKit rotates to \(target.name).")
        rotate(to: target, animated: animated, audience: audience, entering: entering)
    }
}
