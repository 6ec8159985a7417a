import AutorotateWire

/// R2.3 and R2.6(a): UIKit reading the deciding view controller — each read recorded as a query —
/// and the "no common orientation" check that runs whenever it reads the mask.
extension RotationEngine {
    /// Asks `shouldAutorotate` (6.0–15.x) and records it.
    mutating func askShouldAutorotate(_ vc: Int) -> Bool {
        let answer = autorotates(vc)
        recorder.queries.append(
            Query(viewController: id(vc), object: nil, method: "shouldAutorotate", result: .bool(answer)))
        return answer
    }

    /// Asks `supportedInterfaceOrientations` and records it.
    mutating func askSupported(_ vc: Int) -> (mask: OrientationMask, source: AnswerSource) {
        let answer = viewControllerMask(vc)
        recorder.queries.append(
            Query(
                viewController: id(vc), object: nil, method: "supportedInterfaceOrientations",
                result: maskJSON(answer.mask)))
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
    /// UIKit's default (the status-bar orientation) when `answer` is `nil`.
    mutating func recordPreferredQuery(_ vc: Int, answer: Int?) {
        let result: JSONValue =
            if let answer, let orientation = InterfaceOrientation(rawValue: answer),
                orientation != .unknown
            {
                .string(orientation.name)
            } else if let answer {
                .number(Double(answer))
            } else {
                .string(state.statusBar.name)
            }
        recorder.queries.append(
            Query(
                viewController: id(vc), object: nil, method: "preferredInterfaceOrientationForPresentation",
                result: result))
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
            recorder.decidedBy = DecidedBy(
                viewController: id(vc), className: className(vc), via: via(for: vcAnswer.source, decider: vc))
            let exception = InvalidOrientationExceptions.noCommonOrientation(os: os, className: className(vc))
            recorder.apply(
                "R2.6", .observed,
                "The application mask (\(app.output.orientations.joined(separator: ", "))) and \(id(vc))'s supportedInterfaceOrientations (\(vcAnswer.mask.output.orientations.joined(separator: ", "))) share no orientation, so UIKit throws."
            )
            if noCommonIsInferred(vc, applicationMask: app) { recorder.weaken(to: .inferred) }
            throw SimulatedException(info: exception)
        }
        return (allowed, vcAnswer.source)
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
            "preferredInterfaceOrientationForPresentation returns \(InterfaceOrientation.uikitName(raw: preferred)), which is not among the allowed orientations (\(allowed.output.orientations.joined(separator: ", "))), so UIKit throws."
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
