import Testing

@testable import AutorotateEngine

/// R8.1–R8.5 and R8.8: the rotation callbacks of each era, in full order, with their durations.
@Suite struct RotationCallbackTests {
    /// A phone app whose plist allows everything and whose root `a` (iOS 6+) or, on ≤ 5.x, whose
    /// answers accept everything; `$OS` is the iOS version, `$EVENTS` the events.
    static func plain(os: String, model: String = "iPhone 5", overrides: String = "[]", events: String)
        -> String
    {
        // Each era's own answer only: 6.0+ ignoring the old method is itself inferred (R0.4).
        let legacy = (Int(os.prefix { $0 != "." }) ?? 0) < 6
        let answer =
            legacy
            ? #""shouldAutorotateToInterfaceOrientation": "all""#
            : #""supportedInterfaceOrientations": "all""#
        return """
            {"device": {"idiom": "phone", "model": "\(model)", "os": "\(os)"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["portrait", "portraitUpsideDown",
                     "landscapeLeft", "landscapeRight"]}},
             "viewControllers": {"a": {\(answer), "overrides": \(overrides)}},
             "window": {"rootViewController": "a"},
             "events": \(events)}
            """
    }

    static let toLandscape = #"[{"type": "deviceOrientation", "orientation": "landscapeLeft"}]"#

    /// R8.2: one-step rotation on 6.x — willRotate, geometry, layout, willAnimate, didRotate, 0.3 s per 90°.
    @Test func oneStepNinetyDegrees() throws {
        let simulation = try RuleTest.run(Self.plain(os: "6.1", events: Self.toLandscape))
        #expect(
            RuleTest.lines(simulation.decisions[0].callbacks) == [
                "a willRotateToInterfaceOrientation:duration: landscapeRight d=0.3",
                "a viewWillLayoutSubviews",
                "a viewDidLayoutSubviews",
                "a willAnimateRotationToInterfaceOrientation:duration: landscapeRight d=0.3",
                "a didRotateFromInterfaceOrientation: portrait",
            ])
    }

    /// R8.2 and R8.5: a 180° turn takes 0.6 s (and still lays out, the root's transform changes).
    @Test func oneStepHalfTurnTakesDoubleDuration() throws {
        let events = #"""
            [{"type": "deviceOrientation", "orientation": "landscapeLeft"},
             {"type": "deviceOrientation", "orientation": "landscapeRight"}]
            """#
        let simulation = try RuleTest.run(Self.plain(os: "6.1", events: events))
        #expect(
            RuleTest.lines(simulation.decisions[1].callbacks) == [
                "a willRotateToInterfaceOrientation:duration: landscapeLeft d=0.6",
                "a viewWillLayoutSubviews",
                "a viewDidLayoutSubviews",
                "a willAnimateRotationToInterfaceOrientation:duration: landscapeLeft d=0.6",
                "a didRotateFromInterfaceOrientation: landscapeRight",
            ])
        #expect(simulation.decisions[1].confidence == .inferred)
    }

    /// R8.2 with R0.3: before 5.0 there are no layout callbacks in the one-step sequence.
    @Test func oneStepBeforeFiveHasNoLayoutCallbacks() throws {
        let simulation = try RuleTest.run(Self.plain(os: "4.3", model: "iPhone 4", events: Self.toLandscape))
        #expect(
            RuleTest.lines(simulation.decisions[0].callbacks) == [
                "a willRotateToInterfaceOrientation:duration: landscapeRight d=0.3",
                "a willAnimateRotationToInterfaceOrientation:duration: landscapeRight d=0.3",
                "a didRotateFromInterfaceOrientation: portrait",
            ])
    }

    /// R8.3: a class overriding a half gets the two-step sequence on 3.0–7.x, halves at d/2 (inferred).
    @Test func twoStepForClassesOverridingTheHalves() throws {
        let simulation = try RuleTest.run(
            Self.plain(
                os: "4.3", model: "iPhone 4",
                overrides: #"["willAnimateFirstHalfOfRotationToInterfaceOrientation:duration:"]"#,
                events: Self.toLandscape))
        #expect(
            RuleTest.lines(simulation.decisions[0].callbacks) == [
                "a willRotateToInterfaceOrientation:duration: landscapeRight d=0.3",
                "a willAnimateFirstHalfOfRotationToInterfaceOrientation:duration: landscapeRight d=0.15",
                "a didAnimateFirstHalfOfRotationToInterfaceOrientation: landscapeRight",
                "a willAnimateSecondHalfOfRotationFromInterfaceOrientation:duration: portrait d=0.15",
                "a didRotateFromInterfaceOrientation: portrait",
            ])
        #expect(simulation.decisions[0].confidence == .inferred)
    }

    /// R8.3: on 2.x every rotation is two-step, overrides or not.
    @Test func twoStepAlwaysOnTwoX() throws {
        let simulation = try RuleTest.run(
            Self.plain(os: "2.2", model: "iPhone 3G", events: Self.toLandscape))
        #expect(
            RuleTest.lines(simulation.decisions[0].callbacks) == [
                "a willRotateToInterfaceOrientation:duration: landscapeRight d=0.3",
                "a willAnimateFirstHalfOfRotationToInterfaceOrientation:duration: landscapeRight d=0.15",
                "a didAnimateFirstHalfOfRotationToInterfaceOrientation: landscapeRight",
                "a willAnimateSecondHalfOfRotationFromInterfaceOrientation:duration: portrait d=0.15",
                "a didRotateFromInterfaceOrientation: portrait",
            ])
    }

    /// R8.3: never two-step on 8.0+, even for a class listing the halves.
    @Test func noTwoStepOnEight() throws {
        let simulation = try RuleTest.run(
            Self.plain(
                os: "8.0",
                overrides: #"["willAnimateFirstHalfOfRotationToInterfaceOrientation:duration:"]"#,
                events: Self.toLandscape))
        #expect(!simulation.decisions[0].callbacks.contains { $0.method.contains("Half") })
    }

    /// R8.4: 8.0+ phone crossing the axis — trait and size transitions, no legacy callbacks by default.
    @Test func modernSequenceCrossingTheAxis() throws {
        let simulation = try RuleTest.run(Self.plain(os: "8.4", events: Self.toLandscape))
        #expect(
            RuleTest.lines(simulation.decisions[0].callbacks) == [
                "a willTransitionToTraitCollection:withTransitionCoordinator:",
                "a viewWillTransitionToSize:withTransitionCoordinator: d=0.3 size=568.0x320.0",
                "a traitCollectionDidChange:",
                "a viewWillLayoutSubviews",
                "a viewDidLayoutSubviews",
            ])
        #expect(simulation.decisions[0].confidence == .documented)
    }

    /// R8.4 and R8.1: legacy callbacks interleave on 8.0+ for a class that lists them.
    @Test func modernSequenceWithLegacyCallbacks() throws {
        let overrides = #"""
            ["willRotateToInterfaceOrientation:duration:", "willAnimateRotationToInterfaceOrientation:duration:",
             "didRotateFromInterfaceOrientation:"]
            """#
        let simulation = try RuleTest.run(
            Self.plain(os: "9.3", overrides: overrides, events: Self.toLandscape))
        #expect(
            RuleTest.lines(simulation.decisions[0].callbacks) == [
                "a willTransitionToTraitCollection:withTransitionCoordinator:",
                "a viewWillTransitionToSize:withTransitionCoordinator: d=0.3 size=568.0x320.0",
                "a willRotateToInterfaceOrientation:duration: landscapeRight d=0.3",
                "a traitCollectionDidChange:",
                "a viewWillLayoutSubviews",
                "a viewDidLayoutSubviews",
                "a willAnimateRotationToInterfaceOrientation:duration: landscapeRight d=0.3",
                "a didRotateFromInterfaceOrientation: portrait",
            ])
        #expect(simulation.decisions[0].confidence == .inferred)
    }

    /// R8.4: a 180° turn on the phone sends the size transition (same size, 0.6 s) without trait callbacks.
    @Test func modernHalfTurnHasNoTraitTransition() throws {
        let events = #"""
            [{"type": "deviceOrientation", "orientation": "landscapeLeft"},
             {"type": "deviceOrientation", "orientation": "landscapeRight"}]
            """#
        let simulation = try RuleTest.run(Self.plain(os: "8.0", events: events))
        #expect(
            RuleTest.lines(simulation.decisions[1].callbacks) == [
                "a viewWillTransitionToSize:withTransitionCoordinator: d=0.6 size=568.0x320.0"
            ])
        #expect(simulation.decisions[1].confidence == .inferred)
    }

    /// R8.4: on the pad a 90° turn changes no trait collection.
    @Test func padHasNoTraitTransition() throws {
        let json = """
            {"device": {"idiom": "pad", "os": "8.0"},
             "app": {"infoPlist": {"UIRequiresFullScreen": true}},
             "viewControllers": {"a": {}}, "window": {"rootViewController": "a"},
             "events": \(Self.toLandscape)}
            """
        let simulation = try RuleTest.run(json)
        #expect(
            RuleTest.lines(simulation.decisions[0].callbacks) == [
                "a viewWillTransitionToSize:withTransitionCoordinator: d=0.3 size=1024.0x768.0",
                "a viewWillLayoutSubviews",
                "a viewDidLayoutSubviews",
            ])
    }

    /// A navigation root `nav` (class `MyNav`, `navOverrides`) showing `top` (`topOverrides`) under `$OS`.
    static func navigation(os: String, navExtra: String = "", topOverrides: String = "[]", events: String)
        -> String
    {
        """
        {"device": {"idiom": "phone", "model": "iPhone 5", "os": "\(os)"},
         "viewControllers": {
           "nav": {"kind": "navigationController", "class": "MyNav", "viewControllers": ["bottom", "top"]
                   \(navExtra)},
           "bottom": {"shouldAutorotateToInterfaceOrientation": "all"},
           "top": {"shouldAutorotateToInterfaceOrientation": "all", "overrides": \(topOverrides)}},
         "window": {"rootViewController": "nav"},
         "events": \(events)}
        """
    }

    /// R8.1 (8.0+): a size-transition override that calls super lets the children get R8.4.
    @Test func sizeTransitionWithSuperReachesChildren() throws {
        let navExtra = #"""
            , "overrides": [{"selector": "viewWillTransitionToSize:withTransitionCoordinator:", "callsSuper": true}]
            """#
        let simulation = try RuleTest.run(
            Self.navigation(os: "8.1", navExtra: navExtra, events: Self.toLandscape))
        #expect(
            RuleTest.lines(simulation.decisions[0].callbacks) == [
                "nav willTransitionToTraitCollection:withTransitionCoordinator:",
                "top willTransitionToTraitCollection:withTransitionCoordinator:",
                "nav viewWillTransitionToSize:withTransitionCoordinator: d=0.3 size=568.0x320.0",
                "top viewWillTransitionToSize:withTransitionCoordinator: d=0.3 size=568.0x320.0",
                "nav traitCollectionDidChange:",
                "top traitCollectionDidChange:",
                "nav viewWillLayoutSubviews",
                "nav viewDidLayoutSubviews",
                "top viewWillLayoutSubviews",
                "top viewDidLayoutSubviews",
            ])
    }

    /// R8.1 (8.0+): without super the override cuts the children off the size transition and
    /// suppresses its own legacy callbacks; the children's views are still laid out.
    @Test func sizeTransitionWithoutSuperCutsChildrenOff() throws {
        let navExtra = #"""
            , "overrides": [{"selector": "viewWillTransitionToSize:withTransitionCoordinator:", "callsSuper": false},
                            "willRotateToInterfaceOrientation:duration:"]
            """#
        let simulation = try RuleTest.run(
            Self.navigation(
                os: "8.1", navExtra: navExtra, topOverrides: #"["didRotateFromInterfaceOrientation:"]"#,
                events: Self.toLandscape))
        let lines = RuleTest.lines(simulation.decisions[0].callbacks)
        #expect(
            lines.contains("nav viewWillTransitionToSize:withTransitionCoordinator: d=0.3 size=568.0x320.0"))
        #expect(!lines.contains { $0.hasPrefix("top viewWillTransitionToSize") })
        #expect(!lines.contains { $0.hasPrefix("top didRotate") })
        #expect(!lines.contains { $0.hasPrefix("nav willRotate") })
        #expect(lines.contains("top viewWillLayoutSubviews"))
    }

    /// R8.1 (8.0+): legacy callbacks reach only the classes that list them, each only its own.
    @Test func legacyCallbacksOnlyForListingClasses() throws {
        let simulation = try RuleTest.run(
            Self.navigation(
                os: "8.1", topOverrides: #"["willRotateToInterfaceOrientation:duration:"]"#,
                events: Self.toLandscape))
        let legacy = RuleTest.lines(simulation.decisions[0].callbacks).filter {
            $0.contains("Rotat")
        }
        #expect(legacy == ["top willRotateToInterfaceOrientation:duration: landscapeRight d=0.3"])
    }

    /// R8.1 (≤ 7.x): `shouldAutomaticallyForwardRotationMethods` NO keeps the children out.
    @Test func forwardingFlagCutsChildrenOffBeforeEight() throws {
        let simulation = try RuleTest.run(
            Self.navigation(
                os: "6.1", navExtra: #", "shouldAutomaticallyForwardRotationMethods": false"#,
                events: Self.toLandscape))
        let rotation = RuleTest.lines(simulation.decisions[0].callbacks).filter { $0.contains("Rotat") }
        #expect(
            rotation == [
                "nav willRotateToInterfaceOrientation:duration: landscapeRight d=0.3",
                "nav willAnimateRotationToInterfaceOrientation:duration: landscapeRight d=0.3",
                "nav didRotateFromInterfaceOrientation: portrait",
            ])
    }

    /// R8.1 (≤ 7.x): by default the visible child follows its container in each phase; the hidden
    /// stack entry gets nothing.
    @Test func visibleChildFollowsContainerBeforeEight() throws {
        let simulation = try RuleTest.run(Self.navigation(os: "7.1", events: Self.toLandscape))
        #expect(
            RuleTest.lines(simulation.decisions[0].callbacks) == [
                "nav willRotateToInterfaceOrientation:duration: landscapeRight d=0.3",
                "top willRotateToInterfaceOrientation:duration: landscapeRight d=0.3",
                "nav viewWillLayoutSubviews",
                "nav viewDidLayoutSubviews",
                "top viewWillLayoutSubviews",
                "top viewDidLayoutSubviews",
                "nav willAnimateRotationToInterfaceOrientation:duration: landscapeRight d=0.3",
                "top willAnimateRotationToInterfaceOrientation:duration: landscapeRight d=0.3",
                "nav didRotateFromInterfaceOrientation: portrait",
                "top didRotateFromInterfaceOrientation: portrait",
            ])
    }

    /// R8.1 with R3.7: a tab bar forwards to its selected tab only, on 8.0+ too.
    @Test func onlySelectedTabGetsCallbacks() throws {
        let json = """
            {"device": {"idiom": "phone", "model": "iPhone 5", "os": "8.2"},
             "viewControllers": {"tabs": {"kind": "tabBarController", "viewControllers": ["one", "two"],
                                          "selectedIndex": 1},
                                 "one": {}, "two": {}},
             "window": {"rootViewController": "tabs"}, "events": \(Self.toLandscape)}
            """
        let simulation = try RuleTest.run(json)
        let ids = Set(simulation.decisions[0].callbacks.map(\.viewController))
        #expect(ids == ["tabs", "two"])
    }

    /// R8.1 (8.0+): `shouldAutomaticallyForwardRotationMethods` does not cut children off any more.
    @Test func forwardingFlagIgnoredFromEight() throws {
        let simulation = try RuleTest.run(
            Self.navigation(
                os: "8.1", navExtra: #", "shouldAutomaticallyForwardRotationMethods": false"#,
                events: Self.toLandscape))
        #expect(
            simulation.decisions[0].callbacks.contains {
                $0.viewController == "top"
                    && $0.method == "viewWillTransitionToSize:withTransitionCoordinator:"
            })
    }

    /// A portrait root `a` that presents the landscape-only `l` full screen, then dismisses it.
    static func presentation(os: String, animated: Bool) -> String {
        """
        {"device": {"idiom": "phone", "model": "iPhone 5", "os": "\(os)"},
         "viewControllers": {"a": {"supportedInterfaceOrientations": "portrait",
                                   "shouldAutorotateToInterfaceOrientation": "portrait"},
                             "l": {"supportedInterfaceOrientations": "landscape",
                                   "shouldAutorotateToInterfaceOrientation": "landscape"}},
         "window": {"rootViewController": "a"},
         "events": [{"type": "present", "viewController": "l", "style": "fullScreen", "animated": \(animated)},
                    {"type": "dismiss", "animated": \(animated)}]}
        """
    }

    /// R8.8 (≤ 7.x): a rotating presentation gives the presented VC layout callbacks only, nobody else.
    @Test func presentationRotationBeforeEight() throws {
        let simulation = try RuleTest.run(Self.presentation(os: "6.1", animated: true))
        let present = simulation.decisions[0]
        #expect(present.interfaceOrientation == "landscapeRight")
        #expect(
            RuleTest.lines(present.callbacks) == [
                "a viewWillDisappear: animated=true",
                "l viewWillAppear: animated=true",
                "l viewWillLayoutSubviews",
                "l viewDidLayoutSubviews",
                "a viewDidDisappear: animated=true",
                "l viewDidAppear: animated=true",
            ])
        let dismiss = simulation.decisions[1]
        #expect(dismiss.interfaceOrientation == "portrait")
        #expect(
            RuleTest.lines(dismiss.callbacks) == [
                "l viewWillDisappear: animated=true",
                "a viewWillAppear: animated=true",
                "a viewWillLayoutSubviews",
                "a viewDidLayoutSubviews",
                "l viewDidDisappear: animated=true",
                "a viewDidAppear: animated=true",
            ])
        #expect(present.confidence == .inferred)
    }

    /// R8.8 (8.0+): the other recipients get R8.4 on present; a non-animated present takes 0 s (R8.5).
    @Test func presentationRotationFromEight() throws {
        let simulation = try RuleTest.run(Self.presentation(os: "8.3", animated: false))
        #expect(
            RuleTest.lines(simulation.decisions[0].callbacks) == [
                "a viewWillDisappear: animated=false",
                "l viewWillAppear: animated=false",
                "a willTransitionToTraitCollection:withTransitionCoordinator:",
                "a viewWillTransitionToSize:withTransitionCoordinator: d=0.0 size=568.0x320.0",
                "a traitCollectionDidChange:",
                "l viewWillLayoutSubviews",
                "l viewDidLayoutSubviews",
                "a viewDidDisappear: animated=false",
                "l viewDidAppear: animated=false",
            ])
        #expect(
            RuleTest.lines(simulation.decisions[1].callbacks) == [
                "l viewWillDisappear: animated=false",
                "a viewWillAppear: animated=false",
                "a willTransitionToTraitCollection:withTransitionCoordinator:",
                "a viewWillTransitionToSize:withTransitionCoordinator: d=0.0 size=320.0x568.0",
                "a traitCollectionDidChange:",
                "a viewWillLayoutSubviews",
                "a viewDidLayoutSubviews",
                "l viewDidDisappear: animated=false",
                "a viewDidAppear: animated=false",
            ])
    }

    /// R8.5: an animated dismissal rotation on 8.0+ takes 0.3 s per 90°.
    @Test func animatedDismissalDuration() throws {
        let simulation = try RuleTest.run(Self.presentation(os: "8.3", animated: true))
        let sizes = simulation.decisions[1].callbacks.filter {
            $0.method == "viewWillTransitionToSize:withTransitionCoordinator:"
        }
        #expect(sizes.map(\.duration) == [0.3])
    }

    /// A root `a` that presents `p` with `style` on `$OS`, then the device turns.
    static func presentedThenTurned(os: String, style: String, presentedMask: String = "all") -> String {
        """
        {"device": {"idiom": "phone", "model": "iPhone 5", "os": "\(os)"},
         "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["portrait", "landscapeLeft", "landscapeRight"]}},
         "viewControllers": {"a": {"shouldAutorotateToInterfaceOrientation": "all"},
                             "p": {"supportedInterfaceOrientations": "\(presentedMask)",
                                   "shouldAutorotateToInterfaceOrientation": "all"}},
         "window": {"rootViewController": "a"},
         "events": [{"type": "present", "viewController": "p", "style": "\(style)", "animated": false},
                    {"type": "deviceOrientation", "orientation": "landscapeLeft"}]}
        """
    }

    /// R8.1 (≤ 7.x): under a full-screen presentation only the decider (the presented VC) is called.
    @Test func hiddenRootGetsNothingBeforeEight() throws {
        let simulation = try RuleTest.run(Self.presentedThenTurned(os: "6.1", style: "fullScreen"))
        #expect(Set(simulation.decisions[1].callbacks.map(\.viewController)) == ["p"])
    }

    /// R8.1 (≤ 7.x): a non-deciding presented VC above the decider gets the sequence after it.
    @Test func nonDecidingPresentedFollowsDeciderBeforeEight() throws {
        let simulation = try RuleTest.run(Self.presentedThenTurned(os: "6.1", style: "currentContext"))
        let rotation = RuleTest.lines(simulation.decisions[1].callbacks).filter { $0.contains("Rotat") }
        #expect(
            rotation == [
                "a willRotateToInterfaceOrientation:duration: landscapeRight d=0.3",
                "p willRotateToInterfaceOrientation:duration: landscapeRight d=0.3",
                "a willAnimateRotationToInterfaceOrientation:duration: landscapeRight d=0.3",
                "p willAnimateRotationToInterfaceOrientation:duration: landscapeRight d=0.3",
                "a didRotateFromInterfaceOrientation: portrait",
                "p didRotateFromInterfaceOrientation: portrait",
            ])
    }

    /// R8.1 (8.0+): the root and every VC of the chain get R8.4, hidden or not; only on-screen views lay out.
    @Test func wholeChainGetsSizeTransitionFromEight() throws {
        let simulation = try RuleTest.run(Self.presentedThenTurned(os: "9.0", style: "fullScreen"))
        #expect(
            RuleTest.lines(simulation.decisions[1].callbacks) == [
                "a willTransitionToTraitCollection:withTransitionCoordinator:",
                "p willTransitionToTraitCollection:withTransitionCoordinator:",
                "a viewWillTransitionToSize:withTransitionCoordinator: d=0.3 size=568.0x320.0",
                "p viewWillTransitionToSize:withTransitionCoordinator: d=0.3 size=568.0x320.0",
                "a traitCollectionDidChange:",
                "p traitCollectionDidChange:",
                "p viewWillLayoutSubviews",
                "p viewDidLayoutSubviews",
            ])
    }

    /// R8.8 (8.0+) with R6.2: an overFullScreen presentation decides but leaves the presenter on
    /// screen; the presenter gets R8.4, the presented VC layout only.
    @Test func overFullScreenPresentationRotation() throws {
        let json = """
            {"device": {"idiom": "phone", "model": "iPhone 5", "os": "9.0"},
             "viewControllers": {"a": {}, "o": {"supportedInterfaceOrientations": "landscape"}},
             "window": {"rootViewController": "a"},
             "events": [{"type": "present", "viewController": "o", "style": "overFullScreen"}]}
            """
        let simulation = try RuleTest.run(json)
        #expect(
            RuleTest.lines(simulation.decisions[0].callbacks) == [
                "o viewWillAppear: animated=true",
                "a willTransitionToTraitCollection:withTransitionCoordinator:",
                "a viewWillTransitionToSize:withTransitionCoordinator: d=0.3 size=568.0x320.0",
                "a traitCollectionDidChange:",
                "a viewWillLayoutSubviews",
                "a viewDidLayoutSubviews",
                "o viewWillLayoutSubviews",
                "o viewDidLayoutSubviews",
                "o viewDidAppear: animated=true",
            ])
    }

    /// R8.8 (8.0+): on a rotating present the root's visible children get R8.4 too.
    @Test func presentationRotationReachesRootChildren() throws {
        let json = """
            {"device": {"idiom": "phone", "model": "iPhone 5", "os": "8.0"},
             "viewControllers": {"nav": {"kind": "navigationController", "viewControllers": ["a"]},
                                 "a": {}, "l": {"supportedInterfaceOrientations": "landscape"}},
             "window": {"rootViewController": "nav"},
             "events": [{"type": "present", "viewController": "l", "style": "fullScreen"}]}
            """
        let simulation = try RuleTest.run(json)
        let sizes = simulation.decisions[0].callbacks.filter {
            $0.method == "viewWillTransitionToSize:withTransitionCoordinator:"
        }
        #expect(sizes.map(\.viewController) == ["nav", "a"])
    }

    /// R8.3 with R8.5: a 180° two-step rotation takes 0.6 s, each half 0.3 s.
    @Test func twoStepHalfTurn() throws {
        let json = """
            {"device": {"idiom": "phone", "os": "4.3"},
             "viewControllers": {"a": {"shouldAutorotateToInterfaceOrientation": "portrait"},
                                 "l": {"shouldAutorotateToInterfaceOrientation": "landscape",
                                       "overrides": ["willAnimateSecondHalfOfRotationFromInterfaceOrientation:duration:"]}},
             "window": {"rootViewController": "a"},
             "events": [{"type": "present", "viewController": "l", "animated": false},
                        {"type": "deviceOrientation", "orientation": "landscapeRight"}]}
            """
        let simulation = try RuleTest.run(json)
        #expect(simulation.decisions[0].interfaceOrientation == "landscapeRight")
        #expect(
            RuleTest.lines(simulation.decisions[1].callbacks) == [
                "l willRotateToInterfaceOrientation:duration: landscapeLeft d=0.6",
                "l willAnimateFirstHalfOfRotationToInterfaceOrientation:duration: landscapeLeft d=0.3",
                "l didAnimateFirstHalfOfRotationToInterfaceOrientation: landscapeLeft",
                "l willAnimateSecondHalfOfRotationFromInterfaceOrientation:duration: landscapeRight d=0.3",
                "l didRotateFromInterfaceOrientation: landscapeRight",
            ])
    }

    /// R8.8 with R5.5/R5.4: a new root on ≤ 5.x resolves by R4.3 but appears in the target geometry
    /// with layout callbacks only — no rotation callbacks, nothing being on screen yet.
    @Test func legacyNewRootHasNoRotationCallbacks() throws {
        let json = """
            {"device": {"idiom": "phone", "os": "5.1"},
             "viewControllers": {"a": {"shouldAutorotateToInterfaceOrientation": "all"},
                                 "b": {"shouldAutorotateToInterfaceOrientation": "portrait"}},
             "window": {"rootViewController": "a"},
             "events": [{"type": "deviceOrientation", "orientation": "landscapeLeft"},
                        {"type": "setRootViewController", "viewController": "b"}]}
            """
        let simulation = try RuleTest.run(json)
        let decision = simulation.decisions[1]
        #expect(decision.interfaceOrientation == "portrait")
        #expect(
            RuleTest.lines(decision.callbacks) == [
                "a viewWillDisappear: animated=false",
                "b viewWillAppear: animated=false",
                "b viewWillLayoutSubviews",
                "b viewDidLayoutSubviews",
                "a viewDidDisappear: animated=false",
                "b viewDidAppear: animated=false",
            ])
        #expect(decision.confidence == .inferred)
    }

    /// R8.1 and R8.2 (≤ 5.x): a container that does not forward withholds the rotation callbacks,
    /// but its child's view is still laid out, so the child gets the layout callbacks (5.0+).
    @Test func legacyNonForwardingChildStillLaysOut() throws {
        let json = """
            {"device": {"idiom": "phone", "os": "5.1"},
             "viewControllers": {"nav": {"kind": "navigationController", "viewControllers": ["a"],
                                         "shouldAutomaticallyForwardRotationMethods": false,
                                         "shouldAutorotateToInterfaceOrientation": "all"},
                                 "a": {"view": {"id": "aView", "frame": [0, 44, 320, 416]}}},
             "window": {"rootViewController": "nav"},
             "events": [{"type": "deviceOrientation", "orientation": "landscapeLeft"}]}
            """
        let simulation = try RuleTest.run(json)
        #expect(
            RuleTest.lines(simulation.decisions[0].callbacks) == [
                "nav willRotateToInterfaceOrientation:duration: landscapeRight d=0.3",
                "nav viewWillLayoutSubviews",
                "nav viewDidLayoutSubviews",
                "a viewWillLayoutSubviews",
                "a viewDidLayoutSubviews",
                "nav willAnimateRotationToInterfaceOrientation:duration: landscapeRight d=0.3",
                "nav didRotateFromInterfaceOrientation: portrait",
            ])
        #expect(RuleTest.view("aView", in: simulation.decisions[0].views)?.frame == [0, 32, 480, 268])
    }

    /// R8.1 with api.md §2: an override written as a plain selector calls super, so the children
    /// still get the size transition.
    @Test func plainSelectorOverrideCallsSuper() throws {
        let simulation = try RuleTest.run(
            Self.navigation(
                os: "8.1",
                navExtra: #", "overrides": ["viewWillTransitionToSize:withTransitionCoordinator:"]"#,
                events: Self.toLandscape))
        let sizes = simulation.decisions[0].callbacks.filter {
            $0.method == "viewWillTransitionToSize:withTransitionCoordinator:"
        }
        #expect(sizes.map(\.viewController) == ["nav", "top"])
    }

    /// R8.1 (8.0+) on the pad: a form sheet above the root is a chain entry and gets R8.4 after the root.
    @Test func padFormSheetGetsSizeTransition() throws {
        let json = """
            {"device": {"idiom": "pad", "os": "9.0"},
             "app": {"infoPlist": {"UIRequiresFullScreen": true}},
             "viewControllers": {"a": {}, "s": {}}, "window": {"rootViewController": "a"},
             "events": [{"type": "present", "viewController": "s", "style": "formSheet"},
                        {"type": "deviceOrientation", "orientation": "landscapeLeft"}]}
            """
        let simulation = try RuleTest.run(json)
        #expect(!simulation.decisions[0].rotated)
        let sizes = simulation.decisions[1].callbacks.filter {
            $0.method == "viewWillTransitionToSize:withTransitionCoordinator:"
        }
        #expect(sizes.map(\.viewController) == ["a", "s"])
        #expect(sizes.first?.size == [1024, 768])
    }
}
