/// How sure the import is of a view controller's answers, or of the window's root (api.md §9.1
/// "Certainty"). A simulation never reads it: UIKit does what the scenario says either way. Lint
/// reads it, so that a finding resting on an assumption is never an `error` (api.md §7.1).
enum Basis: Sendable, Equatable {
    /// The answers come from code and storyboards the import understood (`"read"`).
    case read
    /// The answers rest on a guess, for the reason given (`{"assumed": "reason"}`): an unresolved
    /// superclass, a computed answer, a root that no rule found.
    case assumed(reason: String)
}
