import AutorotateWire

/// One decision of a lint run as the rules read it: where it happened (the launch when `step` is
/// `nil`) and the warnings it added.
///
/// A class: every rule walks every visit of every version × idiom, and a ``Decision`` holds some
/// twenty strings and arrays, so a copy of the visit is one retain instead of one for each of them.
final class DecisionVisit: Sendable {
    let decision: Decision
    /// The index of the probe event that made it, `nil` for the launch.
    let step: Int?
    let probe: LintProbe
    /// The decision's warnings without those the scenario itself raised (repeated at launch).
    let newWarnings: ArraySlice<Warning>

    init(decision: Decision, step: Int?, probe: LintProbe, newWarnings: ArraySlice<Warning>) {
        self.decision = decision
        self.step = step
        self.probe = probe
        self.newWarnings = newWarnings
    }
}
