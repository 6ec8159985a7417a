import AutorotateWire
import Testing

@testable import AutorotateEngine

/// R2.7: the orientation UIKit picks when it must pick — an overridden preferred on a present,
/// the device orientation, the current (or status-bar) orientation, then FALLBACK — and
/// `options.fallbackOrder`.
@Suite struct ResolutionRuleTests {
    static func simulate(
        os: String = "11.0", device: String = "portrait", options: String = "{}",
        viewControllers: String, events: [String]
    ) throws -> Simulation {
        try RuleTest.run(
            """
            {"device": {"os": "\(os)", "orientation": "\(device)"}, "options": \(options),
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]}},
             "viewControllers": \(viewControllers), "window": {"rootViewController": "root"},
             "events": [\(events.joined(separator: ", "))]}
            """)
    }

    static func present(_ vc: String) -> String {
        #"{"type": "present", "viewController": "\#(vc)", "style": "fullScreen", "animated": false}"#
    }
    static let dismiss = #"{"type": "dismiss", "animated": false}"#

    /// R2.7: on a present an overridden, allowed preferred wins even over an allowed status-bar orientation.
    @Test func presentUsesOverriddenPreferredFirst() throws {
        let simulation = try Self.simulate(
            viewControllers:
                #"{"root": {}, "modal": {"supportedInterfaceOrientations": "all", "preferredInterfaceOrientationForPresentation": "landscapeLeft"}}"#,
            events: [Self.present("modal")])
        let decision = simulation.decisions[0]
        #expect(decision.interfaceOrientation == "landscapeLeft")
        #expect(decision.rule == "R6.3")
        #expect(decision.exception == nil)
    }

    /// R2.7: on a present without an overridden preferred the status-bar orientation is kept if allowed — not the device.
    @Test func presentKeepsStatusBarOrientation() throws {
        let simulation = try Self.simulate(
            viewControllers:
                #"{"root": {"shouldAutorotate": false}, "modal": {"supportedInterfaceOrientations": "all"}}"#,
            events: [
                #"{"type": "setStatusBarOrientation", "orientation": "landscapeLeft", "animated": false}"#,
                #"{"type": "deviceOrientation", "orientation": "landscapeLeft"}"#,
                Self.present("modal"),
            ])
        #expect(simulation.decisions[0].statusBarOrientation == "landscapeLeft")
        #expect(simulation.decisions[0].interfaceOrientation == "portrait")
        let present = simulation.decisions[2]
        #expect(present.interfaceOrientation == "landscapeLeft")
        #expect(present.statusBarOrientation == "landscapeLeft")
        #expect(present.rotated)
    }

    /// R2.7: a present whose status-bar orientation is refused falls back to the device orientation first.
    @Test func presentFallsBackToDeviceOrientation() throws {
        let simulation = try Self.simulate(
            device: "landscapeRight",
            viewControllers:
                #"{"root": {"supportedInterfaceOrientations": "portrait"}, "modal": {"supportedInterfaceOrientations": "landscape"}}"#,
            events: [Self.present("modal")])
        #expect(simulation.launch.interfaceOrientation == "portrait")
        let present = simulation.decisions[0]
        #expect(present.interfaceOrientation == "landscapeLeft")
        #expect(present.confidence == .inferred)
    }

    /// R2.7 FALLBACK: portrait, landscapeRight, landscapeLeft, portraitUpsideDown when the device is flat (inferred).
    @Test func fallbackOrderWithFlatDevice() throws {
        let simulation = try Self.simulate(
            device: "faceUp",
            viewControllers: """
                {"root": {"supportedInterfaceOrientations": "portrait"},
                 "a": {"supportedInterfaceOrientations": "landscape"},
                 "b": {"supportedInterfaceOrientations": "portraitUpsideDown"}}
                """,
            events: [Self.present("a"), Self.dismiss, Self.present("b")])
        #expect(simulation.decisions[0].interfaceOrientation == "landscapeRight")
        #expect(simulation.decisions[0].confidence == .inferred)
        #expect(simulation.decisions[1].interfaceOrientation == "portrait")
        #expect(simulation.decisions[2].interfaceOrientation == "portraitUpsideDown")
    }

    /// R2.7, api §2: options.fallbackOrder replaces the order after the device orientation.
    @Test func optionsFallbackOrderIsUsed() throws {
        let simulation = try Self.simulate(
            device: "faceUp", options: #"{"fallbackOrder": ["landscapeLeft", "portrait", "landscapeRight"]}"#,
            viewControllers:
                #"{"root": {"supportedInterfaceOrientations": "portrait"}, "a": {"supportedInterfaceOrientations": "landscape"}}"#,
            events: [Self.present("a")])
        #expect(simulation.decisions[0].interfaceOrientation == "landscapeLeft")
        #expect(simulation.decisions[0].confidence == .inferred)
    }

    /// R2.7: a partial options.fallbackOrder is completed by the rulebook's order, never keeping a refused orientation.
    @Test func partialFallbackOrderIsCompleted() throws {
        let simulation = try Self.simulate(
            device: "faceUp", options: #"{"fallbackOrder": ["landscapeLeft"]}"#,
            viewControllers:
                #"{"root": {"supportedInterfaceOrientations": "landscape"}, "a": {"supportedInterfaceOrientations": "portrait"}, "b": {"supportedInterfaceOrientations": "landscape"}}"#,
            events: [Self.present("a"), Self.dismiss])
        #expect(simulation.launch.interfaceOrientation == "landscapeLeft")
        #expect(simulation.decisions[0].interfaceOrientation == "portrait")
        #expect(simulation.decisions[1].interfaceOrientation == "landscapeLeft")
        let empty = try Self.simulate(
            device: "faceUp", options: #"{"fallbackOrder": []}"#,
            viewControllers: #"{"root": {"supportedInterfaceOrientations": "landscape"}}"#, events: [])
        #expect(empty.launch.interfaceOrientation == "landscapeRight")
    }

    /// R2.7, R6.4: a dismissal follows the device orientation when V autorotates and allows it, even if current is allowed (inferred, #5).
    @Test func dismissalFollowsDeviceFirst() throws {
        let simulation = try Self.simulate(
            viewControllers: #"{"root": {}, "modal": {"shouldAutorotate": false}}"#,
            events: [
                Self.present("modal"), #"{"type": "deviceOrientation", "orientation": "landscapeLeft"}"#,
                Self.dismiss,
            ])
        #expect(simulation.decisions[1].interfaceOrientation == "portrait")
        let dismissal = simulation.decisions[2]
        #expect(dismissal.interfaceOrientation == "landscapeRight")
        #expect(dismissal.rotated)
        #expect(dismissal.rule == "R6.4")
        #expect(dismissal.confidence == .inferred)
    }

    /// R2.7: a decider with shouldAutorotate NO does not follow the device; the current orientation is kept.
    @Test func dismissalToNonAutorotatingDeciderKeepsCurrent() throws {
        let simulation = try Self.simulate(
            viewControllers: #"{"root": {"shouldAutorotate": false}, "modal": {"shouldAutorotate": false}}"#,
            events: [
                Self.present("modal"), #"{"type": "deviceOrientation", "orientation": "landscapeLeft"}"#,
                Self.dismiss,
            ])
        let dismissal = simulation.decisions[2]
        #expect(dismissal.interfaceOrientation == "portrait")
        #expect(!dismissal.rotated)
        #expect(dismissal.exception == nil)
    }

    /// R2.7: when device and current are both refused, an overridden preferred comes before FALLBACK on a dismissal.
    @Test func dismissalUsesPreferredBeforeFallback() throws {
        let simulation = try Self.simulate(
            device: "faceUp",
            viewControllers: """
                {"root": {"supportedInterfaceOrientations": {"if": "locked", "then": "landscape", "else": "all"},
                          "preferredInterfaceOrientationForPresentation": "landscapeLeft"},
                 "modal": {"supportedInterfaceOrientations": "portrait"}}
                """,
            events: [
                #"{"type": "setFlag", "name": "locked", "value": false}"#, Self.present("modal"),
                #"{"type": "setFlag", "name": "locked", "value": true}"#, Self.dismiss,
            ])
        #expect(simulation.decisions[1].interfaceOrientation == "portrait")
        #expect(simulation.decisions[3].interfaceOrientation == "landscapeLeft")
        #expect(simulation.decisions[3].confidence == .inferred)
    }

    /// R2.7 (api.md `queries`): when resolution reaches an overridden preferred outside a present —
    /// here at the end of launch (R5.4) — UIKit calls `preferredInterfaceOrientationForPresentation`,
    /// so the query is listed after the mask reads; it is not listed when device or current won.
    @Test func preferredStepIsRecordedAsQuery() throws {
        let reached = try Self.simulate(
            viewControllers: """
                {"root": {"supportedInterfaceOrientations": "landscape",
                          "preferredInterfaceOrientationForPresentation": "landscapeLeft"}}
                """,
            events: [])
        #expect(reached.launch.interfaceOrientation == "landscapeLeft")
        #expect(reached.launch.queryList.last == "root.preferredInterfaceOrientationForPresentation")
        let thrown = try Self.simulate(
            viewControllers: """
                {"root": {"supportedInterfaceOrientations": "landscape",
                          "preferredInterfaceOrientationForPresentation": "portrait"}}
                """,
            events: [])
        #expect(thrown.launch.exception?.name == "UIApplicationInvalidInterfaceOrientation")
        #expect(thrown.launch.queryList.last == "root.preferredInterfaceOrientationForPresentation")
        let notReached = try Self.simulate(
            device: "landscapeLeft",
            viewControllers: """
                {"root": {"supportedInterfaceOrientations": "landscape",
                          "preferredInterfaceOrientationForPresentation": "landscapeLeft"}}
                """,
            events: [])
        #expect(notReached.launch.interfaceOrientation == "landscapeRight")
        #expect(!notReached.launch.queryList.contains("root.preferredInterfaceOrientationForPresentation"))
    }

    /// R2.7: on 16+ an overridden preferred still outranks an allowed status-bar orientation on a present (inferred, #6).
    @Test func preferredOutranksCurrentOn16IsInferred() throws {
        let simulation = try Self.simulate(
            os: "16.0",
            viewControllers:
                #"{"root": {}, "modal": {"supportedInterfaceOrientations": "all", "preferredInterfaceOrientationForPresentation": "landscapeLeft"}}"#,
            events: [Self.present("modal")])
        #expect(simulation.decisions[0].interfaceOrientation == "landscapeLeft")
        #expect(simulation.decisions[0].confidence == .inferred)
    }
}
