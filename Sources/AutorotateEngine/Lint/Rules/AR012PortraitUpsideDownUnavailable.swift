import AutorotateWire

/// AR012 (R1.6): portraitUpsideDown asked for (Info.plist entry or a view controller's mask) on an
/// iPhone with a home indicator, which never shows it; a probe's upside-down turn decided by the
/// device is the evidence.
struct AR012PortraitUpsideDownUnavailable: LintRule {
    static let entry = LintCatalogueEntry(
        id: "AR012", name: "PortraitUpsideDownUnavailable",
        title: "portraitUpsideDown asked for on a device without it", severity: .note, rule: "R1.6",
        confidence: .documented,
        description:
            "iPhones with a home indicator never show portraitUpsideDown, whatever the masks say: the upside-down device orientation leaves the interface as it is",
        help:
            "Drop portraitUpsideDown (use allButUpsideDown), or keep it knowing it only works on iPad and iPhones with a home button.",
        triggeringExample: #"""
            {"name": "upside-down on an iPhone X",
             "device": {"idiom": "phone", "os": "12.0", "model": "iPhone X"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]}},
             "viewControllers": {"root": {"class": "RootViewController", "supportedInterfaceOrientations": "all"}},
             "window": {"rootViewController": "root"},
             "lint": {"minimumOS": "12.0", "maximumOS": "16.0"}}
            """#,
        nonTriggeringExample: #"""
            {"name": "upside-down on an iPhone 8",
             "device": {"idiom": "phone", "os": "12.0", "model": "iPhone 8"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]}},
             "viewControllers": {"root": {"class": "RootViewController", "supportedInterfaceOrientations": "all"}},
             "window": {"rootViewController": "root"},
             "lint": {"minimumOS": "12.0", "maximumOS": "16.0"}}
            """#)

    func findings(in variant: LintVariant) -> [RuleFinding] {
        let scenario = variant.scenario
        guard variant.idiom == .phone, !scenario.device.supportsPortraitUpsideDown else { return [] }
        let evidence = variant.firstEvidence { decision in
            decision.type == "deviceOrientation" && decision.deviceOrientation == "portraitUpsideDown"
                && decision.decidedBy.via == "device"
        }
        let message = { (who: String) in
            "\(who) asks for portraitUpsideDown, but this iPhone (no home button) never shows it: turning the device upside down leaves the interface as it is, on iOS \(variant.os)."
        }
        var findings: [RuleFinding] = []
        if let key = variant.plistKey {
            let plist = scenario.app.infoPlist
            let list =
                key == "UISupportedInterfaceOrientations~iphone" ? plist.supportedPhone : plist.supported
            for (index, entry) in (list ?? []).enumerated() where entry == .portraitUpsideDown {
                findings.append(
                    RuleFinding(
                        pointer: LintVariant.plistPointer(key, index: index),
                        message: message("The Info.plist"), fix: Self.entry.help, evidence: evidence,
                        candidates: [
                            FindingSuggestion(
                                summary:
                                    "Remove UIInterfaceOrientationPortraitUpsideDown from the Info.plist's \(key).",
                                patch: [.remove(LintVariant.plistPointer(key, index: index))])
                        ]))
            }
        }
        for (vc, spec) in scenario.viewControllers.enumerated()
        where spec.supportedInterfaceOrientations != nil {
            let mask = variant.engine.viewControllerMask(vc).mask
            guard mask.contains(.portraitUpsideDown) else { continue }
            var candidates: [FindingSuggestion] = []
            let remaining = mask.effective.subtracting(.portraitUpsideDown)
            if case .literal? = spec.supportedInterfaceOrientations, remaining.rawValue != 0 {
                candidates.append(
                    FindingSuggestion(
                        summary:
                            "Return \(LintVariant.names(remaining)) from supportedInterfaceOrientations of \(variant.name(spec)), without portraitUpsideDown.",
                        patch: [
                            .replace(
                                variant.vcPointer(vc, "supportedInterfaceOrientations"),
                                LintVariant.maskValue(remaining))
                        ]))
            }
            findings.append(
                RuleFinding(
                    pointer: variant.vcPointer(vc, "supportedInterfaceOrientations"),
                    message: message(variant.name(spec)), fix: Self.entry.help, evidence: evidence,
                    candidates: candidates))
        }
        return findings
    }
}
