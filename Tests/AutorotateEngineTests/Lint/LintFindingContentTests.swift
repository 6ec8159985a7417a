import AutorotateWire
import Testing

@testable import AutorotateEngine

/// What specific findings say: the exact exception text, the values, the OS ranges.
@Suite struct LintFindingContentTests {
    /// AR003 carries UIKit's exact reason text per era (R2.6): the 8.0+ text names the class, the
    /// finding holds from 6.0 through the maximum, and its evidence is the launch.
    @Test func noCommonOrientationQuotesTheExceptionAndCoversEveryVersion() throws {
        let report = try LintFixtures.lint("AR003-trigger.json")
        let finding = try #require(report.findings.first { $0.id == "AR003" })
        #expect(finding.severity == .error)
        #expect(finding.pointer == "/viewControllers/game/supportedInterfaceOrientations")
        #expect(finding.os == [OSRange(from: "6.0", through: "26.0")])
        let exception = try #require(finding.evidence?.exception)
        #expect(exception.name == "UIApplicationInvalidInterfaceOrientation")
        #expect(
            exception.reason
                == "Supported orientations has no common orientation with the application, and [GameViewController shouldAutorotate] is returning YES"
        )
        #expect(finding.evidence?.event == nil && finding.evidence?.probe == nil)
        #expect(finding.message.contains(exception.reason))
    }

    /// A finding on a `~ipad` key points at it with the `~` escaped (RFC 6901: `~0ipad`), so the
    /// pointer resolves in the request and in the import's source map.
    @Test func plistKeyPointersAreEscaped() throws {
        let trigger = String(decoding: try LintFixtures.bytes("AR022-trigger.json"), as: UTF8.self)
        let padKey = trigger.replacing(
            "\"UISupportedInterfaceOrientations\"", with: "\"UISupportedInterfaceOrientations~ipad\"")
        let report = try LintFixtures.lint(bytes: Array(padKey.utf8))
        let finding = try #require(report.findings.first { $0.id == "AR022" })
        #expect(finding.pointer == "/app/infoPlist/UISupportedInterfaceOrientations~0ipad")
    }

    /// AR004 is found by lint's own presentation probe although the scenario has no events, and
    /// quotes the 10.0+ text with the orientations allowed.
    @Test func preferredOrientationCrashIsFoundByAProbe() throws {
        let report = try LintFixtures.lint("AR004-trigger.json")
        let finding = try #require(report.findings.first { $0.id == "AR004" })
        #expect(finding.pointer == "/viewControllers/paint/preferredInterfaceOrientationForPresentation")
        #expect(finding.evidence?.probe?.contains("present paint") == true)
        #expect(
            finding.evidence?.exception?.reason
                == "preferredInterfaceOrientationForPresentation 'portrait' must match a supported interface orientation: 'landscapeLeft, landscapeRight'!"
        )
    }

    /// AR001 says what the constants evaluate to (R1.2: 7, portrait + upside-down, never landscape).
    @Test func constantAsMaskSaysWhatItEvaluatesTo() throws {
        let report = try LintFixtures.lint("AR001-trigger.json")
        let finding = try #require(report.findings.first { $0.id == "AR001" })
        #expect(finding.message.contains("evaluates to 7"))
        #expect(finding.message.contains("never landscape"))
    }

    /// AR002 names the repeated term and suggests the pair that was probably meant.
    @Test func repeatedTermSuggestsBothLandscapes() throws {
        let report = try LintFixtures.lint("AR002-trigger.json")
        let finding = try #require(report.findings.first { $0.id == "AR002" })
        #expect(finding.pointer == "/app/application/supportedInterfaceOrientationsForWindow")
        #expect(finding.message.contains("is written twice"))
        #expect(finding.message.contains("UIInterfaceOrientationMaskLandscape"))
    }

    /// AR006 holds from 16.0 only (R9.1), so its range starts at the 16.0 boundary.
    @Test func shouldAutorotateIgnoredStartsAtSixteen() throws {
        let report = try LintFixtures.lint("AR006-trigger.json")
        let finding = try #require(report.findings.first { $0.id == "AR006" })
        #expect(finding.os == [OSRange(from: "16.0", through: "26.0")])
    }

    /// AR011 is an error where the range reaches 9.0 (crash) and a warning where it is only logged (R5.4).
    @Test func missingRootIsAnErrorOnlyWhereItCrashes() throws {
        let crashing = try LintFixtures.lint("AR011-trigger.json")
        let crash = try #require(crashing.findings.first { $0.id == "AR011" })
        #expect(crash.severity == .error)
        #expect(crash.os == [OSRange(from: "8.0", through: "10.0")])
        let logged = try LintFixtures.lint(
            bytes: try LintFixtures.request(
                "AR011-trigger.json", lint: #"{"minimumOS": "5.0", "maximumOS": "8.4"}"#))
        let log = try #require(logged.findings.first { $0.id == "AR011" })
        #expect(log.severity == .warning)
        #expect(log.os == [OSRange(from: "5.0", through: "8.4")])
    }

    /// AR015 ends where the API appears: requestGeometryUpdate is missing through 15.x.
    @Test func unavailableAPIRangeEndsBeforeItsBoundary() throws {
        let report = try LintFixtures.lint("AR015-trigger.json")
        let finding = try #require(report.findings.first { $0.id == "AR015" })
        #expect(finding.os == [OSRange(from: "12.0", through: "15.x")])
        #expect(finding.pointer == "/events/0")
    }

    /// AR013 carries the error UIKit hands the error handler (R9.3).
    @Test func geometryRequestCarriesTheError() throws {
        let report = try LintFixtures.lint("AR013-trigger.json")
        let finding = try #require(report.findings.first { $0.id == "AR013" })
        let error = try #require(finding.evidence?.error)
        #expect(error.domain == "UISceneErrorDomain" && error.code == 101)
        #expect(finding.evidence?.event == 0)
    }
}
