import AutorotateWire

/// Reading and validating a ``LintPolicy`` (api.md §7.1): the `severity`, `exclude` and `baseline`
/// members of a request's `lint`, the same keys of `.autorotate.yml` once the CLI has read it, and
/// a baseline SARIF log. Every problem is appended with its pointer; nothing is applied here
/// (AutorotateOperations applies the policy to the engine's findings).
extension LintPolicy {
    /// The members of `lint` that make the policy.
    public static let memberNames = ["severity", "exclude", "baseline"]

    /// The catalogue ids a configuration may name, in catalogue order.
    public static var ruleIDs: [String] { LintCatalogue.entries.map(\.id) }

    /// `" (did you mean 'x'?)"` for `text` among `candidates`, or the empty string: the hint the
    /// request's errors give, for the CLI's configuration file.
    public static func suggestion(for text: String, among candidates: [String]) -> String {
        NameSuggestion.hint(for: text, among: candidates)
    }

    /// Reads the policy members of `lint` (the pointer is `lint`'s own); `nil` after an error.
    public static func decode(
        _ lint: JSONObject, at pointer: JSONPointer, errors: inout [PointerError], malformed: inout Bool
    ) -> LintPolicy? {
        let severity = severityMap(lint["severity"], at: pointer.appending("severity"), &errors, &malformed)
        let exclude = globs(lint["exclude"], at: pointer.appending("exclude"), &errors, &malformed)
        var baseline: [BaselineResult]?? = .some(nil)
        if let value = lint["baseline"] {
            baseline = results(ofBaseline: value, at: pointer.appending("baseline"), &errors, &malformed)
                .map { .some($0) }
        }
        guard let severity, let exclude, case .some(let accepted) = baseline else { return nil }
        return LintPolicy(severity: severity, exclude: exclude, baseline: accepted)
    }

    /// The policy of a request whose `lint` member has been validated (``Linter`` answered it);
    /// an empty policy when there is none.
    public static func decode(request: [UInt8]) -> LintPolicy {
        guard case .object(let scenario)? = try? JSONReader.parse(request, maxDepth: JSONReader.depthCeiling),
            case .object(let lint)? = scenario["lint"]
        else { return LintPolicy() }
        var errors: [PointerError] = []
        var malformed = false
        return decode(lint, at: JSONPointer.root.appending("lint"), errors: &errors, malformed: &malformed)
            ?? LintPolicy()
    }

    /// The results of a baseline SARIF log (`runs[].results[]`), each with its rule id, file,
    /// fingerprint and message; `nil` after an error (pointers under `pointer`).
    public static func results(
        ofBaseline value: JSONValue, at pointer: JSONPointer, _ errors: inout [PointerError],
        _ malformed: inout Bool
    ) -> [BaselineResult]? {
        guard case .object(let log) = value, case .array(let runs)? = log["runs"] else {
            malformed = true
            errors.append(
                PointerError(
                    pointer: pointer.string,
                    detail:
                        "a baseline must be a SARIF 2.1.0 log, an object with \"runs\": [{\"results\": […]}] (autorotate lint --write-baseline writes one)"
                ))
            return nil
        }
        var accepted: [BaselineResult] = []
        var ok = true
        for (runIndex, run) in runs.enumerated() {
            let runPointer = pointer.appending("runs").appending(runIndex)
            guard case .object(let runObject) = run else {
                malformed = true
                errors.append(
                    PointerError(pointer: runPointer.string, detail: "a SARIF run must be an object"))
                ok = false
                continue
            }
            guard let resultsValue = runObject["results"] else { continue }
            guard case .array(let results) = resultsValue else {
                malformed = true
                errors.append(
                    PointerError(
                        pointer: runPointer.appending("results").string,
                        detail: "a SARIF run's results must be an array"))
                ok = false
                continue
            }
            for (index, result) in results.enumerated() {
                let resultPointer = runPointer.appending("results").appending(index)
                guard case .object(let object) = result, case .string(let ruleID)? = object["ruleId"] else {
                    malformed = true
                    errors.append(
                        PointerError(
                            pointer: resultPointer.appending("ruleId").string,
                            detail: "a baseline result needs its \"ruleId\" string"))
                    ok = false
                    continue
                }
                accepted.append(baselineResult(object, ruleID: ruleID))
            }
        }
        return ok ? accepted : nil
    }

    private static func baselineResult(_ object: JSONObject, ruleID: String) -> BaselineResult {
        var uri: String?
        if case .array(let locations)? = object["locations"], case .object(let first)? = locations.first,
            case .object(let physical)? = first["physicalLocation"],
            case .object(let artifact)? = physical["artifactLocation"],
            case .string(let text)? = artifact["uri"]
        {
            uri = text
        }
        var fingerprint: String?
        if case .object(let prints)? = object["partialFingerprints"],
            case .string(let text)? = prints[LintFingerprint.key]
        {
            fingerprint = text
        }
        var message: String?
        if case .object(let body)? = object["message"], case .string(let text)? = body["text"] {
            message = text
        }
        return BaselineResult(ruleID: ruleID, uri: uri, fingerprint: fingerprint, message: message)
    }

    private static func severityMap(
        _ value: JSONValue?, at pointer: JSONPointer, _ errors: inout [PointerError], _ malformed: inout Bool
    ) -> [String: FindingSeverity]? {
        guard let value else { return [:] }
        guard case .object(let object) = value else {
            malformed = true
            errors.append(
                PointerError(
                    pointer: pointer.string,
                    detail: "severity must be an object of id → severity such as {\"AR006\": \"error\"}"))
            return nil
        }
        let ids = ruleIDs
        let names = FindingSeverity.allCases.map(\.rawValue)
        var map: [String: FindingSeverity] = [:]
        var ok = true
        for member in object.members {
            let memberPointer = pointer.appending(member.key).string
            guard ids.contains(member.key) else {
                errors.append(
                    PointerError(
                        pointer: memberPointer,
                        detail:
                            "unknown finding id '\(member.key)'; ids run from \(ids.first ?? "") to \(ids.last ?? "")"
                            + NameSuggestion.hint(for: member.key, among: ids)))
                ok = false
                continue
            }
            guard case .string(let name) = member.value else {
                malformed = true
                errors.append(
                    PointerError(
                        pointer: memberPointer, detail: "a severity must be a string: error, warning or note")
                )
                ok = false
                continue
            }
            guard let severity = FindingSeverity(rawValue: name) else {
                errors.append(
                    PointerError(
                        pointer: memberPointer,
                        detail: "unknown severity '\(name)'; expected error, warning or note"
                            + NameSuggestion.hint(for: name, among: names)))
                ok = false
                continue
            }
            map[member.key] = severity
        }
        return ok ? map : nil
    }

    private static func globs(
        _ value: JSONValue?, at pointer: JSONPointer, _ errors: inout [PointerError], _ malformed: inout Bool
    ) -> [String]? {
        guard let value else { return [] }
        guard case .array(let elements) = value else {
            malformed = true
            errors.append(
                PointerError(
                    pointer: pointer.string,
                    detail: "exclude must be an array of path globs such as [\"Pods/**\"]"))
            return nil
        }
        var globs: [String] = []
        var ok = true
        for (index, element) in elements.enumerated() {
            let elementPointer = pointer.appending(index).string
            guard case .string(let glob) = element else {
                malformed = true
                errors.append(PointerError(pointer: elementPointer, detail: "a path glob must be a string"))
                ok = false
                continue
            }
            if let problem = globProblem(glob) {
                errors.append(PointerError(pointer: elementPointer, detail: problem))
                ok = false
                continue
            }
            globs.append(glob)
        }
        return ok ? globs : nil
    }

    /// Why `glob` cannot name files under the project root, or `nil` when it can.
    public static func globProblem(_ glob: String) -> String? {
        if glob.isEmpty { return "a path glob must not be empty" }
        if glob.hasPrefix("/") {
            return "'\(glob)' is absolute; exclude globs are relative to the project root (e.g. Pods/**)"
        }
        if glob.split(separator: "/").contains("..") {
            return "'\(glob)' leaves the project root; exclude globs name files under it"
        }
        return nil
    }
}
