import AutorotateWire
import Testing

@testable import AutorotateEngine

/// R6.4 with R2.6(b): a full-screen dismissal checks the uncovered decider's overridden preferred
/// orientation as a present does, and raises the version's (b) text when it is no orientation or
/// one outside the allowed set; the resolution that follows is unchanged. Observed from 10.0
/// {FAPanels54}{Bytedance105}{NYT360}{HHTransition16}: a landscape-only presenter whose preferred
/// is portrait, and a navigation delegate answering 0, crash when a full-screen modal above them is
/// dismissed; on 6.0–9.x the check is inferred (R2.6(b)'s older text, R0.3).
@Suite struct DismissalPreferredCheckTests {
    static let name = "UIApplicationInvalidInterfaceOrientation"
    static let oldText =
        "preferredInterfaceOrientationForPresentation must return a supported interface orientation!"
    static let portraitInLandscape =
        "preferredInterfaceOrientationForPresentation 'portrait' must match a supported interface orientation: 'landscapeLeft, landscapeRight'!"

    /// The first crash log: a landscape-only root `base` (preferred `preferred`), the device in
    /// landscape, a modal presented over it with `style`, then dismissed.
    static func landscapeBase(
        os: String, preferred: String?, style: String = "fullScreen", idiom: String = "phone"
    ) throws -> Simulation {
        let preferredMember =
            preferred.map { #", "preferredInterfaceOrientationForPresentation": \#($0)"# } ?? ""
        return try RuleTest.run(
            """
            {"device": {"os": "\(os)", "idiom": "\(idiom)", "orientation": "landscapeLeft"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["portrait", "landscapeLeft", "landscapeRight"]}},
             "viewControllers": {
               "base": {"class": "PlayerViewController", "supportedInterfaceOrientations": "landscape"\(preferredMember)},
               "modal": {"class": "ShareViewController"}},
             "window": {"rootViewController": "base"},
             "events": [{"type": "present", "viewController": "modal", "style": "\(style)"},
                        {"type": "dismiss"}]}
            """)
    }

    /// 10.0+: dismissing a full-screen modal onto a landscape-only controller that prefers portrait
    /// crashes with the named text, observed, although landscapeRight is allowed and kept before.
    @Test(arguments: ["11.4", "12.0", "15.5", "16.4"])
    func fullScreenDismissalOntoInconsistentPairCrashes(os: String) throws {
        let simulation = try Self.landscapeBase(os: os, preferred: #""portrait""#)
        #expect(simulation.decisions[0].exception == nil)
        #expect(simulation.decisions[0].interfaceOrientation == "landscapeRight")
        let dismissal = simulation.decisions[1]
        #expect(dismissal.exception == ExceptionInfo(name: Self.name, reason: Self.portraitInLandscape))
        #expect(dismissal.rule == "R2.6")
        #expect(dismissal.confidence == .observed)
        #expect(dismissal.interfaceOrientation == "landscapeRight")
        #expect(dismissal.decidedBy.viewController == "base")
        #expect(dismissal.queryList.last == "base.preferredInterfaceOrientationForPresentation")
        #expect(
            dismissal.explanation.hasPrefix(
                "On dismissal UIKit checks the preferred orientation of base: preferredInterfaceOrientationForPresentation returns portrait"
            ))
        #expect(
            simulation.terminated
                == Termination(
                    event: 1, exception: ExceptionInfo(name: Self.name, reason: Self.portraitInLandscape)))
    }

    /// 10.0 itself: the named text at the inferred 10.0 boundary (#2) is reported inferred.
    @Test func dismissalTextOn10_0IsInferred() throws {
        let dismissal = try Self.landscapeBase(os: "10.0", preferred: #""portrait""#).decisions[1]
        #expect(dismissal.exception?.reason == Self.portraitInLandscape)
        #expect(dismissal.confidence == .inferred)
    }

    /// 6.0–9.x: the check follows the rule with the older text, reported inferred (no log shows it).
    @Test(arguments: ["6.0", "7.1", "8.4", "9.3"])
    func dismissalBefore10UsesTheOlderTextInferred(os: String) throws {
        let simulation = try Self.landscapeBase(os: os, preferred: #""portrait""#)
        let dismissal = simulation.decisions[1]
        #expect(dismissal.exception == ExceptionInfo(name: Self.name, reason: Self.oldText))
        #expect(dismissal.rule == "R2.6")
        #expect(dismissal.confidence == .inferred)
        #expect(simulation.terminated?.event == 1)
    }

    /// The second crash log: a navigation controller whose delegate answers 0 ("unknown") for the
    /// preferred orientation, in a portrait app, crashes when a full-screen modal is dismissed.
    @Test(arguments: ["0", #""unknown""#])
    func navigationDelegateAnsweringZeroCrashes(preferred: String) throws {
        let simulation = try RuleTest.run(
            """
            {"device": {"os": "14.5"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["portrait"]}},
             "viewControllers": {
               "nav": {"kind": "navigationController", "viewControllers": ["home"],
                       "delegate": {"preferredInterfaceOrientationForPresentation": \(preferred)}},
               "home": {}, "modal": {}},
             "window": {"rootViewController": "nav"},
             "events": [{"type": "present", "viewController": "modal", "style": "fullScreen"},
                        {"type": "dismiss"}]}
            """)
        let dismissal = simulation.decisions[1]
        #expect(
            dismissal.exception
                == ExceptionInfo(
                    name: Self.name,
                    reason:
                        "preferredInterfaceOrientationForPresentation 'unknown' must match a supported interface orientation: 'portrait'!"
                ))
        #expect(dismissal.decidedBy.viewController == "nav")
        #expect(dismissal.interfaceOrientation == "portrait")
        #expect(dismissal.confidence == .observed)
    }

    /// A page sheet on iOS 13+ and a form sheet on iPad do not decide, so their dismissal re-reads
    /// nothing and the inconsistent preferred orientation is never checked.
    @Test(arguments: [
        ("13.0", "pageSheet", "phone"), ("16.4", "automatic", "phone"), ("12.0", "formSheet", "pad"),
    ])
    func sheetDismissalDoesNotCrash(os: String, style: String, idiom: String) throws {
        let simulation = try Self.landscapeBase(os: os, preferred: #""portrait""#, style: style, idiom: idiom)
        let dismissal = simulation.decisions[1]
        #expect(dismissal.exception == nil)
        #expect(simulation.terminated == nil)
        #expect(dismissal.queries.isEmpty)
        #expect(dismissal.rule == "R6.4")
        #expect(dismissal.interfaceOrientation == "landscapeRight")
    }

    /// A default preferred orientation is never checked (#4): the dismissal keeps landscapeRight,
    /// and UIKit's default method is not listed among the calls.
    @Test(arguments: ["9.3", "12.0", "16.4"])
    func defaultPreferredDoesNotCrash(os: String) throws {
        let simulation = try Self.landscapeBase(os: os, preferred: nil)
        let dismissal = simulation.decisions[1]
        #expect(dismissal.exception == nil)
        #expect(simulation.terminated == nil)
        #expect(dismissal.rule == "R6.4")
        #expect(dismissal.interfaceOrientation == "landscapeRight")
        #expect(!dismissal.queryList.contains("base.preferredInterfaceOrientationForPresentation"))
    }

    /// A valid overridden preferred orientation passes the check and keeps today's answer: the
    /// current landscapeRight, not the preferred landscapeLeft; the call is listed once and the
    /// explanation names the check.
    @Test(arguments: ["9.3", "12.0", "16.4"])
    func validPreferredKeepsTheResolution(os: String) throws {
        let simulation = try Self.landscapeBase(os: os, preferred: #""landscapeLeft""#)
        let dismissal = simulation.decisions[1]
        #expect(dismissal.exception == nil)
        #expect(simulation.terminated == nil)
        #expect(dismissal.rule == "R6.4")
        #expect(dismissal.interfaceOrientation == "landscapeRight")
        #expect(!dismissal.rotated)
        #expect(
            dismissal.queryList.filter { $0 == "base.preferredInterfaceOrientationForPresentation" }.count
                == 1)
        #expect(
            dismissal.explanation
                == "On dismissal UIKit checks the preferred orientation of base: landscapeLeft is allowed. base decides again and keeps landscapeRight."
        )
    }

    /// When the resolution falls through to the preferred step (current no longer allowed), the
    /// checked preferred orientation is used and UIKit's call is listed once, not twice.
    @Test func resolutionReachingThePreferredStepAsksOnce() throws {
        let simulation = try RuleTest.run(
            """
            {"device": {"os": "12.0", "orientation": "faceUp"},
             "viewControllers": {
               "base": {"supportedInterfaceOrientations": "portrait", "preferredInterfaceOrientationForPresentation": "portrait"},
               "modal": {"supportedInterfaceOrientations": "landscape"}},
             "window": {"rootViewController": "base"},
             "events": [{"type": "present", "viewController": "modal", "style": "fullScreen"},
                        {"type": "setViewControllerProperty", "viewController": "base",
                         "property": "supportedInterfaceOrientations", "value": "landscapeLeft"},
                        {"type": "setViewControllerProperty", "viewController": "base",
                         "property": "preferredInterfaceOrientationForPresentation", "value": "landscapeLeft"},
                        {"type": "dismiss"}]}
            """)
        #expect(simulation.decisions[0].interfaceOrientation == "landscapeRight")
        let dismissal = simulation.decisions[3]
        #expect(dismissal.exception == nil)
        #expect(dismissal.interfaceOrientation == "landscapeLeft")
        #expect(
            dismissal.queryList.filter { $0 == "base.preferredInterfaceOrientationForPresentation" }.count
                == 1)
    }

    /// As on a present, shouldAutorotate NO with nothing in common (so no (a), 6.0–15.x) leaves
    /// the preferred orientation fitting nothing: the dismissal raises (b) with an empty list.
    @Test func emptyAllowedSetWithShouldAutorotateNoRaisesB() throws {
        let simulation = try RuleTest.run(
            """
            {"device": {"os": "12.0"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["portrait"]}},
             "viewControllers": {
               "base": {"shouldAutorotate": false, "supportedInterfaceOrientations": "portrait",
                        "preferredInterfaceOrientationForPresentation": "portrait"},
               "modal": {}},
             "window": {"rootViewController": "base"},
             "events": [{"type": "present", "viewController": "modal", "style": "fullScreen"},
                        {"type": "setViewControllerProperty", "viewController": "base",
                         "property": "supportedInterfaceOrientations", "value": "landscape"},
                        {"type": "dismiss"}]}
            """)
        let dismissal = simulation.decisions[2]
        #expect(
            dismissal.exception?.reason
                == "preferredInterfaceOrientationForPresentation 'portrait' must match a supported interface orientation: ''!"
        )
        #expect(dismissal.confidence == .inferred)
    }
}
