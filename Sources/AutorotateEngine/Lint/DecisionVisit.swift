import AutorotateWire

/// One decision of a lint run as the rules read it: where it happened (the launch when `step` is
/// `nil`) and the warnings it added.
struct DecisionVisit {
    let decision: Decision
    /// The index of the probe event that made it, `nil` for the launch.
    let step: Int?
    let probe: LintProbe
    /// The decision's warnings without those the scenario itself raised (repeated at launch).
    let newWarnings: ArraySlice<Warning>
}
