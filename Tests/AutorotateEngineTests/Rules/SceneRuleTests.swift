import AutorotateWire
import Testing

@testable import AutorotateEngine

/// R9 (iOS 16+): `shouldAutorotate` ignored, `setNeedsUpdateOfSupportedInterfaceOrientations`,
/// `requestGeometryUpdate` and its UISceneErrorDomain errors, the dead KVC hack.
@Suite struct SceneRuleTests {
    static let domain = "UISceneErrorDomain"
    static let windowingText =
        "The current windowing mode does not allow for programmatic changes to interface orientation."

    /// An iOS 16.4 phone (iPhone 8, plist default 26) with root `a` answering `mask`, then `events`.
    static func phone(mask: String, device: String = "portrait", extra: String = "", events: String) -> String
    {
        """
        {"device": {"idiom": "phone", "os": "16.4", "orientation": "\(device)"},
         "viewControllers": {"a": {"class": "MyVC", "supportedInterfaceOrientations": "\(mask)" \(extra)}},
         "window": {"rootViewController": "a"}, "events": \(events)}
        """
    }

    /// R9.1: `shouldAutorotate` NO gates nothing on 16+ and is reported with the warning.
    @Test func shouldAutorotateIgnored() throws {
        let simulation = try RuleTest.run(
            Self.phone(
                mask: "allButUpsideDown", extra: #", "shouldAutorotate": false"#,
                events: #"[{"type": "deviceOrientation", "orientation": "landscapeLeft"}]"#))
        #expect(simulation.decisions[0].interfaceOrientation == "landscapeRight")
        #expect(simulation.decisions[0].decidedBy.via != "shouldAutorotate")
        #expect(
            simulation.launch.warnings.contains {
                $0.message == "shouldAutorotate is ignored on iOS 16 and later"
                    && $0.pointer == "/viewControllers/a/shouldAutorotate"
            })
    }

    /// R9.1 with R2.6(a): `shouldAutorotate` NO does not suppress (a) on 16+, whose text stays 8.0+'s (inferred).
    @Test func shouldAutorotateDoesNotSuppressNoCommonOrientation() throws {
        let json = """
            {"device": {"idiom": "phone", "os": "16.0"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"]}},
             "viewControllers": {"a": {"class": "MyVC", "supportedInterfaceOrientations": "landscape",
                                       "shouldAutorotate": false}},
             "window": {"rootViewController": "a"}, "events": []}
            """
        let simulation = try RuleTest.run(json)
        #expect(simulation.terminated?.event == nil)
        #expect(simulation.terminated?.exception.name == "UIApplicationInvalidInterfaceOrientation")
        #expect(
            simulation.terminated?.exception.reason
                == "Supported orientations has no common orientation with the application, and [MyVC shouldAutorotate] is returning YES"
        )
        #expect(simulation.launch.confidence == .inferred)
    }

    /// A root that allows portrait only while the device lies in landscape, then allows landscape.
    static func update(animated: String) -> String {
        Self.phone(
            mask: "portrait", device: "landscapeLeft",
            events: """
                [{"type": "setViewControllerProperty", "viewController": "a",
                  "property": "supportedInterfaceOrientations", "value": "landscape"},
                 {"type": "setNeedsUpdateOfSupportedInterfaceOrientations" \(animated)}]
                """)
    }

    /// R9.2 with R8.5: the update follows the device (inferred, #16); inside performWithoutAnimation it takes 0 s.
    @Test func setNeedsUpdateWithoutAnimation() throws {
        let simulation = try RuleTest.run(Self.update(animated: #", "animated": false"#))
        #expect(simulation.launch.interfaceOrientation == "portrait")
        #expect(!simulation.decisions[0].rotated)
        let decision = simulation.decisions[1]
        #expect(decision.rule == "R9.2")
        #expect(decision.interfaceOrientation == "landscapeRight")
        #expect(decision.confidence == .inferred)
        #expect(
            RuleTest.lines(decision.callbacks) == [
                "a willTransitionToTraitCollection:withTransitionCoordinator:",
                "a viewWillTransitionToSize:withTransitionCoordinator: d=0.0 size=667.0x375.0",
                "a traitCollectionDidChange:",
                "a viewWillLayoutSubviews",
                "a viewDidLayoutSubviews",
            ])
    }

    /// R9.2 with R8.5: by default the update is animated, 0.3 s per 90°.
    @Test func setNeedsUpdateAnimatedByDefault() throws {
        let simulation = try RuleTest.run(Self.update(animated: ""))
        let sizes = simulation.decisions[1].callbacks.filter {
            $0.method == "viewWillTransitionToSize:withTransitionCoordinator:"
        }
        #expect(sizes.map(\.duration) == [0.3])
    }

    /// R9.2: the update reads R2.6(a) first and throws the 8.0+ text.
    @Test func setNeedsUpdateThrowsNoCommonOrientation() throws {
        let json = """
            {"device": {"idiom": "phone", "os": "16.0"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"]}},
             "viewControllers": {"a": {"class": "MyVC", "supportedInterfaceOrientations": "portrait"}},
             "window": {"rootViewController": "a"},
             "events": [{"type": "setViewControllerProperty", "viewController": "a",
                         "property": "supportedInterfaceOrientations", "value": "landscape"},
                        {"type": "setNeedsUpdateOfSupportedInterfaceOrientations"}]}
            """
        let simulation = try RuleTest.run(json)
        #expect(simulation.terminated?.event == 1)
        #expect(
            simulation.terminated?.exception.reason
                == "Supported orientations has no common orientation with the application, and [MyVC shouldAutorotate] is returning YES"
        )
    }

    /// R9.2 with R2.10: under iPad multitasking the update changes nothing.
    @Test func setNeedsUpdateUnderMultitasking() throws {
        let json = """
            {"device": {"idiom": "pad", "os": "16.0", "orientation": "landscapeLeft"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["portrait", "portraitUpsideDown",
                     "landscapeLeft", "landscapeRight"]}},
             "viewControllers": {"a": {"supportedInterfaceOrientations": "portrait"}},
             "window": {"rootViewController": "a"},
             "events": [{"type": "setNeedsUpdateOfSupportedInterfaceOrientations"}]}
            """
        let simulation = try RuleTest.run(json)
        #expect(simulation.decisions[0].decidedBy.via == "multitasking")
        #expect(!simulation.decisions[0].rotated)
    }

    /// R9.3: a request the view controller does not support fails with code 101 and UIKit's exact text.
    @Test func requestUnsupportedError() throws {
        let simulation = try RuleTest.run(
            Self.phone(
                mask: "portrait", events: #"[{"type": "requestGeometryUpdate", "orientations": "landscape"}]"#
            ))
        let decision = simulation.decisions[0]
        #expect(
            decision.error
                == ErrorInfo(
                    domain: Self.domain, code: 101,
                    message:
                        "None of the requested orientations are supported by the view controller. Requested: landscapeLeft, landscapeRight; Supported: portrait"
                ))
        #expect(!decision.rotated)
        #expect(decision.exception == nil)
        #expect(simulation.terminated == nil)
    }

    /// R9.3 with R1.7: the names list portrait, portraitUpsideDown, landscapeLeft, landscapeRight in that order.
    @Test func requestErrorNameOrder() throws {
        let json = """
            {"device": {"idiom": "pad", "os": "17.0"},
             "app": {"infoPlist": {"UIRequiresFullScreen": true}},
             "viewControllers": {"a": {"supportedInterfaceOrientations": "landscapeRight"}},
             "window": {"rootViewController": "a"},
             "events": [{"type": "requestGeometryUpdate", "orientations": "[.landscapeLeft, .portraitUpsideDown, .portrait]"}]}
            """
        let simulation = try RuleTest.run(json)
        #expect(
            simulation.decisions[0].error?.message
                == "None of the requested orientations are supported by the view controller. Requested: portrait, portraitUpsideDown, landscapeLeft; Supported: landscapeRight"
        )
    }

    /// R9.3: a windowing mode other than full screen makes the request fail, whatever the plist.
    @Test func requestWindowingModeError() throws {
        let json = """
            {"device": {"idiom": "pad", "os": "16.1", "windowingMode": "stageManager"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["portrait"]}},
             "viewControllers": {"a": {}}, "window": {"rootViewController": "a"},
             "events": [{"type": "requestGeometryUpdate", "orientations": "landscape"}]}
            """
        let simulation = try RuleTest.run(json)
        #expect(
            simulation.decisions[0].error
                == ErrorInfo(domain: Self.domain, code: 101, message: Self.windowingText))
        #expect(!simulation.decisions[0].rotated)
    }

    /// R9.3 with R2.10: a multitasking app fails the request even in full-screen mode.
    @Test func requestMultitaskingError() throws {
        let json = """
            {"device": {"idiom": "pad", "os": "16.1"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["portrait", "portraitUpsideDown",
                     "landscapeLeft", "landscapeRight"]}},
             "viewControllers": {"a": {}}, "window": {"rootViewController": "a"},
             "events": [{"type": "requestGeometryUpdate", "orientations": "landscape"}]}
            """
        let simulation = try RuleTest.run(json)
        #expect(simulation.decisions[0].error?.message == Self.windowingText)
    }

    /// R9.3's example: device portrait, VC allButUpsideDown, request landscape → landscapeRight,
    /// animated (R8.4, 0.3 s), target choice inferred; not a lock — the next device turn follows R2.5.
    @Test func requestTargetAndNotALock() throws {
        let simulation = try RuleTest.run(
            Self.phone(
                mask: "allButUpsideDown",
                events: #"""
                    [{"type": "requestGeometryUpdate", "orientations": "landscape"},
                     {"type": "deviceOrientation", "orientation": "landscapeLeft"},
                     {"type": "deviceOrientation", "orientation": "portrait"}]
                    """#))
        let request = simulation.decisions[0]
        #expect(request.interfaceOrientation == "landscapeRight")
        #expect(request.error == nil)
        #expect(request.rule == "R9.3")
        #expect(request.confidence == .inferred)
        #expect(
            request.callbacks.contains {
                $0.method == "viewWillTransitionToSize:withTransitionCoordinator:" && $0.duration == 0.3
            })
        #expect(simulation.decisions[2].interfaceOrientation == "portrait")
    }

    /// R9.3: the device orientation comes before the current one in the target choice.
    @Test func requestPrefersDeviceOrientation() throws {
        let simulation = try RuleTest.run(
            Self.phone(
                mask: "portrait", device: "landscapeRight",
                events: #"""
                    [{"type": "setViewControllerProperty", "viewController": "a",
                      "property": "supportedInterfaceOrientations", "value": "allButUpsideDown"},
                     {"type": "requestGeometryUpdate", "orientations": ["portrait", "landscapeLeft"]}]
                    """#))
        #expect(simulation.launch.interfaceOrientation == "portrait")
        #expect(simulation.decisions[1].interfaceOrientation == "landscapeLeft")
    }

    /// R9.3: a request that already holds keeps the orientation without an error.
    @Test func requestAlreadyHolding() throws {
        let simulation = try RuleTest.run(
            Self.phone(
                mask: "allButUpsideDown",
                events: #"[{"type": "requestGeometryUpdate", "orientations": "allButUpsideDown"}]"#))
        #expect(!simulation.decisions[0].rotated)
        #expect(simulation.decisions[0].error == nil)
    }

    /// R9.3: an empty request does nothing at all — no error, no rotation.
    @Test func emptyRequestDoesNothing() throws {
        let simulation = try RuleTest.run(
            Self.phone(mask: "portrait", events: #"[{"type": "requestGeometryUpdate", "orientations": 1}]"#))
        #expect(simulation.decisions[0].error == nil)
        #expect(!simulation.decisions[0].rotated)
        #expect(simulation.decisions[0].callbacks.isEmpty)
    }

    /// R7.4 on 16+: the KVC hack changes nothing and logs UIKit's line verbatim.
    @Test func keyValueCodingLogsOnly() throws {
        let simulation = try RuleTest.run(
            Self.phone(
                mask: "allButUpsideDown",
                events:
                    #"[{"type": "setDeviceOrientationViaKeyValueCoding", "orientation": "landscapeLeft"}]"#))
        let decision = simulation.decisions[0]
        #expect(
            decision.log == [
                "[Orientation] BUG IN CLIENT OF UIKIT: Setting UIDevice.orientation is not supported. Please use UIWindowScene.requestGeometryUpdate(_:)"
            ])
        #expect(decision.deviceOrientation == "portrait")
        #expect(!decision.rotated)
    }

    /// R9.4 with R7.1: attemptRotation still works on 16+ but warns that it is deprecated.
    @Test func attemptRotationDeprecated() throws {
        let simulation = try RuleTest.run(
            Self.phone(mask: "allButUpsideDown", events: #"[{"type": "attemptRotationToDeviceOrientation"}]"#)
        )
        #expect(
            simulation.decisions[0].warningMessages == [
                "attemptRotationToDeviceOrientation is deprecated in iOS 16"
            ])
    }

    /// R0.1 and R9.6: 26+ is simulated as 16 with the not-modelled warning on the launch.
    @Test func twentySixWarning() throws {
        let json = """
            {"device": {"idiom": "phone", "os": "26.1"},
             "viewControllers": {"a": {}}, "window": {"rootViewController": "a"},
             "events": [{"type": "requestGeometryUpdate", "orientations": "landscape"}]}
            """
        let simulation = try RuleTest.run(json)
        #expect(
            simulation.launch.warnings.contains {
                $0.code == "notModelled" && $0.message.hasPrefix("iOS 26.1 is answered by the ios16 rules")
                    && $0.pointer == "/device/os"
            })
        #expect(simulation.decisions[0].interfaceOrientation == "landscapeRight")
    }

    /// R9.2 with R2.7: with the device flat and current disallowed, an overridden preferred comes
    /// before FALLBACK (landscapeLeft, not landscapeRight).
    @Test func setNeedsUpdateUsesPreferredBeforeFallback() throws {
        let simulation = try RuleTest.run(
            Self.phone(
                mask: "portrait", device: "faceUp",
                events: #"""
                    [{"type": "setViewControllerProperty", "viewController": "a",
                      "property": "supportedInterfaceOrientations", "value": "landscape"},
                     {"type": "setViewControllerProperty", "viewController": "a",
                      "property": "preferredInterfaceOrientationForPresentation", "value": "landscapeLeft"},
                     {"type": "setNeedsUpdateOfSupportedInterfaceOrientations"}]
                    """#))
        #expect(simulation.decisions[2].interfaceOrientation == "landscapeLeft")
        #expect(simulation.decisions[2].confidence == .inferred)
    }

    /// R9.3: with no root view controller the supported set is the app mask ∩ device mask.
    @Test func requestWithoutRoot() throws {
        let json = """
            {"device": {"idiom": "phone", "os": "16.0"},
             "viewControllers": {"a": {}}, "window": {"rootViewController": "a"},
             "events": [{"type": "setRootViewController", "viewController": null},
                        {"type": "requestGeometryUpdate", "orientations": "portraitUpsideDown"},
                        {"type": "requestGeometryUpdate", "orientations": "landscape"}]}
            """
        let simulation = try RuleTest.run(json)
        #expect(
            simulation.decisions[1].error?.message
                == "None of the requested orientations are supported by the view controller. Requested: portraitUpsideDown; Supported: portrait, landscapeLeft, landscapeRight"
        )
        #expect(simulation.decisions[2].interfaceOrientation == "landscapeRight")
        #expect(simulation.decisions[2].decidedBy.via == "applicationOnly")
    }

    /// R9.1: a device turn on 16+ throws (a) despite `shouldAutorotate` NO, with the 8.0+ text.
    /// (Its inferred confidence, open question 15, belongs to R2.6 and is tested there.)
    @Test func noCommonOrientationDespiteShouldAutorotateOnDeviceTurn() throws {
        let json = """
            {"device": {"idiom": "phone", "os": "16.2"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"]}},
             "viewControllers": {"a": {"class": "MyVC", "supportedInterfaceOrientations": "portrait",
                                       "shouldAutorotate": false}},
             "window": {"rootViewController": "a"},
             "events": [{"type": "setViewControllerProperty", "viewController": "a",
                         "property": "supportedInterfaceOrientations", "value": "landscape"},
                        {"type": "deviceOrientation", "orientation": "landscapeLeft"}]}
            """
        let simulation = try RuleTest.run(json)
        #expect(simulation.terminated?.event == 1)
        #expect(
            simulation.terminated?.exception.reason
                == "Supported orientations has no common orientation with the application, and [MyVC shouldAutorotate] is returning YES"
        )
    }
}
