import AutorotateWire
import Testing

@testable import AutorotateEngine

/// The `lint` member (api.md §7): defaults, `disable`, and every input error with its pointer.
@Suite struct LintRequestTests {
    private func problem(_ json: String) -> InputProblem? {
        if case .failure(let problem) = Linter.lint(json: Array(json.utf8)) { return problem }
        return nil
    }

    private let scenario =
        #""device": {"os": "12.0"}, "viewControllers": {"root": {"supportedInterfaceOrientations": "landscape"}}, "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["portrait"]}}, "window": {"rootViewController": "root"}"#

    /// Without `lint`, only the scenario's own OS and idiom run: one range, from and through that OS.
    @Test func absentLintRunsTheScenarioOSOnly() throws {
        let report = try LintFixtures.lint(bytes: Array("{\(scenario)}".utf8))
        let finding = try #require(report.findings.first { $0.id == "AR003" })
        #expect(finding.os == [OSRange(from: "12.0", through: "12.0")])
        #expect(finding.evidence?.idiom == "phone")
    }

    /// `disable` removes exactly the ids it names.
    @Test func disableRemovesTheNamedIDs() throws {
        let all = try LintFixtures.lint("AR018-trigger.json")
        #expect(all.findings.contains { $0.id == "AR004" } && all.findings.contains { $0.id == "AR018" })
        let some = try LintFixtures.lint(
            bytes: try LintFixtures.request(
                "AR018-trigger.json",
                lint: #"{"minimumOS": "12.0", "maximumOS": "26.0", "disable": ["AR004"]}"#))
        #expect(!some.findings.contains { $0.id == "AR004" })
        #expect(some.findings.contains { $0.id == "AR018" })
        #expect(some.summary.error == 0)
    }

    /// An unknown id in `disable` is 422 at its pointer, with a suggestion.
    @Test func unknownDisabledIDIsRejectedWithItsPointer() throws {
        let problem = try #require(self.problem(#"{\#(scenario), "lint": {"disable": ["AR03"]}}"#))
        #expect(problem.kind == .invalid)
        #expect(problem.errors.map(\.pointer) == ["/lint/disable/0"])
        #expect(problem.errors.first?.detail.contains("did you mean") == true)
    }

    /// Bad versions, a reversed range and unknown idioms are each reported at their pointer, all at once.
    @Test func everyLintProblemIsReportedAtItsPointer() throws {
        let problem = try #require(
            self.problem(
                #"{\#(scenario), "lint": {"minimumOS": "twelve", "maximumOS": "1.0", "idioms": ["tablet", "phone", "phone"], "colour": 1}}"#
            ))
        #expect(
            Set(problem.errors.map(\.pointer))
                == ["/lint/minimumOS", "/lint/maximumOS", "/lint/idioms/0", "/lint/idioms/2", "/lint/colour"])
        let reversed = try #require(
            self.problem(#"{\#(scenario), "lint": {"minimumOS": "16.0", "maximumOS": "12.0"}}"#))
        #expect(reversed.errors.map(\.pointer) == ["/lint/maximumOS"])
        let implicit = try #require(self.problem(#"{\#(scenario), "lint": {"minimumOS": "16.0"}}"#))
        #expect(implicit.errors.first?.detail.contains("the scenario's device.os") == true)
    }

    /// A `lint` that is not an object is malformed (400), as is a version given as a number.
    @Test func lintOfTheWrongShapeIsMalformed() throws {
        #expect(self.problem(#"{\#(scenario), "lint": []}"#)?.kind == .malformed)
        #expect(self.problem(#"{\#(scenario), "lint": {"minimumOS": 12}}"#)?.kind == .malformed)
    }

    /// Problems of the scenario and of `lint` come back together, with the scenario's own pointers.
    @Test func scenarioAndLintProblemsAreReportedTogether() throws {
        let problem = try #require(
            self.problem(
                #"{"device": {"os": "12.0"}, "viewControllers": {}, "window": {"rootViewController": "nowhere"}, "lint": {"idioms": ["tv"]}}"#
            ))
        #expect(Set(problem.errors.map(\.pointer)) == ["/window/rootViewController", "/lint/idioms/0"])
    }

    /// The `lint` member itself is not reported as an unknown scenario member (AR021).
    @Test func lintMemberIsNotAnUnreadMember() throws {
        let report = try LintFixtures.lint("AR021-near-miss.json")
        #expect(!report.findings.contains { $0.id == "AR021" })
    }
}
