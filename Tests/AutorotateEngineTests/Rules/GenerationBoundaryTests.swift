import Foundation
import Testing

@testable import AutorotateEngine

/// R0.2, R0.3 and R0.5: each generation boundary and finer switch, the same scenario on both sides.
@Suite struct GenerationBoundaryTests {
    static let missingRoot =
        "Application windows are expected to have a root view controller at the end of application launch"

    /// A phone (`$OS`, iPhone 5) whose plist allows all four orientations, root `a` without rotation
    /// properties, turned to landscape.
    static let plainRootTurned = """
        {"device": {"idiom": "phone", "model": "iPhone 5", "os": "$OS"},
         "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["portrait", "portraitUpsideDown",
                 "landscapeLeft", "landscapeRight"]}},
         "viewControllers": {"a": {"view": {"id": "aView", "frame": [0, 20, 320, 548]}}},
         "window": {"rootViewController": "a"},
         "events": [{"type": "deviceOrientation", "orientation": "landscapeLeft"}]}
        """

    /// R0.2 5.1↔6.0: the legacy per-orientation query defaults to portrait only; masks default to 26 on the phone.
    @Test func fiveToSixDefaultAnswer() throws {
        let five = try RuleTest.run(Self.plainRootTurned, os: "5.1.1")
        let six = try RuleTest.run(Self.plainRootTurned, os: "6.0")
        #expect(five.engine.generation == "ios5")
        #expect(six.engine.generation == "ios6")
        #expect(!five.decisions[0].rotated)
        #expect(five.decisions[0].queries.first?.method == "shouldAutorotateToInterfaceOrientation:")
        #expect(six.decisions[0].rotated)
        #expect(six.decisions[0].interfaceOrientation == "landscapeRight")
    }

    /// R0.2 5.1↔6.0: an app mask (delegate) exists only from 6.0; on 5.1 it is ignored with a warning.
    @Test func fiveToSixApplicationMask() throws {
        let template = """
            {"device": {"idiom": "phone", "os": "$OS"},
             "app": {"delegate": {"supportedInterfaceOrientationsForWindow": "portrait"}},
             "viewControllers": {"a": {"supportedInterfaceOrientations": "allButUpsideDown",
                                       "shouldAutorotateToInterfaceOrientation": "allButUpsideDown"}},
             "window": {"rootViewController": "a"},
             "events": [{"type": "deviceOrientation", "orientation": "landscapeLeft"}]}
            """
        let five = try RuleTest.run(template, os: "5.1")
        let six = try RuleTest.run(template, os: "6.0")
        #expect(five.decisions[0].interfaceOrientation == "landscapeRight")
        #expect(
            five.launch.warnings.contains { $0.code == "ignoredProperty" && $0.pointer == "/app/delegate" })
        #expect(six.decisions[0].interfaceOrientation == "portrait")
    }

    /// R0.2 6.1↔7.0: the root view moves under the status bar (R8.6).
    @Test func sixToSevenRootUnderStatusBar() throws {
        let nibSized = Self.plainRootTurned.replacingOccurrences(
            of: "[0, 20, 320, 548]", with: "[0, 0, 100, 100]")
        let six = try RuleTest.run(nibSized, os: "6.1")
        let seven = try RuleTest.run(nibSized, os: "7.0")
        #expect(seven.engine.generation == "ios7")
        #expect(RuleTest.view("aView", in: six.launch.views)?.frame == [0, 20, 320, 548])
        #expect(RuleTest.view("aView", in: seven.launch.views)?.frame == [0, 0, 320, 568])
        #expect(RuleTest.view("aView", in: six.final.views)?.bounds == [0, 0, 568, 300])
        #expect(RuleTest.view("aView", in: seven.final.views)?.bounds == [0, 0, 568, 320])
    }

    /// R0.2 6.1↔7.0: container delegates are read from 7.0 (R3.2) and ignored with a warning before (R0.5).
    @Test func sixToSevenContainerDelegate() throws {
        let template = """
            {"device": {"idiom": "phone", "os": "$OS"},
             "viewControllers": {"nav": {"kind": "navigationController", "viewControllers": ["a"],
                                         "delegate": {"supportedInterfaceOrientations": "portrait"}},
                                 "a": {}},
             "window": {"rootViewController": "nav"},
             "events": [{"type": "deviceOrientation", "orientation": "landscapeLeft"}]}
            """
        let six = try RuleTest.run(template, os: "6.1")
        let seven = try RuleTest.run(template, os: "7.0")
        #expect(six.decisions[0].rotated)
        #expect(six.launch.warnings.contains { $0.pointer == "/viewControllers/nav/delegate" })
        #expect(!seven.decisions[0].rotated)
        #expect(seven.decisions[0].decidedBy.via == "containerDelegate")
    }

    /// R0.2 7.1↔8.0: classic callbacks become size transitions; the window's bounds rotate.
    @Test func sevenToEightCallbacksAndWindow() throws {
        let seven = try RuleTest.run(Self.plainRootTurned, os: "7.1.2")
        let eight = try RuleTest.run(Self.plainRootTurned, os: "8.0")
        #expect(eight.engine.generation == "ios8")
        #expect(seven.decisions[0].callbacks.first?.method == "willRotateToInterfaceOrientation:duration:")
        #expect(
            !eight.decisions[0].callbacks.contains {
                $0.method == "willRotateToInterfaceOrientation:duration:"
            })
        #expect(
            eight.decisions[0].callbacks.contains {
                $0.method == "viewWillTransitionToSize:withTransitionCoordinator:"
            })
        #expect(RuleTest.view("window", in: seven.final.views)?.bounds == [0, 0, 320, 568])
        #expect(RuleTest.view("window", in: eight.final.views)?.bounds == [0, 0, 568, 320])
        #expect(RuleTest.view("aView", in: seven.final.views)?.transform == [0, 1, -1, 0, 0, 0])
        #expect(RuleTest.view("aView", in: eight.final.views)?.transform == [1, 0, 0, 1, 0, 0])
    }

    /// R0.2 7.1↔8.0 with R2.6(a): the exception text names the class from 8.0 (boundary inferred).
    @Test func sevenToEightExceptionText() throws {
        let template = """
            {"device": {"idiom": "phone", "os": "$OS"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"]}},
             "viewControllers": {"a": {"class": "LandscapeVC", "supportedInterfaceOrientations": "landscape"}},
             "window": {"rootViewController": "a"}, "events": []}
            """
        let seven = try RuleTest.run(template, os: "7.1")
        let eight = try RuleTest.run(template, os: "8.0")
        #expect(
            seven.terminated?.exception.reason
                == "Supported orientations has no common orientation with the application, and shouldAutorotate is returning YES"
        )
        #expect(
            eight.terminated?.exception.reason
                == "Supported orientations has no common orientation with the application, and [LandscapeVC shouldAutorotate] is returning YES"
        )
        #expect(eight.terminated?.exception.name == "UIApplicationInvalidInterfaceOrientation")
        #expect(eight.launch.confidence == .inferred)
    }

    /// R0.2 8.4↔9.0: a missing root view controller is logged before 9.0 and throws from 9.0 (R5.4).
    @Test func eightToNineMissingRoot() throws {
        let template = """
            {"device": {"idiom": "phone", "os": "$OS"}, "viewControllers": {},
             "window": {"rootViewController": null}, "events": []}
            """
        let eight = try RuleTest.run(template, os: "8.4")
        let nine = try RuleTest.run(template, os: "9.0")
        #expect(eight.terminated == nil)
        #expect(eight.launch.log == [Self.missingRoot])
        #expect(nine.engine.generation == "ios9")
        #expect(nine.terminated?.event == nil)
        #expect(nine.terminated?.exception.name == "NSInternalInconsistencyException")
        #expect(nine.terminated?.exception.reason == Self.missingRoot)
    }

    /// R0.2 8.4↔9.0: an iPad app listing all four orientations ignores VC masks from 9.0 (R2.10).
    @Test func eightToNineMultitasking() throws {
        let template = """
            {"device": {"idiom": "pad", "os": "$OS"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["portrait", "portraitUpsideDown",
                     "landscapeLeft", "landscapeRight"]}},
             "viewControllers": {"a": {"supportedInterfaceOrientations": "portrait"}},
             "window": {"rootViewController": "a"},
             "events": [{"type": "deviceOrientation", "orientation": "landscapeLeft"}]}
            """
        let eight = try RuleTest.run(template, os: "8.4")
        let nine = try RuleTest.run(template, os: "9.0")
        #expect(!eight.decisions[0].rotated)
        #expect(nine.decisions[0].rotated)
        #expect(nine.decisions[0].decidedBy.via == "multitasking")
    }

    /// R0.2 12.x↔13.0: the default presentation style becomes a page sheet, which does not decide (R6.1–2).
    @Test func twelveToThirteenDefaultStyle() throws {
        let template = """
            {"device": {"idiom": "phone", "os": "$OS"},
             "viewControllers": {"a": {}, "l": {"supportedInterfaceOrientations": "landscape"}},
             "window": {"rootViewController": "a"},
             "events": [{"type": "present", "viewController": "l"}]}
            """
        let twelve = try RuleTest.run(template, os: "12.4")
        let thirteen = try RuleTest.run(template, os: "13.0")
        #expect(twelve.decisions[0].interfaceOrientation == "landscapeRight")
        #expect(thirteen.engine.generation == "ios13")
        #expect(thirteen.decisions[0].interfaceOrientation == "portrait")
        #expect(thirteen.final.topViewController == "a")
    }

    /// R0.2 15.x↔16.0: `shouldAutorotate` NO gates device turns until 15.x and is ignored with a warning from 16.0 (R9.1).
    @Test func fifteenToSixteenShouldAutorotate() throws {
        let template = """
            {"device": {"idiom": "phone", "os": "$OS"},
             "viewControllers": {"a": {"shouldAutorotate": false}}, "window": {"rootViewController": "a"},
             "events": [{"type": "deviceOrientation", "orientation": "landscapeLeft"}]}
            """
        let fifteen = try RuleTest.run(template, os: "15.7")
        let sixteen = try RuleTest.run(template, os: "16.0")
        #expect(!fifteen.decisions[0].rotated)
        #expect(fifteen.decisions[0].decidedBy.via == "shouldAutorotate")
        #expect(sixteen.engine.generation == "ios16")
        #expect(sixteen.decisions[0].interfaceOrientation == "landscapeRight")
        #expect(
            sixteen.launch.warningMessages.contains("shouldAutorotate is ignored on iOS 16 and later"))
        #expect(
            !fifteen.launch.warningMessages.contains("shouldAutorotate is ignored on iOS 16 and later"))
    }

    /// R0.2 15.x↔16.0: the KVC hack rotates until 15.x and only logs from 16.0 (R7.4).
    @Test func fifteenToSixteenKeyValueCoding() throws {
        let template = """
            {"device": {"idiom": "phone", "os": "$OS"},
             "viewControllers": {"a": {}}, "window": {"rootViewController": "a"},
             "events": [{"type": "setDeviceOrientationViaKeyValueCoding", "orientation": "landscapeLeft"}]}
            """
        let fifteen = try RuleTest.run(template, os: "15.0")
        let sixteen = try RuleTest.run(template, os: "16.0")
        #expect(fifteen.decisions[0].interfaceOrientation == "landscapeRight")
        #expect(fifteen.decisions[0].log.isEmpty)
        #expect(sixteen.decisions[0].interfaceOrientation == "portrait")
        #expect(
            sixteen.decisions[0].log == [
                "[Orientation] BUG IN CLIENT OF UIKIT: Setting UIDevice.orientation is not supported. Please use UIWindowScene.requestGeometryUpdate(_:)"
            ])
    }

    /// R0.3 2.x↔3.0: rotations become one-step (R8.2–3).
    @Test func twoToThreeOneStep() throws {
        let template = """
            {"device": {"idiom": "phone", "os": "$OS"},
             "viewControllers": {"a": {"shouldAutorotateToInterfaceOrientation": "all"}},
             "window": {"rootViewController": "a"},
             "events": [{"type": "deviceOrientation", "orientation": "landscapeLeft"}]}
            """
        let two = try RuleTest.run(template, os: "2.2.1")
        let three = try RuleTest.run(template, os: "3.0")
        let twoMethods = two.decisions[0].callbacks.map(\.method)
        let threeMethods = three.decisions[0].callbacks.map(\.method)
        #expect(twoMethods.contains("willAnimateFirstHalfOfRotationToInterfaceOrientation:duration:"))
        #expect(!twoMethods.contains("willAnimateRotationToInterfaceOrientation:duration:"))
        #expect(
            threeMethods == [
                "willRotateToInterfaceOrientation:duration:",
                "willAnimateRotationToInterfaceOrientation:duration:",
                "didRotateFromInterfaceOrientation:",
            ])
    }

    /// R0.3 3.x↔4.0: `window.rootViewController` can be set from 4.0; before, R0.5's warning and nothing else.
    @Test func threeToFourSetRoot() throws {
        let template = """
            {"device": {"idiom": "phone", "os": "$OS"},
             "viewControllers": {"a": {}, "b": {}}, "window": {"rootViewController": "a"},
             "events": [{"type": "setRootViewController", "viewController": "b"}]}
            """
        let three = try RuleTest.run(template, os: "3.2")
        let four = try RuleTest.run(template, os: "4.0")
        #expect(
            three.decisions[0].warningMessages == [
                "setRootViewController: is not available before iOS 4.0"
            ])
        #expect(three.decisions[0].rule == "R0.5")
        #expect(three.final.topViewController == "a")
        #expect(three.decisions[0].callbacks.isEmpty)
        #expect(four.final.topViewController == "b")
        #expect(four.decisions[0].warningMessages.isEmpty)
    }

    /// R0.3 4.x↔5.0: `attemptRotationToDeviceOrientation` exists from 5.0 (R7.1).
    @Test func fourToFiveAttemptRotation() throws {
        let template = """
            {"device": {"idiom": "phone", "os": "$OS", "orientation": "landscapeLeft"},
             "viewControllers": {"a": {"shouldAutorotateToInterfaceOrientation": "portrait"}},
             "window": {"rootViewController": "a"},
             "events": [{"type": "setViewControllerProperty", "viewController": "a",
                         "property": "shouldAutorotateToInterfaceOrientation", "value": "all"},
                        {"type": "attemptRotationToDeviceOrientation"}]}
            """
        let four = try RuleTest.run(template, os: "4.3")
        let five = try RuleTest.run(template, os: "5.0")
        #expect(
            four.decisions[1].warningMessages
                == ["attemptRotationToDeviceOrientation is not available before iOS 5.0"])
        #expect(!four.decisions[1].rotated)
        #expect(five.decisions[1].interfaceOrientation == "landscapeRight")
    }

    /// R0.3 4.x↔5.0: `viewWillLayoutSubviews` exists from 5.0 (R8.2).
    @Test func fourToFiveLayoutCallbacks() throws {
        let template = """
            {"device": {"idiom": "phone", "os": "$OS"},
             "viewControllers": {"a": {"shouldAutorotateToInterfaceOrientation": "all"}},
             "window": {"rootViewController": "a"},
             "events": [{"type": "deviceOrientation", "orientation": "landscapeLeft"}]}
            """
        let four = try RuleTest.run(template, os: "4.3")
        let five = try RuleTest.run(template, os: "5.0")
        #expect(!four.decisions[0].callbacks.contains { $0.method == "viewWillLayoutSubviews" })
        #expect(five.decisions[0].callbacks.contains { $0.method == "viewWillLayoutSubviews" })
    }

    /// R0.3 4.x↔5.0: the missing-root line is logged from 5.0 (R5.4; its 5.x wording inferred, #22).
    @Test func fourToFiveMissingRootLog() throws {
        let template = """
            {"device": {"idiom": "phone", "os": "$OS"}, "viewControllers": {},
             "window": {"rootViewController": null}, "events": []}
            """
        let four = try RuleTest.run(template, os: "4.3")
        let five = try RuleTest.run(template, os: "5.0")
        #expect(four.launch.log.isEmpty)
        #expect(five.launch.log == [Self.missingRoot])
        #expect(five.launch.confidence == .inferred)
    }

    /// R0.3 9.x↔10.0 with R2.6(b): the preferred-orientation text names the values from 10.0 (boundary inferred).
    @Test func nineToTenPreferredText() throws {
        let template = """
            {"device": {"idiom": "phone", "os": "$OS"},
             "viewControllers": {"a": {},
                                 "l": {"supportedInterfaceOrientations": "landscape",
                                       "preferredInterfaceOrientationForPresentation": "portrait"}},
             "window": {"rootViewController": "a"},
             "events": [{"type": "present", "viewController": "l", "style": "fullScreen"}]}
            """
        let nine = try RuleTest.run(template, os: "9.3")
        let ten = try RuleTest.run(template, os: "10.0")
        #expect(
            nine.terminated?.exception.reason
                == "preferredInterfaceOrientationForPresentation must return a supported interface orientation!"
        )
        #expect(
            ten.terminated?.exception.reason
                == "preferredInterfaceOrientationForPresentation 'portrait' must match a supported interface orientation: 'landscapeLeft, landscapeRight'!"
        )
        #expect(ten.terminated?.event == 0)
        #expect(ten.decisions[0].confidence == .inferred)
    }

    /// R0.1: 17–18 run `ios16` silently; 26+ run it with the not-modelled warning.
    @Test func laterVersionsRunSixteen() throws {
        let template = """
            {"device": {"idiom": "phone", "os": "$OS"},
             "viewControllers": {"a": {}}, "window": {"rootViewController": "a"}, "events": []}
            """
        let eighteen = try RuleTest.run(template, os: "18.2")
        let twentySix = try RuleTest.run(template, os: "26.0")
        #expect(eighteen.engine.generation == "ios16")
        #expect(!eighteen.launch.warnings.contains { $0.code == "notModelled" })
        #expect(twentySix.engine.generation == "ios16")
        #expect(
            twentySix.launch.warnings.filter { $0.code == "notModelled" }.map(\.message) == [
                "iOS 26.0 is answered by the ios16 rules, which do not model iOS 26's prefersInterfaceOrientationLocked, the UIRequiresFullScreen deprecation or resizable windows (R9.6)"
            ])
    }

    /// R0.1: a version below 2.0 is an input error (422).
    @Test func belowTwoIsRejected() {
        let json = """
            {"device": {"idiom": "phone", "os": "1.9"},
             "viewControllers": {"a": {}}, "window": {"rootViewController": "a"}, "events": []}
            """
        guard case .failure(let problem) = Simulator.run(json: Array(json.utf8)) else {
            Issue.record("iOS 1.9 was accepted")
            return
        }
        #expect(problem.kind == .invalid)
    }

    /// R0.2: every generation starts exactly at its first version (x.0) and ends at the version before the next.
    @Test(arguments: [
        ("5.1.1", "ios5"), ("6.0", "ios6"), ("6.1.6", "ios6"), ("7.0", "ios7"), ("7.1.2", "ios7"),
        ("8.0", "ios8"), ("8.4.1", "ios8"), ("9.0", "ios9"), ("12.5.7", "ios9"), ("13.0", "ios13"),
        ("15.8", "ios13"), ("16.0", "ios16"), ("17.5", "ios16"),
    ])
    func generationOfVersion(os: String, generation: String) throws {
        let template = """
            {"device": {"idiom": "phone", "os": "$OS"},
             "viewControllers": {"a": {}}, "window": {"rootViewController": "a"}, "events": []}
            """
        #expect(try RuleTest.run(template, os: os).engine.generation == generation)
    }

    /// R0.5: the iOS 16 APIs on 15.x change nothing and warn with the selector and its first version.
    @Test func sixteenAPIsBeforeSixteen() throws {
        let json = """
            {"device": {"idiom": "phone", "os": "15.4", "orientation": "landscapeLeft"},
             "viewControllers": {"a": {"supportedInterfaceOrientations": "portrait"}},
             "window": {"rootViewController": "a"},
             "events": [{"type": "setViewControllerProperty", "viewController": "a",
                         "property": "supportedInterfaceOrientations", "value": "landscape"},
                        {"type": "setNeedsUpdateOfSupportedInterfaceOrientations"},
                        {"type": "requestGeometryUpdate", "orientations": "landscape"}]}
            """
        let simulation = try RuleTest.run(json)
        #expect(
            simulation.decisions[1].warningMessages
                == ["setNeedsUpdateOfSupportedInterfaceOrientations is not available before iOS 16.0"])
        #expect(
            simulation.decisions[2].warningMessages
                == ["requestGeometryUpdateWithPreferences:errorHandler: is not available before iOS 16.0"])
        #expect(simulation.final.interfaceOrientation == "portrait")
        #expect(simulation.decisions[2].error == nil)
    }

    /// R0.2 with R2.6(a): a device turn reading an empty intersection throws the old text on 7.1 and
    /// the class-naming one from 8.0. (That 8.0–8.2 report it inferred, open question 1, is R2.6's
    /// confidence and is tested with it.)
    @Test func classNamingTextAroundEight() throws {
        let template = """
            {"device": {"idiom": "phone", "os": "$OS"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"]}},
             "viewControllers": {"a": {"class": "MyVC", "supportedInterfaceOrientations": "portrait"}},
             "window": {"rootViewController": "a"},
             "events": [{"type": "setViewControllerProperty", "viewController": "a",
                         "property": "supportedInterfaceOrientations", "value": "landscape"},
                        {"type": "deviceOrientation", "orientation": "landscapeLeft"}]}
            """
        let seven = try RuleTest.run(template, os: "7.1")
        let eight = try RuleTest.run(template, os: "8.0")
        let eightThree = try RuleTest.run(template, os: "8.3")
        #expect(seven.terminated?.exception.reason.hasSuffix("and shouldAutorotate is returning YES") == true)
        #expect(
            eight.terminated?.exception.reason.hasSuffix("and [MyVC shouldAutorotate] is returning YES")
                == true)
        #expect(eightThree.terminated?.exception.reason == eight.terminated?.exception.reason)
    }

    /// R0.3 3.1↔3.2 with R6.1: sheet styles exist from 3.2; before, a sheet is shown full screen with a warning.
    @Test func threeOneToThreeTwoSheetStyles() throws {
        let template = """
            {"device": {"idiom": "phone", "os": "$OS"},
             "viewControllers": {"a": {"shouldAutorotateToInterfaceOrientation": "all"},
                                 "s": {"shouldAutorotateToInterfaceOrientation": "landscape"}},
             "window": {"rootViewController": "a"},
             "events": [{"type": "present", "viewController": "s", "style": "formSheet"}]}
            """
        let threeOne = try RuleTest.run(template, os: "3.1.3")
        let threeTwo = try RuleTest.run(template, os: "3.2")
        #expect(
            threeOne.decisions[0].warningMessages
                == ["modalPresentationStyle formSheet is not available before iOS 3.2; presented fullScreen"])
        #expect(threeTwo.decisions[0].warningMessages.isEmpty)
        #expect(threeTwo.decisions[0].interfaceOrientation == "landscapeRight")
    }

    /// R0.5: a property the OS does not read is ignored with a warning — masks before 6.0, the
    /// per-orientation query from 6.0.
    @Test func unreadPropertiesWarn() throws {
        let template = """
            {"device": {"idiom": "phone", "os": "$OS"},
             "viewControllers": {"a": {"supportedInterfaceOrientations": "allButUpsideDown",
                                       "shouldAutorotateToInterfaceOrientation": "portrait"}},
             "window": {"rootViewController": "a"},
             "events": [{"type": "deviceOrientation", "orientation": "landscapeLeft"}]}
            """
        let five = try RuleTest.run(template, os: "5.1")
        let six = try RuleTest.run(template, os: "6.0")
        #expect(
            five.launch.warnings.contains {
                $0.code == "ignoredProperty"
                    && $0.pointer == "/viewControllers/a/supportedInterfaceOrientations"
            })
        #expect(!five.decisions[0].rotated)
        #expect(
            six.launch.warnings.contains {
                $0.code == "ignoredProperty"
                    && $0.pointer == "/viewControllers/a/shouldAutorotateToInterfaceOrientation"
            })
        #expect(six.decisions[0].interfaceOrientation == "landscapeRight")
    }
}
