import AutorotateWire

/// AR010 (R2.10): view-controller (and application) orientation code that iPad multitasking
/// ignores: read from the Info.plist, with a probe's rotation decided by multitasking as evidence.
struct AR010MultitaskingIgnoresViewControllerMasks: LintRule {
    static let entry = LintCatalogueEntry(
        id: "AR010", name: "MultitaskingIgnoresViewControllerMasks",
        title: "iPad multitasking ignores view-controller orientations", severity: .warning, rule: "R2.10",
        confidence: .documented,
        description:
            "On iPad from iOS 9.0, an app whose Info.plist lists all four orientations and does not set UIRequiresFullScreen supports multitasking: UIKit never asks its view controllers (or its delegate) for orientations and follows the device",
        help:
            "Set UIRequiresFullScreen to YES when the app needs its view controllers' orientations on iPad, or design every screen for all orientations.",
        triggeringExample: #"""
            {"name": "iPad app with a landscape-only root and multitasking",
             "device": {"idiom": "pad", "os": "12.0"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]}},
             "viewControllers": {"board": {"class": "BoardViewController", "supportedInterfaceOrientations": "landscape"}},
             "window": {"rootViewController": "board"},
             "lint": {"minimumOS": "12.0", "maximumOS": "16.0", "idioms": ["pad"]}}
            """#,
        nonTriggeringExample: #"""
            {"name": "iPad app requiring full screen",
             "device": {"idiom": "pad", "os": "12.0"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"], "UIRequiresFullScreen": true}},
             "viewControllers": {"board": {"class": "BoardViewController", "supportedInterfaceOrientations": "landscape"}},
             "window": {"rootViewController": "board"},
             "lint": {"minimumOS": "12.0", "maximumOS": "16.0", "idioms": ["pad"]}}
            """#)

    func findings(in variant: LintVariant) -> [RuleFinding] {
        guard variant.supportsMultitasking else { return [] }
        let scenario = variant.scenario
        let restricting = scenario.viewControllers.filter { spec in
            spec.supportedInterfaceOrientations != nil || spec.shouldAutorotate != nil
                || spec.preferredInterfaceOrientationForPresentation != nil || spec.delegate != nil
        }
        let appOverride = scenario.app.delegateMask != nil || scenario.app.applicationMask != nil
        guard !restricting.isEmpty || appOverride else { return [] }
        var ignored = restricting.prefix(4).map { variant.name($0) }
        if restricting.count > 4 {
            ignored.append(
                Prose.counted(restricting.count - 4, "more view controller", "more view controllers"))
        }
        if appOverride { ignored.append("application:supportedInterfaceOrientationsForWindow:") }
        let evidence = variant.firstEvidence { $0.rotated && $0.decidedBy.via == "multitasking" }
        let fullScreen = scenario.app.infoPlist.requiresFullScreenWritten ? "is NO" : "is not set"
        return [
            RuleFinding(
                pointer: LintVariant.plistPointer(variant.plistKey ?? "UISupportedInterfaceOrientations"),
                message:
                    "On iPad with iOS \(variant.os) the Info.plist lists all four orientations and UIRequiresFullScreen \(fullScreen), so the app supports multitasking: UIKit never asks \(Prose.list(ignored)) for orientations and follows the device.",
                fix:
                    "Add UIRequiresFullScreen = YES to the Info.plist if these orientations must hold on iPad; otherwise drop the restrictions and support every orientation.",
                evidence: evidence,
                candidates: variant.requiringFullScreen(so: "UIKit asks the app for its orientations on iPad")
            )
        ]
    }
}
