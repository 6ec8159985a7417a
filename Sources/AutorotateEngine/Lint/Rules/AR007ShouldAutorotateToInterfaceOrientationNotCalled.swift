import AutorotateWire

/// AR007 (R0.5, R2.3): `shouldAutorotateToInterfaceOrientation:`, which iOS 6.0+ never calls (the
/// engine's `ignoredProperty` warning on that member while reading the scenario).
struct AR007ShouldAutorotateToInterfaceOrientationNotCalled: LintRule {
    static let entry = LintCatalogueEntry(
        id: "AR007", name: "ShouldAutorotateToInterfaceOrientationNotCalled",
        title: "shouldAutorotateToInterfaceOrientation: is not called on iOS 6+", severity: .warning,
        rule: "R2.3", confidence: .documented,
        description:
            "iOS 6.0 replaced shouldAutorotateToInterfaceOrientation: with supportedInterfaceOrientations and shouldAutorotate; an app built with a current SDK is never asked the old question",
        help:
            "Return the same orientations from supportedInterfaceOrientations (a mask) and delete shouldAutorotateToInterfaceOrientation:.",
        triggeringExample: #"""
            {"name": "iOS 5 rotation method kept",
             "device": {"idiom": "phone", "os": "5.1"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]}},
             "viewControllers": {"root": {"class": "LegacyViewController", "shouldAutorotateToInterfaceOrientation": "portrait"}},
             "window": {"rootViewController": "root"},
             "lint": {"minimumOS": "5.0", "maximumOS": "7.0"}}
            """#,
        nonTriggeringExample: #"""
            {"name": "iOS 5 rotation method on iOS 5 only",
             "device": {"idiom": "phone", "os": "5.1"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]}},
             "viewControllers": {"root": {"class": "LegacyViewController", "shouldAutorotateToInterfaceOrientation": "portrait"}},
             "window": {"rootViewController": "root"},
             "lint": {"minimumOS": "4.0", "maximumOS": "5.1"}}
            """#)

    func findings(in variant: LintVariant) -> [RuleFinding] {
        variant.scenario.warnings.compactMap { warning in
            guard warning.code == "ignoredProperty", let pointer = warning.pointer,
                let (vc, member) = variant.viewController(at: pointer),
                member.first == "shouldAutorotateToInterfaceOrientation"
            else { return nil }
            let spec = variant.scenario.viewControllers[vc]
            let mask = variant.engine.viewControllerMask(vc).mask
            return RuleFinding(
                pointer: pointer,
                message:
                    "\(variant.name(spec)) implements shouldAutorotateToInterfaceOrientation:, which iOS \(variant.os) never calls; UIKit reads supportedInterfaceOrientations instead (\(LintVariant.names(mask))\(spec.supportedInterfaceOrientations == nil ? ", UIKit's default" : "")).",
                fix: entry.help, evidence: nil,
                candidates: spec.supportedInterfaceOrientations != nil
                    ? []
                    : [
                        FindingSuggestion(
                            summary:
                                "Return the same orientations from supportedInterfaceOrientations and delete shouldAutorotateToInterfaceOrientation: (the mask moves to supportedInterfaceOrientations).",
                            patch: [
                                .move(
                                    from: pointer, to: variant.vcPointer(vc, "supportedInterfaceOrientations")
                                )
                            ])
                    ])
        }
    }
}
