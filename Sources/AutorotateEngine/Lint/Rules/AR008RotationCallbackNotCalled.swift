import AutorotateWire

/// AR008 (R8.1, R8.3, R8.4): a rotation callback a view controller overrides that the probes'
/// rotations never send it, while they send it others.
struct AR008RotationCallbackNotCalled: LintRule {
    static let entry = LintCatalogueEntry(
        id: "AR008", name: "RotationCallbackNotCalled",
        title: "Rotation callback overridden but not called", severity: .warning, rule: "R8.1",
        confidence: .documented,
        description:
            "A rotation callback the view controller overrides is not sent on some iOS versions in range while the view controller rotates: the two-step callbacks never from 8.0, the legacy one-step ones not when viewWillTransitionToSize:withTransitionCoordinator: is overridden without calling super, viewWillTransitionToSize: not before 8.0",
        help:
            "Do rotation work in viewWillTransitionToSize:withTransitionCoordinator: (calling super) on iOS 8+, and keep the legacy callback only for the older versions you ship to.",
        triggeringExample: #"""
            {"name": "two-step rotation callbacks",
             "device": {"idiom": "phone", "os": "7.0"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]}},
             "viewControllers": {"root": {"class": "OldRotationViewController", "overrides": ["willAnimateFirstHalfOfRotationToInterfaceOrientation:duration:"]}},
             "window": {"rootViewController": "root"},
             "lint": {"minimumOS": "7.0", "maximumOS": "9.0"}}
            """#,
        nonTriggeringExample: #"""
            {"name": "size transition calling super",
             "device": {"idiom": "phone", "os": "8.0"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]}},
             "viewControllers": {"root": {"class": "ModernViewController", "overrides": [{"selector": "viewWillTransitionToSize:withTransitionCoordinator:", "callsSuper": true}]}},
             "window": {"rootViewController": "root"},
             "lint": {"minimumOS": "8.0", "maximumOS": "12.0"}}
            """#)

    /// The rotation callbacks R8 sends (trait-collection changes excluded: they depend on the
    /// idiom, not on rotation alone).
    static let rotationSelectors: Set<String> = [
        "willRotateToInterfaceOrientation:duration:", "willAnimateRotationToInterfaceOrientation:duration:",
        "didRotateFromInterfaceOrientation:",
        "willAnimateFirstHalfOfRotationToInterfaceOrientation:duration:",
        "didAnimateFirstHalfOfRotationToInterfaceOrientation:",
        "willAnimateSecondHalfOfRotationFromInterfaceOrientation:duration:",
        "viewWillTransitionToSize:withTransitionCoordinator:",
    ]

    /// R8.3: the two-step callbacks, never sent from iOS 8.0.
    static let twoStepSelectors: Set<String> = [
        "willAnimateFirstHalfOfRotationToInterfaceOrientation:duration:",
        "didAnimateFirstHalfOfRotationToInterfaceOrientation:",
        "willAnimateSecondHalfOfRotationFromInterfaceOrientation:duration:",
    ]

    private static let transitionSelector = "viewWillTransitionToSize:withTransitionCoordinator:"

    func findings(in variant: LintVariant) -> [RuleFinding] {
        // Only a view controller that overrides a rotation callback can be reported, so only the
        // callbacks sent to those are read: most scenarios override none, and then none are.
        let watched = Set(
            variant.scenario.viewControllers.lazy.filter { spec in
                spec.overrides.contains { Self.rotationSelectors.contains($0.selector) }
            }
            .map(\.id))
        guard !watched.isEmpty else { return [] }
        var received: [String: Set<String>] = [:]
        var evidenceByVC: [String: FindingEvidence] = [:]
        for visit in variant.visits {
            for callback in visit.decision.callbacks
            where watched.contains(callback.viewController)
                && Self.rotationSelectors.contains(callback.method)
            {
                received[callback.viewController, default: []].insert(callback.method)
                if evidenceByVC[callback.viewController] == nil {
                    evidenceByVC[callback.viewController] = variant.evidence(visit)
                }
            }
        }
        var findings: [RuleFinding] = []
        for (vc, spec) in variant.scenario.viewControllers.enumerated() {
            guard let got = received[spec.id], !got.isEmpty else { continue }
            for (index, override) in spec.overrides.enumerated()
            where Self.rotationSelectors.contains(override.selector) && !got.contains(override.selector) {
                let isNewAPI = override.selector == Self.transitionSelector
                let why: String
                if isNewAPI {
                    why = "it exists from iOS 8.0"
                } else if variant.os.major >= 8 && Self.twoStepSelectors.contains(override.selector) {
                    why = "the two-step callbacks are never sent from iOS 8.0"
                } else if variant.os.major >= 8, spec.overrides(Self.transitionSelector)?.callsSuper == false
                {
                    why =
                        "\(variant.name(spec)) overrides viewWillTransitionToSize:withTransitionCoordinator: without calling super, which suppresses the legacy callbacks"
                } else {
                    why = "UIKit sends \(Prose.list(got.sorted())) instead"
                }
                findings.append(
                    RuleFinding(
                        pointer: variant.vcPointer(vc, "overrides", "\(index)"),
                        message:
                            "\(variant.name(spec)) overrides \(override.selector), but on iOS \(variant.os) it is not called when it rotates: \(why).",
                        fix: isNewAPI
                            ? "Keep a legacy rotation callback (willRotateToInterfaceOrientation:duration:) for iOS 7 and earlier, or raise the deployment target to 8.0."
                            : "Move the work to viewWillTransitionToSize:withTransitionCoordinator: (and call super there).",
                        evidence: evidenceByVC[spec.id], severity: isNewAPI ? .note : nil))
            }
        }
        return findings
    }
}
