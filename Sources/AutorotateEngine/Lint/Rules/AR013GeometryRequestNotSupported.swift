import AutorotateWire

/// AR013 (R9.3): a `requestGeometryUpdate` whose handler received
/// ``GeometryErrorCode/requestedOrientationsUnsupported``.
struct AR013GeometryRequestNotSupported: LintRule {
    static let entry = LintCatalogueEntry(
        id: "AR013", name: "GeometryRequestNotSupported",
        title: "requestGeometryUpdate asks for orientations the view controller does not support",
        severity: .error, rule: "R9.3", confidence: .observed,
        description:
            "requestGeometryUpdate(.iOS(interfaceOrientations:)) fails (UISceneErrorDomain 101) when none of the requested orientations is in the deciding view controller's allowed set; nothing rotates",
        help:
            "Request an orientation the deciding view controller allows, or change its supportedInterfaceOrientations first and call setNeedsUpdateOfSupportedInterfaceOrientations().",
        triggeringExample: #"""
            {"name": "geometry request for landscape on a portrait-only screen",
             "device": {"idiom": "phone", "os": "16.0"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]}},
             "viewControllers": {"root": {"class": "RootViewController", "supportedInterfaceOrientations": "portrait"}},
             "window": {"rootViewController": "root"},
             "events": [{"type": "requestGeometryUpdate", "orientations": "landscape"}],
             "lint": {"minimumOS": "16.0", "maximumOS": "26.0"}}
            """#,
        nonTriggeringExample: #"""
            {"name": "geometry request for landscape on a rotating screen",
             "device": {"idiom": "phone", "os": "16.0"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]}},
             "viewControllers": {"root": {"class": "RootViewController", "supportedInterfaceOrientations": "allButUpsideDown"}},
             "window": {"rootViewController": "root"},
             "events": [{"type": "requestGeometryUpdate", "orientations": "landscape"}],
             "lint": {"minimumOS": "16.0", "maximumOS": "26.0"}}
            """#)

    func findings(in variant: LintVariant) -> [RuleFinding] {
        variant.visits.compactMap { visit in
            guard let error = visit.decision.error, error.kind.code == .requestedOrientationsUnsupported,
                let pointer = variant.eventPointer(visit)
            else { return nil }
            return RuleFinding(
                pointer: pointer + "/orientations",
                message:
                    "On iOS \(variant.os) (\(variant.idiom.rawValue)) requestGeometryUpdate \(variant.moment(visit)) fails with \(error.domain) error \(error.code): \(error.message)",
                fix: entry.help, evidence: variant.evidence(visit, error: error))
        }
    }
}
