import AutorotateWire

/// AR017 (R7.1): `attemptRotationToDeviceOrientation` on iOS 16+ (the engine's `deprecated`
/// warning).
struct AR017AttemptRotationDeprecated: LintRule {
    static let entry = LintCatalogueEntry(
        id: "AR017", name: "AttemptRotationDeprecated",
        title: "attemptRotationToDeviceOrientation is deprecated on iOS 16+", severity: .note, rule: "R7.1",
        confidence: .documented,
        description:
            "attemptRotationToDeviceOrientation is deprecated from iOS 16; setNeedsUpdateOfSupportedInterfaceOrientations is its replacement",
        help:
            "On iOS 16+ call setNeedsUpdateOfSupportedInterfaceOrientations() on the view controller whose supportedInterfaceOrientations changed.",
        triggeringExample: #"""
            {"name": "attemptRotationToDeviceOrientation on iOS 16",
             "device": {"idiom": "phone", "os": "16.0"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]}},
             "viewControllers": {"root": {"class": "RootViewController"}},
             "window": {"rootViewController": "root"},
             "events": [{"type": "attemptRotationToDeviceOrientation"}],
             "lint": {"minimumOS": "15.0", "maximumOS": "17.0"}}
            """#,
        nonTriggeringExample: #"""
            {"name": "attemptRotationToDeviceOrientation before iOS 16",
             "device": {"idiom": "phone", "os": "15.0"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]}},
             "viewControllers": {"root": {"class": "RootViewController"}},
             "window": {"rootViewController": "root"},
             "events": [{"type": "attemptRotationToDeviceOrientation"}],
             "lint": {"minimumOS": "13.0", "maximumOS": "15.0"}}
            """#)

    func findings(in variant: LintVariant) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        for visit in variant.visits {
            for warning in visit.newWarnings where warning.code == "deprecated" {
                guard let pointer = variant.pointer(of: warning, in: visit) else { continue }
                findings.append(
                    RuleFinding(
                        pointer: pointer,
                        message: "On iOS \(variant.os) \(variant.moment(visit)): \(warning.message).",
                        fix: entry.help, evidence: variant.evidence(visit)))
            }
        }
        return findings
    }
}
