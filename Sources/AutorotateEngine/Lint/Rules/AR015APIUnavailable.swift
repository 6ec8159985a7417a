import AutorotateWire

/// AR015 (R0.5, R6.1): an API or presentation style the OS lacks (the engine's `unavailable` and
/// `styleUnavailable` warnings).
struct AR015APIUnavailable: LintRule {
    static let entry = LintCatalogueEntry(
        id: "AR015", name: "APIUnavailable", title: "API not available on some iOS in range",
        severity: .warning, rule: "R0.5", confidence: .documented,
        description:
            "The scenario calls an API (or uses a presentation style) that some iOS versions in range do not have; there the call does nothing (or, unguarded, crashes with an unrecognised selector)",
        help:
            "Guard the call with if #available / respondsToSelector: and give the older versions their own path.",
        triggeringExample: #"""
            {"name": "geometry request on a deployment target below 16",
             "device": {"idiom": "phone", "os": "12.0"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]}},
             "viewControllers": {"root": {"class": "RootViewController"}},
             "window": {"rootViewController": "root"},
             "events": [{"type": "requestGeometryUpdate", "orientations": "landscape"}],
             "lint": {"minimumOS": "12.0", "maximumOS": "16.0"}}
            """#,
        nonTriggeringExample: #"""
            {"name": "geometry request on iOS 16+",
             "device": {"idiom": "phone", "os": "16.0"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]}},
             "viewControllers": {"root": {"class": "RootViewController"}},
             "window": {"rootViewController": "root"},
             "events": [{"type": "requestGeometryUpdate", "orientations": "landscape"}],
             "lint": {"minimumOS": "16.0", "maximumOS": "26.0"}}
            """#)

    func findings(in variant: LintVariant) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        for visit in variant.visits {
            for warning in visit.newWarnings
            where warning.code == "unavailable" || warning.code == "styleUnavailable" {
                guard let pointer = variant.pointer(of: warning, in: visit) else { continue }
                findings.append(
                    RuleFinding(
                        pointer: pointer,
                        message:
                            "On iOS \(variant.os) \(variant.moment(visit)): \(warning.message); nothing happens.",
                        fix:
                            "Guard the call with if #available (or respondsToSelector:) and give iOS \(variant.os) its own path.",
                        evidence: variant.evidence(visit)))
            }
        }
        return findings
    }
}
