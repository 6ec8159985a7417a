import AutorotateEngine

extension Operations {
    /// At most this many transitions are probed per lint request (each is one more lint of the
    /// range): a project with more gets the first ones, in the import's file and line order.
    public static let maximumProbedTransitions = 64

    /// A transition lint did not probe, and why, in a sentence (`lint --project` prints it as a
    /// note at the transition's line).
    public struct UnprobedTransition: Sendable, Equatable {
        /// The index in the request's `transitions`.
        public var index: Int
        /// Why, in words.
        public var reason: String
    }

    /// Whether a lint body has a `transitions` member, by a scan of its bytes: a body without the
    /// key is linted as it always was, with no second parse.
    static func mayHoldTransitions(_ body: [UInt8]) -> Bool {
        body.firstRange(of: Array("\"transitions\"".utf8)) != nil
    }

    /// Lint of a request with the import's `transitions` (api.md §7, §9.1): the scenario linted as
    /// it is, then each transition probed (``TransitionProbe``) and the findings it adds reported at
    /// `/transitions/N`. A request without `transitions` is linted as ``lint(_:as:)`` does.
    func lintWithTransitions(_ json: [UInt8]) -> Result<LintReport, InputProblem> {
        let document: JSONValue
        do {
            document = try JSONReader.parse(json, maxDepth: limits.maxJSONDepth)
        } catch {
            return .failure(InputProblem(malformedJSON: error))
        }
        guard case .object(var request) = document, let listed = request["transitions"] else {
            return Linter.lint(document: document, limits: limits)
        }
        request.members.removeAll { $0.key == "transitions" }
        let base: LintReport
        switch Linter.lint(document: .object(request), limits: limits) {
        case .success(let report): base = report
        case .failure(let problem): return .failure(problem)
        }
        var declared: Set<String> = []
        if case .object(let controllers)? = request["viewControllers"] { declared = Set(controllers.keys) }
        let transitions: [ImportTransition]
        switch TransitionList.decode(listed, declared: declared.contains) {
        case .success(let decoded): transitions = decoded
        case .failure(let problem): return .failure(problem)
        }
        let baseKeys = Set(base.findings.map(FindingKey.init))
        let reach = TransitionReach(scenario: request, transitions: transitions)
        var findings = base.findings
        for (index, transition) in transitions.enumerated().prefix(Self.maximumProbedTransitions) {
            let probe = TransitionProbe(index: index, transition: transition)
            guard case .success(let runs) = probe.runs(request: request, reach: reach) else { continue }
            for run in runs {
                // A run the engine refuses (an event the import wrote that it cannot model) shows
                // nothing about the transition; the scenario itself was linted above.
                guard case .success(let report) = Linter.lint(document: run.document, limits: limits) else {
                    continue
                }
                findings += probe.findings(of: report, run: run, base: baseKeys)
            }
        }
        findings.sort { a, b in
            if a.severity != b.severity { return a.severity < b.severity }
            if a.id != b.id { return a.id < b.id }
            return a.pointer < b.pointer
        }
        return .success(LintReport(engineVersion: base.engineVersion, findings: findings))
    }

    /// The transitions of an import that lint does not probe, and why: a `from` (or caller) no
    /// chain from the root reaches, a push outside any navigation controller, a pushed view
    /// controller the scenario already places, or one beyond ``maximumProbedTransitions``.
    public static func unprobedTransitions(scenario: JSONValue, transitions: [ImportTransition])
        -> [UnprobedTransition]
    {
        guard case .object(let request) = scenario else { return [] }
        let reach = TransitionReach(scenario: request, transitions: transitions)
        var unprobed: [UnprobedTransition] = []
        for (index, transition) in transitions.enumerated() {
            guard index < maximumProbedTransitions else {
                unprobed.append(
                    UnprobedTransition(
                        index: index,
                        reason: "not probed: lint probes the first \(maximumProbedTransitions) transitions"))
                continue
            }
            let probe = TransitionProbe(index: index, transition: transition)
            guard case .failure(let skip) = probe.runs(request: request, reach: reach) else { continue }
            let reason: String
            switch skip {
            case .unreachable(let id):
                reason =
                    "not probed: no root, tab, push or presentation the import found shows '\(id)', so lint cannot tell what is on screen here"
            case .noNavigationController(let id):
                reason =
                    "not probed: '\(id)' is in no navigation controller the import found, where a push does nothing"
            case .outsideRange:
                reason = "not probed: its #available branch runs on no iOS version of the lint range"
            case .alreadyPlaced(let id):
                reason = "'\(id)' already has a place in the scenario; lint checks it there"
            }
            unprobed.append(UnprobedTransition(index: index, reason: reason))
        }
        return unprobed
    }
}
