import AutorotateWire
import Testing

@testable import AutorotateEngine

/// R2.4 (the deciding view controller: the root or the last presented VC whose style decides) and
/// R6.2 (which styles decide, per OS and idiom).
@Suite struct DecidingViewControllerRuleTests {
    /// Presents `modal` (every orientation) with `style` over a portrait-only root, then turns the device.
    static func presentAndTurn(os: String, idiom: String, style: String) throws -> Simulation {
        try RuleTest.run(
            """
            {"device": {"os": "\(os)", "idiom": "\(idiom)"},
             "app": {"infoPlist": {"UIRequiresFullScreen": true}},
             "viewControllers": {"root": {"supportedInterfaceOrientations": "portrait"},
                                 "modal": {"supportedInterfaceOrientations": "allButUpsideDown"}},
             "window": {"rootViewController": "root"},
             "events": [{"type": "present", "viewController": "modal", "style": "\(style)", "animated": false},
                        {"type": "deviceOrientation", "orientation": "landscapeLeft"}]}
            """)
    }

    /// R2.4: with nothing presented the root decides.
    @Test func rootDecidesAlone() throws {
        let simulation = try Self.presentAndTurn(os: "6.1", idiom: "phone", style: "fullScreen")
        #expect(simulation.launch.topViewController == "root")
        #expect(simulation.launch.decidedBy.viewController == "root")
        #expect(simulation.launch.decidedBy.via == "rootViewController")
    }

    /// R2.4: the last deciding entry of the chain decides; a non-deciding one above it does not.
    @Test func lastDecidingEntryOfTheChainDecides() throws {
        let simulation = try RuleTest.run(
            """
            {"device": {"os": "13.0"},
             "viewControllers": {"root": {"supportedInterfaceOrientations": "portrait"},
                                 "full": {"supportedInterfaceOrientations": "landscape"},
                                 "sheet": {"supportedInterfaceOrientations": "portrait"}},
             "window": {"rootViewController": "root"},
             "events": [{"type": "present", "viewController": "full", "style": "fullScreen", "animated": false},
                        {"type": "present", "viewController": "sheet", "animated": false},
                        {"type": "deviceOrientation", "orientation": "landscapeRight"}]}
            """)
        #expect(simulation.decisions[0].topViewController == "full")
        #expect(simulation.decisions[1].topViewController == "full")
        #expect(simulation.decisions[1].presented == ["full", "sheet"])
        #expect(simulation.decisions[1].interfaceOrientation == "landscapeRight")
        let turn = simulation.decisions[2]
        #expect(
            turn.decidedBy
                == DecidedBy(
                    viewController: "full", className: "UIViewController", via: "presentedFullScreen"))
        #expect(turn.interfaceOrientation == "landscapeLeft")
    }

    /// R6.2: the table of deciding styles, per OS and idiom, with the decision's confidence: R6.2's,
    /// except that a full-screen present, which swaps the visible view controllers, reports the
    /// inferred appearance order of R8.9 (open question 24).
    @Test(arguments: [
        ("6.1", "phone", "fullScreen", true, Confidence.inferred),
        ("13.0", "pad", "fullScreen", true, .inferred),
        ("12.0", "phone", "overFullScreen", true, .inferred),
        ("13.0", "pad", "overFullScreen", true, .inferred),
        ("12.0", "phone", "pageSheet", true, .inferred),
        ("12.0", "phone", "formSheet", true, .inferred),
        ("13.0", "phone", "pageSheet", false, .observed),
        ("13.0", "phone", "formSheet", false, .observed),
        ("6.1", "pad", "pageSheet", false, .observed),
        ("12.0", "phone", "popover", true, .inferred),
        ("13.0", "phone", "popover", false, .inferred),
        ("12.0", "pad", "popover", false, .inferred),
        ("13.0", "phone", "automatic", false, .observed),
        ("12.0", "phone", "currentContext", false, .observed),
        ("12.0", "phone", "overCurrentContext", false, .observed),
        ("12.0", "phone", "custom", false, .inferred),
    ])
    func stylesThatDecide(os: String, idiom: String, style: String, decides: Bool, confidence: Confidence)
        throws
    {
        let simulation = try Self.presentAndTurn(os: os, idiom: idiom, style: style)
        let present = simulation.decisions[0]
        #expect(present.topViewController == (decides ? "modal" : "root"))
        #expect(present.interfaceOrientation == "portrait")
        #expect(present.confidence == confidence)
        let turn = simulation.decisions[1]
        #expect(turn.decidedBy.viewController == (decides ? "modal" : "root"))
        #expect(turn.interfaceOrientation == (decides ? "landscapeRight" : "portrait"))
        if !decides {
            #expect(present.decidedBy.via == "none")
            #expect(present.queries.isEmpty)
        }
    }

    /// R6.2: a style the OS lacks is presented fullScreen with a warning, and then decides (inferred).
    @Test func unavailableStyleBecomesFullScreen() throws {
        let simulation = try Self.presentAndTurn(os: "7.1", idiom: "phone", style: "popover")
        let present = simulation.decisions[0]
        #expect(present.warningCodes.contains("styleUnavailable"))
        #expect(present.topViewController == "modal")
        #expect(present.confidence == .inferred)
    }
}
