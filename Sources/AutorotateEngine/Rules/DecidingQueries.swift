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
        return answer
    }

    /// Asks `preferredInterfaceOrientationForPresentation`; `nil` when not overridden.
    mutating func askPreferred(_ vc: Int) -> (value: Int, source: AnswerSource)? {
        let answer = overriddenPreferred(vc)
        let result: JSONValue =
            if let answer, let orientation = InterfaceOrientation(rawValue: answer.value),
                orientation != .unknown
            {
                .string(orientation.name)
            } else if let answer {
                .number(Double(answer.value))
            } else {
                .string(InterfaceOrientation.portrait.name)
            }
        recorder.queries.append(
            Query(
                viewController: id(vc), object: nil, method: "preferredInterfaceOrientationForPresentation",
                result: result))
        return answer
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
            if os.major < 8 { recorder.weaken(to: .observed) }
            throw SimulatedException(info: exception)
        }
        return (allowed, vcAnswer.source)
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
        if os.major >= 10 { recorder.weaken(to: .inferred) }
        throw SimulatedException(
            info: InvalidOrientationExceptions.preferredNotSupported(
                os: os, preferred: preferred, allowed: allowed))
    }
}
