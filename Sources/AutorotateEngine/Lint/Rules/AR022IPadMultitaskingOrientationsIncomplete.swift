import AutorotateWire

/// AR022 (R2.10): an iPad Info.plist list without all four orientations and without
/// UIRequiresFullScreen (App Store Connect's ITMS-90474).
struct AR022IPadMultitaskingOrientationsIncomplete: LintRule {
    static let entry = LintCatalogueEntry(
        id: "AR022", name: "IPadMultitaskingOrientationsIncomplete",
        title: "iPad app lists neither all orientations nor UIRequiresFullScreen", severity: .warning,
        rule: "R2.10", confidence: .documented,
        description:
            "An iPad app from iOS 9.0 either supports multitasking, which needs all four orientations in the Info.plist, or sets UIRequiresFullScreen; App Store Connect rejects a bundle with neither (ITMS-90474)",
        help:
            "Add UIRequiresFullScreen = YES to keep the restricted orientations, or list all four orientations for iPad (UISupportedInterfaceOrientations~ipad).",
        triggeringExample: #"""
            {"name": "portrait-only iPad app without UIRequiresFullScreen",
             "device": {"idiom": "pad", "os": "12.0"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"]}},
             "viewControllers": {"root": {"class": "RootViewController"}},
             "window": {"rootViewController": "root"},
             "lint": {"minimumOS": "12.0", "maximumOS": "16.0", "idioms": ["phone", "pad"]}}
            """#,
        nonTriggeringExample: #"""
            {"name": "portrait-only iPad app requiring full screen",
             "device": {"idiom": "pad", "os": "12.0"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"], "UIRequiresFullScreen": true}},
             "viewControllers": {"root": {"class": "RootViewController"}},
             "window": {"rootViewController": "root"},
             "lint": {"minimumOS": "12.0", "maximumOS": "16.0", "idioms": ["phone", "pad"]}}
            """#)

    func findings(in variant: LintVariant) -> [RuleFinding] {
        let plist = variant.scenario.app.infoPlist
        guard variant.idiom == .pad, variant.os.major >= 9, !plist.requiresFullScreen,
            let key = variant.plistKey,
            let list = plist.supportedList(for: .pad)
        else { return [] }
        let listed = list.reduce(OrientationMask()) { $0.union($1.mask) }.effective
        guard listed != .all else { return [] }
        let required = InterfaceOrientation.outputOrder.map(\.objcName).joined(separator: ",")
        let found = list.map(\.objcName).joined(separator: ",")
        return [
            RuleFinding(
                pointer: LintVariant.plistPointer(key),
                message:
                    "On iPad with iOS \(variant.os) the app lists only \(LintVariant.names(listed)) and does not set UIRequiresFullScreen: App Store Connect rejects the upload with ITMS-90474 (\"iPad Multitasking support requires these orientations: '\(required)'. Found '\(found)'\"); without it the app would not support multitasking either.",
                fix:
                    "Set UIRequiresFullScreen = YES if the iPad app must keep \(LintVariant.names(listed)); otherwise list all four orientations in UISupportedInterfaceOrientations~ipad.",
                evidence: nil,
                candidates: variant.requiringFullScreen(so: "the iPad app keeps \(LintVariant.names(listed))")
            )
        ]
    }
}
