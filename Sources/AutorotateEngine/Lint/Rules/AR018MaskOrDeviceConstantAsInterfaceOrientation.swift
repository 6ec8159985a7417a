import AutorotateWire

/// AR018 (R1.3): a mask or device-orientation constant where one interface orientation is meant
/// (the engine's expression warnings while reading the scenario).
struct AR018MaskOrDeviceConstantAsInterfaceOrientation: LintRule {
    static let entry = LintCatalogueEntry(
        id: "AR018", name: "MaskOrDeviceConstantAsInterfaceOrientation",
        title: "Mask or device constant used as an interface orientation", severity: .warning, rule: "R1.3",
        confidence: .documented,
        description:
            "A UIInterfaceOrientationMask or UIDeviceOrientation constant where one UIInterfaceOrientation is meant counts by its raw value: a mask is no orientation at all, and the landscape device names are the opposite interface orientations",
        help:
            "Return a UIInterfaceOrientation (UIInterfaceOrientationLandscapeRight); convert device orientations explicitly, remembering that device landscapeLeft is interface landscapeRight.",
        triggeringExample: #"""
            {"name": "mask constant returned as the preferred orientation",
             "device": {"idiom": "phone", "os": "12.0"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]}},
             "viewControllers": {"home": {"class": "HomeViewController"}, "paint": {"class": "LandscapeVC", "supportedInterfaceOrientations": "landscape", "preferredInterfaceOrientationForPresentation": "UIInterfaceOrientationMaskLandscapeLeft", "modalPresentationStyle": "fullScreen"}},
             "window": {"rootViewController": "home"},
             "lint": {"minimumOS": "12.0", "maximumOS": "26.0", "idioms": ["phone"]}}
            """#,
        nonTriggeringExample: #"""
            {"name": "orientation constant returned as the preferred orientation",
             "device": {"idiom": "phone", "os": "12.0"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]}},
             "viewControllers": {"home": {"class": "HomeViewController"}, "paint": {"class": "LandscapeVC", "supportedInterfaceOrientations": "landscape", "preferredInterfaceOrientationForPresentation": "UIInterfaceOrientationLandscapeLeft", "modalPresentationStyle": "fullScreen"}},
             "window": {"rootViewController": "home"},
             "lint": {"minimumOS": "12.0", "maximumOS": "26.0", "idioms": ["phone"]}}
            """#)

    func findings(in variant: LintVariant) -> [RuleFinding] {
        variant.scenario.warnings.compactMap { warning in
            guard
                warning.code == ExpressionWarningCode.maskAsInterfaceOrientation
                    || warning.code == ExpressionWarningCode.deviceOrientationAsInterfaceOrientation,
                let pointer = warning.pointer
            else { return nil }
            return RuleFinding(
                pointer: pointer, message: LintVariant.sentence(warning.message),
                fix:
                    "Write a UIInterfaceOrientation constant (UIInterfaceOrientationLandscapeRight / .landscapeRight).",
                evidence: nil)
        }
    }
}
