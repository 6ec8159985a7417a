import AutorotateWire
import Testing

@testable import AutorotateEngine

/// R2.1 (the application mask, re-read at every query), R2.2 (plist while launching, full mask
/// afterwards) and the mask values of R1.2 and R1.5 that feed it.
@Suite struct ApplicationMaskRuleTests {
    /// A phone on `os` with the given `app` object, a plain root and one device turn to landscape.
    static func turnToLandscape(os: String = "6.1", idiom: String = "phone", app: String, root: String = "{}")
        throws -> Decision
    {
        let simulation = try RuleTest.run(
            """
            {"device": {"os": "\(os)", "idiom": "\(idiom)"}, "app": \(app),
             "viewControllers": {"root": \(root)}, "window": {"rootViewController": "root"},
             "events": [{"type": "deviceOrientation", "orientation": "landscapeLeft"}]}
            """)
        return try #require(simulation.decisions.first)
    }

    /// R2.1: the delegate's supportedInterfaceOrientationsForWindow wins over a UIApplication subclass and the plist.
    @Test func delegateWinsOverApplicationAndPlist() throws {
        let decision = try Self.turnToLandscape(
            app: """
                {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"]},
                 "delegate": {"supportedInterfaceOrientationsForWindow": "UIInterfaceOrientationMaskLandscape"},
                 "application": {"supportedInterfaceOrientationsForWindow": "UIInterfaceOrientationMaskPortrait"}}
                """)
        #expect(decision.previousInterfaceOrientation == "landscapeRight")
        #expect(decision.interfaceOrientation == "landscapeRight")
        #expect(decision.masks?.application.value == 24)
        #expect(decision.queryList.contains("delegate.application:supportedInterfaceOrientationsForWindow:"))
        #expect(
            !decision.queryList.contains("application.application:supportedInterfaceOrientationsForWindow:"))
    }

    /// R2.1: without a delegate answer, the UIApplication subclass's answer replaces the plist.
    @Test func applicationSubclassReplacesPlist() throws {
        let decision = try Self.turnToLandscape(
            app: """
                {"infoPlist": {"UISupportedInterfaceOrientations": ["portrait", "landscapeLeft", "landscapeRight"]},
                 "application": {"supportedInterfaceOrientationsForWindow": "portrait"}}
                """)
        #expect(decision.interfaceOrientation == "portrait")
        #expect(!decision.rotated)
        #expect(decision.masks?.application.orientations == ["portrait"])
        #expect(
            decision.queryList.contains("application.application:supportedInterfaceOrientationsForWindow:"))
        #expect(decision.rule == "R2.5")
    }

    /// R2.1: on a phone the `~iphone` key beats the plain key, and `~ipad` is not read.
    @Test func phoneSuffixBeatsPlainKey() throws {
        let decision = try Self.turnToLandscape(
            app: """
                {"infoPlist": {"UISupportedInterfaceOrientations": ["portrait"],
                  "UISupportedInterfaceOrientations~ipad": ["portrait"],
                  "UISupportedInterfaceOrientations~iphone": ["portrait", "landscapeRight"]}}
                """)
        #expect(decision.interfaceOrientation == "landscapeRight")
        #expect(decision.masks?.application.orientations == ["portrait", "landscapeRight"])
    }

    /// R2.1: on a pad the `~ipad` key beats the plain key, and `~iphone` is not read.
    @Test func padSuffixBeatsPlainKey() throws {
        let decision = try Self.turnToLandscape(
            idiom: "pad",
            app: """
                {"infoPlist": {"UISupportedInterfaceOrientations": ["landscapeRight"],
                  "UISupportedInterfaceOrientations~iphone": ["landscapeRight"],
                  "UISupportedInterfaceOrientations~ipad": ["portrait"]}}
                """)
        #expect(decision.interfaceOrientation == "portrait")
        #expect(decision.masks?.application.orientations == ["portrait"])
    }

    /// R2.1: an empty suffixed array counts as absent (inferred), so the plain key is used.
    @Test func emptySuffixedArrayIsAbsent() throws {
        let decision = try Self.turnToLandscape(
            app: """
                {"infoPlist": {"UISupportedInterfaceOrientations": ["portrait", "landscapeRight"],
                  "UISupportedInterfaceOrientations~iphone": []}}
                """)
        #expect(decision.interfaceOrientation == "landscapeRight")
        #expect(decision.masks?.application.orientations == ["portrait", "landscapeRight"])
        #expect(decision.confidence == .inferred)
    }

    /// R2.1, R1.5: without plist key or override the application mask is the idiom default — phone 26.
    @Test func phoneDefaultIsAllButUpsideDown() throws {
        let decision = try Self.turnToLandscape(app: "{}")
        #expect(decision.masks?.application.value == 26)
        #expect(decision.masks?.viewController?.value == 26)
        #expect(decision.interfaceOrientation == "landscapeRight")
        #expect(decision.confidence == .documented)
    }

    /// R2.1, R1.5: without plist key or override the application mask is the idiom default — pad 30.
    @Test func padDefaultIsAll() throws {
        let simulation = try RuleTest.run(
            """
            {"device": {"os": "7.1", "idiom": "pad"}, "viewControllers": {"root": {}},
             "window": {"rootViewController": "root"},
             "events": [{"type": "deviceOrientation", "orientation": "portraitUpsideDown"}]}
            """)
        let decision = try #require(simulation.decisions.first)
        #expect(decision.masks?.application.value == 30)
        #expect(decision.masks?.viewController?.value == 30)
        #expect(decision.interfaceOrientation == "portraitUpsideDown")
    }

    /// R2.1: the application mask is re-read at every query, so a flag changed since launch counts.
    @Test func applicationMaskIsReReadAtEveryQuery() throws {
        let simulation = try RuleTest.run(
            """
            {"device": {"os": "6.1"},
             "app": {"flags": {"landscapeAllowed": false},
                     "delegate": {"supportedInterfaceOrientationsForWindow":
                        {"if": "landscapeAllowed", "then": "allButUpsideDown", "else": "portrait"}}},
             "viewControllers": {"root": {}}, "window": {"rootViewController": "root"},
             "events": [{"type": "deviceOrientation", "orientation": "landscapeLeft"},
                        {"type": "setFlag", "name": "landscapeAllowed", "value": true},
                        {"type": "deviceOrientation", "orientation": "portrait"},
                        {"type": "deviceOrientation", "orientation": "landscapeLeft"}]}
            """)
        #expect(simulation.decisions[0].interfaceOrientation == "portrait")
        #expect(simulation.decisions[1].rotated == false)
        #expect(simulation.decisions[3].interfaceOrientation == "landscapeRight")
        #expect(simulation.decisions[3].masks?.application.value == 26)
    }

    /// R2.1: an application mask of 0 makes a later query fail with R2.6(a), an inferred point.
    @Test func zeroApplicationMaskThrowsOnDeviceTurn() throws {
        let simulation = try RuleTest.run(
            """
            {"device": {"os": "9.0"},
             "app": {"flags": {"broken": false},
                     "delegate": {"supportedInterfaceOrientationsForWindow": {"if": "broken", "then": 0, "else": "all"}}},
             "viewControllers": {"root": {"class": "RootViewController"}}, "window": {"rootViewController": "root"},
             "events": [{"type": "setFlag", "name": "broken", "value": true},
                        {"type": "deviceOrientation", "orientation": "landscapeLeft"}]}
            """)
        let decision = simulation.decisions[1]
        #expect(decision.exception?.name == "UIApplicationInvalidInterfaceOrientation")
        #expect(decision.masks?.application.value == 0)
        #expect(decision.confidence == .inferred)
        #expect(simulation.terminated?.event == 1)
    }

    /// R2.1: an application mask of 0 makes the launch fail with R2.6(a), an inferred point.
    @Test func zeroApplicationMaskThrows() throws {
        let simulation = try RuleTest.run(
            """
            {"device": {"os": "9.0"}, "app": {"delegate": {"supportedInterfaceOrientationsForWindow": 0}},
             "viewControllers": {"root": {"class": "RootViewController"}}, "window": {"rootViewController": "root"},
             "events": []}
            """)
        #expect(simulation.launch.exception?.name == "UIApplicationInvalidInterfaceOrientation")
        #expect(
            simulation.launch.exception?.reason
                == "Supported orientations has no common orientation with the application, and [RootViewController shouldAutorotate] is returning YES"
        )
        #expect(simulation.launch.confidence == .inferred)
        #expect(simulation.terminated?.event == nil)
    }

    /// R2.2: while launching only the plist counts; at the end of launch the delegate's mask does (override inferred).
    @Test func launchUsesPlistThenFullMask() throws {
        let simulation = try RuleTest.run(
            """
            {"device": {"os": "6.1", "orientation": "portrait"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["portrait", "landscapeLeft", "landscapeRight"]},
                     "delegate": {"supportedInterfaceOrientationsForWindow": "landscape"}},
             "viewControllers": {"root": {}}, "window": {"rootViewController": "root"}, "events": []}
            """)
        let launch = simulation.launch
        #expect(launch.previousInterfaceOrientation == "portrait")
        #expect(launch.interfaceOrientation == "landscapeRight")
        #expect(launch.statusBarOrientation == "landscapeRight")
        #expect(launch.rotated)
        #expect(launch.masks?.application.value == 24)
        #expect(launch.queryList.contains("delegate.application:supportedInterfaceOrientationsForWindow:"))
        #expect(launch.confidence == .inferred)
    }

    /// R2.2: without overrides an orientation absent from the plist is never reached, whatever the VC allows.
    @Test func plistLimitsRuntimeWithoutOverrides() throws {
        let decision = try Self.turnToLandscape(
            app: #"{"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"]}}"#,
            root: #"{"supportedInterfaceOrientations": "all"}"#)
        #expect(decision.interfaceOrientation == "portrait")
        #expect(!decision.rotated)
        #expect(decision.allowed == ["portrait"])
    }

    /// R1.2: bit 0 vanishes (`value & 30`) — an interface constant used as a mask counts by its raw value and warns.
    @Test func interfaceConstantUsedAsMask() throws {
        let simulation = try RuleTest.run(
            """
            {"device": {"os": "6.1"},
             "viewControllers": {"root": {"supportedInterfaceOrientations":
                "UIInterfaceOrientationLandscapeLeft | UIInterfaceOrientationLandscapeRight"}},
             "window": {"rootViewController": "root"},
             "events": [{"type": "deviceOrientation", "orientation": "landscapeLeft"},
                        {"type": "deviceOrientation", "orientation": "portraitUpsideDown"}]}
            """)
        let messages = simulation.launch.warningMessages
        #expect(
            messages.contains(
                "interface orientation constant UIInterfaceOrientationLandscapeLeft used as a mask (= 4)"))
        #expect(
            messages.contains(
                "interface orientation constant UIInterfaceOrientationLandscapeRight used as a mask (= 3)"))
        #expect(simulation.decisions[0].masks?.viewController?.value == 7)
        #expect(
            simulation.decisions[0].masks?.viewController?.orientations == ["portrait", "portraitUpsideDown"])
        #expect(simulation.decisions[0].interfaceOrientation == "portrait")
        #expect(simulation.decisions[1].interfaceOrientation == "portrait")
    }
}
