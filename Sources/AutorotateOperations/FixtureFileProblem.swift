import AutorotateWire

/// A golden fixture file (`{"scenario": …, "expect": …}`) posted as it stands where a scenario is
/// expected: the decoder's list of missing members would not say what to do, so the problem
/// says it looks like a fixture file and points at the member to post instead.
enum FixtureFileProblem {
    /// `problem` unchanged, unless it is malformed and `body` is a JSON object with a `scenario`
    /// member and no `device`: then a 400 whose pointer is `/scenario`.
    static func replacing(_ problem: InputProblem, body: [UInt8]) -> InputProblem {
        guard problem.kind == .malformed, looksLikeFixture(body) else { return problem }
        return InputProblem(
            kind: .malformed,
            detail:
                "The body looks like a fixture file (a \"scenario\" member and no \"device\"): "
                + "post its \"scenario\" member as the body.",
            errors: [
                PointerError(
                    pointer: "/scenario", detail: "post this member's value (the scenario itself) as the body"
                )
            ])
    }

    /// Whether `body` is a JSON object with a `scenario` object member and no `device` member.
    static func looksLikeFixture(_ body: [UInt8]) -> Bool {
        guard case .object(let object)? = try? JSONReader.parse(body, maxDepth: JSONReader.depthCeiling),
            case .object? = object["scenario"]
        else { return false }
        return object["device"] == nil
    }
}
