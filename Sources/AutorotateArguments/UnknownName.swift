/// An option or command name the command line gave that nothing declares, with the names that
/// are declared there: what a caller needs to suggest the one that was meant.
public struct UnknownName: Equatable, Sendable {
    /// The name as given (`--projct`, `simulat`).
    public var name: String
    /// Every name valid in its place (the command's options, or the tool's commands).
    public var candidates: [String]

    /// `name`, which is none of `candidates`.
    public init(name: String, candidates: [String]) {
        self.name = name
        self.candidates = candidates
    }
}
