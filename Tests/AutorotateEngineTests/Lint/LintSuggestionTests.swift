import AutorotateWire
import Foundation
import Testing

@testable import AutorotateEngine

/// Advice that holds (api.md §7.1): a finding's suggestion is a JSON Patch of the request that
/// lint checked by linting the patched request over the same range; its fix says what it does.
@Suite struct LintSuggestionTests {
    /// The README's lint example: a landscape-only player presented from a portrait-only app.
    static let readmeExample = #"""
        {"device": {"os": "12.0"},
         "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"]}},
         "viewControllers": {"home": {},
           "player": {"class": "PlayerViewController", "supportedInterfaceOrientations": "landscape",
                      "preferredInterfaceOrientationForPresentation": "landscapeLeft"}},
         "window": {"rootViewController": "home"},
         "lint": {"minimumOS": "12.0", "maximumOS": "26.0"}}
        """#

    /// The request with `patch` applied, linted; records an issue when the patch does not apply.
    private func lintPatched(_ bytes: [UInt8], _ patch: [PatchOperation]) throws -> LintReport {
        let patched = try #require(try JSONReader.parse(bytes).applying(patch), "the patch does not apply")
        return try LintFixtures.lint(bytes: patched.serialized())
    }

    /// Every suggestion of every lint fixture holds: applied to the fixture, the finding it is for
    /// is gone, no error appears that the fixture did not have on the same iOS range, and the fix
    /// is the suggestion's summary.
    @Test(arguments: LintFixtures.names) func everySuggestionHolds(name: String) throws {
        try expectSuggestionsHold(in: try LintFixtures.bytes(name), name: name)
    }

    /// The same for the scenario each fixture project imports to, linted over iOS 12.0–26.0 on
    /// phone and pad.
    @Test(arguments: ["CodeRoot", "Conditionals", "Containers", "SwiftTabs", "ObjCApp", "LegacyObjC"])
    func everySuggestionOfAProjectHolds(project: String) throws {
        let imported = try JSONReader.parse(
            LintFixtures.bytes("../projects/\(project).import.json"))
        guard case .object(var scenario)? = LintFixtures.resolve("/scenario", in: imported) else {
            Issue.record("\(project).import.json has no scenario")
            return
        }
        scenario.members.removeAll { $0.key == "lint" }
        scenario.members.append(
            JSONMember(
                "lint",
                try JSONReader.parse(
                    Array(#"{"minimumOS": "12.0", "maximumOS": "26.0", "idioms": ["phone", "pad"]}"#.utf8))))
        try expectSuggestionsHold(in: JSONValue.object(scenario).serialized(), name: project)
    }

    private func expectSuggestionsHold(in bytes: [UInt8], name: String) throws {
        let report = try LintFixtures.lint(bytes: bytes)
        for finding in report.findings {
            guard let suggestion = finding.suggestion else { continue }
            #expect(finding.fix == suggestion.summary)
            #expect(!suggestion.patch.isEmpty)
            let after = try lintPatched(bytes, suggestion.patch)
            #expect(
                !after.findings.contains { $0.id == finding.id && $0.pointer == finding.pointer },
                "\(name): \(finding.id) at \(finding.pointer) stays after '\(suggestion.summary)'")
            for error in after.findings where error.severity == .error {
                #expect(
                    report.findings.contains {
                        $0.severity == .error && $0.id == error.id && $0.pointer == error.pointer
                            && $0.os == error.os
                    },
                    "\(name): '\(suggestion.summary)' brings \(error.id) at \(error.pointer) on \(error.os)")
            }
        }
    }

    /// The suggestions the issue asked for exist: a fixture of each of these rules carries one.
    @Test(arguments: ["AR003", "AR004", "AR005", "AR007", "AR010", "AR012", "AR019", "AR021", "AR022"])
    func triggeringFixtureCarriesASuggestion(id: String) throws {
        let report = try LintFixtures.lint("\(id)-trigger.json")
        #expect(report.findings.contains { $0.id == id && $0.suggestion != nil })
    }

    /// In the README's example, presenting the player full screen alone would crash on every iOS
    /// in range (AR003), so AR019's suggestion also lets the application allow landscape, through
    /// the app delegate's mask; AR003's suggestion is that same mask.
    @Test func fullScreenAloneIsNotOfferedWhereItCrashes() throws {
        let bytes = Array(Self.readmeExample.utf8)
        let report = try LintFixtures.lint(bytes: bytes)
        let sheet = try #require(report.findings.first { $0.id == "AR019" })
        let suggestion = try #require(sheet.suggestion)
        #expect(suggestion.patch.count == 2)
        #expect(suggestion.patch.contains { $0.path == "/viewControllers/player/modalPresentationStyle" })
        #expect(suggestion.patch.contains { $0.path == "/app/delegate" })
        #expect(sheet.fix.contains("application:supportedInterfaceOrientationsForWindow:"))
        let fullScreenAlone = try lintPatched(
            bytes, [.add("/viewControllers/player/modalPresentationStyle", .string("fullScreen"))])
        let crash = try #require(fullScreenAlone.findings.first { $0.id == "AR003" })
        #expect(crash.os == [OSRange(from: "12.0", through: "26.0")])
        let crashing = try #require(report.findings.first { $0.id == "AR003" })
        #expect(crashing.suggestion?.patch.map(\.path) == ["/app/delegate"])
    }

    /// Where the presented view controller's orientations are already the application's, full
    /// screen alone holds and is what AR019 suggests.
    @Test func fullScreenAloneIsOfferedWhereItHolds() throws {
        let report = try LintFixtures.lint("AR019-trigger.json")
        let finding = try #require(report.findings.first { $0.id == "AR019" })
        #expect(
            finding.suggestion?.patch
                == [.add("/viewControllers/player/modalPresentationStyle", .string("fullScreen"))])
        #expect(
            finding.fix == "Present PlayerViewController full screen (modalPresentationStyle = .fullScreen).")
    }

    /// Where no candidate holds there is no suggestion, and the fix says what to decide: the
    /// rename of a misspelt mask that would then crash is not offered.
    @Test func noSuggestionWhereNoCandidateHolds() throws {
        let json = #"""
            {"device": {"os": "16.0"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"]}},
             "viewControllers": {"root": {"supportedInterfaceOrientation": "landscape"}},
             "window": {"rootViewController": "root"}}
            """#
        let report = try LintFixtures.lint(bytes: Array(json.utf8))
        let finding = try #require(report.findings.first { $0.id == "AR021" })
        #expect(finding.severity == .warning)
        #expect(finding.suggestion == nil)
        #expect(finding.fix.hasPrefix("Decide"))
        let renamed = try lintPatched(
            Array(json.utf8),
            [
                .move(
                    from: "/viewControllers/root/supportedInterfaceOrientation",
                    to: "/viewControllers/root/supportedInterfaceOrientations")
            ])
        #expect(renamed.findings.contains { $0.id == "AR003" && $0.severity == .error })
    }

    /// A misspelt mask member whose value is an orientation constant: renaming it (AR021's
    /// repair) makes the mask read, and brings the AR001 warning about the constant.
    static let misspeltConstant = #"""
        {"device": {"idiom": "pad", "os": "16.0"},
         "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait",
           "UIInterfaceOrientationPortraitUpsideDown", "UIInterfaceOrientationLandscapeLeft",
           "UIInterfaceOrientationLandscapeRight"], "UIRequiresFullScreen": true}},
         "viewControllers": {"root": {"supportedInterfaceOrientation": "UIInterfaceOrientationLandscapeLeft"}},
         "window": {"rootViewController": "root"}LINT}
        """#

    /// A repair is checked against the team's severities: the rename holds while AR001 is a
    /// warning, and is not offered when `lint.severity` makes AR001 an error it would bring.
    @Test func repairChecksCountTheTeamsErrors() throws {
        let plain = try LintFixtures.lint(
            bytes: Array(Self.misspeltConstant.replacingOccurrences(of: "LINT", with: "").utf8))
        let rename = try #require(plain.findings.first { $0.id == "AR021" }?.suggestion)
        let renamed = try lintPatched(
            Array(Self.misspeltConstant.replacingOccurrences(of: "LINT", with: "").utf8), rename.patch)
        #expect(renamed.findings.contains { $0.id == "AR001" && $0.severity == .warning })

        let strict = try LintFixtures.lint(
            bytes: Array(
                Self.misspeltConstant.replacingOccurrences(
                    of: "LINT", with: #", "lint": {"severity": {"AR001": "error"}}"#
                ).utf8))
        let finding = try #require(strict.findings.first { $0.id == "AR021" })
        #expect(finding.suggestion == nil)
        #expect(!finding.fix.isEmpty)
    }

    /// A request with more findings than ``SuggestionChecks/budget`` is linted with at most that
    /// many checked patches: the first findings carry their suggestion, the rest keep their
    /// rule's own fix, and every finding is still reported.
    @Test func suggestionChecksStopAtTheBudget() throws {
        let count = SuggestionChecks.budget + 6
        let controllers = (0..<count).map {
            #""vc\#($0)": {"supportedInterfaceOrientation": "portrait"}"#
        }
        let json = """
            {"device": {"os": "16.0"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"]}},
             "viewControllers": {\(controllers.joined(separator: ", "))},
             "window": {"rootViewController": "vc0"}}
            """
        let report = try LintFixtures.lint(bytes: Array(json.utf8))
        let misspelt = report.findings.filter { $0.id == "AR021" }
        #expect(misspelt.count == count)
        let suggested = misspelt.filter { $0.suggestion != nil }
        #expect(suggested.count == SuggestionChecks.budget)
        #expect(misspelt.allSatisfy { $0.suggestion != nil || !$0.fix.isEmpty })
    }

    /// The simulations a lint runs count the repairs it checked: the README's example runs more
    /// than twice the simulations of the same request with its two findings' rules switched off
    /// (the same walk, nothing to check).
    @Test func simulationCountIncludesCheckedRepairs() throws {
        let quiet = Self.readmeExample.replacingOccurrences(
            of: #""maximumOS": "26.0"}"#, with: #""maximumOS": "26.0", "disable": ["AR003", "AR019"]}"#)
        #expect(quiet != Self.readmeExample)
        #expect(try LintFixtures.lint(bytes: Array(quiet.utf8)).findings.allSatisfy { $0.suggestion == nil })
        let walked = Linter.simulationCount(json: Array(quiet.utf8))
        #expect(walked > 0)
        #expect(Linter.simulationCount(json: Array(Self.readmeExample.utf8)) > 2 * walked)
    }

    /// An Info.plist entry listed twice is removed by the suggestion, which holds.
    @Test func repeatedPlistEntryIsRemoved() throws {
        let json = #"""
            {"device": {"os": "16.0"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationPortrait"]}},
             "viewControllers": {"root": {}}, "window": {"rootViewController": "root"}}
            """#
        let report = try LintFixtures.lint(bytes: Array(json.utf8))
        let finding = try #require(report.findings.first { $0.id == "AR002" })
        #expect(finding.pointer == "/app/infoPlist/UISupportedInterfaceOrientations/2")
        #expect(finding.suggestion?.patch == [.remove("/app/infoPlist/UISupportedInterfaceOrientations/2")])
        try expectSuggestionsHold(in: Array(json.utf8), name: "repeated plist entry")
    }

    /// A suggestion is written after the fix and read back the same.
    @Test func suggestionRoundTrips() throws {
        let report = try LintFixtures.lint("AR021-trigger.json")
        let json = String(decoding: report.jsonBytes(), as: UTF8.self)
        #expect(
            json.contains(
                #""suggestion":{"summary":"Rename 'supportedInterfaceOrientation' to 'supportedInterfaceOrientations'.","patch":[{"op":"move","from":"/viewControllers/root/supportedInterfaceOrientation","path":"/viewControllers/root/supportedInterfaceOrientations"}]}"#
            ), "\(json)")
        #expect(try LintReport(json: report.jsonBytes()) == report)
    }
}
