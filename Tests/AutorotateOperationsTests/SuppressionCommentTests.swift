import AutorotateWire
import Testing

@testable import AutorotateOperations

/// Suppression comments, exclude globs and the policy applied to findings with files
/// (api.md §7.1), as the CLI applies it to a project.
@Suite("Suppression comments, globs and the policy on files")
struct SuppressionCommentTests {
    /// Swift comments: the directive, its ids (spaces or commas), the reason ignored; other
    /// comments and code are not read.
    @Test func swiftCommentsAreRead() {
        let text = """
            import UIKit
            // autorotate:disable-next-line AR005, AR006 -- accepted for now
            let x = 1 // autorotate:disable AR001
            // just a comment about autorotate
            //autorotate:enable AR001
            // autorotate:disable-line AR002
            """
        let comments = SuppressionComment.scan(text, syntax: .slashes)
        #expect(comments.map(\.line) == [2, 3, 5, 6])
        #expect(comments.map(\.action) == [.disableNextLine, .disable, .enable, nil])
        #expect(comments[0].ruleIDs == ["AR005", "AR006"])
        #expect(comments[3].directive == "disable-line")
    }

    /// XML comments in plists and storyboards.
    @Test func xmlCommentsAreRead() {
        let text =
            "<plist>\n<!-- autorotate:disable AR010 -->\n<dict/>\n<!--autorotate:enable AR010-->\n</plist>"
        let comments = SuppressionComment.scan(text, syntax: .xml)
        #expect(comments.map(\.line) == [2, 4])
        #expect(comments.map(\.action) == [.disable, .enable])
        #expect(comments.map(\.ruleIDs) == [["AR010"], ["AR010"]])
        #expect(SuppressionComment.syntax(ofFileAt: "App/Main.storyboard") == .xml)
        #expect(SuppressionComment.syntax(ofFileAt: "App/View.m") == .slashes)
        #expect(SuppressionComment.syntax(ofFileAt: "App/project.pbxproj") == nil)
    }

    /// Globs: `**` any depth, `*` within a segment, a directory excludes what is under it, a
    /// one-segment glob matches at any depth.
    @Test func globsMatchPaths() {
        #expect(PathGlob("Pods/**").matches("Pods/A/B.swift"))
        #expect(PathGlob("Pods").matches("Pods/A/B.swift"))
        #expect(!PathGlob("Pods/**").matches("App/Pods.swift"))
        #expect(PathGlob("**/*Tests.swift").matches("App/Tests/FeedTests.swift"))
        #expect(PathGlob("*.generated.swift").matches("App/Model.generated.swift"))
        #expect(!PathGlob("App/*.swift").matches("App/Sub/View.swift"))
        #expect(PathGlob("App/?iew.swift").matches("App/View.swift"))
    }

    static func finding(_ id: String, pointer: String, severity: FindingSeverity = .warning) -> Finding {
        Finding(
            id: id, severity: severity, title: id, message: "message of \(id) at \(pointer)",
            pointer: pointer,
            fix: "fix", rule: "R1.1", confidence: .documented, os: [OSRange(from: "12.0", through: "26.0")],
            evidence: nil)
    }

    /// A subject of two files; each finding's pointer names its file and line as `/file/line`.
    static func subject(_ files: [String: String]) -> LintSubject {
        LintSubject(
            files: files.map { ProjectFile(path: $0.key, content: $0.value) },
            place: { finding in
                let parts = finding.pointer.split(separator: "/").map(String.init)
                guard parts.count == 2, let line = Int(parts[1]) else { return nil }
                return FindingPlace(
                    file: parts[0], line: line, projectPath: parts[0], fingerprintFile: parts[0])
            },
            anchor: { file, line in
                NoteAnchor(
                    pointer: "", location: FindingLocation(path: file, line: line), fingerprintFile: file)
            })
    }

    /// disable-next-line reaches one line, disable…enable the lines between; a comment that
    /// reaches no finding of its id, or names an unknown id, is an AR900 note at its line.
    @Test func commentsSuppressWhereTheyReach() {
        let swift = """
            // autorotate:disable-next-line AR005
            a
            b
            // autorotate:disable AR006
            c
            // autorotate:enable AR006
            d
            // autorotate:disable-next-line AR001
            // autorotate:disable-next-line AR0005
            """
        let report = LintReport(
            engineVersion: "test",
            findings: [
                Self.finding("AR005", pointer: "/A.swift/2"), Self.finding("AR005", pointer: "/A.swift/3"),
                Self.finding("AR006", pointer: "/A.swift/5"), Self.finding("AR006", pointer: "/A.swift/7"),
            ])
        let applied = LintPolicyApplication.apply(
            LintPolicy(), to: report, subject: Self.subject(["A.swift": swift]))
        let suppressed = applied.findings.map { $0.suppressions.first?.line }
        #expect(suppressed == [1, nil, 4, nil, nil, nil])
        let notes = applied.findings.filter { $0.id == "AR900" }
        #expect(
            notes.map(\.location) == [
                FindingLocation(path: "A.swift", line: 8), FindingLocation(path: "A.swift", line: 9),
            ])
        #expect(notes.last?.message.contains("did you mean 'AR005'?") == true)
        #expect(applied.summary == LintSummary(error: 0, warning: 2, note: 2, suppressed: 2))
    }

    /// Excluded files' findings are left out; the baseline matches by fingerprint (rule, file,
    /// pointer) whatever the line and the message's wording, so a finding that moved and was
    /// reworded stays unchanged, and the same finding in another file is new.
    @Test func excludeAndBaseline() {
        let accepted = Self.finding("AR004", pointer: "/viewControllers/Player/preferred", severity: .error)
        let baseline = [
            BaselineResult(
                ruleID: "AR004", uri: "Project/A.swift",
                fingerprint: LintFingerprint.of(accepted, uri: "A.swift"),
                message: accepted.message)
        ]
        var reworded = accepted
        reworded.message = "the same crash, said another way"
        let places = [
            "/viewControllers/Player/preferred": "A.swift", "/viewControllers/Other/preferred": "B.swift",
        ]
        let subject = LintSubject(
            files: [],
            place: { finding in
                if finding.pointer == "/Pods/1" {
                    return FindingPlace(file: "Pods/X.swift", line: 1, projectPath: "Pods/X.swift")
                }
                return places[finding.pointer].map {
                    FindingPlace(file: $0, line: 14, projectPath: $0, fingerprintFile: $0)
                }
            },
            anchor: { _, _ in NoteAnchor(pointer: "") })
        var elsewhere = accepted
        elsewhere.pointer = "/viewControllers/Other/preferred"
        let report = LintReport(
            engineVersion: "test", findings: [reworded, elsewhere, Self.finding("AR005", pointer: "/Pods/1")])
        let applied = LintPolicyApplication.apply(
            LintPolicy(exclude: ["Pods/**"], baseline: baseline), to: report, subject: subject)
        #expect(
            applied.findings.map(\.pointer) == [
                "/viewControllers/Player/preferred", "/viewControllers/Other/preferred",
            ])
        #expect(applied.findings.map(\.baselineState) == [.unchanged, .new])
        #expect(applied.summary == LintSummary(error: 1, warning: 0, note: 0, unchanged: 1))
    }

    /// A baseline result without autorotate's fingerprint (another tool wrote it) matches by rule,
    /// message and file, its URI relative to the repository root ending in the project's path.
    @Test func baselineWithoutFingerprintMatchesByMessage() {
        let finding = Self.finding("AR005", pointer: "/A.swift/3")
        let result = BaselineResult(
            ruleID: "AR005", uri: "Apps/My/A.swift", fingerprint: nil, message: finding.message)
        #expect(LintPolicyApplication.matches(result, finding, file: "A.swift"))
        #expect(!LintPolicyApplication.matches(result, finding, file: "B.swift"))
        var other = result
        other.message = "another message"
        #expect(!LintPolicyApplication.matches(other, finding, file: "A.swift"))
    }

    /// A finding's JSON with its policy members reads back equal.
    @Test func policyMembersRoundTrip() throws {
        var finding = Self.finding("AR005", pointer: "/A.swift/2")
        finding.suppressions = [FindingSuppression(kind: .inSource, path: "A.swift", line: 1)]
        finding.baselineState = .new
        finding.location = FindingLocation(path: "A.swift", line: 2)
        let report = LintReport(engineVersion: "test", findings: [finding])
        #expect(try LintReport(json: report.jsonBytes()) == report)
    }
}
