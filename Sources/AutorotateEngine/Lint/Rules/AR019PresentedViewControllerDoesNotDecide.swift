import AutorotateWire

/// AR019 (R6.2): a presentation whose view controller does not decide (not full screen), although
/// its mask excludes the orientation the interface keeps; read from the probes' presentations.
struct AR019PresentedViewControllerDoesNotDecide: LintRule {
    static let entry = LintCatalogueEntry(
        id: "AR019", name: "PresentedViewControllerDoesNotDecide",
        title: "Presented view controller's orientations ignored (not full screen)", severity: .warning,
        rule: "R6.2", confidence: .observed,
        description:
            "Only a full-screen presentation decides the orientation: from iOS 13 the default style is a page sheet (.automatic), so a presented view controller's supportedInterfaceOrientations is ignored and the interface keeps the presenter's orientation",
        help:
            "Present the view controller full screen where it needs its own orientations, and make sure the application allows them (Info.plist or application:supportedInterfaceOrientationsForWindow:), or a full-screen presentation crashes (AR003).",
        triggeringExample: #"""
            {"name": "landscape player presented with the default style",
             "device": {"idiom": "phone", "os": "12.0"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]}},
             "viewControllers": {"home": {"class": "HomeViewController"}, "player": {"class": "PlayerViewController", "supportedInterfaceOrientations": "landscape"}},
             "window": {"rootViewController": "home"},
             "lint": {"minimumOS": "12.0", "maximumOS": "13.0"}}
            """#,
        nonTriggeringExample: #"""
            {"name": "landscape player presented full screen",
             "device": {"idiom": "phone", "os": "12.0"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]}},
             "viewControllers": {"home": {"class": "HomeViewController"}, "player": {"class": "PlayerViewController", "supportedInterfaceOrientations": "landscape", "modalPresentationStyle": "fullScreen"}},
             "window": {"rootViewController": "home"},
             "lint": {"minimumOS": "12.0", "maximumOS": "13.0"}}
            """#)

    func findings(in variant: LintVariant) -> [RuleFinding] {
        guard !variant.supportsMultitasking else { return [] }
        let specs = variant.scenario.viewControllers
        var findings: [RuleFinding] = []
        for run in variant.runs {
            for (step, decision) in run.simulation.decisions.enumerated() where step < run.probe.events.count
            {
                // A view controller past the scenario's is the probes' own (R6.4 probe).
                guard case .present(let vc, _, let eventStyle, _) = run.probe.events[step].kind,
                    vc < specs.count, decision.exception == nil,
                    decision.presented.last == specs[vc].id, decision.topViewController != specs[vc].id,
                    specs[vc].supportedInterfaceOrientations != nil,
                    let kept = LintVariant.orientation(named: decision.interfaceOrientation)
                else { continue }
                let spec = specs[vc]
                let mask = variant.engine.viewControllerMask(vc).mask
                guard !mask.contains(kept) else { continue }
                let style =
                    eventStyle ?? spec.modalPresentationStyle
                    ?? (variant.os.major >= 13 ? .automatic : .fullScreen)
                let pointer: String
                var styleIsTheEvents = false
                if eventStyle != nil, let event = variant.eventPointer(probe: run.probe, step: step) {
                    pointer = event + "/style"
                    styleIsTheEvents = true
                } else if spec.modalPresentationStyle != nil {
                    pointer = variant.vcPointer(vc, "modalPresentationStyle")
                } else {
                    pointer = variant.vcPointer(vc, "supportedInterfaceOrientations")
                }
                let styleText =
                    style == .automatic
                    ? "the default style (.automatic, a page sheet from iOS 13.0)" : ".\(style.rawValue)"
                let name = variant.name(spec)
                let fullScreen: PatchOperation =
                    styleIsTheEvents
                    ? .replace(pointer, .string("fullScreen"))
                    : variant.settingMember(vc, "modalPresentationStyle", to: .string("fullScreen"))
                let present = "Present \(name) full screen (modalPresentationStyle = .fullScreen)"
                let candidates =
                    [FindingSuggestion(summary: present + ".", patch: [fullScreen])]
                    + variant.applicationWidenings(adding: mask).map { widening in
                        FindingSuggestion(
                            summary: present + ", and " + widening.summary.prefix(1).lowercased()
                                + widening.summary.dropFirst(),
                            patch: [fullScreen] + widening.patch)
                    }
                findings.append(
                    RuleFinding(
                        pointer: pointer,
                        message:
                            "On iOS \(variant.os) (\(variant.idiom.rawValue)) \(variant.name(spec)) is presented with \(styleText), which does not decide the orientation: its supportedInterfaceOrientations (\(LintVariant.names(mask))) is ignored and the interface stays \(kept.name).",
                        fix:
                            "Decide whether \(name) needs its own orientations: if so, present it full screen (modalPresentationStyle = .fullScreen) and let the application allow them (Info.plist or application:supportedInterfaceOrientationsForWindow:); if not, drop its supportedInterfaceOrientations.",
                        evidence: variant.evidence(probe: run.probe, step: step), candidates: candidates))
            }
        }
        return findings
    }
}
