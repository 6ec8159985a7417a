import AutorotateWire
import Testing

@testable import AutorotateEngine

/// R8.9 (and R5.3): appearance callbacks — who appears or disappears, in which order, with which `animated`.
@Suite struct AppearanceCallbackTests {
    /// The appearance callbacks of `callbacks` only.
    static func appearance(_ callbacks: [Callback]) -> [String] {
        RuleTest.lines(
            callbacks.filter { $0.method.hasPrefix("viewWill") || $0.method.hasPrefix("viewDid") }
        )
        .filter { $0.contains("Appear") || $0.contains("Disappear") }
    }

    /// A phone app on `$OS`: a tab bar `tabs` whose first tab is the navigation controller `nav`
    /// (stack `a`), second tab `t2`, plus loose `b`, `m` and `other`.
    static let tree = """
        {"device": {"idiom": "phone", "model": "iPhone 5", "os": "$OS"},
         "viewControllers": {
           "tabs": {"kind": "tabBarController", "viewControllers": ["nav", "t2"]},
           "nav": {"kind": "navigationController", "viewControllers": ["a"]},
           "a": {}, "t2": {}, "b": {}, "m": {}, "other": {}},
         "window": {"rootViewController": "tabs"},
         "events": [
           {"type": "push", "navigationController": "nav", "viewController": "b"},
           {"type": "pop", "navigationController": "nav", "animated": false},
           {"type": "selectTab", "tabBarController": "tabs", "index": 1},
           {"type": "present", "viewController": "m", "style": "fullScreen", "animated": false},
           {"type": "dismiss"},
           {"type": "setRootViewController", "viewController": "other"}]}
        """

    /// R8.9: launch — the root and its visible children appear, parent before child, not animated.
    @Test func launchAppearsParentFirst() throws {
        let simulation = try RuleTest.run(Self.tree, os: "9.0")
        #expect(
            Self.appearance(simulation.launch.callbacks) == [
                "tabs viewWillAppear: animated=false",
                "nav viewWillAppear: animated=false",
                "a viewWillAppear: animated=false",
                "tabs viewDidAppear: animated=false",
                "nav viewDidAppear: animated=false",
                "a viewDidAppear: animated=false",
            ])
    }

    /// R8.9: push (animated by default) and pop (animated false) swap the old and new top.
    @Test func pushAndPopSwapTheTop() throws {
        let simulation = try RuleTest.run(Self.tree, os: "9.0")
        #expect(
            Self.appearance(simulation.decisions[0].callbacks) == [
                "a viewWillDisappear: animated=true",
                "b viewWillAppear: animated=true",
                "a viewDidDisappear: animated=true",
                "b viewDidAppear: animated=true",
            ])
        #expect(
            Self.appearance(simulation.decisions[1].callbacks) == [
                "b viewWillDisappear: animated=false",
                "a viewWillAppear: animated=false",
                "b viewDidDisappear: animated=false",
                "a viewDidAppear: animated=false",
            ])
    }

    /// R8.9: selectTab is not animated; the old tab's whole visible tree leaves (inferred, #24).
    @Test func selectTabIsNotAnimated() throws {
        let simulation = try RuleTest.run(Self.tree, os: "9.0")
        #expect(
            Self.appearance(simulation.decisions[2].callbacks) == [
                "nav viewWillDisappear: animated=false",
                "a viewWillDisappear: animated=false",
                "t2 viewWillAppear: animated=false",
                "nav viewDidDisappear: animated=false",
                "a viewDidDisappear: animated=false",
                "t2 viewDidAppear: animated=false",
            ])
    }

    /// R8.9: a full-screen presentation hides the presenter's tree; the dismissal (animated by default) brings it back.
    @Test func fullScreenPresentHidesThePresenterTree() throws {
        let simulation = try RuleTest.run(Self.tree, os: "9.0")
        #expect(
            Self.appearance(simulation.decisions[3].callbacks) == [
                "tabs viewWillDisappear: animated=false",
                "t2 viewWillDisappear: animated=false",
                "m viewWillAppear: animated=false",
                "tabs viewDidDisappear: animated=false",
                "t2 viewDidDisappear: animated=false",
                "m viewDidAppear: animated=false",
            ])
        #expect(
            Self.appearance(simulation.decisions[4].callbacks) == [
                "m viewWillDisappear: animated=true",
                "tabs viewWillAppear: animated=true",
                "t2 viewWillAppear: animated=true",
                "m viewDidDisappear: animated=true",
                "tabs viewDidAppear: animated=true",
                "t2 viewDidAppear: animated=true",
            ])
    }

    /// R8.9: a new root — old tree's will-disappear, new root's will-appear, then both did-s, not animated.
    @Test func newRootSwapsTrees() throws {
        let simulation = try RuleTest.run(Self.tree, os: "9.0")
        #expect(
            Self.appearance(simulation.decisions[5].callbacks) == [
                "tabs viewWillDisappear: animated=false",
                "t2 viewWillDisappear: animated=false",
                "other viewWillAppear: animated=false",
                "tabs viewDidDisappear: animated=false",
                "t2 viewDidDisappear: animated=false",
                "other viewDidAppear: animated=false",
            ])
        #expect(simulation.decisions[5].confidence == .inferred)
    }

    /// R8.9 with R6.2: a page sheet on a 13+ phone leaves the presenter on screen; only the sheet appears.
    @Test func sheetLeavesThePresenterVisible() throws {
        let json = """
            {"device": {"idiom": "phone", "os": "13.0"},
             "viewControllers": {"a": {}, "s": {}}, "window": {"rootViewController": "a"},
             "events": [{"type": "present", "viewController": "s"}, {"type": "dismiss", "animated": false}]}
            """
        let simulation = try RuleTest.run(json)
        #expect(
            Self.appearance(simulation.decisions[0].callbacks) == [
                "s viewWillAppear: animated=true", "s viewDidAppear: animated=true",
            ])
        #expect(
            Self.appearance(simulation.decisions[1].callbacks) == [
                "s viewWillDisappear: animated=false", "s viewDidDisappear: animated=false",
            ])
        #expect(simulation.decisions[0].confidence != .inferred)
    }

    /// R8.9 (≤ 5.x): children get appearance callbacks only while their container forwards.
    @Test func legacyForwardingFlagCutsAppearance() throws {
        let json = """
            {"device": {"idiom": "phone", "os": "5.1"},
             "viewControllers": {"nav": {"kind": "navigationController", "viewControllers": ["a"],
                                         "shouldAutomaticallyForwardRotationMethods": false},
                                 "a": {}, "b": {}},
             "window": {"rootViewController": "nav"},
             "events": [{"type": "push", "navigationController": "nav", "viewController": "b"}]}
            """
        let simulation = try RuleTest.run(json)
        #expect(
            Self.appearance(simulation.launch.callbacks) == [
                "nav viewWillAppear: animated=false", "nav viewDidAppear: animated=false",
            ])
        #expect(Self.appearance(simulation.decisions[0].callbacks).isEmpty)
    }

    /// R8.9 (6.0+): children get appearance callbacks whatever the forwarding flag.
    @Test func forwardingFlagDoesNotCutAppearanceFromSix() throws {
        let json = """
            {"device": {"idiom": "phone", "os": "6.0"},
             "viewControllers": {"nav": {"kind": "navigationController", "viewControllers": ["a"],
                                         "shouldAutomaticallyForwardRotationMethods": false},
                                 "a": {}},
             "window": {"rootViewController": "nav"}, "events": []}
            """
        let simulation = try RuleTest.run(json)
        #expect(
            Self.appearance(simulation.launch.callbacks) == [
                "nav viewWillAppear: animated=false", "a viewWillAppear: animated=false",
                "nav viewDidAppear: animated=false", "a viewDidAppear: animated=false",
            ])
    }

    /// R5.3: the ≤ 5.x launch rotation from portrait runs R8.2 without didRotate, 0 s, between
    /// viewWillAppear: and viewDidAppear: (inferred, #12).
    @Test func legacyLaunchRotationWithoutDidRotate() throws {
        let json = """
            {"device": {"idiom": "phone", "os": "5.1"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationLandscapeRight"]}},
             "viewControllers": {"a": {"shouldAutorotateToInterfaceOrientation": "landscape"}},
             "window": {"rootViewController": "a"}, "events": []}
            """
        let simulation = try RuleTest.run(json)
        let launch = simulation.launch
        #expect(launch.previousInterfaceOrientation == "portrait")
        #expect(launch.interfaceOrientation == "landscapeRight")
        #expect(launch.statusBarOrientation == "landscapeRight")
        #expect(launch.rotated)
        #expect(
            RuleTest.lines(launch.callbacks) == [
                "a viewWillAppear: animated=false",
                "a willRotateToInterfaceOrientation:duration: landscapeRight d=0.0",
                "a viewWillLayoutSubviews",
                "a viewDidLayoutSubviews",
                "a willAnimateRotationToInterfaceOrientation:duration: landscapeRight d=0.0",
                "a viewDidAppear: animated=false",
            ])
        #expect(launch.confidence == .inferred)
    }

    /// R8.9 (open question 24): when view controllers both leave and enter, their order (leaving
    /// first) is an engine default and the decision says inferred.
    @Test func appearanceAfterLaunchIsInferred() throws {
        let simulation = try RuleTest.run(Self.tree, os: "9.0")
        for decision in simulation.decisions {
            #expect(decision.confidence == .inferred, "\(decision.type)")
        }
    }

    /// R8.9: a 6.1 phone launch (R5.2 documented) stays documented: its appearance order is observed.
    @Test func launchAppearanceIsNotInferred() throws {
        let json = """
            {"device": {"idiom": "phone", "os": "6.1"},
             "viewControllers": {"a": {}}, "window": {"rootViewController": "a"}, "events": []}
            """
        #expect(try RuleTest.run(json).launch.confidence != .inferred)
    }
}
