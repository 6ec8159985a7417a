import AutorotateWire

/// One probe of a lint variant with the simulation it produced (``LintVariant/runs``).
///
/// A class: the rules walk the runs of every version × idiom, and a ``Simulation`` holds every
/// decision's strings and arrays, so a copy of the run is one retain instead of one for each.
final class LintRun: Sendable {
    /// The probe that was run.
    let probe: LintProbe
    /// What the engine did on it.
    let simulation: Simulation

    init(probe: LintProbe, simulation: Simulation) {
        self.probe = probe
        self.simulation = simulation
    }
}
