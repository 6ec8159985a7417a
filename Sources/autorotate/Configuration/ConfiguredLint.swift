import AutorotateOperations

/// A lint request with the team's configuration in it, and the policy the CLI applies to the
/// answer (api.md §7.1). The configuration's `minimumOS`, `maximumOS` and `idioms` replace the
/// request's (the command-line options replace both afterwards), its `disable` joins the
/// request's. The policy members (`severity`, `exclude`, `baseline`) are applied here, after the
/// engine, with the files known: the server cannot see them, and a fingerprint names the file.
/// Only the joined `severity` stays in the request, for the engine's repair checks.
struct ConfiguredLint {
    /// The request to send: the configuration's range, idioms, disable and joined severities in
    /// its `lint` member, no `exclude` or `baseline`.
    var request: [UInt8]
    /// The request's own policy members joined with the configuration's (the configuration wins
    /// for a rule both name).
    var policy: LintPolicy
    /// The configuration read, if any.
    var configuration: LintConfiguration?

    /// Reads the configuration (`--config FILE`, else DIR/.autorotate.yml of `--project DIR`) and
    /// applies it to `request`; a problem in either is `file:line: message` (or `NAME: /lint/…:
    /// message` for the request's own policy members).
    static func prepare(
        request: [UInt8], name: String, config: String?, project: String?, writingBaseline: Bool
    ) -> Result<ConfiguredLint, LintInput.LoadError> {
        let configuration: LintConfiguration?
        switch LintConfiguration.find(config: config, project: project) {
        case .success(let found): configuration = found
        case .failure(let error): return .failure(error)
        }
        var configured = ConfiguredLint(request: request, policy: LintPolicy(), configuration: configuration)
        if case .object(var object)? = try? JSONReader.parse(request, maxDepth: JSONReader.depthCeiling) {
            var lint = JSONObject()
            if case .object(let given)? = object["lint"] { lint = given }
            var errors: [PointerError] = []
            var malformed = false
            let lintPointer = JSONPointer.root.appending("lint")
            guard let own = LintPolicy.decode(lint, at: lintPointer, errors: &errors, malformed: &malformed)
            else {
                return .failure(
                    LintInput.LoadError(
                        message: errors.map { "\(name): \($0.pointer): \($0.detail)" }.joined(separator: "\n")
                    ))
            }
            configured.policy = own
            let ownPolicy = lint.members.contains { LintPolicy.memberNames.contains($0.key) }
            guard ownPolicy || configuration != nil else { return finish(configured, writingBaseline) }
            lint.members.removeAll { LintPolicy.memberNames.contains($0.key) }
            if let configuration { apply(configuration, to: &lint) }
            // The engine reads the joined severities too: a repair it checks must not bring an
            // error the team's severities make one.
            var severities = own.severity
            for (id, severity) in configuration?.policy.severity ?? [:] { severities[id] = severity }
            if !severities.isEmpty {
                let members = severities.keys.sorted().compactMap { id in
                    severities[id].map { JSONMember(id, .string($0.rawValue)) }
                }
                lint.members.append(JSONMember("severity", .object(JSONObject(members))))
            }
            object.members.removeAll { $0.key == "lint" }
            if !lint.members.isEmpty { object.members.append(JSONMember("lint", .object(lint))) }
            configured.request = JSONValue.object(object).serialized()
        }
        return finish(configured, writingBaseline)
    }

    /// Joins the configuration's policy to the request's.
    private static func finish(_ prepared: ConfiguredLint, _ writingBaseline: Bool) -> Result<
        ConfiguredLint, LintInput.LoadError
    > {
        var configured = prepared
        if let configuration = configured.configuration {
            for (id, severity) in configuration.policy.severity { configured.policy.severity[id] = severity }
            configured.policy.exclude += configuration.policy.exclude
            if !writingBaseline {
                switch configuration.baseline() {
                case .success(let results?): configured.policy.baseline = results
                case .success(nil): break
                case .failure(let error): return .failure(error)
                }
            }
        }
        if writingBaseline { configured.policy.baseline = nil }
        return .success(configured)
    }

    /// `minimumOS`, `maximumOS`, `idioms` set, `disable` joined.
    private static func apply(_ configuration: LintConfiguration, to lint: inout JSONObject) {
        func set(_ key: String, _ value: JSONValue) {
            lint.members.removeAll { $0.key == key }
            lint.members.append(JSONMember(key, value))
        }
        if let minimum = configuration.minimumOS { set("minimumOS", .string(minimum)) }
        if let maximum = configuration.maximumOS { set("maximumOS", .string(maximum)) }
        if let idioms = configuration.idioms { set("idioms", .array(idioms.map { .string($0) })) }
        if !configuration.disable.isEmpty {
            var ids: [String] = []
            if case .array(let given)? = lint["disable"] {
                for case .string(let id) in given where !ids.contains(id) { ids.append(id) }
            }
            for id in configuration.disable where !ids.contains(id) { ids.append(id) }
            set("disable", .array(ids.map { .string($0) }))
        }
    }

    /// `report` with the policy applied for the files of `subject`. Marks an answer may already
    /// carry (a server reads suppression comments in a plist text too) are cleared first, so
    /// that they are made once, with the files known here.
    func apply(to report: LintReport, subject: LintSubject) -> LintReport {
        var plain = report.findings.filter { $0.id != UnusedSuppressionNote.id }
        for index in plain.indices {
            plain[index].suppressions = []
            plain[index].baselineState = nil
        }
        let cleared = LintReport(engineVersion: report.engineVersion, findings: plain)
        return LintPolicyApplication.apply(policy, to: cleared, subject: subject)
    }
}
