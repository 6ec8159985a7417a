/// Why a project could not be imported at all (everything less is a note in the result): the
/// caller must choose among several app targets, or named a target the project does not have.
public struct ImportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Equatable {
        /// Several iOS app targets: pass one of `targets` as the target.
        case severalTargets(targets: [String])
        /// The target asked for is not an iOS app target of the project.
        case unknownTarget(name: String, targets: [String])
    }

    /// What went wrong, with the targets to choose from.
    public var kind: Kind

    public init(kind: Kind) { self.kind = kind }

    /// The app targets the caller can choose from.
    public var targets: [String] {
        switch kind {
        case .severalTargets(let targets), .unknownTarget(_, let targets): targets
        }
    }

    /// One sentence naming the choices.
    public var description: String {
        switch kind {
        case .severalTargets(let targets):
            "the project has \(targets.count) iOS app targets (\(targets.joined(separator: ", "))); choose one as the target"
        case .unknownTarget(let name, let targets):
            "'\(name)' is not an iOS app target of the project; its app targets are "
                + (targets.isEmpty ? "none" : targets.joined(separator: ", "))
        }
    }
}

extension ImportError {
    /// The error as the input problem the service answers with (422, pointer `/target`).
    public var inputProblem: InputProblem {
        InputProblem(
            kind: .invalid, detail: "The project cannot be imported without a choice of target.",
            errors: [PointerError(pointer: "/target", detail: description)])
    }
}
