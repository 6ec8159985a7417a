import AutorotateWire
import Testing

@testable import AutorotateEngine

/// R0.1–R0.5: the OS version selects the generation, 26+ warns, and an API or property the OS
/// lacks changes nothing but warns.
@Suite struct GenerationRuleTests {
    static func simulate(os: String, viewControllers: String = #"{"root": {}}"#, events: [String] = [])
        throws -> Simulation
    {
        try RuleTest.run(
            """
            {"device": {"os": "\(os)"}, "viewControllers": \(viewControllers),
             "window": {"rootViewController": "root"}, "events": [\(events.joined(separator: ", "))]}
            """)
    }

    /// R0.1, R0.2: the simulation reports the generation of its OS; 17–18 and 26 run ios16.
    @Test(arguments: [
        ("2.0", "ios5"), ("5.1.1", "ios5"), ("6.0", "ios6"), ("7.1", "ios7"), ("8.4", "ios8"),
        ("12.5", "ios9"),
        ("13", "ios13"), ("15.8", "ios13"), ("16.0", "ios16"), ("17.4", "ios16"), ("18.2", "ios16"),
        ("26.0", "ios16"),
    ])
    func generationPerOS(os: String, generation: String) throws {
        #expect(try Self.simulate(os: os).engine.generation == generation)
    }

    /// R0.1: 17+ running the ios16 rules is inferred, so its decisions are; 16.x decisions are not marked by it.
    @Test func laterVersionsAreInferred() throws {
        let events = [#"{"type": "deviceOrientation", "orientation": "landscapeLeft"}"#]
        let ios16 = try Self.simulate(os: "16.6", events: events)
        #expect(ios16.decisions[0].confidence == .documented)
        let ios17 = try Self.simulate(os: "17.0", events: events)
        #expect(ios17.decisions[0].interfaceOrientation == "landscapeRight")
        #expect(ios17.decisions[0].confidence == .inferred)
        #expect(ios17.launch.confidence == .inferred)
    }

    /// R0.1 and R9.6: 26+ runs ios16 with exactly one warning naming the 26 behaviours left out; 18 does not warn.
    @Test func ios26Warns() throws {
        #expect(
            try Self.simulate(os: "26.1").launch.warningMessages == [
                "iOS 26.1 is answered by the ios16 rules, which do not model iOS 26's prefersInterfaceOrientationLocked, the UIRequiresFullScreen deprecation or resizable windows (R9.6)"
            ])
        #expect(try Self.simulate(os: "18.6").launch.warnings.isEmpty)
    }

    /// R0.1: a version past the newest modelled one gets one warning that names that newest version.
    @Test func versionPastTheNewestNamesIt() throws {
        let warnings = try Self.simulate(os: "27.0").launch.warnings
        #expect(warnings.map(\.code) == ["notModelled"])
        #expect(
            warnings.first?.message.hasPrefix(
                "iOS 27.0 is newer than the newest modelled version, iOS 26.0: it is answered by the ios16 rules"
            )
                == true)
    }

    /// R0.1: a version below 2.0 is rejected as invalid (422).
    @Test func belowTwoIsInvalid() throws {
        let problem = RuleTest.problem(
            #"{"device": {"os": "1.2"}, "viewControllers": {}, "window": {"rootViewController": null}, "events": []}"#
        )
        #expect(problem?.kind == .invalid)
        #expect(problem?.errors.first?.pointer == "/device/os")
    }

    /// R0.5: an event whose API the OS lacks changes nothing and warns `<selector> is not available before iOS <version>`.
    @Test(arguments: [
        (
            "4.3", #"{"type": "attemptRotationToDeviceOrientation"}"#,
            "attemptRotationToDeviceOrientation is not available before iOS 5.0"
        ),
        (
            "3.1", #"{"type": "setRootViewController", "viewController": "other"}"#,
            "setRootViewController: is not available before iOS 4.0"
        ),
        (
            "15.4", #"{"type": "setNeedsUpdateOfSupportedInterfaceOrientations"}"#,
            "setNeedsUpdateOfSupportedInterfaceOrientations is not available before iOS 16.0"
        ),
        (
            "15.4", #"{"type": "requestGeometryUpdate", "orientations": "landscape"}"#,
            "requestGeometryUpdateWithPreferences:errorHandler: is not available before iOS 16.0"
        ),
    ])
    func unavailableEvent(os: String, event: String, message: String) throws {
        let simulation = try Self.simulate(
            os: os,
            viewControllers: #"{"root": {}, "other": {"supportedInterfaceOrientations": "landscape"}}"#,
            events: [#"{"type": "deviceOrientation", "orientation": "landscapeLeft"}"#, event])
        let decision = simulation.decisions[1]
        #expect(decision.warningMessages == [message])
        #expect(decision.warningCodes == ["unavailable"])
        #expect(decision.rule == "R0.5")
        #expect(decision.interfaceOrientation == simulation.decisions[0].interfaceOrientation)
        #expect(!decision.rotated)
        #expect(decision.queries.isEmpty)
        #expect(decision.callbacks.isEmpty)
        #expect(decision.topViewController == "root")
    }

    /// R0.5: scenario properties the OS does not read are ignored with a warning, per era.
    @Test func unreadScenarioPropertiesWarn() throws {
        let legacy = try Self.simulate(
            os: "5.1",
            viewControllers:
                #"{"root": {"supportedInterfaceOrientations": "landscape", "shouldAutorotate": false}}"#)
        #expect(
            legacy.launch.warningMessages == [
                "supportedInterfaceOrientations is not called before iOS 6.0",
                "shouldAutorotate is not called before iOS 6.0",
            ])
        #expect(legacy.launch.interfaceOrientation == "portrait")
        let modern = try Self.simulate(
            os: "6.0", viewControllers: #"{"root": {"shouldAutorotateToInterfaceOrientation": "landscape"}}"#)
        #expect(
            modern.launch.warningMessages == [
                "shouldAutorotateToInterfaceOrientation: is not called on iOS 6.0 and later"
            ])
        #expect(modern.launch.interfaceOrientation == "portrait")
    }

    /// R0.4, R2.3: on 6.0+ the old method is not turned into a mask (no shim), an inferred point the decision reports.
    @Test func oldMethodIsNotSynthesisedOn6() throws {
        let simulation = try Self.simulate(
            os: "6.0", viewControllers: #"{"root": {"shouldAutorotateToInterfaceOrientation": "portrait"}}"#,
            events: [#"{"type": "deviceOrientation", "orientation": "landscapeLeft"}"#])
        let turn = simulation.decisions[0]
        #expect(turn.interfaceOrientation == "landscapeRight")
        #expect(turn.masks?.viewController?.value == 26)
        #expect(turn.confidence == .inferred)
    }

    /// R0.5: setting a property the OS does not read warns the same way and changes nothing the OS reads.
    @Test func unreadPropertyChangesWarn() throws {
        let legacy = try Self.simulate(
            os: "5.1",
            events: [
                #"{"type": "setViewControllerProperty", "viewController": "root", "property": "supportedInterfaceOrientations", "value": "landscape"}"#,
                #"{"type": "deviceOrientation", "orientation": "landscapeLeft"}"#,
            ])
        #expect(
            legacy.decisions[0].warningMessages == [
                "supportedInterfaceOrientations is not called before iOS 6.0"
            ])
        #expect(legacy.decisions[0].warnings.first?.pointer == "/events/0")
        #expect(legacy.decisions[1].interfaceOrientation == "portrait")
        let modern = try Self.simulate(
            os: "16.1",
            events: [
                #"{"type": "setViewControllerProperty", "viewController": "root", "property": "shouldAutorotate", "value": false}"#,
                #"{"type": "setViewControllerProperty", "viewController": "root", "property": "shouldAutorotateToInterfaceOrientation", "value": "portrait"}"#,
                #"{"type": "setViewControllerProperty", "viewController": "root", "property": "supportedInterfaceOrientations", "value": "portrait"}"#,
            ])
        #expect(modern.decisions[0].warningMessages == ["shouldAutorotate is ignored on iOS 16 and later"])
        #expect(
            modern.decisions[1].warningMessages == [
                "shouldAutorotateToInterfaceOrientation: is not called on iOS 6.0 and later"
            ])
        #expect(modern.decisions[2].warnings.isEmpty)
        let delegate = try Self.simulate(
            os: "6.1",
            events: [
                #"{"type": "setViewControllerProperty", "viewController": "root", "property": "delegate", "value": {"supportedInterfaceOrientations": "portrait"}}"#
            ])
        #expect(
            delegate.decisions[0].warningMessages == [
                "container delegate orientation methods exist from iOS 7.0"
            ])
    }
}
