import AutorotateWire
import Testing

@testable import AutorotateOperations

/// The team's lint policy after the engine (api.md §7.1), through ``Operations/lint(_:as:)`` as
/// `POST /v1/lint` answers it: `lint.severity`, `lint.exclude` and an inline `lint.baseline`
/// validated with the rest of the request, and suppression comments in a plist-text `app.infoPlist`.
@Suite("Lint policy through the lint operation")
struct LintPolicyTests {
    static let operations = Operations(limits: .default)

    /// An iPad app whose Info.plist (text) lists all four orientations with a landscape-only root:
    /// AR010, a warning on the plist's UISupportedInterfaceOrientations key.
    static func request(plistComment: String = "", lint: String = "") -> [UInt8] {
        let plist =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\(plistComment)<plist version=\"1.0\">\n<dict>\n"
            + "\t<key>UISupportedInterfaceOrientations</key>\n\t<array>\n"
            + "\t\t<string>UIInterfaceOrientationPortrait</string>\n"
            + "\t\t<string>UIInterfaceOrientationPortraitUpsideDown</string>\n"
            + "\t\t<string>UIInterfaceOrientationLandscapeLeft</string>\n"
            + "\t\t<string>UIInterfaceOrientationLandscapeRight</string>\n\t</array>\n</dict>\n</plist>\n"
        var escaped = ""
        for character in plist {
            switch character {
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            case "\"": escaped += "\\\""
            default: escaped.append(character)
            }
        }
        let members =
            #""minimumOS": "12.0", "maximumOS": "16.0", "idioms": ["pad"]"#
            + (lint.isEmpty ? "" : ", " + lint)
        return Array(
            """
            {"device": {"idiom": "pad", "os": "12.0"}, "app": {"infoPlist": "\(escaped)"},
             "viewControllers": {"board": {"class": "BoardViewController", "supportedInterfaceOrientations": "landscape"}},
             "window": {"rootViewController": "board"}, "lint": {\(members)}}
            """.utf8)
    }

    static func report(_ body: [UInt8]) throws -> LintReport {
        switch operations.lint(body) {
        case .success(let answer): return try LintReport(json: answer.body)
        case .failure(let problem):
            Issue.record("lint refused: \(problem.errors ?? [])")
            throw problem
        }
    }

    static func problem(_ body: [UInt8]) -> Problem? {
        if case .failure(let problem) = operations.lint(body) { return problem }
        return nil
    }

    /// Without a policy the plist's AR010 is a warning that counts.
    @Test func withoutPolicyTheWarningCounts() throws {
        let report = try Self.report(Self.request())
        #expect(report.findings.map(\.id) == ["AR010"])
        #expect(report.summary == LintSummary(error: 0, warning: 1, note: 0))
        #expect(report.findings.first?.suppressions == [])
        #expect(report.findings.first?.baselineState == nil)
    }

    /// `lint.severity` replaces the rule's severity, and the summary counts it so.
    @Test func severityReplacesTheRulesSeverity() throws {
        let report = try Self.report(Self.request(lint: #""severity": {"AR010": "error"}"#))
        #expect(report.findings.map(\.severity) == [.error])
        #expect(report.summary.error == 1)
        #expect(report.summary.warning == 0)
    }

    /// A plist comment `<!-- autorotate:disable AR010 -->` marks the finding suppressed, kept in
    /// the report, counted apart.
    @Test func plistCommentSuppressesTheFinding() throws {
        let report = try Self.report(Self.request(plistComment: "<!-- autorotate:disable AR010 -->\n"))
        let finding = try #require(report.findings.first)
        #expect(finding.id == "AR010")
        #expect(finding.suppressions == [FindingSuppression(kind: .inSource, path: "Info.plist", line: 2)])
        #expect(report.summary == LintSummary(error: 0, warning: 0, note: 0, suppressed: 1))
        let json = String(decoding: report.jsonBytes(), as: UTF8.self)
        #expect(json.contains(#""suppressions":[{"kind":"inSource","path":"Info.plist","line":2}]"#))
        #expect(json.contains(#""suppressed":1"#))
    }

    /// A comment for a rule that reports nothing here becomes an AR900 note at the plist line.
    @Test func unusedPlistCommentIsANote() throws {
        let report = try Self.report(Self.request(plistComment: "<!-- autorotate:disable AR004 -->\n"))
        let note = try #require(report.findings.first { $0.id == "AR900" })
        #expect(note.severity == .note)
        #expect(note.pointer == "/app/infoPlist")
        #expect(note.plistLine == 2)
        #expect(report.findings.first { $0.id == "AR010" }?.suppressions == [])
        #expect(report.summary == LintSummary(error: 0, warning: 1, note: 1))
    }

    /// The SARIF of a first lint, given back inline as `lint.baseline`, accepts every finding:
    /// `baselineState` unchanged, nothing counted; a finding it does not hold is new.
    @Test func inlineBaselineAcceptsWhatItHolds() throws {
        guard case .success(let sarif) = Self.operations.lint(Self.request(), as: .sarif) else {
            Issue.record("no SARIF")
            return
        }
        let log = String(decoding: sarif.body, as: UTF8.self)
        #expect(log.contains(#""partialFingerprints":{"autorotate/v1":""#))
        let accepted = try Self.report(Self.request(lint: #""baseline": \#(log)"#))
        #expect(accepted.findings.map(\.baselineState) == [.unchanged])
        #expect(accepted.summary == LintSummary(error: 0, warning: 0, note: 0, unchanged: 1))
        let empty = #"{"version": "2.1.0", "runs": [{"results": []}]}"#
        let fresh = try Self.report(Self.request(lint: #""baseline": \#(empty)"#))
        #expect(fresh.findings.map(\.baselineState) == [.new])
        #expect(fresh.summary.warning == 1)
    }

    /// An unknown id in `lint.severity` is 422 at its pointer with a did-you-mean; a bad severity,
    /// an absolute glob and a baseline that is no SARIF log are each listed too.
    @Test func invalidPolicyMembersAreListedWithPointers() throws {
        let body = Self.request(
            lint:
                #""severity": {"AR01O": "error", "AR006": "fatal"}, "exclude": ["/etc/**"], "baseline": {"runs": [{"results": [{}]}]}"#
        )
        let problem = try #require(Self.problem(body))
        #expect(problem.status == 400)
        let errors = problem.errors ?? []
        let byPointer = Dictionary(
            errors.map { ($0.pointer, $0.detail) }, uniquingKeysWith: { $0 + " | " + $1 })
        #expect(byPointer["/lint/severity/AR01O"]?.contains("did you mean 'AR010'?") == true)
        #expect(byPointer["/lint/severity/AR006"]?.contains("unknown severity 'fatal'") == true)
        #expect(byPointer["/lint/exclude/0"]?.contains("relative to the project root") == true)
        #expect(byPointer["/lint/baseline/runs/0/results/0/ruleId"] != nil)
    }

    /// A well-shaped but unknown id alone is 422, not 400.
    @Test func unknownSeverityIDIs422() throws {
        let problem = try #require(Self.problem(Self.request(lint: #""severity": {"AR999": "note"}"#)))
        #expect(problem.status == 422)
        #expect(problem.errors?.map(\.pointer) == ["/lint/severity/AR999"])
    }

    /// `exclude` is accepted and validated; with plist text there is no file path, so it leaves
    /// the finding in.
    @Test func excludeWithoutFilesKeepsFindings() throws {
        let report = try Self.report(Self.request(lint: #""exclude": ["**/*.plist"]"#))
        #expect(report.findings.map(\.id) == ["AR010"])
    }
}
