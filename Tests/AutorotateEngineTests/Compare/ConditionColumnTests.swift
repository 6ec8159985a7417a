import AutorotateWire
import Testing

@testable import AutorotateEngine

/// Idiom and OS conditions are facts of the device (api.md §1): compare (§6) and lint (§7), which
/// run one simulation per column, evaluate them per column.
@Suite struct ConditionColumnTests {
    /// A scenario whose root's mask is landscape when `condition` holds and portrait otherwise,
    /// under a plist that allows portrait only (`plist`) or portrait and landscape.
    static func scenario(
        _ condition: String, plist: String = #"["portrait", "landscapeLeft", "landscapeRight"]"#
    )
        -> String
    {
        #"""
        {"device": {"os": "15.0"},
         "app": {"infoPlist": {"UISupportedInterfaceOrientations": \#(plist)}},
         "viewControllers": {"root": {"supportedInterfaceOrientations":
                                       {"if": \#(condition), "then": "landscape", "else": "portrait"}}},
         "window": {"rootViewController": "root"}}
        """#
    }

    static func compare(_ body: String, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> Comparison
    {
        switch Comparator.compare(json: Array(body.utf8)) {
        case .success(let comparison): return comparison
        case .failure(let problem):
            Issue.record("compare rejected: \(problem.errors)", sourceLocation: sourceLocation)
            throw problem
        }
    }

    /// `osAtLeast` 16.0 across a compare of 15.0 and 16.0: the launch differs, each column as
    /// its own OS answers.
    @Test func osAtLeastDiffersAcrossACompare() throws {
        let comparison = try Self.compare(
            #"{"scenario": \#(Self.scenario(#"{"osAtLeast": "16.0"}"#)), "os": ["15.0", "16.0"]}"#)
        #expect(!comparison.identical)
        let launch = try #require(comparison.rows.first)
        #expect(launch.cells.map { $0?.interfaceOrientation } == ["portrait", "landscapeRight"])
        let difference = try #require(
            comparison.differences.first { $0.event == nil && $0.field == .interfaceOrientation })
        #expect(difference.groups.map(\.columns) == [[0], [1]])
    }

    /// An idiom condition across a compare of phone and pad: each column reads its own idiom.
    @Test func idiomDiffersAcrossACompare() throws {
        let comparison = try Self.compare(
            #"{"scenario": \#(Self.scenario(#"{"idiom": "pad"}"#)), "os": ["15.0"], "idioms": ["phone", "pad"]}"#
        )
        #expect(!comparison.identical)
        #expect(
            comparison.rows.first?.cells.map { $0?.interfaceOrientation } == ["portrait", "landscapeRight"])
    }

    /// A condition that holds the same in every column leaves the compare identical.
    @Test func sameAnswerInEveryColumnIsIdentical() throws {
        let comparison = try Self.compare(
            #"{"scenario": \#(Self.scenario(#"{"osAtLeast": "9.0"}"#)), "os": ["15.0", "16.0"], "idioms": ["phone", "pad"]}"#
        )
        #expect(comparison.identical)
    }

    /// Lint evaluates the condition per column: the launch crash (no orientation in common) that
    /// only an iPad on 16+ has is found on pad from 16.0, and not at all when lint runs the phone.
    @Test func lintEvaluatesConditionsPerColumn() throws {
        let scenario = Self.scenario(
            #"{"all": [{"idiom": "pad"}, {"osAtLeast": "16.0"}]}"#, plist: #"["portrait"]"#)
        func lint(_ idioms: String) throws -> LintReport {
            let body =
                String(scenario.dropLast())
                + #", "lint": {"minimumOS": "15.0", "maximumOS": "16.4", "idioms": \#(idioms)}}"#
            return try LintFixtures.lint(bytes: Array(body.utf8))
        }
        let both = try lint(#"["phone", "pad"]"#)
        let crash = try #require(both.findings.first { $0.id == "AR003" })
        #expect(crash.evidence?.idiom == "pad")
        #expect(crash.os.first?.from == "16.0")
        let phone = try lint(#"["phone"]"#)
        #expect(!phone.findings.contains { $0.id == "AR003" })
    }

    /// AR006 (shouldAutorotate NO ignored on 16+) reads a conditional per column: NO guarded by
    /// `if #available(iOS 16, *)` to answer YES from 16 is not reported, NO from 16 is, and NO on a
    /// flag (app state, either value possible) is.
    @Test func ignoredShouldAutorotateReadsTheColumnsBranch() throws {
        func findsAR006(_ answer: String) throws -> Bool {
            let body = #"""
                {"device": {"os": "12.0"},
                 "app": {"flags": {"locked": true},
                         "infoPlist": {"UISupportedInterfaceOrientations": ["portrait", "landscapeLeft", "landscapeRight"]}},
                 "viewControllers": {"reader": {"shouldAutorotate": \#(answer)}},
                 "window": {"rootViewController": "reader"},
                 "lint": {"minimumOS": "12.0", "maximumOS": "17.0", "idioms": ["phone"]}}
                """#
            return try LintFixtures.lint(bytes: Array(body.utf8)).findings.contains { $0.id == "AR006" }
        }
        #expect(try !findsAR006(#"{"if": {"osAtLeast": "16.0"}, "then": true, "else": false}"#))
        #expect(try findsAR006(#"{"if": {"osAtLeast": "16.0"}, "then": false, "else": true}"#))
        #expect(try findsAR006(#"{"if": "locked", "then": false, "else": true}"#))
        #expect(try findsAR006("false"))
    }
}
