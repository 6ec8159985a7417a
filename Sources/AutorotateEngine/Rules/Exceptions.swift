import AutorotateWire

/// R2.6 and R5.4: the exceptions UIKit raises, with their exact reason texts per iOS version.
enum InvalidOrientationExceptions {
    static let name = "UIApplicationInvalidInterfaceOrientation"

    /// R2.6(a): no common orientation between the application and the deciding view controller.
    static func noCommonOrientation(os: OSVersion, className: String) -> ExceptionInfo {
        let reason =
            os.major >= 8
            ? "Supported orientations has no common orientation with the application, and [\(className) shouldAutorotate] is returning YES"
            : "Supported orientations has no common orientation with the application, and shouldAutorotate is returning YES"
        return ExceptionInfo(name: name, reason: reason, kind: .noCommonOrientation)
    }

    /// R2.6(b): an overridden preferred orientation outside the allowed set.
    static func preferredNotSupported(os: OSVersion, preferred: Int, allowed: OrientationMask)
        -> ExceptionInfo
    {
        let reason =
            os.major >= 10
            ? "preferredInterfaceOrientationForPresentation '\(InterfaceOrientation.uikitName(raw: preferred))' must match a supported interface orientation: '\(allowed.uikitNames)'!"
            : "preferredInterfaceOrientationForPresentation must return a supported interface orientation!"
        return ExceptionInfo(name: name, reason: reason, kind: .preferredNotSupported)
    }

    /// R5.4 `T`: the missing-root text, thrown from 9.0 and logged on 5.0–8.x.
    static let missingRootText =
        "Application windows are expected to have a root view controller at the end of application launch"

    static func missingRoot() -> ExceptionInfo {
        ExceptionInfo(
            name: "NSInternalInconsistencyException", reason: missingRootText,
            kind: .missingRootViewController)
    }
}

/// R2.6 (a) and (b): when UIKit raises UIApplicationInvalidInterfaceOrientation (on a present, a
/// full-screen dismissal, R6.4, and wherever the decider's mask is read), and how sure the engine
/// is of each text.
extension RotationEngine {
    /// R2.6(a): the application mask and V's mask share no orientation; records the rule and
    /// throws.
    mutating func throwNoCommonOrientation(
        _ vc: Int, applicationMask app: OrientationMask,
        viewControllerAnswer vcAnswer: (mask: OrientationMask, source: AnswerSource)
    ) throws(SimulatedException) -> Never {
        recorder.decidedBy = DecidedBy(
            viewController: id(vc), className: className(vc), via: via(for: vcAnswer.source, decider: vc))
        let exception = InvalidOrientationExceptions.noCommonOrientation(os: os, className: className(vc))
        recorder.apply(
            "R2.6", .observed,
            "The application mask (\(app.spokenNames)) and \(id(vc))'s supportedInterfaceOrientations (\(vcAnswer.mask.spokenNames)) share no orientation, so UIKit throws."
        )
        if noCommonIsInferred(vc, applicationMask: app) { recorder.weaken(to: .inferred) }
        throw SimulatedException(info: exception)
    }

    /// The inferred points of R2.6(a): the 8.0 boundary of the named text (first report 8.3, #1),
    /// an application mask of 0 (R2.1), and (a) despite `shouldAutorotate` NO on 16+ (#15).
    private func noCommonIsInferred(_ vc: Int, applicationMask app: OrientationMask) -> Bool {
        if os >= OSVersion(8, 0) && os < OSVersion(8, 3) { return true }
        if app.effective.isEmpty { return true }
        return isSceneEra && !answersShouldAutorotate(vc)
    }

    /// R2.6(b) `checkedPreferred(V, A)`.
    mutating func checkedPreferred(_ preferred: Int, allowed: OrientationMask) throws(SimulatedException)
        -> InterfaceOrientation
    {
        if let orientation = InterfaceOrientation(rawValue: preferred), orientation != .unknown,
            allowed.contains(orientation)
        {
            return orientation
        }
        recorder.apply(
            "R2.6", .observed,
            "preferredInterfaceOrientationForPresentation returns \(InterfaceOrientation.uikitName(raw: preferred)), which is not among the allowed orientations (\(allowed.spokenNames)), so UIKit throws."
        )
        if preferredTextIsInferred(allowed: allowed) { recorder.weaken(to: .inferred) }
        throw SimulatedException(
            info: InvalidOrientationExceptions.preferredNotSupported(
                os: os, preferred: preferred, allowed: allowed))
    }

    /// R6.4: a full-screen dismissal that uncovers `vc` calls its overridden preferred orientation
    /// and checks it as a present does (R2.6(b)), although the orientation the resolution then
    /// keeps is not `preferred`. Records the call; throws when `preferred` is no interface
    /// orientation or is outside `allowed`. The crash logs carry the 10.0+ text; on 6.0–9.x the
    /// check itself is inferred.
    mutating func checkPreferredOnDismissal(_ vc: Int, preferred: Int, allowed: OrientationMask)
        throws(SimulatedException)
    {
        recordPreferredQuery(vc, answer: preferred)
        if let orientation = InterfaceOrientation(rawValue: preferred), orientation != .unknown,
            allowed.contains(orientation)
        {
            return
        }
        recorder.apply(
            "R2.6", os.major >= 10 ? .observed : .inferred,
            String(
                concatenating: "On dismissal UIKit checks the preferred orientation of ", id(vc),
                ": preferredInterfaceOrientationForPresentation returns ",
                InterfaceOrientation.uikitName(raw: preferred),
                ", which is not among the allowed orientations (", allowed.spokenNames, "), so UIKit throws.")
        )
        if preferredTextIsInferred(allowed: allowed) { recorder.weaken(to: .inferred) }
        throw SimulatedException(
            info: InvalidOrientationExceptions.preferredNotSupported(
                os: os, preferred: preferred, allowed: allowed))
    }

    /// The inferred points of R2.6(b)'s 10.0+ text: the 10.0 boundary itself (last old-text report
    /// March 2016, first named one May 2017, #2), `''` for an empty set, and upside-down's place in
    /// a longer name list (R1.7, #18).
    private func preferredTextIsInferred(allowed: OrientationMask) -> Bool {
        guard os.major >= 10 else { return false }
        if os.major == 10 || allowed.effective.isEmpty { return true }
        return allowed.contains(.portraitUpsideDown) && allowed.orientations.count > 1
    }
}
