import AutorotateEngine

/// A team's lint policy applied to the engine's findings (api.md §7.1), the one way for the
/// service (`POST /v1/lint`) and the CLI (`autorotate lint`, which knows the files): findings in
/// an `exclude`d file are left out; `severity` replaces a rule's severity; a suppression comment
/// marks the findings it reaches suppressed, and one that reaches none becomes an AR900 note; a
/// baseline marks each finding `unchanged` (matched by rule and fingerprint) or `new`. The
/// summary counts only what is neither suppressed nor unchanged, so that only those fail a run.
public enum LintPolicyApplication {
    /// `report` with `policy` applied, for the files of `subject`.
    public static func apply(_ policy: LintPolicy, to report: LintReport, subject: LintSubject) -> LintReport
    {
        let excludes = policy.exclude.map(PathGlob.init)
        let excluded = { (path: String?) -> Bool in
            guard let path else { return false }
            return excludes.contains { $0.matches(path) }
        }
        var regions = SuppressionRegions(files: subject.files, knownIDs: Set(LintPolicy.ruleIDs))
        var kept: [(finding: Finding, file: String?)] = []
        for original in report.findings {
            var finding = original
            let place = subject.place(finding)
            if excluded(place?.projectPath) { continue }
            if let severity = policy.severity[finding.id] { finding.severity = severity }
            if let place,
                let suppression = regions.suppression(of: finding.id, file: place.file, line: place.line)
            {
                finding.suppressions.append(suppression)
            }
            kept.append((finding, place?.fingerprintFile))
        }
        var notes: [(finding: Finding, file: String?)] = []
        for problem in regions.unused {
            let anchor = subject.anchor(problem.file, problem.line)
            if excluded(anchor.location?.path) { continue }
            let note = Finding(
                id: UnusedSuppressionNote.id, severity: .note, title: UnusedSuppressionNote.title,
                message: UnusedSuppressionNote.message(problem.kind, subject: problem.subject),
                pointer: anchor.pointer, plistLine: anchor.plistLine, fix: UnusedSuppressionNote.fix,
                rule: "",
                confidence: .documented, os: [], evidence: nil, location: anchor.location)
            notes.append((note, anchor.fingerprintFile))
        }
        var all = kept + notes
        if let baseline = policy.baseline {
            for index in all.indices {
                let matched = baseline.contains { matches($0, all[index].finding, file: all[index].file) }
                all[index].finding.baselineState = matched ? .unchanged : .new
            }
        }
        var findings = all.map(\.finding)
        if !policy.severity.isEmpty {
            // The engine's order (severity, id, pointer), kept stable for what ties.
            findings = findings.enumerated().sorted { lhs, rhs in
                let left = (lhs.element.severity, lhs.element.id, lhs.element.pointer)
                let right = (rhs.element.severity, rhs.element.id, rhs.element.pointer)
                if left.0 != right.0 { return left.0 < right.0 }
                if left.1 != right.1 { return left.1 < right.1 }
                if left.2 != right.2 { return left.2 < right.2 }
                return lhs.offset < rhs.offset
            }.map(\.element)
        }
        return LintReport(engineVersion: report.engineVersion, findings: findings)
    }

    /// Whether a baseline result accepts `finding`, whose fingerprint names `file`: same rule and
    /// the same fingerprint (which holds the file and the pointer); for a result written without one, the same
    /// message in the same file (its URI, or a URI ending in `/file`, as SARIF URIs are relative
    /// to the repository root and `file` to the project).
    static func matches(_ result: BaselineResult, _ finding: Finding, file: String?) -> Bool {
        guard result.ruleID == finding.id else { return false }
        if let fingerprint = result.fingerprint {
            return fingerprint == LintFingerprint.of(finding, uri: file)
        }
        guard result.message == finding.message else { return false }
        guard let file else { return result.uri == nil }
        return result.uri == file || result.uri?.hasSuffix("/" + file) == true
    }
}
