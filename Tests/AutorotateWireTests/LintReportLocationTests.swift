import AutorotateWire
import Testing

/// What `POST /v1/lint` and `autorotate lint --local` both call to place findings in files:
/// `plistLine`, the line of the plist key each finding on `app.infoPlist` came from.
@Suite struct LintReportLocationTests {
    static func finding(_ pointer: String) -> Finding {
        Finding(
            id: "AR010", severity: .warning, title: "t", message: "m", pointer: pointer, fix: "f",
            rule: "R2.10",
            confidence: .documented, os: [OSRange(from: "12.0", through: "26.0")], evidence: nil)
    }

    /// A pointer names its plist key unescaped; pointers outside `app.infoPlist` name none.
    @Test func plistKeyOfAPointer() {
        #expect(
            LintReport.plistKey("/app/infoPlist/UISupportedInterfaceOrientations/2")
                == "UISupportedInterfaceOrientations")
        #expect(
            LintReport.plistKey("/app/infoPlist/UISupportedInterfaceOrientations~0ipad")
                == "UISupportedInterfaceOrientations~ipad")
        #expect(
            LintReport.plistKey("/app/infoPlist/UISupportedInterfaceOrientations~ipad")
                == "UISupportedInterfaceOrientations~ipad")
        #expect(LintReport.plistKey("/app/infoPlist") == nil)
        #expect(LintReport.plistKey("/viewControllers/infoPlist/x") == nil)
    }

    /// Findings on listed keys get their line; others, and findings already placed, keep theirs.
    @Test func plistLinesFillOnlyFindingsOnKnownKeys() {
        var placed = Self.finding("/app/infoPlist/UIRequiresFullScreen")
        placed.plistLine = 3
        var report = LintReport(
            engineVersion: "1",
            findings: [
                Self.finding("/app/infoPlist/UISupportedInterfaceOrientations~ipad"),
                Self.finding("/app/infoPlist/UIInterfaceOrientation"),
                Self.finding("/window/rootViewController"),
                placed,
            ])
        report.locatePlistKeys(["UISupportedInterfaceOrientations~ipad": 12, "UIRequiresFullScreen": 20])
        #expect(report.findings.map(\.plistLine) == [12, nil, nil, 3])
    }
}
