import AutorotateWire
import Testing

@testable import AutorotateEngine

/// R2.10: iPad multitasking (9.0+, all four orientations in the iPad list, no UIRequiresFullScreen)
/// ignores every orientation method, follows the device, and never rotates on present/dismiss.
@Suite struct MultitaskingRuleTests {
    static let allFour = #"["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]"#

    static func simulate(
        os: String = "11.0", idiom: String = "pad", plist: String, app: String = "",
        mode: String = "fullScreen", events: [String]
    ) throws -> Simulation {
        try RuleTest.run(
            """
            {"device": {"os": "\(os)", "idiom": "\(idiom)", "windowingMode": "\(mode)"},
             "app": {"infoPlist": \(plist)\(app)},
             "viewControllers": {"root": {"supportedInterfaceOrientations": "portrait", "shouldAutorotate": false},
                                 "modal": {"supportedInterfaceOrientations": "landscape",
                                           "preferredInterfaceOrientationForPresentation": "landscapeLeft"}},
             "window": {"rootViewController": "root"},
             "events": [\(events.joined(separator: ", "))]}
            """)
    }

    static func device(_ orientation: String) -> String {
        #"{"type": "deviceOrientation", "orientation": "\#(orientation)"}"#
    }

    /// R2.10: the interface follows the device whatever the masks and shouldAutorotate; nothing is asked; via multitasking.
    @Test func followsTheDeviceWithoutAsking() throws {
        let simulation = try Self.simulate(
            plist: #"{"UISupportedInterfaceOrientations": \#(Self.allFour)}"#,
            events: [Self.device("landscapeLeft")])
        let turn = simulation.decisions[0]
        #expect(turn.interfaceOrientation == "landscapeRight")
        #expect(turn.rotated)
        #expect(turn.queries.isEmpty)
        #expect(turn.decidedBy == DecidedBy(viewController: nil, className: nil, via: "multitasking"))
        #expect(turn.rule == "R2.10")
        #expect(turn.masks?.allowed.value == 30)
        #expect(simulation.launch.queries.isEmpty)
    }

    /// R2.10: the iPad list decides — `~ipad` with all four enables it even when the plain key has one.
    @Test func padListDecides() throws {
        let simulation = try Self.simulate(
            plist:
                #"{"UISupportedInterfaceOrientations": ["portrait"], "UISupportedInterfaceOrientations~ipad": \#(Self.allFour)}"#,
            events: [Self.device("landscapeLeft")])
        #expect(simulation.decisions[0].decidedBy.via == "multitasking")
    }

    /// R2.10: UIRequiresFullScreen, a missing orientation, 8.x or a phone turn it off: masks are read again.
    @Test(arguments: [
        ("11.0", "pad", #"{"UISupportedInterfaceOrientations": \#(allFour), "UIRequiresFullScreen": true}"#),
        (
            "11.0", "pad",
            #"{"UISupportedInterfaceOrientations": ["portrait", "landscapeLeft", "landscapeRight"]}"#
        ),
        ("8.4", "pad", #"{"UISupportedInterfaceOrientations": \#(allFour)}"#),
        ("11.0", "phone", #"{"UISupportedInterfaceOrientations": \#(allFour)}"#),
    ])
    func conditionsNotMet(os: String, idiom: String, plist: String) throws {
        let simulation = try Self.simulate(
            os: os, idiom: idiom, plist: plist, events: [Self.device("landscapeLeft")])
        let turn = simulation.decisions[0]
        #expect(turn.interfaceOrientation == "portrait")
        #expect(turn.decidedBy.via == "shouldAutorotate")
    }

    /// R2.10: present and dismiss never rotate, an overridden preferred is not read, and R2.6 is never raised.
    @Test func presentAndDismissNeverRotate() throws {
        let simulation = try Self.simulate(
            plist: #"{"UISupportedInterfaceOrientations": \#(Self.allFour)}"#,
            events: [
                #"{"type": "present", "viewController": "modal", "style": "fullScreen"}"#,
                Self.device("landscapeLeft"),
                #"{"type": "dismiss"}"#,
            ])
        #expect(simulation.decisions[0].interfaceOrientation == "portrait")
        #expect(simulation.decisions[0].decidedBy.via == "multitasking")
        #expect(simulation.decisions[0].queries.isEmpty)
        #expect(simulation.decisions[1].interfaceOrientation == "landscapeRight")
        #expect(simulation.decisions[2].interfaceOrientation == "landscapeRight")
        #expect(simulation.decisions[2].decidedBy.via == "multitasking")
        #expect(simulation.terminated == nil)
    }

    /// R2.10: the application delegate is ignored too (inferred, #21), so no R2.6(a) either.
    @Test func delegateIsIgnoredAndInferred() throws {
        let simulation = try Self.simulate(
            plist: #"{"UISupportedInterfaceOrientations": \#(Self.allFour)}"#,
            app: #", "delegate": {"supportedInterfaceOrientationsForWindow": "landscape"}"#,
            events: [Self.device("portraitUpsideDown")])
        #expect(simulation.terminated == nil)
        let turn = simulation.decisions[0]
        #expect(turn.interfaceOrientation == "portraitUpsideDown")
        #expect(turn.queries.isEmpty)
        #expect(turn.confidence == .inferred)
    }

    /// R2.10: on 9.0–15.x the plist decides, not the windowing mode: fullScreen still ignores VC masks.
    @Test func windowingModeChangesNothingBefore16() throws {
        let simulation = try Self.simulate(
            os: "15.0", plist: #"{"UISupportedInterfaceOrientations": \#(Self.allFour)}"#, mode: "splitView",
            events: [Self.device("landscapeLeft")])
        #expect(simulation.decisions[0].decidedBy.via == "multitasking")
        #expect(simulation.launch.warnings.isEmpty)
    }

    /// R2.10, R0.5: a windowing mode the OS lacks is ignored with a warning.
    @Test func unavailableWindowingModeWarns() throws {
        let simulation = try Self.simulate(
            os: "8.4", plist: #"{"UISupportedInterfaceOrientations": \#(Self.allFour)}"#, mode: "splitView",
            events: [Self.device("landscapeLeft")])
        #expect(simulation.launch.warningCodes.contains("unavailable"))
        #expect(simulation.decisions[0].decidedBy.via == "shouldAutorotate")
        let stage = try Self.simulate(
            os: "15.0", plist: #"{"UISupportedInterfaceOrientations": \#(Self.allFour)}"#,
            mode: "stageManager",
            events: [])
        #expect(stage.launch.warningCodes.contains("unavailable"))
    }

    /// R2.10, R9.3: under multitasking a geometry request fails with the windowing-mode error.
    @Test func geometryRequestFails() throws {
        let simulation = try Self.simulate(
            os: "16.0", plist: #"{"UISupportedInterfaceOrientations": \#(Self.allFour)}"#,
            events: [#"{"type": "requestGeometryUpdate", "orientations": "landscape"}"#])
        let decision = simulation.decisions[0]
        #expect(decision.error?.domain == "UISceneErrorDomain")
        #expect(decision.error?.code == 101)
        #expect(
            decision.error?.message
                == "The current windowing mode does not allow for programmatic changes to interface orientation."
        )
        #expect(!decision.rotated)
    }
}
