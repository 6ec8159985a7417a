import AutorotateWire

/// AR004 (R2.6(b), R6.4): an overridden preferred orientation outside the supported set, raised
/// when the view controller is presented full screen and when a full-screen view controller above
/// it is dismissed (lint's dismissal probe). Read from the exceptions of every decision (typed
/// ``ExceptionCode/preferredNotSupported``).
struct AR004PreferredOrientationNotSupported: LintRule {
    static let entry = LintCatalogueEntry(
        id: "AR004", name: "PreferredOrientationNotSupported",
        title: "Preferred orientation for presentation not supported: crash", severity: .error, rule: "R2.6",
        confidence: .observed,
        description:
            "preferredInterfaceOrientationForPresentation returns an orientation outside the presented view controller's supported set (or not an orientation at all, e.g. a mask constant): presenting it full screen, or dismissing a full-screen view controller presented above it, raises UIApplicationInvalidInterfaceOrientation",
        help:
            "Return one interface orientation (UIInterfaceOrientationLandscapeRight, not a mask) that supportedInterfaceOrientations and the app both allow, or do not override the method.",
        triggeringExample: #"""
            {"name": "landscape painter preferring portrait",
             "device": {"idiom": "phone", "os": "12.0"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]}},
             "viewControllers": {"home": {"class": "HomeViewController"}, "paint": {"class": "LandscapeVC", "supportedInterfaceOrientations": "landscape", "preferredInterfaceOrientationForPresentation": "portrait", "modalPresentationStyle": "fullScreen"}},
             "window": {"rootViewController": "home"},
             "lint": {"minimumOS": "12.0", "maximumOS": "26.0", "idioms": ["phone"]}}
            """#,
        nonTriggeringExample: #"""
            {"name": "landscape painter preferring landscapeLeft",
             "device": {"idiom": "phone", "os": "12.0"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]}},
             "viewControllers": {"home": {"class": "HomeViewController"}, "paint": {"class": "LandscapeVC", "supportedInterfaceOrientations": "landscape", "preferredInterfaceOrientationForPresentation": "landscapeLeft", "modalPresentationStyle": "fullScreen"}},
             "window": {"rootViewController": "home"},
             "lint": {"minimumOS": "12.0", "maximumOS": "26.0", "idioms": ["phone"]}}
            """#)

    func findings(in variant: LintVariant) -> [RuleFinding] {
        variant.raises(.preferredNotSupported).map {
            finding($0.exception, vc: $0.viewController, visit: $0.visit, in: variant)
        }
    }

    private func finding(
        _ exception: ExceptionInfo, vc: Int, visit: DecisionVisit, in variant: LintVariant
    ) -> RuleFinding {
        let spec = variant.scenario.viewControllers[vc]
        let name = variant.name(spec)
        let preferred = variant.engine.overriddenPreferred(vc)?.value
        let answeredByDelegate =
            spec.preferredInterfaceOrientationForPresentation == nil
            && spec.delegate?.preferredInterfaceOrientationForPresentation != nil
        let pointer =
            answeredByDelegate
            ? variant.vcPointer(vc, "delegate", "preferredInterfaceOrientationForPresentation")
            : variant.vcPointer(vc, "preferredInterfaceOrientationForPresentation")
        let allowed = visit.decision.masks?.allowed.orientations
        var returns = ""
        var fix = "Return one interface orientation that \(name) and the application both support"
        if let preferred {
            returns = " \(name) returns \(InterfaceOrientation.uikitName(raw: preferred))"
            if InterfaceOrientation(rawValue: preferred) == nil || preferred == 0 {
                let asMask = OrientationMask(rawValue: preferred).effective
                returns += ", which is no interface orientation"
                if asMask.rawValue != 0 {
                    returns += " (it is the mask \(MaskName.objcSpelling(of: asMask)))"
                    if let first = asMask.orientations.first {
                        fix = "Return \(first.objcName) (an orientation, not a mask)"
                    }
                }
            }
            returns += " from preferredInterfaceOrientationForPresentation"
            if let allowed {
                returns +=
                    allowed.isEmpty
                    ? ", but nothing is allowed"
                    : ", but only \(Prose.list(allowed)) \(Prose.agreeing(allowed.count, "is", "are")) allowed"
            }
            returns += "."
        }
        var candidates: [FindingSuggestion] = []
        if let first = allowed?.first {
            let owner = answeredByDelegate ? "the delegate of \(name)" : name
            candidates.append(
                FindingSuggestion(
                    summary:
                        "Return \(first) from preferredInterfaceOrientationForPresentation of \(owner): \(name) and the application both allow it.",
                    patch: [pointer.patchSetting(.string(first), in: variant.document)]))
        }
        return RuleFinding(
            pointer: pointer,
            message:
                "On iOS \(variant.os) (\(variant.idiom.rawValue)) the app crashes \(variant.moment(visit)): \(exception.name): '\(exception.reason)'.\(returns)",
            fix: fix + (allowed.map { $0.isEmpty ? "." : " (\(Prose.list($0)))." } ?? "."),
            evidence: variant.evidence(visit, exception: exception), candidates: candidates)
    }
}
