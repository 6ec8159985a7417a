import AutorotateWire
import Testing

@testable import AutorotateEngine

/// R7.1–R7.6: attemptRotationToDeviceOrientation, setStatusBarOrientation per era, the
/// device-notification counter, the KVC hack, notification order, and app reactions.
@Suite struct StatusBarAndDeviceRuleTests {
    static let deviceNote = "UIDeviceOrientationDidChangeNotification"
    static let willNote = "UIApplicationWillChangeStatusBarOrientationNotification"
    static let didNote = "UIApplicationDidChangeStatusBarOrientationNotification"
    static let begin = #"{"type": "beginGeneratingDeviceOrientationNotifications"}"#
    static let end = #"{"type": "endGeneratingDeviceOrientationNotifications"}"#
    static let attempt = #"{"type": "attemptRotationToDeviceOrientation"}"#

    static func simulate(
        os: String = "9.0", app: String = "{}", viewControllers: String = #"{"root": {}}"#,
        root: String = #""root""#, events: [String]
    ) throws -> Simulation {
        try RuleTest.run(
            """
            {"device": {"os": "\(os)"}, "app": \(app), "viewControllers": \(viewControllers),
             "window": {"rootViewController": \(root)}, "events": [\(events.joined(separator: ", "))]}
            """)
    }

    static func device(_ orientation: String) -> String {
        #"{"type": "deviceOrientation", "orientation": "\#(orientation)"}"#
    }
    static func statusBar(_ orientation: String, animated: Bool = true) -> String {
        #"{"type": "setStatusBarOrientation", "orientation": "\#(orientation)", "animated": \#(animated)}"#
    }
    static func kvc(_ orientation: String) -> String {
        #"{"type": "setDeviceOrientationViaKeyValueCoding", "orientation": "\#(orientation)"}"#
    }
    static func setSupported(_ vc: String, _ mask: String) -> String {
        #"{"type": "setViewControllerProperty", "viewController": "\#(vc)", "property": "supportedInterfaceOrientations", "value": "\#(mask)"}"#
    }

    /// R7.1: attemptRotation re-runs R2.5 with the unchanged device orientation once the answer changed.
    @Test func attemptRotationFollowsTheDevice() throws {
        let simulation = try Self.simulate(
            viewControllers: #"{"root": {"supportedInterfaceOrientations": "portrait"}}"#,
            events: [
                Self.device("landscapeLeft"), Self.setSupported("root", "allButUpsideDown"), Self.attempt,
            ])
        #expect(simulation.decisions[0].interfaceOrientation == "portrait")
        #expect(simulation.decisions[1].interfaceOrientation == "portrait")
        let attempt = simulation.decisions[2]
        #expect(attempt.interfaceOrientation == "landscapeRight")
        #expect(attempt.rotated)
        #expect(attempt.rule == "R7.1")
        #expect(attempt.confidence == .documented)
        #expect(attempt.queryList == ["root.shouldAutorotate", "root.supportedInterfaceOrientations"])
        #expect(attempt.notifications == [Self.willNote, Self.didNote])
    }

    /// R7.1, R0.5: attemptRotation does not exist before 5.0.
    @Test func attemptRotationUnavailableBefore5() throws {
        let simulation = try Self.simulate(os: "4.3", events: [Self.attempt])
        #expect(
            simulation.decisions[0].warningMessages == [
                "attemptRotationToDeviceOrientation is not available before iOS 5.0"
            ])
        #expect(simulation.decisions[0].rule == "R0.5")
    }

    /// R7.1: 16+ still works but warns that the method is deprecated.
    @Test func attemptRotationDeprecatedOn16() throws {
        let simulation = try Self.simulate(
            os: "16.0", viewControllers: #"{"root": {"supportedInterfaceOrientations": "portrait"}}"#,
            events: [Self.device("landscapeLeft"), Self.setSupported("root", "landscape"), Self.attempt])
        let attempt = simulation.decisions[2]
        #expect(
            attempt.warnings.first?.message == "attemptRotationToDeviceOrientation is deprecated in iOS 16")
        #expect(attempt.interfaceOrientation == "landscapeRight")
        #expect(attempt.rule == "R7.1")
        #expect(attempt.confidence == .inferred)
    }

    /// R7.1: a no-longer-allowed orientation is kept when the device orientation is not allowed either; warning, inferred.
    @Test func attemptRotationKeepsNoLongerAllowed() throws {
        let simulation = try Self.simulate(
            app:
                #"{"infoPlist": {"UISupportedInterfaceOrientations": ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]}}"#,
            events: [
                Self.device("landscapeLeft"), Self.setSupported("root", "portraitUpsideDown"),
                Self.device("portrait"), Self.attempt,
            ])
        #expect(simulation.decisions[2].interfaceOrientation == "landscapeRight")
        let attempt = simulation.decisions[3]
        #expect(attempt.interfaceOrientation == "landscapeRight")
        #expect(!attempt.rotated)
        #expect(attempt.warningCodes == ["orientationNoLongerAllowed"])
        #expect(attempt.confidence == .inferred)
    }

    /// R7.1 on ≤ 5.x ("runs R2.5 (≤ 5.x: R4.2)"; never leaving a no-longer-allowed orientation is
    /// inferred): the root stops accepting landscape while the device stays landscape, so the
    /// interface keeps landscapeRight, with the warning and `inferred` as on 6.0+, and without a
    /// query UIKit does not make.
    @Test func attemptRotationKeepsNoLongerAllowedOnLegacy() throws {
        let simulation = try Self.simulate(
            os: "5.0", viewControllers: #"{"root": {"shouldAutorotateToInterfaceOrientation": "landscape"}}"#,
            events: [
                Self.device("landscapeLeft"),
                #"{"type": "setViewControllerProperty", "viewController": "root", "property": "shouldAutorotateToInterfaceOrientation", "value": "portrait"}"#,
                Self.attempt,
            ])
        #expect(simulation.decisions[0].interfaceOrientation == "landscapeRight")
        let attempt = simulation.decisions[2]
        #expect(attempt.interfaceOrientation == "landscapeRight")
        #expect(!attempt.rotated)
        #expect(attempt.rule == "R7.1")
        #expect(attempt.warningCodes == ["orientationNoLongerAllowed"])
        #expect(attempt.confidence == .inferred)
        #expect(attempt.queries.count == 1)
    }

    /// R7.1, R2.11: the shouldAutorotate gate applies to attemptRotation too (6.0–15.x).
    @Test func attemptRotationGatedByShouldAutorotate() throws {
        let simulation = try Self.simulate(
            viewControllers: #"{"root": {"shouldAutorotate": false}}"#,
            events: [Self.device("landscapeLeft"), Self.attempt])
        #expect(simulation.decisions[1].interfaceOrientation == "portrait")
        #expect(simulation.decisions[1].decidedBy.via == "shouldAutorotate")
    }

    /// R7.2: ≤ 5.x setStatusBarOrientation is always honoured: SBO moves with Will/Did, interface and views stay.
    @Test func statusBarHonouredOnLegacy() throws {
        let simulation = try Self.simulate(os: "5.1", events: [Self.statusBar("landscapeLeft")])
        let decision = simulation.decisions[0]
        #expect(decision.statusBarOrientation == "landscapeLeft")
        #expect(decision.interfaceOrientation == "portrait")
        #expect(!decision.rotated)
        #expect(decision.notifications == [Self.willNote, Self.didNote])
        #expect(decision.callbacks.isEmpty)
        #expect(decision.views.isEmpty)
        #expect(decision.rule == "R7.2")
    }

    /// R7.2: on 6.0–15.x a decider that autorotates with a non-zero mask ignores it (a warning only); shouldAutorotate NO lets it through (observed).
    @Test func statusBarNeedsShouldAutorotateNo() throws {
        let refused = try Self.simulate(os: "9.0", events: [Self.statusBar("landscapeLeft")])
        #expect(refused.decisions[0].statusBarOrientation == "portrait")
        #expect(refused.decisions[0].notifications.isEmpty)
        #expect(refused.decisions[0].warningCodes == ["ignored"])
        #expect(refused.decisions[0].confidence == .inferred)
        let honoured = try Self.simulate(
            os: "15.0", viewControllers: #"{"root": {"shouldAutorotate": false}}"#,
            events: [Self.statusBar("landscapeLeft")])
        #expect(honoured.decisions[0].statusBarOrientation == "landscapeLeft")
        #expect(honoured.decisions[0].interfaceOrientation == "portrait")
        #expect(honoured.decisions[0].notifications == [Self.willNote, Self.didNote])
        #expect(honoured.decisions[0].confidence == .observed)
    }

    /// R7.2: with no decider (6.0–8.x) it is honoured, and the status bar survives device events until a real rotation.
    @Test func statusBarWithoutDeciderSurvivesDeviceEvents() throws {
        let simulation = try Self.simulate(
            os: "8.0", viewControllers: "{}", root: "null",
            events: [
                Self.statusBar("landscapeLeft"), Self.device("faceUp"), Self.device("portrait"),
                Self.device("landscapeLeft"),
            ])
        #expect(simulation.decisions[0].statusBarOrientation == "landscapeLeft")
        #expect(simulation.decisions[1].statusBarOrientation == "landscapeLeft")
        #expect(simulation.decisions[2].statusBarOrientation == "landscapeLeft")
        #expect(simulation.decisions[2].interfaceOrientation == "portrait")
        #expect(simulation.decisions[3].statusBarOrientation == "landscapeRight")
        #expect(simulation.decisions[3].interfaceOrientation == "landscapeRight")
    }

    /// R7.2: never on 16+ (a warning); and setting the current SBO posts nothing.
    @Test func statusBarIgnoredOn16AndNoOpWhenEqual() throws {
        let modern = try Self.simulate(
            os: "16.0", viewControllers: "{}", root: "null", events: [Self.statusBar("landscapeLeft")])
        #expect(modern.launch.exception?.name == "NSInternalInconsistencyException")
        let ios16 = try Self.simulate(
            os: "16.0", viewControllers: #"{"root": {"shouldAutorotate": false}}"#,
            events: [Self.statusBar("landscapeLeft")])
        #expect(ios16.decisions[0].statusBarOrientation == "portrait")
        #expect(ios16.decisions[0].warnings.count == 1)
        #expect(ios16.decisions[0].notifications.isEmpty)
        #expect(ios16.decisions[0].rule == "R7.2")
        #expect(ios16.decisions[0].confidence == .observed)
        let same = try Self.simulate(os: "5.1", events: [Self.statusBar("portrait")])
        #expect(same.decisions[0].notifications.isEmpty)
        #expect(same.decisions[0].warnings.isEmpty)
    }

    /// R7.3: the counter starts at 0 (reported unknown, no notification); begin/end move it; never below 0 (warning).
    @Test func notificationCounter() throws {
        let simulation = try Self.simulate(
            events: [
                Self.device("landscapeLeft"), Self.begin, Self.begin, Self.end, Self.device("portrait"),
                Self.end,
                Self.end, Self.device("landscapeLeft"),
            ])
        let first = simulation.decisions[0]
        #expect(first.reportedDeviceOrientation == "unknown")
        #expect(first.notifications == [Self.willNote, Self.didNote])
        #expect(first.rotated)
        #expect(simulation.decisions[1].reportedDeviceOrientation == "landscapeLeft")
        #expect(simulation.decisions[3].reportedDeviceOrientation == "landscapeLeft")
        #expect(simulation.decisions[4].notifications == [Self.deviceNote, Self.willNote, Self.didNote])
        #expect(simulation.decisions[5].reportedDeviceOrientation == "unknown")
        #expect(simulation.decisions[6].warningCodes == ["unbalancedEnd"])
        #expect(simulation.decisions[6].confidence == .inferred)
        #expect(simulation.decisions[7].notifications == [Self.willNote, Self.didNote])
        #expect(simulation.decisions[7].reportedDeviceOrientation == "unknown")
    }

    /// R7.3: only a change of the device orientation posts; the same orientation twice posts nothing.
    @Test func unchangedDeviceOrientationPostsNothing() throws {
        let simulation = try Self.simulate(events: [
            Self.begin, Self.device("portrait"), Self.device("faceDown"),
        ])
        #expect(simulation.decisions[1].notifications.isEmpty)
        #expect(simulation.decisions[2].notifications == [Self.deviceNote])
    }

    /// R7.4: ≤ 15.x the KVC hack sets the device orientation and R2.5 follows; an equal value does nothing (set unknown first).
    @Test func kvcHackUpTo15() throws {
        let simulation = try Self.simulate(
            os: "15.0",
            viewControllers:
                #"{"root": {"supportedInterfaceOrientations": {"if": "landscape", "then": "landscape", "else": "portrait"}}}"#,
            events: [
                Self.kvc("portrait"), #"{"type": "setFlag", "name": "landscape", "value": true}"#,
                Self.kvc("landscapeLeft"), #"{"type": "setFlag", "name": "landscape", "value": false}"#,
                Self.kvc("landscapeLeft"), Self.kvc("unknown"), Self.kvc("portrait"),
            ].map { $0 })
        #expect(simulation.decisions[0].rule == "R7.4")
        #expect(simulation.decisions[0].queries.isEmpty)
        let toLandscape = simulation.decisions[2]
        #expect(toLandscape.deviceOrientation == "landscapeLeft")
        #expect(toLandscape.interfaceOrientation == "landscapeRight")
        #expect(toLandscape.rule == "R7.4")
        #expect(toLandscape.confidence == .observed)
        #expect(simulation.decisions[4].interfaceOrientation == "landscapeRight")
        #expect(simulation.decisions[4].queries.isEmpty)
        #expect(simulation.decisions[5].deviceOrientation == "unknown")
        #expect(simulation.decisions[6].interfaceOrientation == "portrait")
        #expect(simulation.decisions[6].rotated)
    }

    /// R7.4, R0.4: 16+ the hack changes nothing and logs UIKit's line verbatim (no shim: inferred).
    @Test func kvcHackDeadOn16() throws {
        let simulation = try Self.simulate(os: "16.0", events: [Self.kvc("landscapeLeft")])
        let decision = simulation.decisions[0]
        #expect(decision.deviceOrientation == "portrait")
        #expect(decision.interfaceOrientation == "portrait")
        #expect(
            decision.log == [
                "[Orientation] BUG IN CLIENT OF UIKIT: Setting UIDevice.orientation is not supported. Please use UIWindowScene.requestGeometryUpdate(_:)"
            ])
        #expect(decision.rule == "R7.4")
        #expect(decision.confidence == .inferred)
    }

    /// R7.5: in one event the device notification, status-bar Will, the callbacks, then status-bar Did.
    @Test func notificationOrderAroundCallbacks() throws {
        let simulation = try Self.simulate(
            os: "7.1", viewControllers: #"{"root": {"view": {"id": "v", "frame": [0, 20, 320, 460]}}}"#,
            events: [Self.begin, Self.device("landscapeLeft")])
        let decision = simulation.decisions[1]
        #expect(decision.notifications == [Self.deviceNote, Self.willNote, Self.didNote])
        #expect(decision.callbackList.first == "root.willRotateToInterfaceOrientation:duration:")
        #expect(decision.callbackList.last == "root.didRotateFromInterfaceOrientation:")
    }

    /// R7.6: a reaction runs after UIKit handled the device notification, nested in the trigger's Decision; the trigger reports the state after it.
    @Test func reactionRunsInsideTheTrigger() throws {
        let simulation = try Self.simulate(
            app: """
                {"reactions": [{"on": "UIDeviceOrientationDidChangeNotification", "when": "landscape",
                                "do": [{"type": "present", "viewController": "landscapeVC", "style": "fullScreen", "animated": false}]}]}
                """,
            viewControllers:
                #"{"root": {"supportedInterfaceOrientations": "portrait"}, "landscapeVC": {"supportedInterfaceOrientations": "landscape"}}"#,
            events: [Self.begin, Self.device("landscapeLeft"), Self.device("portrait")])
        let trigger = simulation.decisions[1]
        #expect(trigger.reactions.count == 1)
        let reaction = trigger.reactions[0]
        #expect(reaction.event == 1)
        #expect(reaction.type == "present")
        #expect(reaction.interfaceOrientation == "landscapeRight")
        #expect(trigger.interfaceOrientation == "landscapeRight")
        #expect(trigger.previousInterfaceOrientation == "portrait")
        #expect(trigger.rotated)
        #expect(trigger.topViewController == "landscapeVC")
        #expect(trigger.presented == ["landscapeVC"])
        #expect(trigger.decidedBy.viewController == "root")
        #expect(trigger.notifications == [Self.deviceNote])
        #expect(trigger.callbacks.isEmpty)
        #expect(trigger.confidence == reaction.confidence || trigger.confidence > reaction.confidence)
        #expect(simulation.decisions[2].reactions.isEmpty)
    }

    /// R7.6: a `when` on a status-bar notification is tested on the new SBO, and reactions of reactions nest.
    @Test func statusBarReactionsNest() throws {
        let simulation = try Self.simulate(
            os: "5.1",
            app: """
                {"reactions": [
                  {"on": "UIApplicationDidChangeStatusBarOrientationNotification", "when": "landscapeLeft",
                   "do": [{"type": "setStatusBarOrientation", "orientation": "landscapeRight", "animated": false}]},
                  {"on": "UIApplicationWillChangeStatusBarOrientationNotification", "when": "landscapeRight",
                   "do": [{"type": "setFlag", "name": "seen", "value": true}]}]}
                """,
            events: [Self.statusBar("landscapeLeft")])
        let trigger = simulation.decisions[0]
        #expect(trigger.statusBarOrientation == "landscapeRight")
        #expect(trigger.reactions.map(\.type) == ["setStatusBarOrientation"])
        #expect(trigger.reactions.first?.reactions.map(\.type) == ["setFlag"])
    }

    /// R7.6: beyond depth 8 a reaction is not run and the Decision whose notification triggered it warns.
    @Test func reactionDepthLimit() throws {
        let simulation = try Self.simulate(
            os: "5.1",
            app: """
                {"reactions": [{"on": "UIApplicationDidChangeStatusBarOrientationNotification", "when": "portrait",
                                "do": [{"type": "setStatusBarOrientation", "orientation": "landscapeLeft", "animated": false}]},
                               {"on": "UIApplicationDidChangeStatusBarOrientationNotification", "when": "landscape",
                                "do": [{"type": "setStatusBarOrientation", "orientation": "portrait", "animated": false}]}]}
                """,
            events: [Self.statusBar("landscapeLeft")])
        var decision = simulation.decisions[0]
        var depth = 0
        while let next = decision.reactions.first {
            #expect(decision.warnings.isEmpty)
            decision = next
            depth += 1
        }
        #expect(depth == 8)
        #expect(decision.warnings.map(\.message) == ["reaction depth limit (8) reached"])
        #expect(decision.warningCodes == ["reactionDepthLimit"])
        #expect(simulation.terminated == nil)
    }

    /// R7.6: an exception in a reaction's event ends the simulation at the triggering scenario event.
    @Test func exceptionInReactionTerminatesAtTrigger() throws {
        let simulation = try Self.simulate(
            os: "10.0",
            app: """
                {"reactions": [{"on": "UIDeviceOrientationDidChangeNotification", "when": "landscapeLeft",
                                "do": [{"type": "present", "viewController": "bad", "style": "fullScreen"},
                                       {"type": "setFlag", "name": "never", "value": true}]}]}
                """,
            viewControllers: """
                {"root": {}, "bad": {"supportedInterfaceOrientations": "portrait",
                                     "preferredInterfaceOrientationForPresentation": "landscapeLeft"}}
                """,
            events: [Self.begin, Self.device("landscapeLeft"), Self.device("portrait")])
        #expect(simulation.decisions.count == 2)
        let trigger = simulation.decisions[1]
        #expect(trigger.exception == nil)
        #expect(trigger.reactions.count == 1)
        let reason =
            "preferredInterfaceOrientationForPresentation 'landscapeLeft' must match a supported interface orientation: 'portrait'!"
        #expect(trigger.reactions[0].exception?.reason == reason)
        #expect(simulation.terminated?.event == 1)
        #expect(simulation.terminated?.exception.reason == reason)
        #expect(trigger.interfaceOrientation == "landscapeRight")
    }

    /// R7.6, api §4: a reaction to a launch notification reports `event` null, and its exception ends the app during launch.
    @Test func reactionDuringLaunch() throws {
        let simulation = try Self.simulate(
            app: """
                {"reactions": [{"on": "UIApplicationDidChangeStatusBarOrientationNotification",
                                "do": [{"type": "present", "viewController": "bad", "style": "fullScreen"}]}]}
                """,
            viewControllers: """
                {"root": {"supportedInterfaceOrientations": "landscape"},
                 "bad": {"supportedInterfaceOrientations": "portrait", "preferredInterfaceOrientationForPresentation": "landscapeLeft"}}
                """,
            events: [#"{"type": "setFlag", "name": "x", "value": true}"#])
        let launch = simulation.launch
        #expect(launch.exception == nil)
        #expect(launch.interfaceOrientation == "landscapeRight")
        #expect(launch.reactions.count == 1)
        #expect(launch.reactions[0].event == nil)
        #expect(launch.reactions[0].exception?.reason == InvalidOrientationExceptionTests.oldB)
        #expect(
            simulation.terminated
                == Termination(event: nil, exception: try #require(launch.reactions[0].exception)))
        #expect(simulation.decisions.isEmpty)
    }

    /// R7.5, R7.6: a status-bar reaction's `when` reads the new SBO, not the Did notification's userInfo (the old one).
    @Test func statusBarWhenReadsTheNewOrientation() throws {
        let simulation = try Self.simulate(
            os: "5.1",
            app: """
                {"reactions": [
                  {"on": "UIApplicationDidChangeStatusBarOrientationNotification", "when": "portrait",
                   "do": [{"type": "setFlag", "name": "old", "value": true}]},
                  {"on": "UIApplicationDidChangeStatusBarOrientationNotification", "when": "landscapeLeft",
                   "do": [{"type": "setFlag", "name": "new", "value": true}]},
                  {"on": "UIApplicationWillChangeStatusBarOrientationNotification", "when": "landscape",
                   "do": [{"type": "setFlag", "name": "will", "value": true}]}]}
                """,
            events: [Self.statusBar("landscapeLeft")])
        let trigger = simulation.decisions[0]
        #expect(trigger.notifications == [Self.willNote, Self.didNote])
        #expect(trigger.reactions.count == 2)
        #expect(trigger.reactions.map(\.explanation).allSatisfy { !$0.contains("old") })
        #expect(trigger.reactions.first?.explanation.contains("will") == true)
        #expect(trigger.reactions.last?.explanation.contains("new") == true)
    }
}
