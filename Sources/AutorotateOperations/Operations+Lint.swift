import AutorotateEngine
import AutorotateImport

extension Operations {
    /// `POST /v1/lint` (api.md §7): a Scenario with an optional `lint` member → its lint report
    /// as JSON, or as a SARIF 2.1.0 log (`.sarif`); a problem (400 not JSON or not the right
    /// shape, 422 invalid, pointers such as `/lint/minimumOS`) listing every error. When
    /// `app.infoPlist` is the text of an Info.plist, findings on its keys carry the key's line
    /// in it (`plistLine`). `documentationURI`, the absolute URI of a copy of `docs/lint.md`, gives
    /// the SARIF rules their `helpUri`.
    public func lint(_ body: [UInt8], as format: AnswerFormat = .json, documentationURI: String? = nil)
        -> Result<OperationAnswer, Problem>
    {
        let expanded: (json: [UInt8], plistLines: [String: Int])
        switch ScenarioBody.expandedScenario(body) {
        case .success(let scenario): expanded = scenario
        case .failure(let problem):
            return .failure(Problem(FixtureFileProblem.replacing(problem, body: body)))
        }
        let linted =
            Self.mayHoldTransitions(expanded.json)
            ? lintWithTransitions(expanded.json) : Linter.lint(json: expanded.json, limits: limits)
        switch linted {
        case .success(var report):
            report.locatePlistKeys(expanded.plistLines)
            report = Self.applyingPolicy(to: report, request: expanded.json, body: body)
            if format == .sarif {
                return .success(
                    OperationAnswer(
                        body: Self.sarif(report, documentationURI: documentationURI), format: .sarif))
            }
            return .success(OperationAnswer(body: report.jsonBytes(), format: .json))
        case .failure(let problem):
            return .failure(Problem(FixtureFileProblem.replacing(problem, body: body)))
        }
    }

    /// The request's `lint.severity`, `lint.exclude` and `lint.baseline` (validated by the engine)
    /// and the suppression comments of a plist-text `app.infoPlist`, applied to `report`
    /// (api.md §7.1); the report as it is when there are none.
    static func applyingPolicy(to report: LintReport, request: [UInt8], body: [UInt8]) -> LintReport {
        // Most requests have neither: two byte scans spare them a second parse. A `\u` escape
        // could spell a key another way, so it takes the parse too.
        let escaped = contains(request, "\\u")
        let policy =
            escaped || LintPolicy.memberNames.contains { contains(request, "\"\($0)\"") }
            ? LintPolicy.decode(request: request) : LintPolicy()
        var subject = LintSubject.none
        if contains(body, "autorotate:"), ScenarioBody.mayHoldInfoPlistText(body),
            case .object(let scenario)? = try? JSONReader.parse(body, maxDepth: JSONReader.depthCeiling),
            case .object(let app)? = scenario["app"], case .string(let plist)? = app["infoPlist"],
            plist.contains("autorotate:")
        {
            subject = LintSubject.infoPlistText(plist)
        }
        guard !policy.isEmpty || !subject.files.isEmpty else { return report }
        return LintPolicyApplication.apply(policy, to: report, subject: subject)
    }

    /// Whether `needle` occurs in `bytes`.
    private static func contains(_ bytes: [UInt8], _ needle: String) -> Bool {
        bytes.firstRange(of: Array(needle.utf8)) != nil
    }

    /// `report` as a SARIF 2.1.0 log with the whole lint catalogue as its rules; `locations`
    /// (pointer → place in the user's files) and `originalURIBaseIDs` add physical locations, as
    /// `autorotate lint --sarif` writes them; `documentationURI` (the absolute URI of a copy of
    /// `docs/lint.md`) gives each rule its `helpUri`, and `fixArtifact` places the files of fixes'
    /// edits. Without them, the bytes `lint(_:as: .sarif)` answers.
    public static func sarif(
        _ report: LintReport, locations: [String: SARIFLocation] = [:],
        originalURIBaseIDs: [String: String] = [:], documentationURI: String? = nil,
        fixArtifact: (String) -> SARIFArtifact = { SARIFArtifact(uri: $0) }
    ) -> [UInt8] {
        sarif(
            report, originalURIBaseIDs: originalURIBaseIDs, documentationURI: documentationURI,
            fixArtifact: fixArtifact
        ) {
            locations[$0.pointer]
        }
    }

    /// ``sarif(_:locations:originalURIBaseIDs:documentationURI:fixArtifact:)`` with each finding placed by
    /// `locate` (a finding on a file, AR900, has no pointer to key a table by). The AR900
    /// descriptor joins the catalogue's when the report holds such a note.
    /// `fingerprintFile` names the file each fingerprint hashes (``LintSubject/fingerprintFile(of:)``);
    /// without it, the location's URI.
    public static func sarif(
        _ report: LintReport, originalURIBaseIDs: [String: String] = [:], documentationURI: String? = nil,
        fingerprintFile: ((Finding) -> String?)? = nil,
        fixArtifact: (String) -> SARIFArtifact = { SARIFArtifact(uri: $0) },
        locate: (Finding) -> SARIFLocation?
    ) -> [UInt8] {
        var rules = Linter.descriptors(documentationURI: documentationURI)
        if report.findings.contains(where: { $0.id == UnusedSuppressionNote.id }) {
            rules.append(UnusedSuppressionNote.descriptor)
        }
        return report.sarifBytes(
            rules: rules, originalURIBaseIDs: originalURIBaseIDs, fingerprintFile: fingerprintFile,
            fixArtifact: fixArtifact, locate: locate)
    }

    /// The top-level keys of an Info.plist's text and the line of each (where `lint --plist`
    /// places findings on them), or why the text is not a property list.
    public static func infoPlistKeyLines(_ text: String) -> Result<[String: Int], PlistTextError> {
        switch InfoPlistText.parse(text) {
        case .success(let keys): .success(keys.lines)
        case .failure(let problem): .failure(PlistTextError(line: problem.line, message: problem.message))
        }
    }
}

/// Why a text is not a property list, and where.
public struct PlistTextError: Error, Sendable, Equatable {
    /// The 1-based line of the problem in the text.
    public var line: Int
    /// One sentence saying what is wrong there.
    public var message: String

    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }
}
