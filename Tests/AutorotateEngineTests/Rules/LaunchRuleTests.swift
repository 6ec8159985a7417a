import AutorotateWire
import Testing

@testable import AutorotateEngine

/// R5.1–R5.5: the launch list, O0 per idiom and OS, the end-of-launch evaluation, a missing root
/// per era, and setRootViewController.
@Suite struct LaunchRuleTests {
    static let missingRoot =
        "Application windows are expected to have a root view controller at the end of application launch"

    static func launch(
        os: String, idiom: String = "phone", device: String = "portrait", model: String? = nil,
        plist: String, root: String = #"{"supportedInterfaceOrientations": "all"}"#
    ) throws -> Decision {
        let modelMember = model.map { #", "model": "\#($0)""# } ?? ""
        return try RuleTest.run(
            """
            {"device": {"os": "\(os)", "idiom": "\(idiom)", "orientation": "\(device)"\(modelMember)},
             "app": {"infoPlist": \(plist)},
             "viewControllers": {"root": \(root)}, "window": {"rootViewController": "root"}, "events": []}
            """
        ).launch
    }

    /// R5.2: a phone before 8.0 launches in portrait if listed, whatever the device (documented; R5.4 observed).
    @Test func phoneBefore8PrefersPortrait() throws {
        let launch = try Self.launch(
            os: "7.1", device: "landscapeLeft",
            plist: #"{"UISupportedInterfaceOrientations": ["landscapeLeft", "portrait"]}"#,
            root: #"{"supportedInterfaceOrientations": "all", "shouldAutorotate": false}"#)
        #expect(launch.previousInterfaceOrientation == "portrait")
        #expect(launch.interfaceOrientation == "portrait")
        #expect(launch.rule == "R5.4")
        #expect(launch.confidence == .observed)
    }

    /// R5.2: a phone before 8.0 without portrait in the list launches in the list's first entry.
    @Test func phoneBefore8TakesFirstListed() throws {
        let launch = try Self.launch(
            os: "6.1", device: "portrait",
            plist:
                #"{"UISupportedInterfaceOrientations": ["UIInterfaceOrientationLandscapeRight", "UIInterfaceOrientationLandscapeLeft"]}"#
        )
        #expect(launch.previousInterfaceOrientation == "landscapeRight")
        #expect(launch.interfaceOrientation == "landscapeRight")
        #expect(!launch.rotated)
    }

    /// R5.2: a pad (and a phone on 8.0+) launches in the device orientation when listed; pad observed.
    @Test func padFollowsDeviceWhenListed() throws {
        let launch = try Self.launch(
            os: "6.1", idiom: "pad", device: "landscapeLeft",
            plist: #"{"UISupportedInterfaceOrientations": ["portrait", "landscapeLeft", "landscapeRight"]}"#)
        #expect(launch.previousInterfaceOrientation == "landscapeRight")
        #expect(launch.interfaceOrientation == "landscapeRight")
        #expect(launch.confidence == .observed)
        let phone = try Self.launch(
            os: "8.0", device: "landscapeLeft",
            plist: #"{"UISupportedInterfaceOrientations": ["portrait", "landscapeLeft", "landscapeRight"]}"#)
        #expect(phone.previousInterfaceOrientation == "landscapeRight")
        #expect(phone.confidence == .inferred)
    }

    /// R5.2: the device orientation not listed → portrait if listed, else the first entry (fallbacks inferred).
    @Test func padFallsBackToPortraitThenFirst() throws {
        let portrait = try Self.launch(
            os: "9.0", idiom: "pad", device: "portraitUpsideDown",
            plist: #"{"UISupportedInterfaceOrientations": ["landscapeLeft", "portrait"]}"#)
        #expect(portrait.previousInterfaceOrientation == "portrait")
        #expect(portrait.confidence == .inferred)
        let first = try Self.launch(
            os: "9.0", idiom: "pad", device: "portrait",
            plist: #"{"UISupportedInterfaceOrientations": ["landscapeLeft", "landscapeRight"]}"#)
        #expect(first.previousInterfaceOrientation == "landscapeLeft")
    }

    /// R5.1: `~ipad` beats the plain key for the launch list on a pad; `~iphone` on a phone.
    @Test func suffixedListChoosesLaunch() throws {
        let pad = try Self.launch(
            os: "9.0", idiom: "pad", device: "portrait",
            plist:
                #"{"UISupportedInterfaceOrientations": ["portrait"], "UISupportedInterfaceOrientations~ipad": ["landscapeRight"]}"#
        )
        #expect(pad.previousInterfaceOrientation == "landscapeRight")
        let phone = try Self.launch(
            os: "6.0", device: "portrait",
            plist:
                #"{"UISupportedInterfaceOrientations~iphone": ["landscapeLeft"], "UISupportedInterfaceOrientations~ipad": ["portrait"]}"#
        )
        #expect(phone.previousInterfaceOrientation == "landscapeLeft")
    }

    /// R5.1: without a list the UIInterfaceOrientation key gives the launch orientation; with a list it is ignored.
    @Test func initialOrientationKey() throws {
        let keyOnly = try Self.launch(
            os: "6.1", plist: #"{"UIInterfaceOrientation": "UIInterfaceOrientationLandscapeLeft"}"#)
        #expect(keyOnly.previousInterfaceOrientation == "landscapeLeft")
        let ignored = try Self.launch(
            os: "6.1",
            plist:
                #"{"UIInterfaceOrientation": "UIInterfaceOrientationLandscapeLeft", "UISupportedInterfaceOrientations": ["portrait", "landscapeLeft"]}"#
        )
        #expect(ignored.previousInterfaceOrientation == "portrait")
    }

    /// R5.2: candidates the device cannot show are skipped; none left → portrait.
    @Test func uncapableCandidatesAreSkipped() throws {
        let launch = try Self.launch(
            os: "12.0", device: "portraitUpsideDown", model: "iPhone X",
            plist: #"{"UISupportedInterfaceOrientations": ["portraitUpsideDown"]}"#)
        #expect(launch.previousInterfaceOrientation == "portrait")
    }

    /// R5.4: at the end of launch the root is evaluated with the full mask; no rotation callbacks, appearance only.
    @Test func endOfLaunchEvaluatesRoot() throws {
        let launch = try Self.launch(
            os: "9.0", device: "portrait",
            plist: #"{"UISupportedInterfaceOrientations": ["portrait", "landscapeLeft", "landscapeRight"]}"#,
            root: #"{"supportedInterfaceOrientations": "landscape"}"#)
        #expect(launch.previousInterfaceOrientation == "portrait")
        #expect(launch.interfaceOrientation == "landscapeRight")
        #expect(launch.statusBarOrientation == "landscapeRight")
        #expect(launch.rotated)
        #expect(launch.rule == "R5.4")
        #expect(launch.queryList == ["root.shouldAutorotate", "root.supportedInterfaceOrientations"])
        let methods = launch.callbacks.map(\.method)
        #expect(methods.first == "viewWillAppear:")
        #expect(methods.last == "viewDidAppear:")
        #expect(!methods.contains("viewWillTransitionToSize:withTransitionCoordinator:"))
        #expect(!methods.contains("willRotateToInterfaceOrientation:duration:"))
        #expect(launch.callbacks.first?.animated == false)
    }

    /// R5.4: allowed empty without (a) (shouldAutorotate NO) keeps O0 (inferred).
    @Test func emptyAllowedKeepsLaunchOrientation() throws {
        let launch = try Self.launch(
            os: "7.1", device: "portrait",
            plist: #"{"UISupportedInterfaceOrientations": ["landscapeLeft"]}"#,
            root: #"{"supportedInterfaceOrientations": "portrait", "shouldAutorotate": false}"#)
        #expect(launch.exception == nil)
        #expect(launch.interfaceOrientation == "landscapeLeft")
        #expect(!launch.rotated)
        #expect(launch.confidence == .inferred)
    }

    /// R5.4 with R1.6: a common orientation the device cannot show gives A == 0 without (a) even
    /// while shouldAutorotate is YES; O0 is kept and the explanation does not blame shouldAutorotate.
    @Test func deviceOnlyEmptyAllowedKeepsLaunchOrientation() throws {
        let launch = try Self.launch(
            os: "12.0", device: "portrait", model: "iPhone X",
            plist: #"{"UISupportedInterfaceOrientations": ["portraitUpsideDown"]}"#)
        #expect(launch.exception == nil)
        #expect(launch.interfaceOrientation == "portrait")
        #expect(launch.allowed == [])
        #expect(!launch.explanation.contains("shouldAutorotate"))
    }

    static func launchWithoutRoot(os: String) throws -> Simulation {
        try RuleTest.run(
            """
            {"device": {"os": "\(os)"}, "viewControllers": {}, "window": {"rootViewController": null},
             "events": [{"type": "deviceOrientation", "orientation": "landscapeLeft"}]}
            """)
    }

    /// R5.4: on 9.0+ a missing root throws NSInternalInconsistencyException with T; the app dies during launch.
    @Test func missingRootThrowsFrom9() throws {
        let simulation = try Self.launchWithoutRoot(os: "9.0")
        let exception = ExceptionInfo(name: "NSInternalInconsistencyException", reason: Self.missingRoot)
        #expect(simulation.launch.exception == exception)
        #expect(simulation.terminated == Termination(event: nil, exception: exception))
        #expect(simulation.decisions.isEmpty)
        #expect(simulation.launch.log.isEmpty)
    }

    /// R5.4: on 5.0–8.x a missing root is logged and the app runs on with R2.9.
    @Test(arguments: ["5.0", "8.4"])
    func missingRootIsLoggedFrom5(os: String) throws {
        let simulation = try Self.launchWithoutRoot(os: os)
        #expect(simulation.launch.log == [Self.missingRoot])
        #expect(simulation.launch.exception == nil)
        #expect(simulation.terminated == nil)
        #expect(simulation.decisions.count == 1)
    }

    /// R5.4: the 5.0–5.1.x wording is an open point (#22), so it is reported inferred.
    @Test func missingRootOn5IsInferred() throws {
        #expect(try Self.launchWithoutRoot(os: "5.1").launch.confidence == .inferred)
    }

    /// R5.4: up to 4.x a missing root gives nothing at all.
    @Test func missingRootSilentBefore5() throws {
        let simulation = try Self.launchWithoutRoot(os: "4.3")
        #expect(simulation.launch.log.isEmpty)
        #expect(simulation.launch.exception == nil)
        #expect(simulation.launch.warnings.isEmpty)
    }

    /// R5.3: ≤ 5.x the launch starts from portrait and rotates the root to what it accepts, without didRotate.
    @Test func legacyLaunchStartsFromPortrait() throws {
        let simulation = try RuleTest.run(
            """
            {"device": {"os": "5.1", "orientation": "portrait"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["landscapeRight"]}},
             "viewControllers": {"root": {"shouldAutorotateToInterfaceOrientation": "landscape"}},
             "window": {"rootViewController": "root"}, "events": []}
            """)
        let launch = simulation.launch
        #expect(launch.previousInterfaceOrientation == "portrait")
        #expect(launch.interfaceOrientation == "landscapeRight")
        #expect(launch.statusBarOrientation == "landscapeRight")
        #expect(launch.rule == "R5.3")
        let methods = launch.callbacks.map(\.method)
        #expect(methods.contains("willRotateToInterfaceOrientation:duration:"))
        #expect(!methods.contains("didRotateFromInterfaceOrientation:"))
        #expect(
            launch.callbacks.first { $0.method == "willRotateToInterfaceOrientation:duration:" }?.duration
                == 0)
        let appear = try #require(methods.firstIndex(of: "viewWillAppear:"))
        let rotate = try #require(methods.firstIndex(of: "willRotateToInterfaceOrientation:duration:"))
        let appeared = try #require(methods.firstIndex(of: "viewDidAppear:"))
        #expect(appear < rotate && rotate < appeared)
        #expect(launch.confidence == .inferred)
    }

    /// R5.3, R7.5: ≤ 5.x a root that stays in portrait moves SBO from O0 to portrait, with the status-bar notifications.
    @Test func legacyLaunchMovesStatusBarToPortrait() throws {
        let simulation = try RuleTest.run(
            """
            {"device": {"os": "5.1"}, "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["landscapeRight"]}},
             "viewControllers": {"root": {}}, "window": {"rootViewController": "root"}, "events": []}
            """)
        let launch = simulation.launch
        #expect(launch.previousInterfaceOrientation == "portrait")
        #expect(launch.interfaceOrientation == "portrait")
        #expect(launch.statusBarOrientation == "portrait")
        #expect(
            launch.notifications == [
                "UIApplicationWillChangeStatusBarOrientationNotification",
                "UIApplicationDidChangeStatusBarOrientationNotification",
            ])
        #expect(!launch.callbackList.contains("root.willRotateToInterfaceOrientation:duration:"))
    }

    /// R5.5: setRootViewController re-evaluates with the new root; the old tree disappears; not before 4.0.
    @Test func setRootViewControllerReevaluates() throws {
        let json = """
            {"device": {"os": "OS"},
             "viewControllers": {"old": {}, "new": {"supportedInterfaceOrientations": "landscape"}},
             "window": {"rootViewController": "old"},
             "events": [{"type": "setRootViewController", "viewController": "new"}]}
            """
        let simulation = try RuleTest.run(json.replacingOccurrences(of: "OS", with: "8.0"))
        let decision = simulation.decisions[0]
        #expect(decision.rule == "R5.5")
        #expect(decision.interfaceOrientation == "landscapeRight")
        #expect(decision.topViewController == "new")
        #expect(decision.decidedBy.viewController == "new")
        #expect(decision.confidence == .inferred)
        // R8.9: every will- callback (leaving first) before every did- callback.
        #expect(decision.callbackList.prefix(2) == ["old.viewWillDisappear:", "new.viewWillAppear:"])
        #expect(decision.callbackList.contains("new.viewWillAppear:"))
        #expect(!decision.callbackList.contains("old.viewWillTransitionToSize:withTransitionCoordinator:"))
        let old = try RuleTest.run(json.replacingOccurrences(of: "OS", with: "3.2"))
        #expect(
            old.decisions[0].warningMessages == ["setRootViewController: is not available before iOS 4.0"])
        #expect(old.decisions[0].topViewController == "old")
    }

    /// R5.5: setRootViewController is the rule applied on every version; on ≤ 5.x the target is
    /// resolved by R4.3 (and an empty set by R4.4), but the decision still cites R5.5, as on 6.0+.
    @Test func legacySetRootViewControllerCitesR55() throws {
        for (newRoot, target) in [("\"landscape\"", "landscapeRight"), ("0", "portrait")] {
            let simulation = try RuleTest.run(
                """
                {"device": {"os": "5.0"},
                 "viewControllers": {"old": {}, "new": {"shouldAutorotateToInterfaceOrientation": \(newRoot)}},
                 "window": {"rootViewController": "old"},
                 "events": [{"type": "setRootViewController", "viewController": "new"}]}
                """)
            let decision = simulation.decisions[0]
            #expect(decision.rule == "R5.5")
            #expect(decision.interfaceOrientation == target)
            #expect(decision.confidence == .inferred)
        }
    }

    /// R5.5: a new root that shares nothing with the app throws R2.6(a).
    @Test func setRootViewControllerCanThrow() throws {
        let simulation = try RuleTest.run(
            """
            {"device": {"os": "10.0"}, "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["portrait"]}},
             "viewControllers": {"old": {}, "new": {"class": "NewRoot", "supportedInterfaceOrientations": "landscape"}},
             "window": {"rootViewController": "old"},
             "events": [{"type": "setRootViewController", "viewController": "new"}]}
            """)
        #expect(
            simulation.decisions[0].exception?.reason
                == "Supported orientations has no common orientation with the application, and [NewRoot shouldAutorotate] is returning YES"
        )
        #expect(simulation.decisions[0].topViewController == "old")
        #expect(simulation.final.topViewController == "old")
    }
}
