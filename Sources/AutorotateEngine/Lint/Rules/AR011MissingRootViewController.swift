import AutorotateWire

/// AR011 (R5.4): no root view controller at the end of launch: an exception from 9.0 (typed
/// ``ExceptionCode/missingRootViewController``), a logged line before (``LogCodes``), which makes
/// the finding a warning there.
struct AR011MissingRootViewController: LintRule {
    static let entry = LintCatalogueEntry(
        id: "AR011", name: "MissingRootViewController",
        title: "No root view controller at the end of launch", severity: .error, rule: "R5.4",
        confidence: .observed,
        description:
            "A window without a rootViewController at the end of launch is logged on iOS 5.0–8.x and raises NSInternalInconsistencyException from 9.0",
        help: "Set window.rootViewController before application:didFinishLaunchingWithOptions: returns.",
        triggeringExample: #"""
            {"name": "window without a root view controller",
             "device": {"idiom": "phone", "os": "8.0"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]}},
             "viewControllers": {"content": {"class": "ContentViewController"}},
             "window": {"rootViewController": null},
             "lint": {"minimumOS": "8.0", "maximumOS": "10.0"}}
            """#,
        nonTriggeringExample: #"""
            {"name": "window with a root view controller",
             "device": {"idiom": "phone", "os": "8.0"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]}},
             "viewControllers": {"content": {"class": "ContentViewController"}},
             "window": {"rootViewController": "content"},
             "lint": {"minimumOS": "8.0", "maximumOS": "10.0"}}
            """#)

    private static let pointer = "/window/rootViewController"

    func findings(in variant: LintVariant) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        for visit in variant.visits {
            if let exception = visit.decision.exception, exception.kind.code == .missingRootViewController {
                findings.append(
                    RuleFinding(
                        pointer: Self.pointer,
                        message:
                            "On iOS \(variant.os) the app crashes at the end of launch: \(exception.name): '\(exception.reason)'",
                        fix: entry.help, evidence: variant.evidence(visit, exception: exception)))
            }
            if visit.decision.logCodes.code?.contains(.missingRootViewController) == true {
                let line = UIKitLogLines.text(of: .missingRootViewController)
                findings.append(
                    RuleFinding(
                        pointer: Self.pointer,
                        message:
                            "On iOS \(variant.os) the window has no root view controller at the end of launch: UIKit logs '\(line)' and asks no view controller for orientations (R2.9); from iOS 9.0 this is a crash.",
                        fix: entry.help, evidence: variant.evidence(visit), severity: .warning))
            }
        }
        return findings
    }
}
