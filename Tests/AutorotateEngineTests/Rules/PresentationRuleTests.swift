import AutorotateWire
import Testing

@testable import AutorotateEngine

/// R6.1–R6.7: presentation styles per OS and idiom, the present and dismiss re-evaluations, the
/// present–dismiss trick, what never re-evaluates, and the chain's bookkeeping warnings.
@Suite struct PresentationRuleTests {
    static func simulate(
        os: String = "9.0", idiom: String = "phone", device: String = "portrait",
        viewControllers: String, root: String = "root", events: [String]
    ) throws -> Simulation {
        try RuleTest.run(
            """
            {"device": {"os": "\(os)", "idiom": "\(idiom)", "orientation": "\(device)"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["portrait", "landscapeLeft", "landscapeRight"],
                                   "UIRequiresFullScreen": true}},
             "viewControllers": \(viewControllers), "window": {"rootViewController": "\(root)"},
             "events": [\(events.joined(separator: ", "))]}
            """)
    }

    static func present(_ vc: String, style: String? = nil, from: String? = nil, animated: Bool = true)
        -> String
    {
        let styleMember = style.map { #", "style": "\#($0)""# } ?? ""
        let fromMember = from.map { #", "from": "\#($0)""# } ?? ""
        return
            #"{"type": "present", "viewController": "\#(vc)", "animated": \#(animated)\#(styleMember)\#(fromMember)}"#
    }

    static let landscapeModal =
        #"{"root": {"supportedInterfaceOrientations": "portrait"}, "modal": {"supportedInterfaceOrientations": "landscape"}}"#

    /// R6.1: the default style is fullScreen before 13.0 (the modal decides) and automatic = pageSheet from 13.0 (it does not).
    @Test func defaultStylePerOS() throws {
        let ios12 = try Self.simulate(
            os: "12.4", viewControllers: Self.landscapeModal, events: [Self.present("modal")])
        #expect(ios12.decisions[0].interfaceOrientation == "landscapeRight")
        #expect(ios12.decisions[0].topViewController == "modal")
        let ios13 = try Self.simulate(
            os: "13.0", viewControllers: Self.landscapeModal, events: [Self.present("modal")])
        #expect(ios13.decisions[0].interfaceOrientation == "portrait")
        #expect(ios13.decisions[0].topViewController == "root")
        #expect(ios13.decisions[0].presented == ["modal"])
    }

    /// R6.1: the view controller's modalPresentationStyle is used when the event sets none; the event's wins.
    @Test func styleFromViewControllerThenEvent() throws {
        let viewControllers = """
            {"root": {"supportedInterfaceOrientations": "portrait"},
             "modal": {"supportedInterfaceOrientations": "landscape", "modalPresentationStyle": "fullScreen"}}
            """
        let own = try Self.simulate(
            os: "13.0", viewControllers: viewControllers, events: [Self.present("modal")])
        #expect(own.decisions[0].topViewController == "modal")
        let event = try Self.simulate(
            os: "13.0", viewControllers: viewControllers, events: [Self.present("modal", style: "pageSheet")])
        #expect(event.decisions[0].topViewController == "root")
    }

    /// R6.1: a style the OS lacks becomes fullScreen with a warning (custom before 7.0).
    @Test func styleTheOSLacksBecomesFullScreen() throws {
        let simulation = try Self.simulate(
            os: "6.1", idiom: "pad", viewControllers: Self.landscapeModal,
            events: [Self.present("modal", style: "custom")])
        let decision = simulation.decisions[0]
        #expect(decision.warningCodes == ["styleUnavailable"])
        #expect(decision.topViewController == "modal")
        #expect(decision.interfaceOrientation == "landscapeRight")
    }

    /// R6.1: overFullScreen and overCurrentContext arrive with 8.0 (fullScreen on 7.1 + warning); fullScreen never warns.
    @Test func overStylesArriveWith8() throws {
        for style in ["overFullScreen", "overCurrentContext"] {
            let ios7 = try Self.simulate(
                os: "7.1", viewControllers: Self.landscapeModal, events: [Self.present("modal", style: style)]
            )
            #expect(
                ios7.decisions[0].warningMessages
                    == [
                        "modalPresentationStyle \(style) is not available before iOS 8.0; presented fullScreen"
                    ])
            #expect(ios7.decisions[0].topViewController == "modal")
            let ios8 = try Self.simulate(
                os: "8.0", viewControllers: Self.landscapeModal, events: [Self.present("modal", style: style)]
            )
            #expect(ios8.decisions[0].warnings.isEmpty)
        }
        let ios3 = try Self.simulate(
            os: "3.0", viewControllers: #"{"root": {}, "modal": {}}"#,
            events: [Self.present("modal"), Self.present("root", style: "fullScreen")])
        #expect(ios3.decisions[0].warnings.isEmpty)
        #expect(ios3.decisions[0].topViewController == "modal")
    }

    /// R6.3: a deciding present asks preferred first, then shouldAutorotate/supported; rotates despite shouldAutorotate NO.
    @Test func presentAsksPreferredFirstAndRotatesDespiteShouldAutorotate() throws {
        let simulation = try Self.simulate(
            viewControllers: """
                {"root": {"supportedInterfaceOrientations": "portrait"},
                 "modal": {"class": "PlayerVC", "supportedInterfaceOrientations": "landscape", "shouldAutorotate": false,
                           "preferredInterfaceOrientationForPresentation": "landscapeLeft"}}
                """,
            events: [Self.present("modal", style: "fullScreen")])
        let decision = simulation.decisions[0]
        #expect(decision.queryList.first == "modal.preferredInterfaceOrientationForPresentation")
        #expect(decision.queryList.contains("modal.supportedInterfaceOrientations"))
        #expect(decision.interfaceOrientation == "landscapeLeft")
        #expect(decision.rotated)
        #expect(decision.rule == "R6.3")
        #expect(
            decision.decidedBy
                == DecidedBy(viewController: "modal", className: "PlayerVC", via: "presentedFullScreen"))
        // The rotation's callbacks around a present are an engine default (open question 20).
        #expect(decision.confidence == .inferred)
    }

    /// R6.3: a decider allowing nothing without an overridden preferred: a warning and no rotation.
    @Test func presentWithNothingAllowedWarns() throws {
        let simulation = try Self.simulate(
            viewControllers: """
                {"root": {}, "modal": {"supportedInterfaceOrientations": "portraitUpsideDown", "shouldAutorotate": false}}
                """,
            events: [Self.present("modal", style: "fullScreen")])
        let decision = simulation.decisions[0]
        #expect(decision.exception == nil)
        #expect(decision.warningCodes == ["noAllowedOrientation"])
        #expect(decision.interfaceOrientation == "portrait")
        #expect(decision.confidence == .inferred)
    }

    /// R6.4: dismissing the decider re-reads the new one and rotates back; dismiss removes everything above.
    @Test func dismissReevaluatesTheNewDecider() throws {
        let simulation = try Self.simulate(
            viewControllers: """
                {"root": {"supportedInterfaceOrientations": "portrait"},
                 "modal": {"supportedInterfaceOrientations": "landscape"}, "top": {}}
                """,
            events: [
                Self.present("modal", style: "fullScreen"), Self.present("top", style: "fullScreen"),
                #"{"type": "dismiss", "viewController": "modal"}"#,
            ])
        #expect(simulation.decisions[1].presented == ["modal", "top"])
        #expect(simulation.decisions[1].interfaceOrientation == "landscapeRight")
        let dismissal = simulation.decisions[2]
        #expect(dismissal.presented.isEmpty)
        #expect(dismissal.topViewController == "root")
        #expect(dismissal.interfaceOrientation == "portrait")
        #expect(dismissal.rotated)
        #expect(dismissal.rule == "R6.4")
        #expect(dismissal.decidedBy.viewController == "root")
        #expect(dismissal.queryList.contains("root.supportedInterfaceOrientations"))
    }

    /// R6.4: dismissing a non-deciding VC re-evaluates nothing.
    @Test func dismissingNonDecidingChangesNothing() throws {
        let simulation = try Self.simulate(
            os: "13.0", viewControllers: Self.landscapeModal,
            events: [
                Self.present("modal"),
                #"{"type": "setViewControllerProperty", "viewController": "root", "property": "supportedInterfaceOrientations", "value": "landscape"}"#,
                #"{"type": "dismiss"}"#,
            ])
        let dismissal = simulation.decisions[2]
        #expect(dismissal.interfaceOrientation == "portrait")
        #expect(dismissal.queries.isEmpty)
        #expect(dismissal.decidedBy.via == "none")
    }

    /// R6.5: the present–dismiss trick: a forwarding navigation controller in landscape, push portrait-only → still landscape; present + dismiss → portrait.
    @Test func presentDismissTrick() throws {
        let simulation = try Self.simulate(
            device: "landscapeLeft",
            viewControllers: """
                {"root": {"kind": "navigationController", "viewControllers": ["list"],
                          "supportedInterfaceOrientations": {"forward": "topViewController"}},
                 "list": {"supportedInterfaceOrientations": "allButUpsideDown"},
                 "detail": {"supportedInterfaceOrientations": "portrait"}, "empty": {}}
                """,
            events: [
                #"{"type": "push", "navigationController": "root", "viewController": "detail"}"#,
                Self.present("empty", style: "fullScreen", animated: false),
                #"{"type": "dismiss", "animated": false}"#,
            ])
        #expect(simulation.launch.interfaceOrientation == "landscapeRight")
        #expect(simulation.decisions[0].interfaceOrientation == "landscapeRight")
        #expect(simulation.decisions[0].rule == "R6.6")
        #expect(simulation.decisions[1].interfaceOrientation == "landscapeRight")
        let dismissal = simulation.decisions[2]
        #expect(dismissal.interfaceOrientation == "portrait")
        #expect(dismissal.rotated)
        #expect(dismissal.decidedBy.via == "forward")
    }

    /// R6.6: push, pop, setViewControllers, selectTab, setFlag and begin/end generating never re-evaluate.
    @Test func hierarchyChangesNeverReevaluate() throws {
        let simulation = try Self.simulate(
            device: "landscapeLeft",
            viewControllers: """
                {"root": {"kind": "tabBarController", "viewControllers": ["nav", "other"],
                          "supportedInterfaceOrientations": {"forward": "selectedViewController"}},
                 "nav": {"kind": "navigationController", "viewControllers": ["a"],
                         "supportedInterfaceOrientations": {"forward": "topViewController"}},
                 "a": {}, "b": {"supportedInterfaceOrientations": "portrait"},
                 "other": {"supportedInterfaceOrientations": "portrait"}}
                """,
            events: [
                #"{"type": "push", "navigationController": "nav", "viewController": "b"}"#,
                #"{"type": "pop", "navigationController": "nav"}"#,
                #"{"type": "setViewControllers", "navigationController": "nav", "viewControllers": ["b"]}"#,
                #"{"type": "selectTab", "tabBarController": "root", "index": 1}"#,
                #"{"type": "setFlag", "name": "x", "value": true}"#,
                #"{"type": "beginGeneratingDeviceOrientationNotifications"}"#,
            ])
        for decision in simulation.decisions {
            #expect(decision.interfaceOrientation == "landscapeRight")
            #expect(!decision.rotated)
            #expect(decision.queries.isEmpty)
        }
        #expect(simulation.decisions[0].rule == "R6.6")
        #expect(simulation.decisions[3].rule == "R6.6")
    }

    /// R6.7: presenting from a VC not at the end of the chain, presenting a VC already in the tree, and dismissing with nothing presented warn and change nothing.
    @Test func chainBookkeepingWarnings() throws {
        let simulation = try Self.simulate(
            viewControllers: #"{"root": {}, "a": {}, "b": {}}"#,
            events: [
                #"{"type": "dismiss"}"#, Self.present("root", style: "fullScreen"),
                Self.present("a", style: "fullScreen"), Self.present("b", style: "fullScreen", from: "root"),
            ])
        #expect(simulation.decisions[0].warningCodes == ["nothingToDismiss"])
        #expect(simulation.decisions[0].rule == "R6.7")
        #expect(simulation.decisions[0].confidence == .inferred)
        #expect(simulation.decisions[1].warningCodes == ["alreadyPresented"])
        #expect(simulation.decisions[1].presented.isEmpty)
        #expect(simulation.decisions[2].presented == ["a"])
        #expect(simulation.decisions[3].warningCodes == ["presenterNotOnTop"])
        #expect(simulation.decisions[3].presented == ["a"])
        for index in [0, 1, 3] {
            #expect(simulation.decisions[index].warnings.count == 1)
            #expect(simulation.decisions[index].callbacks.isEmpty)
        }
    }

    /// R6.3: a default preferred is asked too; UIKit's default answer is the status-bar orientation, and it never throws.
    @Test func defaultPreferredAnswersStatusBarOrientation() throws {
        let simulation = try Self.simulate(
            device: "landscapeLeft", viewControllers: #"{"root": {}, "modal": {}}"#,
            events: [Self.present("modal", style: "fullScreen")])
        #expect(simulation.launch.statusBarOrientation == "landscapeRight")
        let decision = simulation.decisions[0]
        let preferred = try #require(decision.queries.first)
        #expect(preferred.method == "preferredInterfaceOrientationForPresentation")
        #expect(preferred.result == .string("landscapeRight"))
        #expect(decision.interfaceOrientation == "landscapeRight")
        #expect(decision.exception == nil)
    }

    /// R1.2, R2.6(a): `UIInterfaceOrientationPortrait` written as a mask is 1, whose effective value is empty.
    @Test func interfacePortraitAsMaskIsEmpty() throws {
        let simulation = try Self.simulate(
            viewControllers:
                #"{"root": {"class": "App.RootVC", "supportedInterfaceOrientations": "UIInterfaceOrientationPortrait"}}"#,
            events: [])
        #expect(
            simulation.launch.warningMessages.contains(
                "interface orientation constant UIInterfaceOrientationPortrait used as a mask (= 1)"))
        #expect(
            simulation.launch.exception?.reason
                == "Supported orientations has no common orientation with the application, and [App.RootVC shouldAutorotate] is returning YES"
        )
        #expect(simulation.launch.masks?.viewController?.value == 1)
        #expect(simulation.launch.masks?.viewController?.orientations == [])
    }

    /// R6.3, R2.6(b): shouldAutorotate NO skips (a), so an overridden preferred outside an empty allowed set raises (b) (9.3 text).
    @Test func preferredWithShouldAutorotateNoRaisesB() throws {
        let simulation = try Self.simulate(
            os: "9.3",
            viewControllers: """
                {"root": {}, "modal": {"class": "Player.LandscapeVC", "shouldAutorotate": false,
                  "supportedInterfaceOrientations": "portraitUpsideDown",
                  "preferredInterfaceOrientationForPresentation": "landscapeLeft"}}
                """,
            events: [Self.present("modal", style: "fullScreen")])
        let decision = simulation.decisions[0]
        #expect(
            decision.exception
                == ExceptionInfo(
                    name: "UIApplicationInvalidInterfaceOrientation",
                    reason:
                        "preferredInterfaceOrientationForPresentation must return a supported interface orientation!"
                ))
        #expect(decision.queryList.first == "modal.preferredInterfaceOrientationForPresentation")
        #expect(decision.presented.isEmpty)
        #expect(simulation.terminated?.event == 0)
    }
}
