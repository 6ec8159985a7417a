import AutorotateWire

/// AR005 (R3.1, R3.5): a container that does not forward answers with its own mask, so its
/// child's `supportedInterfaceOrientations` is never read; read from the engine's masks, with a
/// probe's rotation the child's mask forbids as evidence.
struct AR005ChildMaskIgnoredByContainer: LintRule {
    static let entry = LintCatalogueEntry(
        id: "AR005", name: "ChildMaskIgnoredByContainer",
        title: "Child view controller's orientations ignored by its container", severity: .warning,
        rule: "R3.1", confidence: .documented,
        description:
            "From iOS 6.0, UIKit asks only the top-most full-screen view controller; a stock UINavigationController, UITabBarController or UISplitViewController (and a custom container) answers with its own (default) mask and never asks its children, so a child's supportedInterfaceOrientations has no effect",
        help:
            "Subclass the container (or use its iOS 7+ delegate) and forward: return topViewController?.supportedInterfaceOrientations (navigation) or selectedViewController?.supportedInterfaceOrientations (tab bar).",
        triggeringExample: #"""
            {"name": "portrait-only list in a stock navigation controller",
             "device": {"idiom": "phone", "os": "12.0"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]}},
             "viewControllers": {"nav": {"kind": "navigationController", "viewControllers": ["list"]}, "list": {"class": "ListViewController", "supportedInterfaceOrientations": "portrait"}},
             "window": {"rootViewController": "nav"},
             "lint": {"minimumOS": "12.0", "maximumOS": "26.0", "idioms": ["phone"]}}
            """#,
        nonTriggeringExample: #"""
            {"name": "navigation controller forwarding to its top",
             "device": {"idiom": "phone", "os": "12.0"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]}},
             "viewControllers": {"nav": {"kind": "navigationController", "class": "RotatingNavigationController", "viewControllers": ["list"], "supportedInterfaceOrientations": {"forward": "topViewController"}}, "list": {"class": "ListViewController", "supportedInterfaceOrientations": "portrait"}},
             "window": {"rootViewController": "nav"},
             "lint": {"minimumOS": "12.0", "maximumOS": "26.0", "idioms": ["phone"]}}
            """#)

    func findings(in variant: LintVariant) -> [RuleFinding] {
        guard variant.os.major >= 6 else { return [] }
        var findings: [RuleFinding] = []
        let specs = variant.scenario.viewControllers
        let pushed = variant.scenario.pushedChildren
        for (container, spec) in specs.enumerated() where !spec.children.isEmpty || pushed[container] != nil {
            let (containerMask, source) = variant.engine.viewControllerMask(container)
            guard source != .forward else { continue }
            for child in spec.children + (pushed[container] ?? [])
            where specs[child].supportedInterfaceOrientations != nil {
                let childMask = variant.engine.viewControllerMask(child).mask
                guard childMask.effective != containerMask.effective else { continue }
                let how: String
                switch source {
                case .uikitDefault:
                    how = "does not override supportedInterfaceOrientations and answers UIKit's default"
                case .containerDelegate: how = "answers through its delegate"
                case .own, .forward: how = "answers its own mask"
                }
                let childName = variant.name(specs[child])
                let containerName =
                    spec.className == spec.kind.defaultClassName && !Prose.isGeneratedID(spec.id)
                    ? "'\(spec.id)' (\(spec.className))" : variant.name(spec)
                let evidence = variant.firstEvidence { decision in
                    decision.rotated && decision.decidedBy.viewController == spec.id
                        && (LintVariant.orientation(named: decision.interfaceOrientation).map {
                            !childMask.contains($0)
                        } ?? false)
                }
                let forward: String
                switch spec.kind {
                case .navigationController: forward = "topViewController"
                case .tabBarController: forward = "selectedViewController"
                case .splitViewController, .viewController: forward = "allChildren"
                }
                let subclass =
                    spec.className == spec.kind.defaultClassName
                    ? "\(spec.className) subclass" : spec.className
                let returning =
                    forward == "allChildren"
                    ? "its visible child's answer" : "\(forward)?.supportedInterfaceOrientations"
                findings.append(
                    RuleFinding(
                        pointer: variant.vcPointer(child, "supportedInterfaceOrientations"),
                        message:
                            "\(childName) returns \(LintVariant.names(childMask)) from supportedInterfaceOrientations, but on iOS \(variant.os) UIKit asks its container \(containerName), which \(how): \(LintVariant.names(containerMask.effective)). The mask of \(childName) is never read.",
                        fix:
                            "Decide who answers for \(childName): make \(variant.name(spec)) forward (override supportedInterfaceOrientations in a \(subclass) to return \(returning)), or give \(variant.name(spec)) the orientations \(childName) needs.",
                        evidence: evidence,
                        candidates: [
                            FindingSuggestion(
                                summary:
                                    "Make \(variant.name(spec)) forward: override supportedInterfaceOrientations in a \(subclass) to return \(returning) (scenario: \"supportedInterfaceOrientations\": {\"forward\": \"\(forward)\"}).",
                                patch: [
                                    variant.settingMember(
                                        container, "supportedInterfaceOrientations",
                                        to: .object(JSONObject([JSONMember("forward", .string(forward))])))
                                ])
                        ]))
            }
        }
        return findings
    }
}
