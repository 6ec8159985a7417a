/// Why a request body could not be simulated: malformed JSON or the wrong shape, or a
/// well-formed scenario that is invalid. Carries every problem found, each with a JSON pointer.
public struct InputProblem: Error, Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// Not JSON, or not the shape of a scenario: the service answers 400.
        case malformed
        /// Well-formed but invalid (unknown id, cycle, value out of range): the service answers 422.
        case invalid
    }

    /// Whether the input is malformed (400) or invalid (422).
    public var kind: Kind
    /// One sentence summarising the problems.
    public var detail: String
    /// Every problem found, in document order.
    public var errors: [PointerError]

    public init(kind: Kind, detail: String, errors: [PointerError]) {
        self.kind = kind
        self.detail = detail
        self.errors = errors
    }
}

extension InputProblem {
    /// A body that is not JSON at all (400): the reader's message, at the reader's pointer.
    public init(malformedJSON error: JSONSyntaxError) {
        self.init(
            kind: .malformed, detail: "The body is not valid JSON: \(error.message).",
            errors: [PointerError(pointer: error.pointer, detail: error.message)])
    }

    /// The problems found in a body meant to be a `subject` ("scenario", "compare request", "lint
    /// request"), summed up in one sentence: "The body is not the shape of a scenario: 2 problems
    /// found." when malformed, "The scenario is well-formed but invalid: 1 problem found." otherwise.
    public init(kind: Kind, subject: String, errors: [PointerError]) {
        let summary =
            kind == .malformed
            ? "The body is not the shape of a \(subject)" : "The \(subject) is well-formed but invalid"
        let count = errors.count
        self.init(
            kind: kind, detail: "\(summary): \(count) problem\(count == 1 ? "" : "s") found.", errors: errors)
    }
}
