import AutorotateWire
import Testing

@testable import AutorotateEngine

/// R2.5 (a device-orientation event on 6.0–15.x and 16+), R1.3/R1.4/R1.6 (device vs interface,
/// flat, capability), R2.9 (no root) and R2.11 (`decidedBy.via`).
@Suite struct DeviceOrientationRuleTests {
    static func simulate(
        os: String = "6.1", idiom: String = "phone", model: String? = nil, app: String = "{}",
        viewControllers: String = #"{"root": {}}"#, root: String = #""root""#, events: [String]
    ) throws -> Simulation {
        let modelMember = model.map { #", "model": "\#($0)""# } ?? ""
        return try RuleTest.run(
            """
            {"device": {"os": "\(os)", "idiom": "\(idiom)"\(modelMember)}, "app": \(app),
             "viewControllers": \(viewControllers), "window": {"rootViewController": \(root)},
             "events": [\(events.joined(separator: ", "))]}
            """)
    }

    static func device(_ orientation: String) -> String {
        #"{"type": "deviceOrientation", "orientation": "\#(orientation)"}"#
    }

    /// R2.5, R1.3: an allowed device turn rotates; device landscapeLeft is interface landscapeRight.
    @Test func allowedTurnRotates() throws {
        let simulation = try Self.simulate(events: [
            Self.device("landscapeLeft"), Self.device("landscapeRight"),
        ])
        let first = simulation.decisions[0]
        #expect(first.deviceOrientation == "landscapeLeft")
        #expect(first.previousInterfaceOrientation == "portrait")
        #expect(first.interfaceOrientation == "landscapeRight")
        #expect(first.statusBarOrientation == "landscapeRight")
        #expect(first.rotated)
        #expect(first.rule == "R2.5")
        #expect(first.confidence == .documented)
        #expect(
            first.decidedBy
                == DecidedBy(viewController: "root", className: "UIViewController", via: "rootViewController")
        )
        #expect(first.queryList == ["root.shouldAutorotate", "root.supportedInterfaceOrientations"])
        #expect(first.allowed == ["portrait", "landscapeLeft", "landscapeRight"])
        #expect(simulation.decisions[1].interfaceOrientation == "landscapeLeft")
    }

    /// R2.5: an unsupported device orientation is ignored, never snapped (observed).
    @Test func unsupportedTurnIsIgnoredNotSnapped() throws {
        let simulation = try Self.simulate(
            viewControllers: #"{"root": {"supportedInterfaceOrientations": "landscape"}}"#,
            events: [Self.device("landscapeRight"), Self.device("portrait")])
        #expect(simulation.launch.interfaceOrientation == "landscapeRight")
        let ignored = simulation.decisions[1]
        #expect(ignored.interfaceOrientation == "landscapeLeft")
        #expect(!ignored.rotated)
        #expect(ignored.rule == "R2.5")
        #expect(ignored.confidence == .observed)
        #expect(ignored.callbacks.isEmpty)
    }

    /// R2.5, R2.11: shouldAutorotate NO (6.0–15.x) refuses the turn before the mask is read; via shouldAutorotate.
    @Test func shouldAutorotateNoRefusesBeforeMask() throws {
        let simulation = try Self.simulate(
            os: "15.0", viewControllers: #"{"root": {"shouldAutorotate": false}}"#,
            events: [Self.device("landscapeLeft")])
        let decision = simulation.decisions[0]
        #expect(decision.interfaceOrientation == "portrait")
        #expect(!decision.rotated)
        #expect(decision.decidedBy.via == "shouldAutorotate")
        #expect(decision.decidedBy.viewController == "root")
        #expect(decision.queryList == ["root.shouldAutorotate"])
        #expect(decision.exception == nil)
    }

    /// R2.5, R9.1: on 16+ shouldAutorotate is neither asked nor obeyed.
    @Test func shouldAutorotateIgnoredOn16() throws {
        let simulation = try Self.simulate(
            os: "16.0", viewControllers: #"{"root": {"shouldAutorotate": false}}"#,
            events: [Self.device("landscapeLeft")])
        let decision = simulation.decisions[0]
        #expect(decision.interfaceOrientation == "landscapeRight")
        #expect(decision.decidedBy.via == "rootViewController")
        #expect(!decision.queryList.contains("root.shouldAutorotate"))
        #expect(simulation.launch.warningMessages.contains("shouldAutorotate is ignored on iOS 16 and later"))
    }

    /// R2.5, R2.6: no common orientation past the gate throws; state is the one before the event, device excepted.
    @Test func noCommonOrientationOnDeviceTurnThrows() throws {
        let simulation = try Self.simulate(
            app: #"{"delegate": {"supportedInterfaceOrientationsForWindow": "portrait"}}"#,
            viewControllers: #"{"root": {"supportedInterfaceOrientations": "portrait"}}"#,
            events: [
                #"{"type": "setViewControllerProperty", "viewController": "root", "property": "supportedInterfaceOrientations", "value": "landscape"}"#,
                Self.device("landscapeLeft"), Self.device("portrait"),
            ])
        #expect(simulation.decisions.count == 2)
        let decision = simulation.decisions[1]
        #expect(decision.exception?.name == "UIApplicationInvalidInterfaceOrientation")
        #expect(decision.deviceOrientation == "landscapeLeft")
        #expect(decision.interfaceOrientation == "portrait")
        #expect(decision.statusBarOrientation == "portrait")
        #expect(!decision.rotated)
        #expect(decision.callbacks.isEmpty)
        #expect(simulation.terminated?.event == 1)
        #expect(simulation.final.deviceOrientation == "landscapeLeft")
    }

    /// R1.4: a flat device changes deviceOrientation and notifies, but nothing is asked; via device.
    @Test func flatDeviceKeepsInterface() throws {
        let simulation = try Self.simulate(
            events: [
                #"{"type": "beginGeneratingDeviceOrientationNotifications"}"#, Self.device("landscapeLeft"),
                Self.device("faceUp"),
            ])
        let decision = simulation.decisions[2]
        #expect(decision.deviceOrientation == "faceUp")
        #expect(decision.reportedDeviceOrientation == "faceUp")
        #expect(decision.interfaceOrientation == "landscapeRight")
        #expect(!decision.rotated)
        #expect(decision.queries.isEmpty)
        #expect(decision.callbacks.isEmpty)
        #expect(decision.notifications == ["UIDeviceOrientationDidChangeNotification"])
        #expect(decision.decidedBy == DecidedBy(viewController: nil, className: nil, via: "device"))
        #expect(decision.rule == "R1.4")
        #expect(decision.confidence == .observed)
    }

    /// R1.6: a home-indicator iPhone never shows portraitUpsideDown, whatever the masks; via device.
    @Test func homeIndicatorPhoneIgnoresUpsideDown() throws {
        let simulation = try Self.simulate(
            os: "12.0", model: "iPhone X",
            app:
                #"{"infoPlist": {"UISupportedInterfaceOrientations": ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]}}"#,
            viewControllers: #"{"root": {"supportedInterfaceOrientations": "all"}}"#,
            events: [Self.device("portraitUpsideDown"), Self.device("landscapeLeft")])
        let decision = simulation.decisions[0]
        #expect(decision.interfaceOrientation == "portrait")
        #expect(!decision.rotated)
        #expect(decision.queries.isEmpty)
        #expect(decision.decidedBy.via == "device")
        #expect(decision.rule == "R1.6")
        #expect(simulation.decisions[1].masks?.device.value == 26)
        #expect(simulation.decisions[1].allowed == ["portrait", "landscapeLeft", "landscapeRight"])
    }

    /// R1.6: iPads always can show portraitUpsideDown.
    @Test func padShowsUpsideDown() throws {
        let simulation = try Self.simulate(
            os: "12.0", idiom: "pad", model: "iPad Pro 11-inch",
            app: #"{"infoPlist": {"UIRequiresFullScreen": true}}"#,
            events: [Self.device("portraitUpsideDown")])
        #expect(simulation.decisions[0].interfaceOrientation == "portraitUpsideDown")
        #expect(simulation.decisions[0].masks?.device.value == 30)
    }

    /// R2.9: with no root VC the application mask alone moves interface and status bar; nobody is asked or called.
    @Test func noRootFollowsApplicationMask() throws {
        let simulation = try Self.simulate(
            os: "8.4", model: "iPhone 6", viewControllers: "{}", root: "null",
            events: [Self.device("landscapeLeft"), Self.device("portraitUpsideDown")])
        let turn = simulation.decisions[0]
        #expect(turn.interfaceOrientation == "landscapeRight")
        #expect(turn.statusBarOrientation == "landscapeRight")
        #expect(turn.rotated)
        #expect(turn.decidedBy == DecidedBy(viewController: nil, className: nil, via: "applicationOnly"))
        #expect(turn.rule == "R2.9")
        #expect(turn.callbacks.isEmpty)
        #expect(turn.exception == nil)
        #expect(turn.queries.isEmpty)
        #expect(turn.allowed == ["portrait", "landscapeLeft", "landscapeRight"])
        #expect(turn.views.isEmpty)
        #expect(
            turn.notifications == [
                "UIApplicationWillChangeStatusBarOrientationNotification",
                "UIApplicationDidChangeStatusBarOrientationNotification",
            ])
        #expect(simulation.decisions[1].interfaceOrientation == "landscapeRight")
        #expect(simulation.final.views.first { $0.id == "window" }?.bounds == [0, 0, 375, 667])
    }

    /// R2.9: on ≤ 5.x nothing rotates without a root view controller (inferred).
    @Test func noRootOnLegacyNeverRotates() throws {
        let simulation = try Self.simulate(
            os: "5.1", viewControllers: "{}", root: "null", events: [Self.device("landscapeLeft")])
        #expect(simulation.decisions[0].interfaceOrientation == "portrait")
        #expect(!simulation.decisions[0].rotated)
        #expect(simulation.decisions[0].confidence == .inferred)
    }

    /// R2.11: via is presentedFullScreen for a presented decider, forward and containerDelegate for containers.
    @Test func viaNamesHowTheAnswerWasReached() throws {
        let simulation = try Self.simulate(
            os: "7.0",
            viewControllers: """
                {"nav": {"kind": "navigationController", "class": "MyNav", "viewControllers": ["child"],
                         "delegate": {"supportedInterfaceOrientations": "allButUpsideDown"}},
                 "child": {"supportedInterfaceOrientations": "portrait"},
                 "fwd": {"kind": "navigationController", "viewControllers": ["inner"],
                         "supportedInterfaceOrientations": {"forward": "topViewController"}},
                 "inner": {},
                 "modal": {"class": "ModalVC"}}
                """,
            root: #""nav""#,
            events: [
                Self.device("landscapeLeft"),
                #"{"type": "present", "viewController": "modal", "style": "fullScreen", "animated": false}"#,
                Self.device("portrait"),
                #"{"type": "dismiss", "animated": false}"#,
                #"{"type": "setRootViewController", "viewController": "fwd"}"#,
                Self.device("landscapeRight"),
            ])
        #expect(
            simulation.decisions[0].decidedBy
                == DecidedBy(viewController: "nav", className: "MyNav", via: "containerDelegate"))
        #expect(
            simulation.decisions[2].decidedBy
                == DecidedBy(viewController: "modal", className: "ModalVC", via: "presentedFullScreen"))
        #expect(
            simulation.decisions[5].decidedBy
                == DecidedBy(viewController: "fwd", className: "UINavigationController", via: "forward"))
        #expect(simulation.decisions[5].interfaceOrientation == "landscapeLeft")
    }
}
