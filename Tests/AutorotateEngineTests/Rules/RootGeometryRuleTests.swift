import AutorotateWire
import Testing

@testable import AutorotateEngine

/// R8.6 and R8.7: root-view and window geometry per era, and ≤ 6.x bar insets of container children.
@Suite struct RootGeometryRuleTests {
    /// A `$IDIOM` app on `$OS` whose root `a` (view `aView`) accepts everything, turned through all four.
    static let turns = """
        {"device": {"idiom": "$IDIOM", "os": "$OS"},
         "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["portrait", "portraitUpsideDown",
                 "landscapeLeft", "landscapeRight"], "UIRequiresFullScreen": true}},
         "viewControllers": {"a": {"supportedInterfaceOrientations": "all",
                                   "shouldAutorotateToInterfaceOrientation": "all",
                                   "view": {"id": "aView", "frame": [0, 0, 10, 10]}}},
         "window": {"rootViewController": "a"},
         "events": [{"type": "deviceOrientation", "orientation": "landscapeLeft"},
                    {"type": "deviceOrientation", "orientation": "landscapeRight"},
                    {"type": "deviceOrientation", "orientation": "portraitUpsideDown"},
                    {"type": "deviceOrientation", "orientation": "portrait"}]}
        """

    static func run(os: String, idiom: String = "phone") throws -> Simulation {
        try RuleTest.run(Self.turns.split(separator: "$IDIOM").joined(separator: idiom), os: os)
    }

    /// The `[frame, bounds, transform]` of `id` in `views`.
    static func geometry(_ id: String, _ views: [ViewGeometryEntry]) -> [[Double]]? {
        RuleTest.view(id, in: views).map { [$0.frame, $0.bounds, $0.transform] }
    }

    /// R8.6 ≤ 6.x: the status bar lies outside the root view, which turns by transform (iPhone 4S, 320×480, s 20).
    @Test func sixStatusBarOutsideWithTransforms() throws {
        let simulation = try Self.run(os: "6.1")
        #expect(
            Self.geometry("aView", simulation.launch.views) == [
                [0, 20, 320, 460], [0, 0, 320, 460], [1, 0, 0, 1, 0, 0],
            ])
        #expect(
            Self.geometry("aView", simulation.decisions[0].views) == [
                [0, 0, 300, 480], [0, 0, 480, 300], [0, 1, -1, 0, 0, 0],
            ])
        #expect(
            Self.geometry("aView", simulation.decisions[1].views) == [
                [20, 0, 300, 480], [0, 0, 480, 300], [0, -1, 1, 0, 0, 0],
            ])
        #expect(
            Self.geometry("aView", simulation.decisions[2].views) == [
                [0, 0, 320, 460], [0, 0, 320, 460], [-1, 0, 0, -1, 0, 0],
            ])
        #expect(
            Self.geometry("aView", simulation.decisions[3].views) == [
                [0, 20, 320, 460], [0, 0, 320, 460], [1, 0, 0, 1, 0, 0],
            ])
        #expect(RuleTest.view("window", in: simulation.final.views)?.frame == [0, 0, 320, 480])
        #expect(!simulation.decisions.contains { RuleTest.view("window", in: $0.views) != nil })
    }

    /// R8.6 7.x: the root view fills the screen under the status bar, still turned by transform.
    @Test func sevenFullScreenWithTransforms() throws {
        let simulation = try Self.run(os: "7.1")
        #expect(
            Self.geometry("aView", simulation.launch.views) == [
                [0, 0, 320, 480], [0, 0, 320, 480], [1, 0, 0, 1, 0, 0],
            ])
        #expect(
            Self.geometry("aView", simulation.decisions[0].views) == [
                [0, 0, 320, 480], [0, 0, 480, 320], [0, 1, -1, 0, 0, 0],
            ])
        #expect(
            Self.geometry("aView", simulation.decisions[1].views) == [
                [0, 0, 320, 480], [0, 0, 480, 320], [0, -1, 1, 0, 0, 0],
            ])
        #expect(RuleTest.view("window", in: simulation.final.views)?.bounds == [0, 0, 320, 480])
    }

    /// R8.6 8.0+: window and root bounds rotate, the root's transform stays identity (iPhone 8, 375×667).
    @Test func eightRotatedWindowBounds() throws {
        let simulation = try Self.run(os: "8.0")
        #expect(
            Self.geometry("aView", simulation.decisions[0].views) == [
                [0, 0, 667, 375], [0, 0, 667, 375], [1, 0, 0, 1, 0, 0],
            ])
        #expect(
            Self.geometry("window", simulation.decisions[0].views) == [
                [0, 0, 667, 375], [0, 0, 667, 375], [1, 0, 0, 1, 0, 0],
            ])
        #expect(Self.geometry("aView", simulation.decisions[1].views) == nil)
        #expect(
            Self.geometry("aView", simulation.decisions[2].views) == [
                [0, 0, 375, 667], [0, 0, 375, 667], [1, 0, 0, 1, 0, 0],
            ])
    }

    /// R8.6: the measured iPad iOS 5 frames — portrait (0,20,768,1004), landscapeRight (0,0,748,1024), landscapeLeft (20,0,748,1024).
    @Test func measuredPadFiveFrames() throws {
        let simulation = try Self.run(os: "5.1", idiom: "pad")
        #expect(RuleTest.view("aView", in: simulation.launch.views)?.frame == [0, 20, 768, 1004])
        #expect(RuleTest.view("aView", in: simulation.decisions[0].views)?.frame == [0, 0, 748, 1024])
        #expect(RuleTest.view("aView", in: simulation.decisions[1].views)?.frame == [20, 0, 748, 1024])
        #expect(RuleTest.view("aView", in: simulation.decisions[1].views)?.bounds == [0, 0, 1024, 748])
    }

    /// A navigation root (view `navView`) showing `a` (view `aView`) on `$OS`/`$IDIOM`, turned once.
    static let navigation = """
        {"device": {"idiom": "$IDIOM", "os": "$OS"},
         "app": {"infoPlist": {"UIRequiresFullScreen": true}},
         "viewControllers": {
           "nav": {"kind": "navigationController", "viewControllers": ["a"],
                   "view": {"id": "navView", "frame": [0, 0, 10, 10]}},
           "a": {"view": {"id": "aView", "frame": [0, 0, 10, 10]}}},
         "window": {"rootViewController": "nav"},
         "events": [{"type": "deviceOrientation", "orientation": "landscapeLeft"}]}
        """

    /// R8.7 ≤ 6.x: a navigation child loses 44 pt at the top, 32 pt on a phone in landscape (inferred).
    @Test func sixNavigationInsetsOnPhone() throws {
        let simulation = try RuleTest.run(
            Self.navigation.split(separator: "$IDIOM").joined(separator: "phone"), os: "6.1")
        #expect(RuleTest.view("navView", in: simulation.launch.views)?.frame == [0, 20, 320, 460])
        #expect(RuleTest.view("aView", in: simulation.launch.views)?.frame == [0, 44, 320, 416])
        #expect(RuleTest.view("aView", in: simulation.decisions[0].views)?.frame == [0, 32, 480, 268])
        #expect(simulation.launch.confidence == .inferred)
    }

    /// R8.7 ≤ 6.x: on the pad the navigation bar keeps 44 pt in landscape.
    @Test func sixNavigationInsetsOnPad() throws {
        let simulation = try RuleTest.run(
            Self.navigation.split(separator: "$IDIOM").joined(separator: "pad"), os: "6.1")
        #expect(RuleTest.view("aView", in: simulation.decisions[0].views)?.frame == [0, 44, 1024, 704])
    }

    /// R8.7 7.0+: a container child fills the container's bounds.
    @Test func sevenChildFillsContainer() throws {
        let simulation = try RuleTest.run(
            Self.navigation.split(separator: "$IDIOM").joined(separator: "phone"), os: "7.0")
        #expect(RuleTest.view("aView", in: simulation.launch.views)?.frame == [0, 0, 320, 480])
        #expect(RuleTest.view("aView", in: simulation.decisions[0].views)?.frame == [0, 0, 480, 320])
    }

    /// R8.7 ≤ 6.x: a tab child loses 49 pt at the bottom, unless the visible navigation child hides the bar.
    @Test func sixTabBarInsetAndHidesBottomBarWhenPushed() throws {
        let json = """
            {"device": {"idiom": "phone", "os": "6.1"},
             "viewControllers": {
               "tabs": {"kind": "tabBarController", "viewControllers": ["nav", "plain"], "selectedIndex": 0,
                        "view": {"id": "tabsView", "frame": [0, 0, 10, 10]}},
               "nav": {"kind": "navigationController", "viewControllers": ["x"],
                       "view": {"id": "navView", "frame": [0, 0, 10, 10]}},
               "x": {"view": {"id": "xView", "frame": [0, 0, 10, 10]}},
               "y": {"hidesBottomBarWhenPushed": true, "view": {"id": "yView", "frame": [0, 0, 10, 10]}},
               "plain": {"view": {"id": "plainView", "frame": [0, 0, 10, 10]}}},
             "window": {"rootViewController": "tabs"},
             "events": [{"type": "push", "navigationController": "nav", "viewController": "y"},
                        {"type": "pop", "navigationController": "nav"},
                        {"type": "selectTab", "tabBarController": "tabs", "index": 1}]}
            """
        let simulation = try RuleTest.run(json)
        #expect(RuleTest.view("tabsView", in: simulation.launch.views)?.frame == [0, 20, 320, 460])
        #expect(RuleTest.view("navView", in: simulation.launch.views)?.frame == [0, 0, 320, 411])
        #expect(RuleTest.view("xView", in: simulation.launch.views)?.frame == [0, 44, 320, 367])
        #expect(RuleTest.view("navView", in: simulation.decisions[0].views)?.frame == [0, 0, 320, 460])
        #expect(RuleTest.view("yView", in: simulation.decisions[0].views)?.frame == [0, 44, 320, 416])
        #expect(RuleTest.view("navView", in: simulation.decisions[1].views)?.frame == [0, 0, 320, 411])
        #expect(RuleTest.view("plainView", in: simulation.decisions[2].views)?.frame == [0, 0, 320, 411])
    }

    /// R8.6 with R10.5: the default phone model is the iPhone 4S before 8.0 and the iPhone 8 from 8.0.
    @Test func defaultPhoneModelPerEra() throws {
        let seven = try Self.run(os: "7.1")
        let eight = try Self.run(os: "8.0")
        #expect(RuleTest.view("window", in: seven.final.views)?.frame == [0, 0, 320, 480])
        #expect(RuleTest.view("window", in: eight.final.views)?.frame == [0, 0, 375, 667])
    }

    /// R8.6: a full-screen presented view controller's view gets root-view geometry (6.x, landscape).
    @Test func presentedFullScreenGetsRootGeometry() throws {
        let json = """
            {"device": {"idiom": "phone", "os": "6.1"},
             "viewControllers": {"a": {}, "l": {"supportedInterfaceOrientations": "landscape",
                                               "view": {"id": "lView", "frame": [0, 0, 10, 10]}}},
             "window": {"rootViewController": "a"},
             "events": [{"type": "present", "viewController": "l", "style": "fullScreen"}]}
            """
        let simulation = try RuleTest.run(json)
        #expect(
            Self.geometry("lView", simulation.decisions[0].views) == [
                [0, 0, 300, 480], [0, 0, 480, 300], [0, 1, -1, 0, 0, 0],
            ])
    }

    /// R8.7 (≤ 6.x, iPad): split children keep their frames and autoresize as subviews of the
    /// split's view (1004 → 748 high; the detail 447 → 703 wide); a custom container's child too.
    @Test func splitAndCustomChildrenAutoresize() throws {
        let json = """
            {"device": {"idiom": "pad", "os": "6.1"},
             "viewControllers": {
               "split": {"kind": "splitViewController", "viewControllers": ["m", "d"],
                         "view": {"id": "splitView", "frame": [0, 20, 768, 1004]}},
               "m": {"view": {"id": "mView", "frame": [0, 0, 320, 1004], "autoresizingMask": "flexibleHeight"}},
               "d": {"view": {"id": "dView", "frame": [321, 0, 447, 1004],
                              "autoresizingMask": "flexibleWidth | flexibleHeight"}},
               "cc": {"class": "MyContainer", "children": ["k"],
                      "view": {"id": "ccView", "frame": [0, 20, 768, 1004]}},
               "k": {"view": {"id": "kView", "frame": [0, 0, 768, 500], "autoresizingMask": "flexibleWidth"}}},
             "window": {"rootViewController": "split"},
             "events": [{"type": "deviceOrientation", "orientation": "landscapeLeft"},
                        {"type": "setRootViewController", "viewController": "cc"}]}
            """
        let simulation = try RuleTest.run(json)
        let turned = simulation.decisions[0].views
        #expect(RuleTest.view("splitView", in: turned)?.bounds == [0, 0, 1024, 748])
        #expect(RuleTest.view("mView", in: turned)?.frame == [0, 0, 320, 748])
        #expect(RuleTest.view("dView", in: turned)?.frame == [321, 0, 703, 748])
        #expect(RuleTest.view("kView", in: simulation.decisions[1].views)?.frame == [0, 0, 1024, 500])
    }

    /// R10.5: models set the screen — iPhone 14 Pro 393×852, iPad Pro 11-inch 834×1194 (8.0+ window).
    @Test(arguments: [
        ("phone", "iPhone 14 Pro", [393.0, 852.0]), ("pad", "iPad Pro 11-inch", [834.0, 1194.0]),
    ])
    func modelSetsScreen(idiom: String, model: String, size: [Double]) throws {
        let json = """
            {"device": {"idiom": "\(idiom)", "model": "\(model)", "os": "17.0"},
             "viewControllers": {"a": {}}, "window": {"rootViewController": "a"}, "events": []}
            """
        let window = RuleTest.view("window", in: try RuleTest.run(json).final.views)
        #expect(window?.bounds == [0, 0] + size)
    }

    /// R10.5: the table's ranges name every model in them — "iPad (1st–6th gen)" includes
    /// `iPad (2nd generation)`, "Air 1–2" `iPad Air 1`, "mini 1–5" `iPad mini (4th generation)` and
    /// `iPad mini 5` — so those spellings are accepted, not rejected with 422.
    @Test(arguments: [
        "iPad (2nd generation)", "iPad Air 1", "iPad Air (2nd generation)", "iPad mini 1",
        "iPad mini (2nd generation)", "iPad mini (3rd generation)", "iPad mini (4th generation)",
        "iPad mini 5",
    ])
    func rangeEntriesAccepted(model: String) throws {
        let json = """
            {"device": {"idiom": "pad", "model": "\(model)", "os": "9.0"},
             "viewControllers": {"a": {}}, "window": {"rootViewController": "a"}, "events": []}
            """
        let window = RuleTest.view("window", in: try RuleTest.run(json).final.views)
        #expect(window?.bounds == [0, 0, 768, 1024])
    }

    /// R10.5: a model of the other idiom is an input error (422).
    @Test func modelOfOtherIdiomRejected() {
        let json = """
            {"device": {"idiom": "phone", "model": "iPad Air 2", "os": "9.0"},
             "viewControllers": {"a": {}}, "window": {"rootViewController": "a"}, "events": []}
            """
        guard case .failure(let problem) = Simulator.run(json: Array(json.utf8)) else {
            Issue.record("a pad model on a phone was accepted")
            return
        }
        #expect(problem.kind == .invalid)
    }

    /// R10.5 with R8.6: a custom screen and status bar set the root geometry; without
    /// `supportsPortraitUpsideDown` the screen counts as able to show upside-down.
    @Test func customScreenOverridesModel() throws {
        let json = """
            {"device": {"idiom": "phone", "os": "6.0",
                        "screen": {"width": 400, "height": 600}, "statusBarHeight": 30},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["portrait", "portraitUpsideDown"]}},
             "viewControllers": {"a": {"supportedInterfaceOrientations": "all",
                                       "view": {"id": "aView", "frame": [0, 0, 1, 1]}}},
             "window": {"rootViewController": "a"},
             "events": [{"type": "deviceOrientation", "orientation": "portraitUpsideDown"}]}
            """
        let simulation = try RuleTest.run(json)
        #expect(RuleTest.view("aView", in: simulation.launch.views)?.frame == [0, 30, 400, 570])
        #expect(simulation.decisions[0].interfaceOrientation == "portraitUpsideDown")
        #expect(RuleTest.view("aView", in: simulation.decisions[0].views)?.frame == [0, 0, 400, 570])
    }

    /// R5.4 with R8.6: a 6.x launch straight into landscape installs the root view in landscape
    /// geometry (transform, status bar outside) without rotation callbacks.
    @Test func launchInstallsTargetGeometry() throws {
        let json = """
            {"device": {"idiom": "phone", "os": "6.1"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationLandscapeRight"]}},
             "viewControllers": {"a": {"supportedInterfaceOrientations": "landscape",
                                       "view": {"id": "aView", "frame": [0, 0, 480, 300]}}},
             "window": {"rootViewController": "a"}, "events": []}
            """
        let launch = try RuleTest.run(json).launch
        #expect(launch.interfaceOrientation == "landscapeRight")
        #expect(
            Self.geometry("aView", launch.views) == [
                [0, 0, 300, 480], [0, 0, 480, 300], [0, 1, -1, 0, 0, 0],
            ])
        #expect(!launch.callbacks.contains { $0.method.contains("Rotat") })
    }

    /// R8.6 7.x on the pad: landscape bounds 1024×768 in a 768×1024 frame under the status bar.
    @Test func sevenPadLandscape() throws {
        let simulation = try Self.run(os: "7.0", idiom: "pad")
        #expect(
            Self.geometry("aView", simulation.decisions[0].views) == [
                [0, 0, 768, 1024], [0, 0, 1024, 768], [0, 1, -1, 0, 0, 0],
            ])
        #expect(
            Self.geometry("aView", simulation.decisions[2].views) == [
                [0, 0, 768, 1024], [0, 0, 768, 1024], [-1, 0, 0, -1, 0, 0],
            ])
    }
}
