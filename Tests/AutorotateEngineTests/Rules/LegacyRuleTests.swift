import Testing

@testable import AutorotateEngine

/// R4 (with R3.6): iOS ≤ 5.x — `shouldAutorotateToInterfaceOrientation:`, stock containers asking
/// their children, the plist at launch only, no app mask and no exceptions.
@Suite struct LegacyRuleTests {
    /// A 5.1 phone app with the given view controllers, root and events.
    static func app(plist: String = "{}", _ viewControllers: String, root: String, events: String) -> String {
        """
        {"device": {"idiom": "phone", "os": "5.1"}, "app": {"infoPlist": \(plist)},
         "viewControllers": \(viewControllers), "window": {"rootViewController": "\(root)"},
         "events": \(events)}
        """
    }

    static let turn = #"[{"type": "deviceOrientation", "orientation": "landscapeLeft"}]"#

    /// R4.2 with R1.5: the default answer is portrait only, so a plain VC never turns.
    @Test func defaultAnswerIsPortraitOnly() throws {
        let simulation = try RuleTest.run(Self.app(#"{"a": {}}"#, root: "a", events: Self.turn))
        let decision = simulation.decisions[0]
        #expect(!decision.rotated)
        #expect(decision.rule == "R4.2")
        #expect(decision.decidedBy.viewController == "a")
        #expect(decision.queries.count == 1)
        #expect(decision.queries.first?.method == "shouldAutorotateToInterfaceOrientation:")
    }

    /// R4.1: the plist does not restrict after launch — a portrait-only plist and a VC accepting landscape turn.
    @Test func plistDoesNotRestrictAfterLaunch() throws {
        let simulation = try RuleTest.run(
            Self.app(
                plist: #"{"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"]}"#,
                #"{"a": {"shouldAutorotateToInterfaceOrientation": "allButUpsideDown"}}"#, root: "a",
                events: Self.turn))
        #expect(simulation.launch.interfaceOrientation == "portrait")
        #expect(simulation.decisions[0].interfaceOrientation == "landscapeRight")
        #expect(simulation.decisions[0].exception == nil)
    }

    /// R4.1 and R2.6: no app mask and no exceptions — a landscape-only root in a portrait-only plist
    /// (an exception from 6.0) just launches in landscape.
    @Test func noApplicationMaskNoException() throws {
        let simulation = try RuleTest.run(
            Self.app(
                plist: #"{"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"]}"#,
                #"{"a": {"shouldAutorotateToInterfaceOrientation": "landscape"}}"#, root: "a", events: "[]"))
        #expect(simulation.terminated == nil)
        #expect(simulation.launch.interfaceOrientation == "landscapeRight")
        #expect(simulation.launch.masks?.application.value == 30)
    }

    /// R3.6: a stock navigation controller follows its top view controller.
    @Test func navigationFollowsTop() throws {
        let vcs = """
            {"nav": {"kind": "navigationController", "viewControllers": ["a", "b"]},
             "a": {"shouldAutorotateToInterfaceOrientation": "portrait"},
             "b": {"shouldAutorotateToInterfaceOrientation": "allButUpsideDown"}}
            """
        let simulation = try RuleTest.run(Self.app(vcs, root: "nav", events: Self.turn))
        #expect(simulation.decisions[0].interfaceOrientation == "landscapeRight")
        let flipped = vcs.replacingAll("\"a\", \"b\"", "\"b\", \"a\"")
        let refused = try RuleTest.run(Self.app(flipped, root: "nav", events: Self.turn))
        #expect(!refused.decisions[0].rotated)
    }

    /// R3.6: a stock tab bar controller turns only when every tab agrees, hidden tabs included.
    @Test func tabBarNeedsEveryChild() throws {
        let vcs = """
            {"tabs": {"kind": "tabBarController", "viewControllers": ["a", "b"]},
             "a": {"shouldAutorotateToInterfaceOrientation": "all"},
             "b": {"shouldAutorotateToInterfaceOrientation": "$B"}}
            """
        let refused = try RuleTest.run(
            Self.app(vcs.replacingAll("$B", "portrait"), root: "tabs", events: Self.turn))
        let agreed = try RuleTest.run(
            Self.app(vcs.replacingAll("$B", "landscape"), root: "tabs", events: Self.turn))
        #expect(!refused.decisions[0].rotated)
        #expect(agreed.decisions[0].interfaceOrientation == "landscapeRight")
    }

    /// R3.6: a stock split view controller needs both master and detail.
    @Test func splitNeedsBoth() throws {
        let vcs = """
            {"split": {"kind": "splitViewController", "viewControllers": ["m", "d"]},
             "m": {"shouldAutorotateToInterfaceOrientation": "all"},
             "d": {"shouldAutorotateToInterfaceOrientation": "$D"}}
            """
        let refused = try RuleTest.run(
            Self.app(vcs.replacingAll("$D", "portrait"), root: "split", events: Self.turn))
        let agreed = try RuleTest.run(
            Self.app(vcs.replacingAll("$D", "all"), root: "split", events: Self.turn))
        #expect(!refused.decisions[0].rotated)
        #expect(agreed.decisions[0].rotated)
    }

    /// R4.3: a deciding present resolves in the presented VC's accepted set (inferred), here back to portrait.
    @Test func presentResolves() throws {
        let vcs = """
            {"a": {"shouldAutorotateToInterfaceOrientation": "all"},
             "p": {"shouldAutorotateToInterfaceOrientation": "portrait"}}
            """
        let events = #"""
            [{"type": "deviceOrientation", "orientation": "landscapeLeft"},
             {"type": "present", "viewController": "p"}]
            """#
        let simulation = try RuleTest.run(Self.app(vcs, root: "a", events: events))
        #expect(simulation.decisions[0].interfaceOrientation == "landscapeRight")
        #expect(simulation.decisions[1].interfaceOrientation == "portrait")
        #expect(simulation.decisions[1].rule == "R4.3")
        #expect(simulation.decisions[1].confidence == .inferred)
    }

    /// R4.4: a decider that accepts nothing keeps the orientation with a warning, never an exception.
    @Test func acceptsNothingWarnsAndKeeps() throws {
        let vcs = """
            {"a": {"shouldAutorotateToInterfaceOrientation": "all"},
             "n": {"shouldAutorotateToInterfaceOrientation": 0}}
            """
        let events = #"""
            [{"type": "deviceOrientation", "orientation": "landscapeLeft"},
             {"type": "present", "viewController": "n"}]
            """#
        let simulation = try RuleTest.run(Self.app(vcs, root: "a", events: events))
        let decision = simulation.decisions[1]
        #expect(decision.interfaceOrientation == "landscapeRight")
        #expect(decision.rule == "R4.4")
        #expect(decision.exception == nil)
        #expect(decision.log.isEmpty)
        #expect(decision.warnings.map(\.code) == ["noAcceptedOrientation"])
        #expect(simulation.terminated == nil)
    }

    /// R4.5: popping back to a VC that refuses the current orientation keeps it until the next device event.
    @Test func popKeepsRefusedOrientation() throws {
        let vcs = """
            {"nav": {"kind": "navigationController", "viewControllers": ["a", "b"]},
             "a": {"shouldAutorotateToInterfaceOrientation": "portrait"},
             "b": {"shouldAutorotateToInterfaceOrientation": "all"}}
            """
        let events = #"""
            [{"type": "deviceOrientation", "orientation": "landscapeLeft"},
             {"type": "pop", "navigationController": "nav"},
             {"type": "deviceOrientation", "orientation": "portrait"}]
            """#
        let simulation = try RuleTest.run(Self.app(vcs, root: "nav", events: events))
        #expect(simulation.decisions[1].interfaceOrientation == "landscapeRight")
        #expect(simulation.decisions[1].rule == "R4.5")
        #expect(simulation.decisions[2].interfaceOrientation == "portrait")
    }

    /// R4.1 with R1.6: the device mask still limits what a VC accepts (no upside-down on such a screen).
    @Test func deviceMaskLimits() throws {
        let json = """
            {"device": {"idiom": "phone", "os": "5.1", "screen": {"width": 320, "height": 480},
                        "statusBarHeight": 20, "supportsPortraitUpsideDown": false},
             "viewControllers": {"a": {"shouldAutorotateToInterfaceOrientation": "all"}},
             "window": {"rootViewController": "a"},
             "events": [{"type": "deviceOrientation", "orientation": "portraitUpsideDown"}]}
            """
        let simulation = try RuleTest.run(json)
        #expect(!simulation.decisions[0].rotated)
    }

    /// R7.1 on ≤ 5.x (5.0+): attemptRotation runs R4.2 with the unchanged device orientation.
    @Test func attemptRotationRunsLegacyRule() throws {
        let vcs = #"{"a": {"shouldAutorotateToInterfaceOrientation": "portrait"}}"#
        let events = #"""
            [{"type": "deviceOrientation", "orientation": "landscapeLeft"},
             {"type": "setViewControllerProperty", "viewController": "a",
              "property": "shouldAutorotateToInterfaceOrientation", "value": "landscape"},
             {"type": "attemptRotationToDeviceOrientation"}]
            """#
        let simulation = try RuleTest.run(Self.app(vcs, root: "a", events: events))
        #expect(!simulation.decisions[0].rotated)
        #expect(!simulation.decisions[1].rotated)
        #expect(simulation.decisions[2].interfaceOrientation == "landscapeRight")
    }

    /// R5.3 with R4.3: the ≤ 5.x launch starts from portrait and follows the device when the root accepts it.
    @Test func launchStartsFromPortrait() throws {
        let json = """
            {"device": {"idiom": "phone", "os": "5.1", "orientation": "landscapeLeft"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationLandscapeLeft"]}},
             "viewControllers": {"a": {"shouldAutorotateToInterfaceOrientation": "landscape"}},
             "window": {"rootViewController": "a"}, "events": []}
            """
        let simulation = try RuleTest.run(json)
        #expect(simulation.launch.previousInterfaceOrientation == "portrait")
        #expect(simulation.launch.interfaceOrientation == "landscapeRight")
        #expect(!simulation.launch.callbacks.contains { $0.method == "didRotateFromInterfaceOrientation:" })
    }
}

extension String {
    /// `self` with every occurrence of `target` replaced.
    fileprivate func replacingAll(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
