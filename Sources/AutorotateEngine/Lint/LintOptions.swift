import AutorotateWire

/// The `lint` member of a lint request (api.md §7), validated: the OS range, the idioms and the
/// catalogue ids switched off; its policy members (``LintPolicy``: severity, exclude, baseline)
/// are validated too, but applied after the engine, by AutorotateOperations. Absent members default to the scenario's own OS and idiom, with
/// nothing disabled.
struct LintOptions: Sendable, Equatable {
    var minimumOS: OSVersion
    var maximumOS: OSVersion
    var idioms: [Idiom]
    var disabled: Set<String>
    /// The request's `lint.severity` (catalogue id → the team's severity): applied to the report
    /// after the engine, and read here so that a checked repair's "no new error" counts an error
    /// as the team does (``SuggestionChecks``).
    var severities: [String: FindingSeverity] = [:]
    /// How findings name some of the scenario's events instead of `event K`: the caller's words
    /// for an event it added (`the app's push`), by event index. Not read from the request.
    var eventNames: [Int: String] = [:]
    /// Whether findings are offered checked repairs (``SuggestionChecks``); a caller that keeps
    /// few of the findings (a transition's probe) asks for none. Not read from the request.
    var suggests = true

    /// Reads `lint` (may be absent) against the scenario's own OS and idiom, appending every
    /// problem to `errors` (pointers `/lint/…`); `malformed` is set for shape problems.
    static func decode(
        _ value: JSONValue?, scenarioOS: OSVersion?, scenarioIdiom: Idiom?, errors: inout [PointerError],
        malformed: inout Bool
    ) -> LintOptions? {
        let pointer = JSONPointer.root.appending("lint")
        var object = JSONObject()
        if let value {
            guard case .object(let given) = value else {
                malformed = true
                errors.append(
                    PointerError(
                        pointer: pointer.string,
                        detail:
                            "lint must be an object: {\"minimumOS\": \"12.0\", \"maximumOS\": \"26.0\", \"idioms\": [\"phone\", \"pad\"], \"disable\": [\"AR012\"]}"
                    ))
                return nil
            }
            object = given
        }
        let known = ["minimumOS", "maximumOS", "idioms", "disable"] + LintPolicy.memberNames
        for key in object.keys where !known.contains(key) {
            errors.append(
                PointerError(
                    pointer: pointer.appending(key).string,
                    detail: "'\(key)' is not a lint option; expected one of "
                        + Prose.list(known, conjunction: "or") + NameSuggestion.hint(for: key, among: known)))
        }
        let minimum = version(object["minimumOS"], at: pointer.appending("minimumOS"), &errors, &malformed)
        let maximum = version(object["maximumOS"], at: pointer.appending("maximumOS"), &errors, &malformed)
        let idioms = idiomList(object["idioms"], at: pointer.appending("idioms"), &errors, &malformed)
        let disabled = disableList(object["disable"], at: pointer.appending("disable"), &errors, &malformed)
        // Validated here so that one answer lists every problem; applied after the engine.
        let policy = LintPolicy.decode(object, at: pointer, errors: &errors, malformed: &malformed)
        guard let scenarioOS, let scenarioIdiom else { return nil }
        guard case .some(let lower) = minimum, case .some(let upper) = maximum, let idioms, let disabled,
            let policy
        else { return nil }
        let from = lower ?? scenarioOS
        let through = upper ?? scenarioOS
        if from > through {
            let which = upper == nil ? " (the scenario's device.os, as maximumOS is absent)" : ""
            let lowerWhich = lower == nil ? " (the scenario's device.os, as minimumOS is absent)" : ""
            errors.append(
                PointerError(
                    pointer: pointer.appending(upper == nil ? "minimumOS" : "maximumOS").string,
                    detail: "maximumOS \(through)\(which) is below minimumOS \(from)\(lowerWhich)"))
            return nil
        }
        return LintOptions(
            minimumOS: from, maximumOS: through, idioms: idioms.isEmpty ? [scenarioIdiom] : idioms,
            disabled: disabled, severities: policy.severity)
    }

    /// `.some(nil)` when absent, `.some(version)` when valid, `nil` after an error.
    private static func version(
        _ value: JSONValue?, at pointer: JSONPointer, _ errors: inout [PointerError], _ malformed: inout Bool
    ) -> OSVersion?? {
        guard let value else { return .some(nil) }
        guard case .string(let text) = value else {
            malformed = true
            errors.append(
                PointerError(
                    pointer: pointer.string, detail: "an iOS version must be a string such as \"12.0\""))
            return nil
        }
        guard let parsed = OSVersion(parsing: text) else {
            errors.append(
                PointerError(
                    pointer: pointer.string,
                    detail: "'\(text)' is not an iOS version of the form major[.minor[.patch]]"))
            return nil
        }
        guard parsed >= OSVersion(2, 0) else {
            errors.append(
                PointerError(
                    pointer: pointer.string,
                    detail: "iOS \(text) predates the iPhone SDK; the earliest version modelled is 2.0"))
            return nil
        }
        return .some(parsed)
    }

    private static func idiomList(
        _ value: JSONValue?, at pointer: JSONPointer, _ errors: inout [PointerError], _ malformed: inout Bool
    ) -> [Idiom]? {
        guard let value else { return [] }
        guard case .array(let elements) = value else {
            malformed = true
            errors.append(
                PointerError(
                    pointer: pointer.string, detail: "idioms must be an array such as [\"phone\", \"pad\"]"))
            return nil
        }
        if elements.isEmpty {
            errors.append(
                PointerError(pointer: pointer.string, detail: "idioms must name at least one idiom"))
            return nil
        }
        var idioms: [Idiom] = []
        var ok = true
        for (index, element) in elements.enumerated() {
            let elementPointer = pointer.appending(index).string
            guard case .string(let name) = element else {
                malformed = true
                errors.append(PointerError(pointer: elementPointer, detail: "an idiom must be a string"))
                ok = false
                continue
            }
            guard let idiom = Idiom(rawValue: name) else {
                let names = Idiom.allCases.map(\.rawValue)
                errors.append(
                    PointerError(
                        pointer: elementPointer,
                        detail: "unknown idiom '\(name)'; expected phone or pad"
                            + NameSuggestion.hint(for: name, among: names)))
                ok = false
                continue
            }
            if idioms.contains(idiom) {
                errors.append(PointerError(pointer: elementPointer, detail: "\(name) is listed twice"))
                ok = false
            } else {
                idioms.append(idiom)
            }
        }
        return ok ? idioms : nil
    }

    private static func disableList(
        _ value: JSONValue?, at pointer: JSONPointer, _ errors: inout [PointerError], _ malformed: inout Bool
    ) -> Set<String>? {
        guard let value else { return [] }
        guard case .array(let elements) = value else {
            malformed = true
            errors.append(
                PointerError(
                    pointer: pointer.string, detail: "disable must be an array of ids such as [\"AR012\"]"))
            return nil
        }
        let ids = LintCatalogue.entries.map(\.id)
        var disabled: Set<String> = []
        var ok = true
        for (index, element) in elements.enumerated() {
            let elementPointer = pointer.appending(index).string
            guard case .string(let id) = element else {
                malformed = true
                errors.append(PointerError(pointer: elementPointer, detail: "a finding id must be a string"))
                ok = false
                continue
            }
            guard ids.contains(id) else {
                errors.append(
                    PointerError(
                        pointer: elementPointer,
                        detail:
                            "unknown finding id '\(id)'; ids run from \(ids.first ?? "") to \(ids.last ?? "")"
                            + NameSuggestion.hint(for: id, among: ids)))
                ok = false
                continue
            }
            disabled.insert(id)
        }
        return ok ? disabled : nil
    }
}
