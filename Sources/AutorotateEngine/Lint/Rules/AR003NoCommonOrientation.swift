import AutorotateWire

/// AR003 (R2.6(a)): UIKit raised because the application's and the deciding view controller's
/// masks have nothing in common. Read from the exceptions of every decision (typed
/// ``ExceptionCode/noCommonOrientation``).
struct AR003NoCommonOrientation: LintRule {
    static let entry = LintCatalogueEntry(
        id: "AR003", name: "NoCommonOrientation", title: "No common orientation: crash",
        severity: .error, rule: "R2.6", confidence: .observed,
        description:
            "When the deciding view controller's supportedInterfaceOrientations and the application's orientations have nothing in common, UIKit raises UIApplicationInvalidInterfaceOrientation the moment it reads them (launch, rotation, presentation, dismissal)",
        help:
            "Make every full-screen view controller support at least one orientation the app (Info.plist or application:supportedInterfaceOrientationsForWindow:) supports.",
        triggeringExample: #"""
            {"name": "landscape-only root in a portrait-only app",
             "device": {"idiom": "phone", "os": "12.0"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"]}},
             "viewControllers": {"game": {"class": "GameViewController", "supportedInterfaceOrientations": "landscape"}},
             "window": {"rootViewController": "game"},
             "lint": {"minimumOS": "6.0", "maximumOS": "26.0", "idioms": ["phone"]}}
            """#,
        nonTriggeringExample: #"""
            {"name": "root allows portrait too",
             "device": {"idiom": "phone", "os": "12.0"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"]}},
             "viewControllers": {"game": {"class": "GameViewController", "supportedInterfaceOrientations": "allButUpsideDown"}},
             "window": {"rootViewController": "game"},
             "lint": {"minimumOS": "6.0", "maximumOS": "26.0", "idioms": ["phone"]}}
            """#)

    func findings(in variant: LintVariant) -> [RuleFinding] {
        variant.raises(.noCommonOrientation).map {
            finding($0.exception, vc: $0.viewController, visit: $0.visit, in: variant)
        }
    }

    private func finding(
        _ exception: ExceptionInfo, vc: Int, visit: DecisionVisit, in variant: LintVariant
    ) -> RuleFinding {
        let spec = variant.scenario.viewControllers[vc]
        let vcMask = variant.engine.viewControllerMask(vc).mask
        let appMask = visit.decision.masks.map { OrientationMask(rawValue: $0.application.value) }
        let pointer =
            spec.supportedInterfaceOrientations != nil
            ? variant.vcPointer(vc, "supportedInterfaceOrientations")
            : spec.delegate?.supportedInterfaceOrientations != nil && variant.os.major >= 7
                ? variant.vcPointer(vc, "delegate", "supportedInterfaceOrientations")
                : variant.applicationMaskPointer
        let appText = appMask.map { " the application allows \(LintVariant.names($0));" } ?? ""
        let name = variant.name(spec)
        return RuleFinding(
            pointer: pointer,
            message:
                "On iOS \(variant.os) (\(variant.idiom.rawValue)) the app crashes \(variant.moment(visit)): \(exception.name): '\(exception.reason)'. \(name) supports \(LintVariant.names(vcMask));\(appText) they have nothing in common.",
            fix:
                "Decide which orientations \(name) needs: make its supportedInterfaceOrientations include an orientation the application allows\(appMask.map { " (\(LintVariant.names($0)))" } ?? ""), or add one of its orientations to the application's.",
            evidence: variant.evidence(visit, exception: exception),
            candidates: vcMask.effective.rawValue == 0 ? [] : variant.applicationWidenings(adding: vcMask))
    }
}
