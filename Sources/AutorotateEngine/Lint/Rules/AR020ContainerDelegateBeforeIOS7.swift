import AutorotateWire

/// AR020 (R3.2): a container's delegate orientation methods on iOS 6, which lacks them (the
/// engine's `ignoredProperty` warning on the `delegate` member while reading the scenario).
struct AR020ContainerDelegateBeforeIOS7: LintRule {
    static let entry = LintCatalogueEntry(
        id: "AR020", name: "ContainerDelegateBeforeIOS7",
        title: "Container delegate orientation methods before iOS 7", severity: .warning, rule: "R3.2",
        confidence: .documented,
        description:
            "navigationControllerSupportedInterfaceOrientations: and tabBarControllerSupportedInterfaceOrientations: exist from iOS 7.0; on 6.x the container answers with its default mask",
        help: "On iOS 6 subclass the container and override supportedInterfaceOrientations instead.",
        triggeringExample: #"""
            {"name": "navigation delegate orientations on iOS 6",
             "device": {"idiom": "phone", "os": "6.1"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]}},
             "viewControllers": {"nav": {"kind": "navigationController", "viewControllers": ["list"], "delegate": {"supportedInterfaceOrientations": "portrait"}}, "list": {"class": "ListViewController"}},
             "window": {"rootViewController": "nav"},
             "lint": {"minimumOS": "6.0", "maximumOS": "7.0"}}
            """#,
        nonTriggeringExample: #"""
            {"name": "navigation delegate orientations from iOS 7",
             "device": {"idiom": "phone", "os": "7.0"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]}},
             "viewControllers": {"nav": {"kind": "navigationController", "viewControllers": ["list"], "delegate": {"supportedInterfaceOrientations": "portrait"}}, "list": {"class": "ListViewController"}},
             "window": {"rootViewController": "nav"},
             "lint": {"minimumOS": "7.0", "maximumOS": "8.0"}}
            """#)

    func findings(in variant: LintVariant) -> [RuleFinding] {
        variant.scenario.warnings.compactMap { warning in
            guard warning.code == "ignoredProperty", let pointer = warning.pointer,
                let (vc, member) = variant.viewController(at: pointer), member.first == "delegate"
            else { return nil }
            let spec = variant.scenario.viewControllers[vc]
            let name = variant.name(spec)
            return RuleFinding(
                pointer: pointer,
                message:
                    "\(name) relies on its delegate's orientation methods, which iOS \(variant.os) does not have (they exist from 7.0): \(name) answers UIKit's default there.",
                fix: "Subclass \(spec.className) and override supportedInterfaceOrientations for iOS 6.",
                evidence: nil)
        }
    }
}
