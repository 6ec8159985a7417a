import AutorotateWire

/// One version × idiom of a lint run: the scenario decoded for it, its probes run
/// (``LintProbes``), and every check that reads those simulations or the decoded scenario.
/// The checks live in extensions by what they read: `LintVariant+Simulation.swift` (exceptions,
/// errors, logs and warnings of each decision), `LintVariant+Configuration.swift` (who decides:
/// containers, multitasking, sheets, upside-down, callbacks).
struct LintVariant {
    let versionIndex: Int
    let scenario: Scenario
    let limits: EngineLimits
    /// Each probe with the simulation it produced.
    let runs: [(probe: LintProbe, simulation: Simulation)]
    /// The engine at launch state, for reading masks and preferred orientations as UIKit would.
    let engine: RotationEngine

    var os: OSVersion { scenario.device.os }
    var idiom: Idiom { scenario.device.idiom }

    init(versionIndex: Int, scenario: Scenario, limits: EngineLimits) {
        self.versionIndex = versionIndex
        self.scenario = scenario
        self.limits = limits
        engine = RotationEngine(scenario: scenario)
        var runs: [(probe: LintProbe, simulation: Simulation)] = []
        for probe in LintProbes.probes(for: scenario) {
            var probed = scenario
            probed.events = probe.events
            if probe.presentsCoveringViewController {
                probed.viewControllers.append(LintProbes.coveringViewController)
            }
            var probeEngine = RotationEngine(scenario: probed)
            runs.append((probe, probeEngine.run(limits: limits)))
        }
        self.runs = runs
    }

    func check(into collector: inout FindingCollector) {
        checkScenarioWarnings(into: &collector)
        for run in runs {
            checkDecision(
                run.simulation.launch, step: nil, probe: run.probe, skippingWarnings: scenario.warnings.count,
                into: &collector)
            for (index, decision) in run.simulation.decisions.enumerated() {
                checkDecision(decision, step: index, probe: run.probe, skippingWarnings: 0, into: &collector)
            }
        }
        checkContainers(into: &collector)
        checkMultitasking(into: &collector)
        checkPadOrientations(into: &collector)
        checkUpsideDown(into: &collector)
        checkPresentedStyles(into: &collector)
        checkCallbacks(into: &collector)
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

    /// Where a decision happens, in words: `at launch`, `at event 3 (present)`, or for a step
    /// lint adds, the step itself first (a crash happens at that step, not at the whole probe):
    /// `at the step 'present player' of lint's probe 'present player from the root, then …'`.
    func moment(probe: LintProbe, step: Int?) -> String {
        guard let step else { return "at launch" }
        if step < probe.ownEventCount { return "at event \(step) (\(probe.labels[step]))" }
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
        return effective.rawValue == 0 ? "no orientation" : effective.uikitNames
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
