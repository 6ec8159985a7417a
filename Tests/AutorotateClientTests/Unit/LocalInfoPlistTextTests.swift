import AutorotateOperations
import AutorotateTestSupport
import Testing

/// Issue 16 through the CLI's embedded engine (``Operations``, what `simulate`, `compare` and
/// `lint` call in process): every scenario fixture with a JSON plist, its plist turned into Info.plist
/// XML, gets byte-identical simulations, comparisons, problems and lint reports (lint adding only
/// `plistLine`, the key's line, on findings about plist keys).
@Suite("Info.plist text through --local")
struct LocalInfoPlistTextTests {
    static let fixtures = InfoPlistFixtures.all(packageRoot: Fixtures.packageRoot.path)

    static let operations = Operations(limits: .default)

    /// The bytes of an answer or of its problem, so both outcomes compare.
    static func bytes(_ result: Result<OperationAnswer, Problem>) -> [UInt8] {
        switch result {
        case .success(let answer): answer.body
        case .failure(let problem): problem.jsonBytes()
        }
    }

    /// Simulate and compare give the same bytes for the JSON and the XML plist.
    @Test func simulateAndCompareAreByteIdentical() {
        #expect(Self.fixtures.count >= 40)
        for fixture in Self.fixtures {
            #expect(
                Self.bytes(Self.operations.simulate(fixture.xmlForm).answer)
                    == Self.bytes(Self.operations.simulate(fixture.jsonForm).answer), "\(fixture.name)")
            let compare = { (scenario: [UInt8]) in
                Self.bytes(
                    Self.operations.compare(Array(#"{"scenario":"#.utf8) + scenario + [UInt8(ascii: "}")]))
            }
            #expect(compare(fixture.xmlForm) == compare(fixture.jsonForm), "\(fixture.name)")
        }
    }

    /// Lint gives the same report; findings on plist keys carry the key's line in the XML.
    @Test func lintIsByteIdenticalButForPlistLines() {
        var located = 0
        for fixture in Self.fixtures {
            let json = Self.bytes(Self.operations.lint(fixture.jsonForm))
            let xml = Self.operations.lint(fixture.xmlForm)
            guard case .success(let answer) = xml, var report = try? LintReport(json: answer.body) else {
                #expect(Self.bytes(xml) == json, "\(fixture.name)")
                continue
            }
            let lines = InfoPlistFixtures.removePlistLines(from: &report, of: fixture)
            #expect(lines.wrong.isEmpty, "wrong plistLine: \(lines.wrong)")
            located += lines.located
            #expect(report.jsonBytes() == json, "\(fixture.name)")
        }
        #expect(located > 0, "no fixture has a finding on a plist key")
    }

    /// A plist that does not parse is the service's problem: 422 at `/app/infoPlist` with its line.
    @Test func badPlistIsTheServicesProblem() {
        let body = Array(#"{"app": {"infoPlist": "<plist><dict><key>A</key></plist>"}}"#.utf8)
        for result in [Self.operations.simulate(body).answer, Self.operations.lint(body)] {
            guard case .failure(let problem) = result else {
                Issue.record("a broken plist was accepted")
                continue
            }
            #expect(problem.status == 422)
            #expect(problem.errors?.map(\.pointer) == ["/app/infoPlist"])
            #expect(problem.errors?.first?.detail.hasPrefix("line 1: ") == true)
        }
    }
}
