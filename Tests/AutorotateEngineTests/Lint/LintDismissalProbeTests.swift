import AutorotateWire
import Testing

@testable import AutorotateEngine

/// AR004's R6.4 probe: lint presents a full-screen view controller above every reachable view
/// controller that overrides its preferred orientation and dismisses it, so that the crash of
/// R6.4 with R2.6(b) is reported at that view controller's preferred orientation.
@Suite struct LintDismissalProbeTests {
    /// The landscape player preferring portrait crashes only when uncovered: AR004 at its own
    /// property, found by the dismissal probe, with the 10.0+ text on the newest version.
    @Test func dismissalCrashIsReportedAtThePreferredOrientation() throws {
        let report = try LintFixtures.lint("AR004-dismissal-trigger.json")
        let finding = try #require(report.findings.first { $0.id == "AR004" })
        #expect(finding.pointer == "/viewControllers/player/preferredInterfaceOrientationForPresentation")
        #expect(
            finding.evidence?.probe?.contains("present a full-screen view controller above player") == true)
        #expect(finding.evidence?.probe?.hasSuffix("dismiss it") == true)
        #expect(
            finding.evidence?.exception?.reason
                == "preferredInterfaceOrientationForPresentation 'portrait' must match a supported interface orientation: 'landscapeLeft, landscapeRight'!"
        )
        #expect(finding.os == [OSRange(from: "9.0", through: "26.0")])
        #expect(finding.message.contains("VideoPlayerViewController returns portrait"))
        #expect(finding.message.contains("at the step 'dismiss it' of lint's probe"))
        #expect(finding.message.hasSuffix("but only landscapeLeft and landscapeRight are allowed."))
    }

    /// A valid overridden preferred orientation survives the same probe.
    @Test func validPreferredOrientationIsNotReported() throws {
        let report = try LintFixtures.lint("AR004-dismissal-near-miss.json")
        #expect(!report.findings.contains { $0.id == "AR004" })
        #expect(!report.findings.contains { $0.severity == .error })
    }

    /// A navigation delegate answering 0 is reported at the delegate's method, from 7.0 (the
    /// delegate methods' first version) on.
    @Test func navigationDelegateAnsweringZeroIsReportedAtTheDelegate() throws {
        let report = try LintFixtures.lint(
            bytes: Array(
                """
                {"device": {"os": "14.0"},
                 "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["portrait"]}},
                 "viewControllers": {
                   "nav": {"kind": "navigationController", "viewControllers": ["feed"],
                           "delegate": {"preferredInterfaceOrientationForPresentation": 0}},
                   "feed": {}},
                 "window": {"rootViewController": "nav"},
                 "lint": {"minimumOS": "6.0", "maximumOS": "16.0", "idioms": ["phone"]}}
                """.utf8))
        let finding = try #require(report.findings.first { $0.id == "AR004" })
        #expect(
            finding.pointer == "/viewControllers/nav/delegate/preferredInterfaceOrientationForPresentation")
        #expect(finding.os.first?.from == "7.0")
        #expect(
            finding.evidence?.exception?.reason
                == "preferredInterfaceOrientationForPresentation 'unknown' must match a supported interface orientation: 'portrait'!"
        )
    }

    /// The probe runs only for view controllers that override their preferred orientation, and
    /// the view controller it adds is never the subject of a finding.
    @Test func probeIsAddedOnlyForOverridingViewControllers() throws {
        let specs = """
            {"device": {"os": "12.0"},
             "viewControllers": {"root": {}, "modal": {"preferredInterfaceOrientationForPresentation": "portrait"}},
             "window": {"rootViewController": "root"}}
            """
        var decoder = ScenarioDecoder(limits: .default)
        let scenario = try #require(decoder.decodeScenario(try JSONReader.parse(Array(specs.utf8))))
        let covering = LintProbes.probes(for: scenario).filter(\.presentsCoveringViewController)
        #expect(
            covering.map(\.description) == [
                "present modal from the root, present a full-screen view controller above modal and dismiss it, then rotate the device"
            ])
    }
}
