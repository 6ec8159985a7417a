import AutorotateWire

/// AR014 (R9.3, R2.10): a `requestGeometryUpdate` whose handler received an error other than
/// ``GeometryErrorCode/requestedOrientationsUnsupported``: the windowing mode refuses it.
struct AR014GeometryRequestWindowingMode: LintRule {
    static let entry = LintCatalogueEntry(
        id: "AR014", name: "GeometryRequestWindowingMode",
        title: "requestGeometryUpdate fails in this windowing mode", severity: .error, rule: "R9.3",
        confidence: .observed,
        description:
            "requestGeometryUpdate fails (UISceneErrorDomain 101) when the app supports iPad multitasking or runs in a windowing mode other than full screen",
        help:
            "Set UIRequiresFullScreen to YES if the app must control its orientation on iPad, or handle the error: the user decides the window's shape here.",
        triggeringExample: #"""
            {"name": "geometry request in a multitasking iPad app",
             "device": {"idiom": "pad", "os": "16.0"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]}},
             "viewControllers": {"root": {"class": "RootViewController"}},
             "window": {"rootViewController": "root"},
             "events": [{"type": "requestGeometryUpdate", "orientations": "landscape"}],
             "lint": {"minimumOS": "16.0", "maximumOS": "26.0", "idioms": ["pad"]}}
            """#,
        nonTriggeringExample: #"""
            {"name": "geometry request in a full-screen iPad app",
             "device": {"idiom": "pad", "os": "16.0"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"], "UIRequiresFullScreen": true}},
             "viewControllers": {"root": {"class": "RootViewController"}},
             "window": {"rootViewController": "root"},
             "events": [{"type": "requestGeometryUpdate", "orientations": "landscape"}],
             "lint": {"minimumOS": "16.0", "maximumOS": "26.0", "idioms": ["pad"]}}
            """#)

    func findings(in variant: LintVariant) -> [RuleFinding] {
        variant.visits.compactMap { visit in
            guard let error = visit.decision.error, error.kind.code != .requestedOrientationsUnsupported,
                let pointer = variant.eventPointer(visit)
            else { return nil }
            return RuleFinding(
                pointer: pointer,
                message:
                    "On iOS \(variant.os) (\(variant.idiom.rawValue)) requestGeometryUpdate \(variant.moment(visit)) fails with \(error.domain) error \(error.code): \(error.message)",
                fix: entry.help, evidence: variant.evidence(visit, error: error))
        }
    }
}
