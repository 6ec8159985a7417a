import AutorotateWire

/// AR006 (R9.1): `shouldAutorotate` NO, which iOS 16+ ignores, reported only where ignoring it
/// changes the outcome (api.md §7.1 "Evidence, not pattern"): the view controller and the
/// application allow more than one orientation, so there is a rotation NO would have stopped, and
/// a container's forward reaches a child that can say NO.
/// Read from the engine's `ignoredProperty` warnings whose subject is
/// ``WarningSubject/shouldAutorotateIgnored``, and from those it gives while reading the scenario.
struct AR006ShouldAutorotateIgnored: LintRule {
    static let entry = LintCatalogueEntry(
        id: "AR006", name: "ShouldAutorotateIgnored", title: "shouldAutorotate is ignored on iOS 16+",
        severity: .warning, rule: "R9.1", confidence: .documented,
        description:
            "On iOS 16 and later UIKit no longer calls shouldAutorotate: returning NO to stop rotation does nothing, and the view controller rotates to every orientation its supportedInterfaceOrientations allows. Reported only where the view controller and the application allow more than one orientation (with one, there is no rotation for NO to stop), and, for a container that passes on a child's answer, only where a child it reaches can answer NO",
        help:
            "Express the restriction in supportedInterfaceOrientations, and call setNeedsUpdateOfSupportedInterfaceOrientations() when it changes.",
        triggeringExample: #"""
            {"name": "shouldAutorotate NO to lock the screen",
             "device": {"idiom": "phone", "os": "12.0"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]}},
             "viewControllers": {"reader": {"class": "ReaderViewController", "shouldAutorotate": false}},
             "window": {"rootViewController": "reader"},
             "lint": {"minimumOS": "12.0", "maximumOS": "26.0", "idioms": ["phone"]}}
            """#,
        nonTriggeringExample: #"""
            {"name": "shouldAutorotate YES",
             "device": {"idiom": "phone", "os": "12.0"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]}},
             "viewControllers": {"reader": {"class": "ReaderViewController", "shouldAutorotate": true}},
             "window": {"rootViewController": "reader"},
             "lint": {"minimumOS": "12.0", "maximumOS": "26.0", "idioms": ["phone"]}}
            """#)

    func findings(in variant: LintVariant) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        let device = variant.scenario.device
        let reach = ForwardReach(scenario: variant.scenario)
        for warning in variant.scenario.warnings where warning.code == "ignoredProperty" {
            guard let pointer = warning.pointer, let (vc, member) = variant.viewController(at: pointer),
                member.first == "shouldAutorotate"
            else { continue }
            let spec = variant.scenario.viewControllers[vc]
            // Only a shouldAutorotate that can say NO loses its effect (YES is what 16+ assumes).
            guard let answer = spec.shouldAutorotate,
                Self.canBeFalse(answer, on: device, forward: { reach.canBeFalse(vc, $0) }),
                variant.ignoringShouldAutorotateMatters(vc)
            else { continue }
            let evidence = variant.firstEvidence { decision in
                decision.rotated && decision.decidedBy.viewController == spec.id
            }
            let name = variant.name(spec)
            let says =
                Self.canBeFalse(answer, on: device, forward: { _ in false })
                ? "returns NO from shouldAutorotate"
                : "passes on a child's shouldAutorotate, which can be NO,"
            findings.append(
                RuleFinding(
                    pointer: pointer,
                    message:
                        "\(name) \(says) to stop rotation, but iOS \(variant.os) ignores it: \(name) rotates to every orientation its supportedInterfaceOrientations (\(LintVariant.names(variant.engine.viewControllerMask(vc).mask))) and the application allow.",
                    fix:
                        "Return only the orientations \(name) may take from supportedInterfaceOrientations, and call setNeedsUpdateOfSupportedInterfaceOrientations() when that changes.",
                    evidence: evidence))
        }
        for visit in variant.visits {
            for warning in visit.newWarnings
            where warning.code == "ignoredProperty" && warning.subject.code == .shouldAutorotateIgnored {
                guard let pointer = variant.pointer(of: warning, in: visit) else { continue }
                if let step = visit.step, step < visit.probe.events.count,
                    case .setViewControllerProperty(let vc, _) = visit.probe.events[step].kind,
                    !variant.ignoringShouldAutorotateMatters(vc)
                {
                    continue
                }
                findings.append(
                    RuleFinding(
                        pointer: pointer,
                        message:
                            "On iOS \(variant.os) \(variant.moment(visit)) the app changes shouldAutorotate, which \(warning.message).",
                        fix:
                            "Change supportedInterfaceOrientations instead and call setNeedsUpdateOfSupportedInterfaceOrientations().",
                        evidence: variant.evidence(visit)))
            }
        }
        return findings
    }

    /// Whether a boolean answer can be NO on `device`: a literal NO in a branch the device can
    /// take (a condition on its idiom or OS picks one branch; a flag leaves both), or a forward
    /// whose target can say NO (`forward`).
    static func canBeFalse(
        _ answer: Answer<Bool>, on device: DeviceConfiguration, forward: (ForwardTarget) -> Bool
    ) -> Bool {
        switch answer {
        case .literal(let value): return !value
        case .conditional(let condition, let then, let otherwise):
            switch condition.holds(on: device) {
            case true?: return canBeFalse(then, on: device, forward: forward)
            case false?: return canBeFalse(otherwise, on: device, forward: forward)
            case nil:
                return canBeFalse(then, on: device, forward: forward)
                    || canBeFalse(otherwise, on: device, forward: forward)
            }
        case .forward(let target): return forward(target)
        }
    }

    /// Which answers a container's `shouldAutorotate` forward can reach: its children as declared
    /// and as the scenario's events push them, through their own forwards (a child without an
    /// answer says UIKit's YES). A visible view controller may also be one presented above the
    /// stack, so that forward reaches every view controller of the scenario.
    struct ForwardReach {
        let scenario: Scenario
        let pushed: [Int: [Int]]

        init(scenario: Scenario) {
            self.scenario = scenario
            pushed = scenario.pushedChildren
        }

        /// Whether `target` of `vc` can answer NO.
        func canBeFalse(_ vc: Int, _ target: ForwardTarget) -> Bool {
            var visited: Set<Int> = []
            return reachesFalse(vc, target, &visited)
        }

        private func reachesFalse(_ vc: Int, _ target: ForwardTarget, _ visited: inout Set<Int>) -> Bool {
            guard vc < scenario.viewControllers.count, visited.insert(vc).inserted else { return false }
            let candidates =
                target == .visibleViewController
                ? Array(scenario.viewControllers.indices)
                : scenario.viewControllers[vc].children + (pushed[vc] ?? [])
            for child in candidates where child < scenario.viewControllers.count && child != vc {
                guard let answer = scenario.viewControllers[child].shouldAutorotate else { continue }
                if AR006ShouldAutorotateIgnored.canBeFalse(
                    answer, on: scenario.device, forward: { reachesFalse(child, $0, &visited) })
                {
                    return true
                }
            }
            return false
        }
    }
}
