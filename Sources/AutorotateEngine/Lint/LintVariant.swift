import AutorotateWire

/// One version × idiom of a lint run, the walk every rule shares (``LintRule``): the scenario
/// decoded for it, its probes run once (``LintProbes``), every decision of every probe in order
/// (``visits``), and the request as written. The helpers below phrase moments, pointers and names
/// the same way for every rule.
struct LintVariant {
    /// The index of this variant's version in the versions lint runs.
    let versionIndex: Int
    let scenario: Scenario
    let limits: EngineLimits
    /// The request as written, without its `lint` member (for rules that read how a value is
    /// spelt, which the decoded scenario no longer holds: AR002).
    let document: JSONValue
    /// Each probe with the simulation it produced.
    let runs: [LintRun]
    /// Every decision of every run, launch first, each followed by its reactions, in run order.
    let visits: [DecisionVisit]
    /// The engine at launch state, for reading masks and preferred orientations as UIKit would.
    let engine: RotationEngine

    var os: OSVersion { scenario.device.os }
    var idiom: Idiom { scenario.device.idiom }

    /// ``LintOptions/eventNames``.
    let eventNames: [Int: String]

    init(
        versionIndex: Int, scenario: Scenario, document: JSONValue, limits: EngineLimits,
        eventNames: [Int: String] = [:]
    ) {
        self.versionIndex = versionIndex
        self.eventNames = eventNames
        self.scenario = scenario
        self.document = document
        self.limits = limits
        engine = RotationEngine(scenario: scenario)
        var runs: [LintRun] = []
        for probe in LintProbes.probes(for: scenario) {
            var probed = scenario
            probed.events = probe.events
            if probe.presentsCoveringViewController {
                probed.viewControllers.append(LintProbes.coveringViewController)
            }
            var probeEngine = RotationEngine(scenario: probed)
            runs.append(LintRun(probe: probe, simulation: probeEngine.run(limits: limits)))
        }
        self.runs = runs
        var visits: [DecisionVisit] = []
        func visit(_ decision: Decision, step: Int?, probe: LintProbe, skippingWarnings: Int) {
            visits.append(
                DecisionVisit(
                    decision: decision, step: step, probe: probe,
                    newWarnings: decision.warnings.dropFirst(skippingWarnings)))
            for reaction in decision.reactions {
                visit(reaction, step: step, probe: probe, skippingWarnings: 0)
            }
        }
        for run in runs {
            // The launch decision repeats the warnings of reading the scenario first.
            visit(
                run.simulation.launch, step: nil, probe: run.probe, skippingWarnings: scenario.warnings.count)
            for (index, decision) in run.simulation.decisions.enumerated() {
                visit(decision, step: index, probe: run.probe, skippingWarnings: 0)
            }
        }
        self.visits = visits
    }

    // MARK: Shared helpers

    /// The evidence of a decision: the launch (`step == nil`), a scenario event, or a probe step.
    func evidence(
        probe: LintProbe, step: Int?, exception: ExceptionInfo? = nil, error: ErrorInfo? = nil
    ) -> FindingEvidence {
        var evidence = FindingEvidence(
            os: os.description, idiom: idiom.rawValue, exception: exception, error: error)
        if let step {
            if step < probe.ownEventCount {
                evidence.event = step
            } else if step < probe.labels.count {
                evidence.probe = "\(probe.description): \(probe.labels[step])"
            }
        }
        return evidence
    }

    /// Where a decision happens, in words: `at launch`, `at event 3 (present)` (or the event's
    /// name in ``eventNames``: `at the app's call (attemptRotationToDeviceOrientation)`), or for a step
    /// lint adds, the step itself first (a crash happens at that step, not at the whole probe):
    /// `at the step 'present player' of lint's probe 'present player from the root, then …'`.
    func moment(probe: LintProbe, step: Int?) -> String {
        guard let step else { return "at launch" }
        if step < probe.ownEventCount {
            return "at \(eventNames[step] ?? "event \(step)") (\(probe.labels[step]))"
        }
        guard step < probe.labels.count else { return "after launch" }
        return "at the step '\(probe.labels[step])' of lint's probe '\(probe.description)'"
    }

    /// The pointer of the scenario event behind a step, `nil` for the launch and probe steps.
    func eventPointer(probe: LintProbe, step: Int?) -> String? {
        guard let step, step < probe.ownEventCount, step < probe.events.count else { return nil }
        return probe.events[step].pointer.string
    }

    func vcPointer(_ vc: Int, _ member: String...) -> String {
        var pointer = JSONPointer.root.appending("viewControllers").appending(scenario.viewControllers[vc].id)
        for token in member { pointer.append(token) }
        return pointer.string
    }

    /// `spec` as a sentence names it (``Prose/viewControllerName(id:className:isStockClass:classIsShared:)``).
    func name(_ spec: ViewControllerSpec) -> String {
        let shared = scenario.viewControllers.contains { $0.className == spec.className && $0.id != spec.id }
        return Prose.viewControllerName(
            id: spec.id, className: spec.className,
            isStockClass: spec.className == spec.kind.defaultClassName,
            classIsShared: shared)
    }

    func index(ofID id: String?) -> Int? { id.flatMap { scenario.index(ofID: $0) } }

    /// The interface orientation with output name `name`.
    static func orientation(named name: String) -> InterfaceOrientation? {
        InterfaceOrientation.outputOrder.first { $0.name == name }
    }

    /// Names of a mask for messages: `portrait, landscapeLeft` or `no orientation`.
    static func names(_ mask: OrientationMask) -> String {
        let effective = mask.effective
        return effective.rawValue == 0 ? "no orientation" : effective.spokenNames
    }

    /// The pointer of the application's orientations: the delegate's or UIApplication's method,
    /// else the Info.plist list in use, else the plist itself.
    var applicationMaskPointer: String {
        let app = JSONPointer.root.appending("app")
        if scenario.app.delegateMask != nil {
            return app.appending("delegate").appending("supportedInterfaceOrientationsForWindow").string
        }
        if scenario.app.applicationMask != nil {
            return app.appending("application").appending("supportedInterfaceOrientationsForWindow").string
        }
        return app.appending("infoPlist").appending(plistKey ?? "UISupportedInterfaceOrientations").string
    }

    /// The pointer of an Info.plist key (or of one entry of its list), escaped as RFC 6901 says:
    /// `UISupportedInterfaceOrientations~ipad` is `/app/infoPlist/UISupportedInterfaceOrientations~0ipad`.
    static func plistPointer(_ key: String, index: Int? = nil) -> String {
        let pointer = JSONPointer.root.appending("app").appending("infoPlist").appending(key)
        return (index.map { pointer.appending($0) } ?? pointer).string
    }

    /// The Info.plist key R2.1 reads for this idiom, `nil` when none is present and non-empty.
    var plistKey: String? {
        let plist = scenario.app.infoPlist
        let suffixed = idiom == .pad ? plist.supportedPad : plist.supportedPhone
        if let suffixed, !suffixed.isEmpty {
            return idiom == .pad
                ? "UISupportedInterfaceOrientations~ipad" : "UISupportedInterfaceOrientations~iphone"
        }
        if let supported = plist.supported, !supported.isEmpty { return "UISupportedInterfaceOrientations" }
        return nil
    }

    /// The first decision of any run that `matches`, as evidence.
    func firstEvidence(where matches: (Decision) -> Bool) -> FindingEvidence? {
        for run in runs {
            if matches(run.simulation.launch) { return evidence(probe: run.probe, step: nil) }
            for (index, decision) in run.simulation.decisions.enumerated() where matches(decision) {
                return evidence(probe: run.probe, step: index)
            }
        }
        return nil
    }
}

// MARK: Helpers several rules share

extension LintVariant {
    /// Where a visit happens, in words (``moment(probe:step:)``).
    func moment(_ visit: DecisionVisit) -> String { moment(probe: visit.probe, step: visit.step) }

    /// The pointer of the scenario event behind a visit, `nil` for the launch and probe steps.
    func eventPointer(_ visit: DecisionVisit) -> String? {
        eventPointer(probe: visit.probe, step: visit.step)
    }

    /// Where a warning of a visit points: its own pointer, else the event's; `nil` for neither.
    func pointer(of warning: Warning, in visit: DecisionVisit) -> String? {
        guard let pointer = warning.pointer ?? eventPointer(visit), !pointer.isEmpty else { return nil }
        return pointer
    }

    /// The evidence of a visit, with what UIKit raised or returned there.
    func evidence(_ visit: DecisionVisit, exception: ExceptionInfo? = nil, error: ErrorInfo? = nil)
        -> FindingEvidence
    {
        evidence(probe: visit.probe, step: visit.step, exception: exception, error: error)
    }

    /// Every visit whose decision raised `code`, with the view controller UIKit read when it did
    /// (``decidingViewController(_:)``); visits of the R6.4 probe's own view controller are left out.
    func raises(_ code: ExceptionCode) -> [(
        exception: ExceptionInfo, viewController: Int, visit: DecisionVisit
    )] {
        visits.compactMap { visit in
            guard let exception = visit.decision.exception, exception.kind.code == code,
                let vc = decidingViewController(visit)
            else { return nil }
            return (exception, vc, visit)
        }
    }

    /// The view controller UIKit read when it raised: the presented one for a present, else the
    /// decider the decision names, else the root; `nil` for the view controller the R6.4 probe
    /// presents, which is not the scenario's.
    func decidingViewController(_ visit: DecisionVisit) -> Int? {
        if let step = visit.step, step < visit.probe.events.count,
            case .present(let vc, _, _, _) = visit.probe.events[step].kind
        {
            return vc < scenario.viewControllers.count ? vc : nil
        }
        return index(ofID: visit.decision.decidedBy.viewController)
            ?? index(ofID: visit.decision.topViewController) ?? scenario.rootViewController
    }

    /// Whether ignoring `vc`'s `shouldAutorotate` NO can change what the user sees (R9.1): only
    /// when it and the application allow more than one orientation, so that there is a rotation
    /// for NO to have stopped.
    func ignoringShouldAutorotateMatters(_ vc: Int) -> Bool {
        var reader = engine
        let allowed = reader.viewControllerMask(vc).mask.intersection(reader.applicationMask()).effective
        return allowed.orientations.count > 1
    }

    /// Whether R2.10 holds for this variant: iPad, 9.0+, all four orientations, no UIRequiresFullScreen.
    var supportsMultitasking: Bool {
        guard idiom == .pad, os.major >= 9, !scenario.app.infoPlist.requiresFullScreen,
            let list = scenario.app.infoPlist.supportedList(for: .pad)
        else { return false }
        return list.reduce(OrientationMask()) { $0.union($1.mask) }.effective == .all
    }

    /// The view controller a `viewControllers/ID/…` pointer names, with the member tokens after it.
    func viewController(at pointer: String) -> (index: Int, member: ArraySlice<String>)? {
        guard let tokens = JSONPointer(escaped: pointer)?.tokens, tokens.count >= 3,
            tokens[0] == "viewControllers", let vc = index(ofID: tokens[1])
        else { return nil }
        return (vc, tokens[2...])
    }

    /// `text` as a sentence: capitalised, ending with a full stop.
    static func sentence(_ text: String) -> String {
        let capitalised = text.prefix(1).uppercased() + text.dropFirst()
        return capitalised.hasSuffix(".") || capitalised.hasSuffix("?") ? capitalised : capitalised + "."
    }
}
