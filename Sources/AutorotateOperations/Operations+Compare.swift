import AutorotateEngine

extension Operations {
    /// `POST /v1/compare` (api.md §6): `{"scenario", "os"?, "idioms"?}` → the Comparison as JSON,
    /// or drawn as an SVG matrix (`.svg`, api.md §8, ``ComparisonPicture``); a problem (400 not
    /// JSON or not the right shape, 422 invalid: the scenario's problems under `/scenario`, more
    /// than 64 columns at `/os`) listing every error with its pointer.
    public func compare(_ body: [UInt8], as format: AnswerFormat = .json) -> Result<OperationAnswer, Problem>
    {
        let expanded: [UInt8]
        switch ScenarioBody.expanded(body, scenarioPath: ["scenario"]) {
        case .success(let json): expanded = json
        case .failure(let problem): return .failure(Problem(problem))
        }
        switch Comparator.compare(json: expanded, limits: limits) {
        case .success(let comparison):
            if format == .svg {
                return .success(
                    OperationAnswer(body: ComparisonPicture(comparison: comparison).svg(), format: .svg))
            }
            return .success(OperationAnswer(body: comparison.jsonBytes(), format: .json))
        case .failure(let problem):
            return .failure(Problem(problem))
        }
    }
}
