import AutorotateWire

/// Lint (api.md §7): runs a scenario's own events and lint's probes on every boundary version of
/// the requested range (``VersionBoundaries/versions(from:through:)``) × idioms, and turns what the
/// simulations show — exceptions, errors, warnings, logs, who decided — into catalogue findings
/// (``LintCatalogue``), each reported once with its OS ranges merged.
///
/// ```swift
/// switch Linter.lint(json: body) {
/// case .success(let report): respond(report.jsonBytes())
/// case .failure(let problem): report(problem.errors)      // pointers such as /lint/minimumOS
/// }
/// ```
public enum Linter {
    /// Parses, validates and lints a request: a Scenario (events optional) with an optional `lint`
    /// member.
    public static func lint(json: [UInt8], limits: EngineLimits = .default) -> Result<
        LintReport, InputProblem
    > {
        let document: JSONValue
        do {
            document = try JSONReader.parse(json, maxDepth: limits.maxJSONDepth)
        } catch {
            return .failure(
                InputProblem(malformedJSON: error))
        }
        return lint(document: document, limits: limits)
    }

    /// Validates and lints an already parsed request. Every problem of the scenario and of its
    /// `lint` member is reported together, with pointers into the request.
    /// `eventNames` names events the caller added to the scenario, for the findings' messages
    /// (``LintOptions/eventNames``); `suggests: false` leaves repairs unchecked and unoffered
    /// (``LintOptions/suggests``).
    public static func lint(
        document: JSONValue, limits: EngineLimits = .default, eventNames: [Int: String] = [:],
        suggests: Bool = true
    ) -> Result<LintReport, InputProblem> {
        var lintValue: JSONValue?
        var scenarioDocument = document
        if case .object(var object) = document {
            lintValue = object["lint"]
            object.members.removeAll { $0.key == "lint" }
            scenarioDocument = .object(object)
        }
        var errors: [PointerError] = []
        var malformed = false
        let validated: ValidatedScenario?
        switch ValidatedScenario.validate(document: scenarioDocument, limits: limits) {
        case .success(let scenario): validated = scenario
        case .failure(let problem):
            validated = nil
            errors = problem.errors
            malformed = problem.kind == .malformed
        }
        let options = LintOptions.decode(
            lintValue, scenarioOS: validated?.os, scenarioIdiom: validated?.idiom, errors: &errors,
            malformed: &malformed)
        guard errors.isEmpty, let validated, var options else {
            return .failure(
                InputProblem(kind: malformed ? .malformed : .invalid, subject: "lint request", errors: errors)
            )
        }
        options.eventNames = eventNames
        options.suggests = suggests
        return .success(lint(validated, options: options))
    }

    /// The catalogue as SARIF reporting descriptors (for ``LintReport/sarifBytes(rules:informationURI:locations:)``),
    /// each with a `helpUri` to its section of the rule reference at `documentationURI` (an
    /// absolute URI of a copy of `docs/lint.md`), none without one.
    public static func descriptors(documentationURI: String? = nil) -> [LintRuleDescriptor] {
        LintCatalogue.descriptors(documentationURI: documentationURI)
    }

    /// How many simulations linting `json` runs (versions × idioms × probes, for the lint itself
    /// and for every repair it checks), 0 for a rejected request: what the lint benchmark reports
    /// beside its times. It lints `json` to know.
    public static func simulationCount(json: [UInt8], limits: EngineLimits = .default) -> Int {
        guard case .object(var object)? = try? JSONReader.parse(json, maxDepth: limits.maxJSONDepth) else {
            return 0
        }
        let lintValue = object["lint"]
        object.members.removeAll { $0.key == "lint" }
        guard
            case .success(let validated) = ValidatedScenario.validate(
                document: .object(object), limits: limits)
        else { return 0 }
        var errors: [PointerError] = []
        var malformed = false
        guard
            let options = LintOptions.decode(
                lintValue, scenarioOS: validated.os, scenarioIdiom: validated.idiom, errors: &errors,
                malformed: &malformed)
        else { return 0 }
        var count = 0
        _ = lint(validated, options: options, simulations: &count)
        return count
    }

    /// Lints `validated` over `options`' range, and offers each finding the first repair its
    /// rule proposed that holds (``checkedSuggestion(for:candidates:original:validated:options:)``).
    static func lint(_ validated: ValidatedScenario, options: LintOptions) -> LintReport {
        var simulations = 0
        return lint(validated, options: options, simulations: &simulations)
    }

    /// ``lint(_:options:)``, adding the simulations it ran (its walk and every repair it checked)
    /// to `simulations`.
    static func lint(_ validated: ValidatedScenario, options: LintOptions, simulations: inout Int)
        -> LintReport
    {
        let collected = walk(validated, options: options, simulations: &simulations)
        var checks = SuggestionChecks()
        defer { simulations += checks.simulations }
        let findings = collected.map { item in
            var finding = item.finding
            if options.suggests,
                let suggestion = checks.firstHolding(
                    item.candidates, for: finding, original: collected, validated: validated, options: options
                )
            {
                finding.suggestion = suggestion
                finding.fix = suggestion.summary
            }
            return finding
        }
        return LintReport(engineVersion: EngineInfo.version, findings: findings)
    }

    /// The walk every rule shares: each version × idiom is decoded and its probes run once
    /// (``LintVariant``), then every rule not disabled reads it (``LintRule``); the collector
    /// merges what they find across versions. Each finding comes with its rule's candidate
    /// repairs, unchecked.
    static func walk(_ validated: ValidatedScenario, options: LintOptions) -> [CollectedFinding] {
        var simulations = 0
        return walk(validated, options: options, simulations: &simulations)
    }

    /// ``walk(_:options:)``, adding the simulations it ran to `simulations`.
    static func walk(_ validated: ValidatedScenario, options: LintOptions, simulations: inout Int)
        -> [CollectedFinding]
    {
        let versions = VersionBoundaries.versions(from: options.minimumOS, through: options.maximumOS)
        let rules = LintCatalogue.rules.filter { !options.disabled.contains($0.entry.id) }
        var collector = FindingCollector(versions: versions, maximumOS: options.maximumOS)
        var review: AssumptionReview?
        // What each rule that reads only the request found, once it has been asked.
        var requestFindings = [[RuleFinding]?](repeating: nil, count: rules.count)
        for (versionIndex, os) in versions.enumerated() {
            for idiom in options.idioms {
                let variant = validated.variant(os: os, idiom: idiom)
                var decoder = ScenarioDecoder(limits: validated.limits)
                guard let scenario = decoder.decodeScenario(variant.document) else { continue }
                if review == nil { review = AssumptionReview(scenario: scenario) }
                let context = LintVariant(
                    versionIndex: versionIndex, scenario: scenario, document: validated.document,
                    limits: validated.limits, eventNames: options.eventNames)
                simulations += context.runs.count
                for (ruleIndex, rule) in rules.enumerated() {
                    let found: [RuleFinding]
                    if let known = requestFindings[ruleIndex] {
                        found = known
                    } else {
                        found = rule.findings(in: context)
                        if rule.readsOnlyTheRequest { requestFindings[ruleIndex] = found }
                    }
                    for finding in found {
                        collector.add(rule.entry, finding, versionIndex: versionIndex)
                    }
                }
            }
        }
        let findings = collector.findings()
        guard let review, !review.isEmpty else { return findings }
        return findings.map { item in
            var reviewed = item
            reviewed.finding = review.review(item.finding)
            return reviewed
        }
        .sorted { FindingCollector.worstFirst($0.finding, $1.finding) }
    }
}
