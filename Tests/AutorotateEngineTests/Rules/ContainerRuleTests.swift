import AutorotateWire
import Testing

@testable import AutorotateEngine

/// R3.1–R3.5: stock containers ignore their children, container delegates (7.0+ only), forwards
/// (including allChildren and nested forwards), precedence, and custom containers.
@Suite struct ContainerRuleTests {
    /// Launches `root` on `os` (phone, plist allowing everything) and turns the device to `turn`.
    static func simulate(
        os: String = "7.1", viewControllers: String, root: String = "root",
        turn: String = "landscapeLeft", more: [String] = []
    ) throws -> Simulation {
        let events = [#"{"type": "deviceOrientation", "orientation": "\#(turn)"}"#] + more
        return try RuleTest.run(
            """
            {"device": {"os": "\(os)"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]}},
             "viewControllers": \(viewControllers), "window": {"rootViewController": "\(root)"},
             "events": [\(events.joined(separator: ", "))]}
            """)
    }

    /// R3.1: a stock navigation controller answers with the defaults; its portrait-only child does not lock the app.
    @Test(arguments: ["navigationController", "splitViewController"])
    func stockContainerIgnoresChildren(kind: String) throws {
        let simulation = try Self.simulate(
            os: "6.1",
            viewControllers: """
                {"root": {"kind": "\(kind)", "viewControllers": ["a", "b"]},
                 "a": {"supportedInterfaceOrientations": "portrait", "shouldAutorotate": false},
                 "b": {"supportedInterfaceOrientations": "portrait", "shouldAutorotate": false}}
                """)
        let turn = simulation.decisions[0]
        #expect(turn.interfaceOrientation == "landscapeRight")
        #expect(turn.queryList == ["root.shouldAutorotate", "root.supportedInterfaceOrientations"])
        #expect(turn.masks?.viewController?.value == 26)
        #expect(turn.decidedBy.via == "rootViewController")
    }

    /// R3.1: a stock tab bar controller does not intersect its children either (an inferred default, #9).
    @Test func stockTabBarDoesNotIntersectChildren() throws {
        let simulation = try Self.simulate(
            os: "6.1",
            viewControllers: """
                {"root": {"kind": "tabBarController", "viewControllers": ["a"]},
                 "a": {"supportedInterfaceOrientations": "portrait"}}
                """)
        #expect(simulation.decisions[0].interfaceOrientation == "landscapeRight")
        #expect(simulation.decisions[0].confidence == .inferred)
    }

    /// R3.2: a container delegate's supportedInterfaceOrientations replaces the default on 7.0+.
    @Test func containerDelegateCountsFrom7() throws {
        let viewControllers = """
            {"root": {"kind": "navigationController", "viewControllers": ["a"],
                      "delegate": {"supportedInterfaceOrientations": "portrait"}},
             "a": {}}
            """
        let ios7 = try Self.simulate(os: "7.0", viewControllers: viewControllers)
        #expect(ios7.decisions[0].interfaceOrientation == "portrait")
        #expect(ios7.decisions[0].decidedBy.via == "containerDelegate")
        #expect(ios7.decisions[0].masks?.viewController?.value == 2)
        let ios6 = try Self.simulate(os: "6.1", viewControllers: viewControllers)
        #expect(ios6.decisions[0].interfaceOrientation == "landscapeRight")
        #expect(ios6.decisions[0].decidedBy.via == "rootViewController")
        #expect(
            ios6.launch.warningMessages.contains("container delegate orientation methods exist from iOS 7.0"))
    }

    /// R3.2: a tab bar delegate's preferred orientation is an overridden preferred used on a present.
    @Test func tabBarDelegatePreferredIsOverridden() throws {
        let simulation = try RuleTest.run(
            """
            {"device": {"os": "8.0"},
             "viewControllers": {"root": {},
               "tabs": {"kind": "tabBarController", "viewControllers": ["a"],
                        "delegate": {"supportedInterfaceOrientations": "allButUpsideDown",
                                     "preferredInterfaceOrientationForPresentation": "landscapeLeft"}},
               "a": {}},
             "window": {"rootViewController": "root"},
             "events": [{"type": "present", "viewController": "tabs", "style": "fullScreen", "animated": false}]}
            """)
        #expect(simulation.decisions[0].interfaceOrientation == "landscapeLeft")
        #expect(simulation.decisions[0].decidedBy.via == "containerDelegate")
    }

    /// R3.3: topViewController forwards to the stack top, and a push changes the answer (read at the next trigger).
    @Test func forwardToTopViewController() throws {
        let simulation = try Self.simulate(
            viewControllers: """
                {"root": {"kind": "navigationController", "viewControllers": ["a"],
                          "supportedInterfaceOrientations": {"forward": "topViewController"},
                          "shouldAutorotate": {"forward": "topViewController"}},
                 "a": {"supportedInterfaceOrientations": "allButUpsideDown"},
                 "b": {"supportedInterfaceOrientations": "portrait"}}
                """,
            more: [
                #"{"type": "push", "navigationController": "root", "viewController": "b", "animated": false}"#,
                #"{"type": "deviceOrientation", "orientation": "portrait"}"#,
                #"{"type": "deviceOrientation", "orientation": "landscapeRight"}"#,
            ])
        #expect(simulation.decisions[0].interfaceOrientation == "landscapeRight")
        #expect(
            simulation.decisions[0].decidedBy
                == DecidedBy(viewController: "root", className: "UINavigationController", via: "forward"))
        #expect(simulation.decisions[1].interfaceOrientation == "landscapeRight")
        #expect(simulation.decisions[2].interfaceOrientation == "portrait")
        #expect(simulation.decisions[3].interfaceOrientation == "portrait")
        #expect(simulation.decisions[3].masks?.viewController?.value == 2)
    }

    /// R3.3: selectedViewController forwards to the selected tab; a shouldAutorotate forward reaching NO refuses.
    @Test func forwardToSelectedViewController() throws {
        let simulation = try Self.simulate(
            viewControllers: """
                {"root": {"kind": "tabBarController", "viewControllers": ["a", "b"], "selectedIndex": 1,
                          "supportedInterfaceOrientations": {"forward": "selectedViewController"},
                          "shouldAutorotate": {"forward": "selectedViewController"}},
                 "a": {"supportedInterfaceOrientations": "allButUpsideDown"},
                 "b": {"shouldAutorotate": false}}
                """,
            more: [
                #"{"type": "selectTab", "tabBarController": "root", "index": 0}"#,
                #"{"type": "attemptRotationToDeviceOrientation"}"#,
            ])
        #expect(simulation.decisions[0].interfaceOrientation == "portrait")
        #expect(simulation.decisions[0].decidedBy.via == "shouldAutorotate")
        #expect(simulation.decisions[0].decidedBy.viewController == "root")
        #expect(simulation.decisions[1].interfaceOrientation == "portrait")
        #expect(simulation.decisions[2].interfaceOrientation == "landscapeRight")
    }

    /// R3.3, R6.6: a tab selected by an event stays selected after a setViewControllerProperty
    /// event changes the same tab bar (the declared selectedIndex does not come back).
    @Test func selectedTabSurvivesAPropertyChangeOfItsTabBar() throws {
        let simulation = try Self.simulate(
            viewControllers: """
                {"root": {"kind": "tabBarController", "viewControllers": ["a", "b"], "selectedIndex": 1,
                          "shouldAutorotate": {"forward": "selectedViewController"}},
                 "a": {"supportedInterfaceOrientations": "allButUpsideDown"},
                 "b": {"shouldAutorotate": false}}
                """,
            more: [
                #"{"type": "selectTab", "tabBarController": "root", "index": 0}"#,
                #"{"type": "setViewControllerProperty", "viewController": "root", "property": "supportedInterfaceOrientations", "value": "allButUpsideDown"}"#,
                #"{"type": "attemptRotationToDeviceOrientation"}"#,
            ])
        #expect(simulation.decisions[0].interfaceOrientation == "portrait")
        #expect(simulation.decisions[1].interfaceOrientation == "portrait")
        #expect(simulation.decisions[3].interfaceOrientation == "landscapeRight")
    }

    /// R3.3: allChildren intersects the children's masks and ANDs their shouldAutorotate.
    @Test func forwardToAllChildren() throws {
        let simulation = try Self.simulate(
            viewControllers: """
                {"root": {"kind": "splitViewController", "viewControllers": ["a", "b"],
                          "supportedInterfaceOrientations": {"forward": "allChildren"},
                          "shouldAutorotate": {"forward": "allChildren"}},
                 "a": {"supportedInterfaceOrientations": "all"},
                 "b": {"supportedInterfaceOrientations": "landscape"}}
                """,
            turn: "portraitUpsideDown",
            more: [
                #"{"type": "deviceOrientation", "orientation": "landscapeRight"}"#,
                #"{"type": "setViewControllerProperty", "viewController": "b", "property": "shouldAutorotate", "value": false}"#,
                #"{"type": "deviceOrientation", "orientation": "landscapeLeft"}"#,
            ])
        #expect(simulation.launch.masks?.viewController?.value == 24)
        #expect(simulation.decisions[0].interfaceOrientation == simulation.launch.interfaceOrientation)
        #expect(simulation.decisions[1].interfaceOrientation == "landscapeLeft")
        #expect(simulation.decisions[3].interfaceOrientation == "landscapeLeft")
        #expect(simulation.decisions[3].decidedBy.via == "shouldAutorotate")
    }

    /// R3.3: forwards are recursive — a forward reaching a container that forwards again reads the grandchild.
    @Test func nestedForwards() throws {
        let simulation = try Self.simulate(
            viewControllers: """
                {"root": {"kind": "tabBarController", "viewControllers": ["nav"],
                          "supportedInterfaceOrientations": {"forward": "selectedViewController"}},
                 "nav": {"kind": "navigationController", "viewControllers": ["leaf"],
                         "supportedInterfaceOrientations": {"forward": "topViewController"}},
                 "leaf": {"supportedInterfaceOrientations": "portrait"}}
                """)
        #expect(simulation.decisions[0].interfaceOrientation == "portrait")
        #expect(simulation.decisions[0].masks?.viewController?.value == 2)
        #expect(simulation.decisions[0].decidedBy.via == "forward")
        #expect(simulation.decisions[0].confidence == .observed)
    }

    /// R3.3: a forward reaching a stock container without its own properties gets that container's delegate answer (7.0+).
    @Test func forwardReachesChildContainerDelegate() throws {
        let simulation = try Self.simulate(
            viewControllers: """
                {"root": {"kind": "tabBarController", "viewControllers": ["nav"],
                          "supportedInterfaceOrientations": {"forward": "selectedViewController"}},
                 "nav": {"kind": "navigationController", "viewControllers": ["leaf"],
                         "delegate": {"supportedInterfaceOrientations": "portrait"}},
                 "leaf": {}}
                """)
        #expect(simulation.decisions[0].interfaceOrientation == "portrait")
    }

    /// R3.3: a forward with no child gives the container's default.
    @Test func forwardWithoutChildGivesDefault() throws {
        let simulation = try Self.simulate(
            viewControllers: """
                {"root": {"kind": "tabBarController", "viewControllers": [],
                          "supportedInterfaceOrientations": {"forward": "selectedViewController"}}}
                """)
        #expect(simulation.decisions[0].masks?.viewController?.value == 26)
        #expect(simulation.decisions[0].interfaceOrientation == "landscapeRight")
    }

    /// R3.4: the container's own property beats its delegate.
    @Test func ownPropertyBeatsDelegate() throws {
        let simulation = try Self.simulate(
            viewControllers: """
                {"root": {"kind": "navigationController", "viewControllers": ["a"],
                          "supportedInterfaceOrientations": "allButUpsideDown",
                          "delegate": {"supportedInterfaceOrientations": "portrait"}},
                 "a": {}}
                """)
        #expect(simulation.decisions[0].interfaceOrientation == "landscapeRight")
        #expect(simulation.decisions[0].decidedBy.via == "rootViewController")
        #expect(simulation.decisions[0].confidence == .inferred)
    }

    /// R3.5: a custom container counts only its own properties, never its children's.
    @Test func customContainerCountsOnlyItself() throws {
        let simulation = try Self.simulate(
            viewControllers: """
                {"root": {"class": "SideMenuController", "children": ["menu", "content"]},
                 "menu": {"supportedInterfaceOrientations": "portrait", "shouldAutorotate": false},
                 "content": {"supportedInterfaceOrientations": "portrait"}}
                """)
        #expect(simulation.decisions[0].interfaceOrientation == "landscapeRight")
        #expect(
            simulation.decisions[0].queryList == [
                "root.shouldAutorotate", "root.supportedInterfaceOrientations",
            ])
        #expect(simulation.decisions[0].confidence == .observed)
    }

    /// R3.5: a custom container can forward to all its children.
    @Test func customContainerForwardsToAllChildren() throws {
        let simulation = try Self.simulate(
            viewControllers: """
                {"root": {"class": "SideMenuController", "children": ["menu", "content"],
                          "supportedInterfaceOrientations": {"forward": "allChildren"}},
                 "menu": {"supportedInterfaceOrientations": "allButUpsideDown"},
                 "content": {"supportedInterfaceOrientations": "portrait"}}
                """)
        #expect(simulation.decisions[0].interfaceOrientation == "portrait")
        #expect(simulation.decisions[0].decidedBy.via == "forward")
    }

    /// R3.3: a forward inside a conditional preferred reads the child's preferred (overridden or not), never 0.
    @Test func conditionalForwardOfPreferred() throws {
        func present(top: String) throws -> Decision {
            try RuleTest.run(
                """
                {"device": {"os": "11.0"}, "app": {"flags": {"f": true}},
                 "viewControllers": {"root": {},
                   "nav": {"kind": "navigationController", "viewControllers": ["top"],
                           "preferredInterfaceOrientationForPresentation":
                             {"if": "f", "then": {"forward": "topViewController"}, "else": "portrait"}},
                   "top": \(top)},
                 "window": {"rootViewController": "root"},
                 "events": [{"type": "present", "viewController": "nav", "style": "fullScreen"}]}
                """
            ).decisions[0]
        }
        let overridden = try present(
            top: #"{"preferredInterfaceOrientationForPresentation": "landscapeLeft"}"#)
        #expect(overridden.exception == nil)
        #expect(overridden.interfaceOrientation == "landscapeLeft")
        let notOverridden = try present(top: "{}")
        #expect(notOverridden.exception == nil)
        #expect(notOverridden.interfaceOrientation == "portrait")
    }

    /// R3.3: visibleViewController is the end of the chain when the navigation controller presented it, else the top.
    @Test func forwardToVisibleViewController() throws {
        let simulation = try Self.simulate(
            os: "13.0",
            viewControllers: """
                {"root": {"kind": "navigationController", "viewControllers": ["top"],
                          "supportedInterfaceOrientations": {"forward": "visibleViewController"}},
                 "top": {"supportedInterfaceOrientations": "portrait"},
                 "sheet": {"supportedInterfaceOrientations": "allButUpsideDown"}}
                """,
            more: [
                #"{"type": "present", "viewController": "sheet", "from": "top", "style": "pageSheet"}"#,
                #"{"type": "deviceOrientation", "orientation": "portrait"}"#,
                #"{"type": "deviceOrientation", "orientation": "landscapeLeft"}"#,
            ])
        #expect(simulation.decisions[0].interfaceOrientation == "portrait")
        #expect(simulation.decisions[0].masks?.viewController?.value == 2)
        #expect(simulation.decisions[1].topViewController == "root")
        let turn = simulation.decisions[3]
        #expect(
            turn.decidedBy
                == DecidedBy(viewController: "root", className: "UINavigationController", via: "forward"))
        #expect(turn.masks?.viewController?.value == 26)
        #expect(turn.interfaceOrientation == "landscapeRight")
    }
}
