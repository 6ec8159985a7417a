/// How a finding compares with the baseline of accepted findings given to lint (api.md §7.1);
/// the names are SARIF's `result.baselineState`.
public enum BaselineState: String, Sendable, Equatable, CaseIterable {
    /// No baseline result matches it: the run fails on it as on any finding.
    case new
    /// A baseline result matches it by rule, file and fingerprint: accepted, it does not fail the run.
    case unchanged
}
