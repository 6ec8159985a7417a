import AutorotateWire

/// The Condition of a conditional answer (api.md §1): a flag name, `{"idiom": …}`,
/// `{"osAtLeast": …}`, `{"not": …}`, `{"all": […]}` or `{"any": […]}`, nested freely.
extension ScenarioDocumentDecoder {
    /// The condition at the `if` of the conditional at `conditional`. A flag name, the common
    /// case, builds no pointer: its reference keeps the conditional's and names the `if` only
    /// for a problem.
    mutating func conditionalCondition(_ node: Document.Node, conditional: JSONPointer) -> Condition? {
        if tape.kind(node) == .string {
            guard let name = flagName(node) else { return nil }
            recordFlagReference(FlagReference(name: name, conditional: conditional, nested: nil))
            return .flag(name)
        }
        return condition(node, at: conditional.appending("if"), conditional: conditional, level: 0)
    }

    /// A condition at `pointer`, inside the conditional at `conditional`, `level` conditions deep.
    private mutating func condition(
        _ node: Document.Node, at pointer: JSONPointer, conditional: JSONPointer, level: Int
    ) -> Condition? {
        switch tape.kind(node) {
        case .string:
            guard let name = flagName(node) else { return nil }
            recordFlagReference(FlagReference(name: name, conditional: conditional, nested: pointer))
            return .flag(name)
        case .object:
            break
        default:
            shape(
                pointer,
                "a condition must be a flag name or an object: {\"idiom\": \"pad\"}, {\"osAtLeast\": \"16.0\"}, {\"not\": …}, {\"all\": […]} or {\"any\": […]}"
            )
            return nil
        }
        guard level < ScenarioNames.maxConditionNesting else {
            invalid(
                pointer,
                "conditions are nested too deeply (at most \(ScenarioNames.maxConditionNesting) levels)")
            return nil
        }
        guard let (kind, key, value) = conditionMember(node, at: pointer) else { return nil }
        let memberPointer = pointer.appending(key)
        switch kind {
        case .idiom:
            let idiom: Idiom? = enumeration(value, at: memberPointer, what: "idiom")
            return idiom.map(Condition.idiom)
        case .osAtLeast:
            return conditionVersion(value, at: memberPointer).map(Condition.osAtLeast)
        case .not:
            return condition(value, at: memberPointer, conditional: conditional, level: level + 1).map(
                Condition.not)
        case .all, .any:
            guard tape.kind(value) == .array else {
                shape(memberPointer, "\(key) must be an array of conditions")
                return nil
            }
            guard tape.count(value) > 0 else {
                invalid(memberPointer, "\(key) needs at least one condition")
                return nil
            }
            var conditions: [Condition] = []
            conditions.reserveCapacity(tape.count(value))
            var ok = true
            for (index, element) in tape.elements(of: value).enumerated() {
                if let decoded = condition(
                    element, at: memberPointer.appending(index), conditional: conditional, level: level + 1)
                {
                    conditions.append(decoded)
                } else {
                    ok = false
                }
            }
            guard ok else { return nil }
            return kind == .all ? .all(conditions) : .any(conditions)
        }
    }

    /// The one member of a condition object: its kind, its key and its value. An object with
    /// no member, an unknown one or more than one is a problem: a member the engine ignored
    /// would change what the condition means (`{"idiom": "pad", "osAtLeast": "16.0"}` reads as
    /// both to one developer and as either to another).
    private mutating func conditionMember(_ object: Document.Node, at pointer: JSONPointer)
        -> (ConditionKind, String, Document.Node)?
    {
        let expected = ScenarioNames.conditionKinds.joined(separator: ", ")
        let count = tape.count(object)
        guard count == 1, let (keyNode, value) = tape.members(of: object).first(where: { _ in true }) else {
            let detail =
                count == 0
                ? "a condition object needs one member, one of \(expected)"
                : "a condition object has exactly one member, one of \(expected); combine conditions with {\"all\": […]} or {\"any\": […]}"
            invalid(pointer, detail)
            return nil
        }
        let key = tape.string(keyNode) ?? ""
        guard let kind = ConditionKind(rawValue: key) else {
            invalid(
                pointer.appending(key),
                "unknown condition '\(key.prefix(80))'; expected one of \(expected)"
                    + NameSuggestion.hint(for: key, among: ScenarioNames.conditionKinds))
            return nil
        }
        return (kind, key, value)
    }

    /// `osAtLeast`'s version: a string of the form major[.minor[.patch]], as `device.os`.
    private mutating func conditionVersion(_ value: Document.Node, at pointer: JSONPointer) -> OSVersion? {
        switch tape.kind(value) {
        case .string:
            let text = tape.string(value) ?? ""
            if let version = Self.osVersion(text) ?? OSVersion(parsing: text) { return version }
            invalid(
                pointer,
                "'\(text.prefix(80))' is not an iOS version of the form major[.minor[.patch]]"
                    + Self.versionHint(for: text))
            return nil
        case .number:
            let number = tape.number(value) ?? 0
            shape(
                pointer,
                "osAtLeast must be a string such as \"\(number)\" (a number cannot tell 16.1 from 16.10)")
            return nil
        default:
            shape(pointer, "osAtLeast must be a string such as \"16.0\"")
            return nil
        }
    }

    /// `" (did you mean '16.0'?)"` for a version written with words around it (`"iOS 16"`,
    /// `"16.x"`, `"v16.4"`): the first run of digits and dots in `text`, when that is a version.
    static func versionHint(for text: String) -> String {
        let run = text.drop { !$0.isASCII || !$0.isNumber }.prefix {
            $0.isASCII && ($0.isNumber || $0 == ".")
        }
        var candidate = String(run)
        while candidate.hasSuffix(".") { candidate.removeLast() }
        guard !candidate.isEmpty, candidate != text, let version = OSVersion(parsing: candidate) else {
            return ""
        }
        return " (did you mean '\(version)'?)"
    }

    /// Keeps a flag a condition reads, checked once the whole scenario is read.
    private mutating func recordFlagReference(_ reference: FlagReference) {
        if flagReferences.isEmpty { flagReferences.reserveCapacity(4) }
        flagReferences.append(reference)
    }
}

/// The members a condition object may have (api.md §1).
enum ConditionKind: String, CaseIterable {
    case idiom, osAtLeast, not, all, any
}
