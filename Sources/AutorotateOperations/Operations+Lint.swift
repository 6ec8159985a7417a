import AutorotateEngine
import AutorotateImport

extension Operations {
    /// `POST /v1/lint` (api.md §7): a Scenario with an optional `lint` member → its lint report
    /// as JSON, or as a SARIF 2.1.0 log (`.sarif`); a problem (400 not JSON or not the right
    /// shape, 422 invalid, pointers such as `/lint/minimumOS`) listing every error. When
    /// `app.infoPlist` is the text of an Info.plist, findings on its keys carry the key's line
    /// in it (`plistLine`).
    public func lint(_ body: [UInt8], as format: AnswerFormat = .json) -> Result<OperationAnswer, Problem> {
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
            if format == .sarif {
                return .success(OperationAnswer(body: Self.sarif(report), format: .sarif))
            }
            return .success(OperationAnswer(body: report.jsonBytes(), format: .json))
        case .failure(let problem):
            return .failure(Problem(FixtureFileProblem.replacing(problem, body: body)))
        }
    }

    /// `report` as a SARIF 2.1.0 log with the whole lint catalogue as its rules; `locations`
    /// (pointer → place in the user's files) and `originalURIBaseIDs` add physical locations, as
    /// `autorotate lint --sarif` writes them, and `fixArtifact` places the files of fixes' edits. Without them, the bytes `lint(_:as: .sarif)` answers.
    public static func sarif(
        _ report: LintReport, locations: [String: SARIFLocation] = [:],
        originalURIBaseIDs: [String: String] = [:],
        fixArtifact: (String) -> SARIFArtifact = { SARIFArtifact(uri: $0) }
    ) -> [UInt8] {
        report.sarifBytes(
            rules: Linter.descriptors, locations: locations, originalURIBaseIDs: originalURIBaseIDs,
            fixArtifact: fixArtifact)
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
