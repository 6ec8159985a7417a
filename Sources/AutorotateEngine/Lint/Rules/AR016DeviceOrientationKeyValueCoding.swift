import AutorotateWire

/// AR016 (R7.4): setting `UIDevice`'s `orientation` key, which iOS 16+ refuses with a logged line
/// (``LogCodes/deviceOrientationKeyValueCoding``).
struct AR016DeviceOrientationKeyValueCoding: LintRule {
    static let entry = LintCatalogueEntry(
        id: "AR016", name: "DeviceOrientationKeyValueCoding",
        title: "Setting UIDevice.orientation does nothing on iOS 16+", severity: .warning, rule: "R7.4",
        confidence: .observed,
        description:
            "The private [UIDevice setValue:forKey:@\"orientation\"] hack is refused on iOS 16 and later (UIKit logs BUG IN CLIENT OF UIKIT) and never forces the interface there",
        help:
            "On iOS 16+ call UIWindowScene.requestGeometryUpdate(.iOS(interfaceOrientations:)) after updating supportedInterfaceOrientations.",
        triggeringExample: #"""
            {"name": "UIDevice orientation hack on iOS 16",
             "device": {"idiom": "phone", "os": "15.0"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]}},
             "viewControllers": {"root": {"class": "RootViewController"}},
             "window": {"rootViewController": "root"},
             "events": [{"type": "setDeviceOrientationViaKeyValueCoding", "orientation": "landscapeLeft"}],
             "lint": {"minimumOS": "15.0", "maximumOS": "17.0"}}
            """#,
        nonTriggeringExample: #"""
            {"name": "UIDevice orientation hack before iOS 16",
             "device": {"idiom": "phone", "os": "15.0"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]}},
             "viewControllers": {"root": {"class": "RootViewController"}},
             "window": {"rootViewController": "root"},
             "events": [{"type": "setDeviceOrientationViaKeyValueCoding", "orientation": "landscapeLeft"}],
             "lint": {"minimumOS": "13.0", "maximumOS": "15.0"}}
            """#)

    func findings(in variant: LintVariant) -> [RuleFinding] {
        variant.visits.compactMap { visit in
            guard visit.decision.logCodes.code?.contains(.deviceOrientationKeyValueCoding) == true,
                let pointer = variant.eventPointer(visit)
            else { return nil }
            let line = UIKitLogLines.text(of: .deviceOrientationKeyValueCoding)
            return RuleFinding(
                pointer: pointer,
                message:
                    "On iOS \(variant.os) setting UIDevice.orientation \(variant.moment(visit)) changes nothing; UIKit logs '\(line)'",
                fix: entry.help, evidence: variant.evidence(visit))
        }
    }
}
