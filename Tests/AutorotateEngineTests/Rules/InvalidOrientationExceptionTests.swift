import AutorotateWire
import Testing

@testable import AutorotateEngine

/// R2.6: UIApplicationInvalidInterfaceOrientation — (a) no common orientation and (b) an
/// unsupported preferred orientation — with UIKit's texts verbatim on both sides of each boundary.
@Suite struct InvalidOrientationExceptionTests {
    static let name = "UIApplicationInvalidInterfaceOrientation"
    static let oldA =
        "Supported orientations has no common orientation with the application, and shouldAutorotate is returning YES"
    static let oldB =
        "preferredInterfaceOrientationForPresentation must return a supported interface orientation!"

    static func namedA(_ className: String) -> String {
        "Supported orientations has no common orientation with the application, and [\(className) shouldAutorotate] is returning YES"
    }

    /// Launches a portrait-only app whose root (class `className`) supports only landscape.
    static func launchWithoutCommon(os: String, className: String, root: String = "") throws -> Simulation {
        try RuleTest.run(
            """
            {"device": {"os": "\(os)"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"]}},
             "viewControllers": {"root": {"class": "\(className)", "supportedInterfaceOrientations": "landscape"\(root)}},
             "window": {"rootViewController": "root"}, "events": []}
            """)
    }

    /// Presents `modal` (supported `supported`, preferred `preferred`) full screen in an app allowing everything.
    static func presentWithPreferred(os: String, supported: String, preferred: String, extra: String = "")
        throws -> Simulation
    {
        try RuleTest.run(
            """
            {"device": {"os": "\(os)"},
             "app": {"delegate": {"supportedInterfaceOrientationsForWindow": "all"}},
             "viewControllers": {"root": {}, "modal": {"class": "PlayerViewController",
                "supportedInterfaceOrientations": \(supported),
                "preferredInterfaceOrientationForPresentation": \(preferred)\(extra)}},
             "window": {"rootViewController": "root"},
             "events": [{"type": "present", "viewController": "modal", "style": "fullScreen"}]}
            """)
    }

    /// R2.6(a): 7.1 prints the text without the class name.
    @Test func noCommonTextOn7_1() throws {
        let simulation = try Self.launchWithoutCommon(
            os: "7.1", className: "SideMenuSwift.SideMenuController")
        #expect(simulation.launch.exception == ExceptionInfo(name: Self.name, reason: Self.oldA))
        #expect(simulation.launch.rule == "R2.6")
        #expect(simulation.launch.confidence == .observed || simulation.launch.confidence == .inferred)
        #expect(
            simulation.terminated
                == Termination(event: nil, exception: ExceptionInfo(name: Self.name, reason: Self.oldA)))
    }

    /// R2.6(a): 6.0 prints the old text too.
    @Test func noCommonTextOn6_0() throws {
        let simulation = try Self.launchWithoutCommon(os: "6.0", className: "RootViewController")
        #expect(simulation.launch.exception?.reason == Self.oldA)
    }

    /// R2.6(a): 8.0 names V's class, module prefix included; the 8.0 boundary is inferred (first report 8.3).
    @Test func noCommonTextOn8_0NamesTheClass() throws {
        let simulation = try Self.launchWithoutCommon(
            os: "8.0", className: "SideMenuSwift.SideMenuController")
        #expect(
            simulation.launch.exception
                == ExceptionInfo(name: Self.name, reason: Self.namedA("SideMenuSwift.SideMenuController")))
    }

    /// R2.6(a): on a device turn, 8.0–8.2 report the named text as inferred (first named report 8.3); 7.1 as observed.
    @Test(arguments: [
        ("7.1", Confidence.observed), ("8.0", .inferred), ("8.2", .inferred), ("8.3", .observed),
    ])
    func noCommonConfidenceAroundTheBoundary(os: String, confidence: Confidence) throws {
        let simulation = try RuleTest.run(
            """
            {"device": {"os": "\(os)"},
             "viewControllers": {"root": {"class": "RootVC"}}, "window": {"rootViewController": "root"},
             "events": [{"type": "setViewControllerProperty", "viewController": "root",
                         "property": "supportedInterfaceOrientations", "value": "portraitUpsideDown"},
                        {"type": "deviceOrientation", "orientation": "landscapeLeft"}]}
            """)
        let decision = simulation.decisions[1]
        #expect(decision.exception?.reason == (os == "7.1" ? Self.oldA : Self.namedA("RootVC")))
        #expect(decision.confidence == confidence)
    }

    /// R2.6(a): from 8.3 on the named text is observed, not an inferred boundary.
    @Test func noCommonTextOn8_3IsObserved() throws {
        let simulation = try RuleTest.run(
            """
            {"device": {"os": "8.3"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["portrait", "landscapeLeft", "landscapeRight"]}},
             "viewControllers": {"root": {"class": "Main.RootViewController", "supportedInterfaceOrientations": "portrait"}},
             "window": {"rootViewController": "root"},
             "events": [{"type": "setViewControllerProperty", "viewController": "root",
                         "property": "supportedInterfaceOrientations", "value": "portraitUpsideDown"},
                        {"type": "setFlag", "name": "x", "value": true},
                        {"type": "deviceOrientation", "orientation": "landscapeLeft"}]}
            """)
        let decision = simulation.decisions[2]
        #expect(decision.exception?.reason == Self.namedA("Main.RootViewController"))
        #expect(decision.confidence == .observed)
        #expect(simulation.terminated?.event == 2)
    }

    /// R2.6(a): 16+ keeps the 8.0 text and shouldAutorotate NO does not suppress it (R9.1).
    @Test func noCommonOn16IgnoresShouldAutorotate() throws {
        let simulation = try Self.launchWithoutCommon(
            os: "16.4", className: "App.RootVC", root: #", "shouldAutorotate": false"#)
        #expect(
            simulation.launch.exception == ExceptionInfo(name: Self.name, reason: Self.namedA("App.RootVC")))
    }

    /// R2.6(a): on 6.0–15.x shouldAutorotate NO suppresses (a).
    @Test func noCommonNeedsShouldAutorotateYesBefore16() throws {
        let simulation = try Self.launchWithoutCommon(
            os: "15.5", className: "RootVC", root: #", "shouldAutorotate": false"#)
        #expect(simulation.launch.exception == nil)
        #expect(simulation.terminated == nil)
        #expect(simulation.launch.interfaceOrientation == "portrait")
    }

    /// R2.6(a): `<Class>` is V, the container, not the child a forward reached.
    @Test func noCommonNamesTheContainerNotTheChild() throws {
        let simulation = try RuleTest.run(
            """
            {"device": {"os": "9.0"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["portrait"]}},
             "viewControllers": {
               "nav": {"kind": "navigationController", "class": "SideMenuSwift.SideMenuController",
                       "viewControllers": ["child"], "supportedInterfaceOrientations": {"forward": "topViewController"}},
               "child": {"class": "LandscapeChild", "supportedInterfaceOrientations": "landscape"}},
             "window": {"rootViewController": "nav"}, "events": []}
            """)
        #expect(simulation.launch.exception?.reason == Self.namedA("SideMenuSwift.SideMenuController"))
        #expect(simulation.launch.decidedBy.viewController == "nav")
        #expect(simulation.launch.decidedBy.via == "forward")
    }

    /// R2.6(a): never on ≤ 5.x.
    @Test func noCommonNeverOnLegacy() throws {
        let simulation = try Self.launchWithoutCommon(os: "5.1", className: "RootVC")
        #expect(simulation.launch.exception == nil)
        #expect(simulation.terminated == nil)
    }

    /// R2.6(a): never under iPad multitasking.
    @Test func noCommonNeverUnderMultitasking() throws {
        let simulation = try RuleTest.run(
            """
            {"device": {"os": "11.0", "idiom": "pad"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]},
                     "delegate": {"supportedInterfaceOrientationsForWindow": "portrait"}},
             "viewControllers": {"root": {"supportedInterfaceOrientations": "landscape"}},
             "window": {"rootViewController": "root"},
             "events": [{"type": "deviceOrientation", "orientation": "landscapeLeft"}]}
            """)
        #expect(simulation.terminated == nil)
        #expect(simulation.decisions[0].interfaceOrientation == "landscapeRight")
    }

    /// R2.6(b): 9.3 prints the text without names.
    @Test func preferredTextOn9_3() throws {
        let simulation = try Self.presentWithPreferred(
            os: "9.3", supported: #""portrait""#, preferred: #""landscapeLeft""#)
        let decision = simulation.decisions[0]
        #expect(decision.exception == ExceptionInfo(name: Self.name, reason: Self.oldB))
        #expect(decision.rule == "R2.6")
        #expect(decision.interfaceOrientation == "portrait")
        #expect(decision.presented.isEmpty)
        #expect(simulation.terminated?.event == 0)
    }

    /// R2.6(b): 10.0 names p and the allowed set; the 10.0 boundary is inferred.
    @Test func preferredTextOn10_0() throws {
        let simulation = try Self.presentWithPreferred(
            os: "10.0", supported: #""portrait""#, preferred: #""landscapeLeft""#)
        let decision = simulation.decisions[0]
        #expect(
            decision.exception
                == ExceptionInfo(
                    name: Self.name,
                    reason:
                        "preferredInterfaceOrientationForPresentation 'landscapeLeft' must match a supported interface orientation: 'portrait'!"
                ))
        #expect(decision.confidence == .inferred)
    }

    /// R2.6(b): the rulebook's example — iOS 12, a mask constant as preferred prints `(16)`.
    @Test func preferredMaskConstantPrintsRawValue() throws {
        let simulation = try Self.presentWithPreferred(
            os: "12.0", supported: #""landscape""#, preferred: #""UIInterfaceOrientationMaskLandscapeLeft""#)
        #expect(
            simulation.decisions[0].exception?.reason
                == "preferredInterfaceOrientationForPresentation '(16)' must match a supported interface orientation: 'landscapeLeft, landscapeRight'!"
        )
    }

    /// R2.6(b): asked before supportedInterfaceOrientations; with shouldAutorotate NO and nothing in common, (b) with '' (inferred).
    @Test func preferredWithEmptySetAndShouldAutorotateNo() throws {
        let simulation = try RuleTest.run(
            """
            {"device": {"os": "11.0"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["portrait"]}},
             "viewControllers": {"root": {}, "modal": {"shouldAutorotate": false,
                "supportedInterfaceOrientations": "landscape", "preferredInterfaceOrientationForPresentation": "landscapeRight"}},
             "window": {"rootViewController": "root"},
             "events": [{"type": "present", "viewController": "modal", "style": "fullScreen"}]}
            """)
        let decision = simulation.decisions[0]
        #expect(
            decision.exception?.reason
                == "preferredInterfaceOrientationForPresentation 'landscapeRight' must match a supported interface orientation: ''!"
        )
        #expect(decision.queryList.first == "modal.preferredInterfaceOrientationForPresentation")
        #expect(decision.queryList.contains("modal.supportedInterfaceOrientations"))
        #expect(decision.confidence == .inferred)
    }

    /// R2.6: (a) wins over (b) when both apply on a present (inferred).
    @Test func noCommonWinsOverPreferred() throws {
        let simulation = try RuleTest.run(
            """
            {"device": {"os": "11.0"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["portrait"]}},
             "viewControllers": {"root": {}, "modal": {"class": "ModalVC",
                "supportedInterfaceOrientations": "landscape", "preferredInterfaceOrientationForPresentation": "landscapeRight"}},
             "window": {"rootViewController": "root"},
             "events": [{"type": "present", "viewController": "modal", "style": "fullScreen"}]}
            """)
        #expect(simulation.decisions[0].exception?.reason == Self.namedA("ModalVC"))
        #expect(simulation.decisions[0].confidence == .inferred)
    }

    /// R2.6(b): a preferred outside 1–4 (here 0) throws even when the mask is wide.
    @Test func preferredOutsideOneToFourThrows() throws {
        let simulation = try Self.presentWithPreferred(os: "11.0", supported: #""all""#, preferred: "0")
        #expect(
            simulation.decisions[0].exception?.reason
                == "preferredInterfaceOrientationForPresentation 'unknown' must match a supported interface orientation: 'portrait, portraitUpsideDown, landscapeLeft, landscapeRight'!"
        )
    }

    /// R2.6(b): a default (not overridden) preferred never throws.
    @Test func defaultPreferredNeverThrows() throws {
        let simulation = try RuleTest.run(
            """
            {"device": {"os": "11.0"},
             "viewControllers": {"root": {}, "modal": {"supportedInterfaceOrientations": "landscape"}},
             "window": {"rootViewController": "root"},
             "events": [{"type": "present", "viewController": "modal", "style": "fullScreen"}]}
            """)
        #expect(simulation.decisions[0].exception == nil)
        #expect(simulation.decisions[0].interfaceOrientation == "landscapeRight")
    }

    /// R2.6(b), R3.2: a container delegate's preferred is an overridden one and can throw.
    @Test func delegatePreferredThrows() throws {
        let simulation = try RuleTest.run(
            """
            {"device": {"os": "7.0"},
             "viewControllers": {"root": {}, "nav": {"kind": "navigationController", "viewControllers": ["top"],
                "delegate": {"supportedInterfaceOrientations": "portrait",
                             "preferredInterfaceOrientationForPresentation": "landscapeLeft"}}, "top": {}},
             "window": {"rootViewController": "root"},
             "events": [{"type": "present", "viewController": "nav", "style": "fullScreen"}]}
            """)
        #expect(simulation.decisions[0].exception == ExceptionInfo(name: Self.name, reason: Self.oldB))
    }

    /// R2.6(b): a dismissal reaching an overridden preferred outside the allowed set throws.
    @Test func dismissalReachingPreferredThrows() throws {
        let simulation = try RuleTest.run(
            """
            {"device": {"os": "11.0", "orientation": "portrait"},
             "viewControllers": {"root": {"supportedInterfaceOrientations": "allButUpsideDown",
                                          "preferredInterfaceOrientationForPresentation": "portraitUpsideDown"},
                                 "modal": {"supportedInterfaceOrientations": "landscape"}},
             "window": {"rootViewController": "root"},
             "events": [{"type": "present", "viewController": "modal", "style": "fullScreen", "animated": false},
                        {"type": "setViewControllerProperty", "viewController": "root",
                         "property": "supportedInterfaceOrientations", "value": "portrait"},
                        {"type": "deviceOrientation", "orientation": "faceUp"},
                        {"type": "dismiss", "animated": false}]}
            """)
        #expect(simulation.decisions[0].interfaceOrientation == "landscapeRight")
        let dismissal = simulation.decisions[3]
        #expect(
            dismissal.exception?.reason
                == "preferredInterfaceOrientationForPresentation 'portraitUpsideDown' must match a supported interface orientation: 'portrait'!"
        )
        #expect(dismissal.interfaceOrientation == "landscapeRight")
        #expect(dismissal.presented == ["modal"])
        #expect(simulation.terminated?.event == 3)
    }

    /// R2.6(b): past the 10.x boundary the named text is observed; '' and upside-down in a longer list stay inferred (R1.7).
    @Test func preferredTextConfidenceAfter10() throws {
        let plain = try Self.presentWithPreferred(
            os: "11.0", supported: #""portrait""#, preferred: #""landscapeLeft""#)
        #expect(plain.decisions[0].exception?.name == Self.name)
        #expect(plain.decisions[0].confidence == .observed)
        let withUpsideDown = try Self.presentWithPreferred(os: "11.0", supported: #""all""#, preferred: "7")
        #expect(
            withUpsideDown.decisions[0].exception?.reason
                == "preferredInterfaceOrientationForPresentation '(7)' must match a supported interface orientation: 'portrait, portraitUpsideDown, landscapeLeft, landscapeRight'!"
        )
        #expect(withUpsideDown.decisions[0].confidence == .inferred)
        let old = try Self.presentWithPreferred(
            os: "9.3", supported: #""portrait""#, preferred: #""landscapeLeft""#)
        #expect(old.decisions[0].confidence == .observed)
    }
}
