import AutorotateWire

/// AR009 (R7.2): `setStatusBarOrientation:animated:` without effect (an `ignored` warning whose
/// subject is ``WarningSubject/statusBarOrientationIgnored``).
struct AR009SetStatusBarOrientationIgnored: LintRule {
    static let entry = LintCatalogueEntry(
        id: "AR009", name: "SetStatusBarOrientationIgnored",
        title: "setStatusBarOrientation has no effect", severity: .warning, rule: "R7.2",
        confidence: .documented,
        description:
            "setStatusBarOrientation:animated: only moves the status bar when no view controller decides the orientation (6.0–15.x: no root, or its shouldAutorotate returns NO) and never on iOS 16+",
        help:
            "Let the view controller decide (supportedInterfaceOrientations, preferredInterfaceOrientationForPresentation) or, on iOS 16+, call requestGeometryUpdate.",
        triggeringExample: #"""
            {"name": "status bar forced while the view controller autorotates",
             "device": {"idiom": "phone", "os": "12.0"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]}},
             "viewControllers": {"root": {"class": "RootViewController"}},
             "window": {"rootViewController": "root"},
             "events": [{"type": "setStatusBarOrientation", "orientation": "landscapeLeft", "animated": true}],
             "lint": {"minimumOS": "12.0", "maximumOS": "16.0"}}
            """#,
        nonTriggeringExample: #"""
            {"name": "status bar set while shouldAutorotate is NO",
             "device": {"idiom": "phone", "os": "12.0"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]}},
             "viewControllers": {"root": {"class": "RootViewController", "shouldAutorotate": false}},
             "window": {"rootViewController": "root"},
             "events": [{"type": "setStatusBarOrientation", "orientation": "landscapeLeft", "animated": true}],
             "lint": {"minimumOS": "12.0", "maximumOS": "15.0"}}
            """#)

    func findings(in variant: LintVariant) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        for visit in variant.visits {
            for warning in visit.newWarnings
            where warning.code == "ignored" && warning.subject.code == .statusBarOrientationIgnored {
                guard let pointer = variant.pointer(of: warning, in: visit) else { continue }
                findings.append(
                    RuleFinding(
                        pointer: pointer,
                        message: "On iOS \(variant.os) \(variant.moment(visit)): \(warning.message)",
                        fix: variant.os.major >= 16
                            ? "On iOS 16+ call requestGeometryUpdate(.iOS(interfaceOrientations:)) instead; the status bar follows the interface."
                            : "Let the top view controller decide (supportedInterfaceOrientations, or shouldAutorotate returning NO while you set the status bar).",
                        evidence: variant.evidence(visit)))
            }
        }
        return findings
    }
}
