import AutorotateTestSupport
import AutorotateWire
import Testing

@testable import autorotate

/// Issue 16 through the CLI's `--local` path (``LocalEngine``, what `simulate`, `compare` and
/// `lint --local` call): every scenario fixture with a JSON plist, its plist turned into Info.plist
/// XML, gets byte-identical simulations, comparisons, problems and lint reports (lint adding only
/// `plistLine`, the key's line, on findings about plist keys).
@Suite("Info.plist text through --local")
struct LocalInfoPlistTextTests {
    static let fixtures = InfoPlistFixtures.all(packageRoot: Fixtures.packageRoot.path)

    /// The bytes of an answer or of its problem, so both outcomes compare.
    static func bytes<Value>(_ result: Result<Value, InputProblem>, _ encode: (Value) -> [UInt8]) -> [UInt8] {
        switch result {
        case .success(let value): encode(value)
        case .failure(let problem): Problem(problem).jsonBytes()
        }
    }

    /// Simulate and compare give the same bytes for the JSON and the XML plist.
    @Test func simulateAndCompareAreByteIdentical() {
        #expect(Self.fixtures.count >= 40)
        for fixture in Self.fixtures {
            #expect(
                Self.bytes(LocalEngine.simulate(fixture.xmlForm), \.json)
                    == Self.bytes(LocalEngine.simulate(fixture.jsonForm), \.json), "\(fixture.name)")
            let compare = { (scenario: [UInt8]) in
                Self.bytes(LocalEngine.compare(Array(#"{"scenario":"#.utf8) + scenario + [UInt8(ascii: "}")]))
                {
                    $0.jsonBytes()
                }
            }
            #expect(compare(fixture.xmlForm) == compare(fixture.jsonForm), "\(fixture.name)")
        }
    }

    /// Lint gives the same report; findings on plist keys carry the key's line in the XML.
    @Test func lintIsByteIdenticalButForPlistLines() {
        var located = 0
        for fixture in Self.fixtures {
            let json = LocalEngine.lint(fixture.jsonForm)
            guard case .success(var report) = LocalEngine.lint(fixture.xmlForm) else {
                #expect(
                    Self.bytes(LocalEngine.lint(fixture.xmlForm), { $0.jsonBytes() })
                        == Self.bytes(json, { $0.jsonBytes() }), "\(fixture.name)")
                continue
            }
            for index in report.findings.indices {
                let finding = report.findings[index]
                let key = LintReport.plistKey(finding.pointer)
                #expect(
                    finding.plistLine == key.flatMap { fixture.keyLines[$0] },
                    "\(fixture.name) \(finding.pointer)")
                if finding.plistLine != nil { located += 1 }
                report.findings[index].plistLine = nil
            }
            #expect(report.jsonBytes() == Self.bytes(json, { $0.jsonBytes() }), "\(fixture.name)")
        }
        #expect(located > 0, "no fixture has a finding on a plist key")
    }

    /// A plist that does not parse is the service's problem: 422-kind at `/app/infoPlist` with its line.
    @Test func badPlistIsTheServicesProblem() {
        let body = Array(#"{"app": {"infoPlist": "<plist><dict><key>A</key></plist>"}}"#.utf8)
        for result in [LocalEngine.simulate(body).map { _ in () }, LocalEngine.lint(body).map { _ in () }] {
            guard case .failure(let problem) = result else {
                Issue.record("a broken plist was accepted")
                continue
            }
            #expect(problem.kind == .invalid)
            #expect(problem.errors.map(\.pointer) == ["/app/infoPlist"])
            #expect(problem.errors.first?.detail.hasPrefix("line 1: ") == true)
        }
    }
}
