import AutorotateWire
import Testing

@testable import AutorotateEngine

/// R3.6: every question a container puts to a child is listed in `queries`, after the container's
/// own entry, in the order asked — on ≤ 5.x the stock containers' `shouldAutorotateToInterfaceOrientation:`,
/// on 6.0+ the questions a `forward` passes on.
@Suite struct ContainerQueryTests {
    static func simulate(os: String, viewControllers: String, root: String, events: [String]) throws
        -> Simulation
    {
        try RuleTest.run(
            """
            {"device": {"os": "\(os)", "orientation": "portrait"}, "viewControllers": \(viewControllers),
             "window": {"rootViewController": "\(root)"}, "events": [\(events.joined(separator: ", "))]}
            """)
    }

    static let turnLeft = #"{"type": "deviceOrientation", "orientation": "landscapeLeft"}"#
    static let legacy = "shouldAutorotateToInterfaceOrientation:"

    /// `queries` as `receiver.method(argument)=result` for the legacy selector.
    static func legacyCalls(_ decision: Decision) -> [String] {
        decision.queries.compactMap { query in
            guard query.method == legacy, case .object(let result) = query.result,
                case .string(let orientation)? = result["orientation"],
                case .bool(let answer)? = result["result"]
            else { return nil }
            return "\(query.viewController ?? "?")(\(orientation))=\(answer)"
        }
    }

    static let tabs = """
        {"tabs": {"kind": "tabBarController", "viewControllers": ["a", "b", "c"], "selectedIndex": 0},
         "a": {"shouldAutorotateToInterfaceOrientation": "all"},
         "b": {"shouldAutorotateToInterfaceOrientation": "all"},
         "c": {"shouldAutorotateToInterfaceOrientation": "portrait"}}
        """

    /// ≤ 5.x tab bar: every child in tab order is asked, the hidden tabs included, after the tab bar's own entry.
    @Test func legacyTabBarAsksEveryChildInOrder() throws {
        let simulation = try Self.simulate(
            os: "5.1", viewControllers: Self.tabs, root: "tabs", events: [Self.turnLeft])
        let decision = simulation.decisions[0]
        #expect(
            Self.legacyCalls(decision) == [
                "tabs(landscapeRight)=false", "a(landscapeRight)=true", "b(landscapeRight)=true",
                "c(landscapeRight)=false",
            ])
        #expect(decision.interfaceOrientation == "portrait")
    }

    /// ≤ 5.x navigation: only the top of the stack is asked; a nested container asks its own children after its entry.
    @Test func legacyNavigationAsksTheTop() throws {
        let simulation = try Self.simulate(
            os: "5.0",
            viewControllers: """
                {"nav": {"kind": "navigationController", "viewControllers": ["bottom", "top"]},
                 "bottom": {}, "top": {"shouldAutorotateToInterfaceOrientation": "landscape"}}
                """, root: "nav", events: [Self.turnLeft])
        let decision = simulation.decisions[0]
        #expect(Self.legacyCalls(decision) == ["nav(landscapeRight)=true", "top(landscapeRight)=true"])
        #expect(decision.interfaceOrientation == "landscapeRight")
    }

    /// ≤ 5.x split: master then detail, each with the argument and its own answer.
    @Test func legacySplitAsksMasterThenDetail() throws {
        let simulation = try Self.simulate(
            os: "4.3",
            viewControllers: """
                {"split": {"kind": "splitViewController", "viewControllers": ["master", "detail"]},
                 "master": {"shouldAutorotateToInterfaceOrientation": "all"}, "detail": {}}
                """, root: "split", events: [Self.turnLeft])
        #expect(
            Self.legacyCalls(simulation.decisions[0]) == [
                "split(landscapeRight)=false", "master(landscapeRight)=true", "detail(landscapeRight)=false",
            ])
    }

    /// ≤ 5.x launch: each of the four orientations asked is followed by the children's calls for it.
    @Test func legacyLaunchListsChildrenPerOrientation() throws {
        let simulation = try Self.simulate(os: "5.1", viewControllers: Self.tabs, root: "tabs", events: [])
        let calls = Self.legacyCalls(simulation.launch)
        #expect(calls.count == 16)
        #expect(
            calls.prefix(4) == [
                "tabs(portrait)=true", "a(portrait)=true", "b(portrait)=true", "c(portrait)=true",
            ])
    }

    /// 6.0+: a stock tab bar without a forward asks no child (R3.1), on the other side of the boundary.
    @Test func stockContainerAsksNoChildOn6() throws {
        let simulation = try Self.simulate(
            os: "6.0", viewControllers: Self.tabs, root: "tabs", events: [Self.turnLeft])
        #expect(
            simulation.decisions[0].queryList == [
                "tabs.shouldAutorotate", "tabs.supportedInterfaceOrientations",
            ])
    }

    /// 6.0+ navigation: a forward to topViewController lists the top's own answers after the container's.
    @Test func navigationForwardListsTheTop() throws {
        let simulation = try Self.simulate(
            os: "6.0",
            viewControllers: """
                {"nav": {"kind": "navigationController", "viewControllers": ["bottom", "top"],
                         "shouldAutorotate": {"forward": "topViewController"},
                         "supportedInterfaceOrientations": {"forward": "topViewController"}},
                 "bottom": {}, "top": {"supportedInterfaceOrientations": "allButUpsideDown"}}
                """, root: "nav", events: [Self.turnLeft])
        let decision = simulation.decisions[0]
        #expect(
            decision.queryList == [
                "nav.shouldAutorotate", "top.shouldAutorotate", "nav.supportedInterfaceOrientations",
                "top.supportedInterfaceOrientations",
            ])
        #expect(decision.queries[3].result == decision.queries[2].result)
        #expect(decision.interfaceOrientation == "landscapeRight")
    }

    /// 6.0+ tab bar: a forward to selectedViewController asks the selected tab only; a conditional resolves first.
    @Test func tabBarForwardListsTheSelectedTab() throws {
        let simulation = try Self.simulate(
            os: "7.1",
            viewControllers: """
                {"tabs": {"kind": "tabBarController", "viewControllers": ["a", "b"], "selectedIndex": 1,
                          "shouldAutorotate": {"forward": "selectedViewController"}},
                 "a": {}, "b": {"shouldAutorotate": false}}
                """, root: "tabs", events: [Self.turnLeft])
        let decision = simulation.decisions[0]
        #expect(decision.queryList == ["tabs.shouldAutorotate", "b.shouldAutorotate"])
        #expect(decision.queries.map(\.result) == [.bool(false), .bool(false)])
        #expect(decision.decidedBy.via == "shouldAutorotate")
    }

    /// 6.0+ split: a forward to allChildren asks master then detail.
    @Test func splitForwardListsMasterThenDetail() throws {
        let simulation = try Self.simulate(
            os: "12.0",
            viewControllers: """
                {"split": {"kind": "splitViewController", "viewControllers": ["master", "detail"],
                           "supportedInterfaceOrientations": {"forward": "allChildren"}},
                 "master": {"supportedInterfaceOrientations": "all"},
                 "detail": {"supportedInterfaceOrientations": "landscape"}}
                """, root: "split", events: [Self.turnLeft])
        let decision = simulation.decisions[0]
        #expect(
            decision.queryList == [
                "split.shouldAutorotate", "split.supportedInterfaceOrientations",
                "master.supportedInterfaceOrientations", "detail.supportedInterfaceOrientations",
            ])
        #expect(decision.interfaceOrientation == "landscapeRight")
    }

    /// 6.0+ presentation: a forwarded preferredInterfaceOrientationForPresentation lists the child it reached.
    @Test func preferredForwardListsTheChild() throws {
        let simulation = try Self.simulate(
            os: "9.0",
            viewControllers: """
                {"root": {}, "nav": {"kind": "navigationController", "viewControllers": ["player"],
                         "preferredInterfaceOrientationForPresentation": {"forward": "topViewController"},
                         "supportedInterfaceOrientations": {"forward": "topViewController"}},
                 "player": {"supportedInterfaceOrientations": "landscape",
                            "preferredInterfaceOrientationForPresentation": "landscapeLeft"}}
                """, root: "root",
            events: [#"{"type": "present", "viewController": "nav", "style": "fullScreen"}"#])
        let decision = simulation.decisions[0]
        #expect(
            decision.queryList == [
                "nav.preferredInterfaceOrientationForPresentation",
                "player.preferredInterfaceOrientationForPresentation", "nav.shouldAutorotate",
                "nav.supportedInterfaceOrientations", "player.supportedInterfaceOrientations",
            ])
        #expect(decision.queries[1].result == .string("landscapeLeft"))
        #expect(decision.interfaceOrientation == "landscapeLeft")
    }
}

/// R7.2 on 6.0–15.x: the two conditions that let setStatusBarOrientation through, each with its
/// own confidence, and the near miss where neither holds.
@Suite struct StatusBarConditionTests {
    static func simulate(os: String, root: String, events: [String]) throws -> Simulation {
        try RuleTest.run(
            """
            {"device": {"os": "\(os)"}, "app": {"flags": {"zero": false}},
             "viewControllers": {"root": \(root)}, "window": {"rootViewController": "root"},
             "events": [\(events.joined(separator: ", "))]}
            """)
    }

    static let toLeft = #"{"type": "setStatusBarOrientation", "orientation": "landscapeLeft"}"#
    static let zero = #"{"type": "setFlag", "name": "zero", "value": true}"#
    static let maskZeroWhenFlagged =
        #"{"supportedInterfaceOrientations": {"if": "zero", "then": 0, "else": "all"}}"#

    /// A decider whose supportedInterfaceOrientations returns 0 lets it through (documented), on both ends of 6.0–15.x.
    @Test(arguments: ["6.0", "15.7"])
    func maskZeroHonours(os: String) throws {
        let simulation = try Self.simulate(
            os: os, root: Self.maskZeroWhenFlagged, events: [Self.zero, Self.toLeft])
        let decision = simulation.decisions[1]
        #expect(decision.statusBarOrientation == "landscapeLeft")
        #expect(decision.interfaceOrientation == "portrait")
        #expect(decision.rule == "R7.2")
        #expect(decision.confidence == .documented)
        #expect(decision.explanation.contains("supportedInterfaceOrientations returns 0"))
        #expect(decision.queryList == ["root.shouldAutorotate", "root.supportedInterfaceOrientations"])
        #expect(decision.warnings.isEmpty)
    }

    /// shouldAutorotate NO lets it through (observed) without reading the mask.
    @Test func shouldAutorotateNoHonours() throws {
        let simulation = try Self.simulate(
            os: "8.4", root: #"{"shouldAutorotate": false}"#, events: [Self.toLeft])
        let decision = simulation.decisions[0]
        #expect(decision.statusBarOrientation == "landscapeLeft")
        #expect(decision.confidence == .observed)
        #expect(decision.explanation.contains("shouldAutorotate returns NO"))
        #expect(decision.queryList == ["root.shouldAutorotate"])
        #expect(decision.decidedBy.via == "shouldAutorotate")
    }

    /// Near miss: a non-zero mask and shouldAutorotate YES leave the status bar where it is, with a warning.
    @Test func nonZeroMaskAndAutorotatingIgnores() throws {
        let simulation = try Self.simulate(os: "6.1", root: Self.maskZeroWhenFlagged, events: [Self.toLeft])
        let decision = simulation.decisions[0]
        #expect(decision.statusBarOrientation == "portrait")
        #expect(decision.notifications.isEmpty)
        #expect(decision.warningCodes == ["ignored"])
        #expect(decision.queryList == ["root.shouldAutorotate", "root.supportedInterfaceOrientations"])
    }

    /// 16+: a mask of 0 does not let it through any more (R9.4).
    @Test func maskZeroIgnoredOn16() throws {
        let simulation = try Self.simulate(
            os: "16.0", root: Self.maskZeroWhenFlagged, events: [Self.zero, Self.toLeft])
        #expect(simulation.decisions[1].statusBarOrientation == "portrait")
        #expect(simulation.decisions[1].warningCodes == ["ignored"])
    }
}
