/// A project's own boolean property or method whose name says pad or phone and whose body is one
/// idiom comparison (`var isPhone: Bool { userInterfaceIdiom == .phone }`, `+ (BOOL)isPad { return
/// UI_USER_INTERFACE_IDIOM() != UIUserInterfaceIdiomPhone; }`): a condition that asks it is that
/// idiom test (api.md §1 `idiom`).
struct IdiomHelper: Sendable, Equatable {
    /// The idiom the body compares with: `pad` or `phone`.
    var idiom: String
    /// Whether the body's comparison is negated (`!= .phone`).
    var negated: Bool

    /// Whether the helper named `name` says what its body tests: a name that says pad is true on
    /// a pad, one that says phone is true on a phone. A name that says both, or neither, is not
    /// trusted.
    func agrees(with name: String) -> Bool {
        let lower = name.lowercased()
        let saysPad = lower.contains("pad")
        let saysPhone = lower.contains("phone")
        guard saysPad != saysPhone else { return false }
        let trueOnPad = (idiom == "pad") != negated
        return saysPad == trueOnPad
    }

    /// Whether a declaration's name may be an idiom helper (it says pad or phone).
    static func mayBeHelper(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.contains("pad") || lower.contains("phone")
    }

    /// The helper a definition's body makes, when the body is one idiom comparison (`return` and a
    /// trailing `;` allowed) whose idiom agrees with the name.
    static func read(_ candidate: IdiomHelperCandidate) -> IdiomHelper? {
        var body = candidate.body
        while let last = body.last, last.is(";") { body = body.dropLast() }
        if let first = body.first, first.is("return") { body = body.dropFirst() }
        guard !body.isEmpty, !body.contains(where: { $0.is(";") || $0.is("return") || $0.is("{") }) else {
            return nil
        }
        let reader = MethodBodyReader(
            member: .shouldAutorotate, language: candidate.language, parameter: nil,
            isStoredProperty: { _ in false }, forwardTargets: [])
        guard let (condition, negated, _) = reader.readDeviceCondition(body),
            case .idiom(let idiom) = condition
        else { return nil }
        let helper = IdiomHelper(idiom: idiom, negated: negated)
        return helper.agrees(with: candidate.name) ? helper : nil
    }
}

/// A boolean property or method whose name says pad or phone, kept until every file is scanned.
struct IdiomHelperCandidate: Sendable {
    var name: String
    /// The tokens between the body's braces.
    var body: ArraySlice<SourceToken>
    var language: SourceTokenizer.Language
}
