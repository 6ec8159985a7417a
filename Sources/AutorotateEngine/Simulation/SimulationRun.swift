import AutorotateWire

/// Runs a whole scenario: the launch, then each event with its reactions (R7.6), until the end
/// or an exception (api.md §4).
extension RotationEngine {
    static let reactionDepthLimit = 8

    /// Simulates the scenario and returns the Simulation.
    mutating func run(limits: EngineLimits) -> Simulation {
        var budget = DecisionBudget(remaining: limits.maxDecisions, reportedViews: limits.maxReportedViews)
        let launchDecision = runLaunch(budget: &budget)
        var decisions: [Decision] = []
        decisions.reserveCapacity(scenario.events.count)
        var terminated: Termination?
        if let exception = firstException(in: launchDecision) {
            // api.md §4: the app dies during launch, also when a reaction to a launch
            // notification raised (R7.6).
            terminated = Termination(event: nil, exception: exception)
        } else {
            for (index, event) in scenario.events.enumerated() {
                // `recorder` is fresh: the launch's or the previous event's Decision reset it.
                let decision = runEvent(event, index: index, depth: 0, budget: &budget)
                // Read before the append, which then moves the decision instead of copying it.
                let exception = firstException(in: decision)
                decisions.append(consume decision)
                if let exception {
                    terminated = Termination(event: index, exception: exception)
                    break
                }
            }
        }
        return Simulation(
            engine: EngineStamp(version: EngineInfo.version, generation: generation.rawValue),
            launch: launchDecision, decisions: decisions,
            final: FinalState(
                deviceOrientation: state.device.name, interfaceOrientation: state.interface.name,
                statusBarOrientation: state.statusBar.name, topViewController: decider().map { id($0) },
                presented: state.chain.map { id($0.viewController) }, views: layout.all()),
            terminated: terminated)
    }

    private func firstException(in decision: Decision) -> ExceptionInfo? {
        if let exception = decision.exception { return exception }
        for reaction in decision.reactions {
            if let exception = firstException(in: reaction) { return exception }
        }
        return nil
    }

    private mutating func runLaunch(budget: inout DecisionBudget) -> Decision {
        // `recorder` is fresh: the engine's own, or reset by the last Decision of an earlier run.
        recorder.weaken(to: generationConfidence)
        recorder.warnings = scenario.warnings
        budget.remaining -= 1
        let snapshot = layout.snapshot()
        var previous = launchStatusBarOrientation()
        do {
            previous = try launch()
        } catch {
            recorder.exception = error.info
        }
        return finishDecision(
            event: nil, type: .launch, previous: previous, viewSnapshot: snapshot, depth: 0, budget: &budget)
    }

    /// Runs one event (a scenario event or a reaction's) and its reactions. `index` is the
    /// scenario event the Decision reports (`nil` for a reaction to a launch notification).
    /// The event records into `recorder`, which is a fresh one (the previous Decision reset it;
    /// a reaction's caller sets its own recorder aside for it), and leaves it reset by the Decision.
    private mutating func runEvent(
        _ event: ScenarioEvent, index: Int?, depth: Int, budget: inout DecisionBudget
    )
        -> Decision
    {
        recorder.weaken(to: generationConfidence)
        budget.remaining -= 1
        let previous = state.interface
        let snapshot = layout.snapshot()
        // The state to roll back to, kept only for an event that can raise: a copy held while a
        // push, pop or setFlag mutates the state would copy its view controllers or flags. Not an
        // `Optional` copy: destroying one went through the runtime's generic enum witnesses.
        if event.kind.mayRaise {
            let before = RaisingEventRollback(state)
            do {
                try handle(event)
            } catch {
                // The device orientation stays as the event set it.
                before.restore(into: &state)
                recorder.callbacks.removeAll()
                recorder.exception = error.info
            }
        } else {
            do {
                try handle(event)
            } catch {
                recorder.callbacks.removeAll()
                recorder.exception = error.info
            }
        }
        let decision = finishDecision(
            event: index, type: event.kind.word, previous: previous, viewSnapshot: snapshot, depth: depth,
            budget: &budget)
        return decision
    }

    /// Runs the reactions to the notifications recorded so far, then assembles the Decision.
    private mutating func finishDecision(
        event: Int?, type: WireWord, previous: InterfaceOrientation, viewSnapshot: LayoutSnapshot,
        depth: Int,
        budget: inout DecisionBudget
    ) -> Decision {
        var reactions: [Decision] = []
        // The event's recorder stays in `recorder` but while a reaction runs, set aside for a
        // fresh one. (Moving it out for the whole loop cost one more recorder to create, swap
        // and destroy per event; setting it aside in every `runEvent` cost two swaps per event.)
        if recorder.exception == nil {
            reactionLoop: for posted in recorder.postedForReactions {
                let deviceNotification = posted.name == Self.deviceNotification
                for reaction in scenario.app.reactions where reaction.notification == posted.name {
                    if let condition = reaction.condition,
                        !condition.holds(rawValue: posted.orientation, deviceNotification: deviceNotification)
                    {
                        continue
                    }
                    guard depth < Self.reactionDepthLimit else {
                        recorder.warn(
                            "reactionDepthLimit", "reaction depth limit (\(Self.reactionDepthLimit)) reached",
                            pointer: reaction.pointer.string)
                        continue
                    }
                    for reactionEvent in reaction.events {
                        guard budget.remaining > 0 else {
                            recorder.warn(
                                "decisionLimit",
                                "the simulation reached its limit of decisions; further reactions are not run",
                                pointer: reaction.pointer.string)
                            break reactionLoop
                        }
                        // Swapped out rather than copied: a copy retains and releases every
                        // array of the recorder.
                        var own = DecisionRecorder()
                        swap(&own, &recorder)
                        let nested = runEvent(
                            reactionEvent, index: event, depth: depth + 1, budget: &budget)
                        swap(&recorder, &own)
                        reactions.append(nested)
                        recorder.weaken(to: nested.confidence)
                        if firstException(in: nested) != nil { break reactionLoop }
                    }
                }
            }
        }
        var views = layout.changes(since: viewSnapshot)
        if views.count > budget.reportedViews {
            if budget.reportedViews >= 0 {
                recorder.warn(
                    "viewReportLimit",
                    "the simulation reached its limit of reported view geometries; later decisions omit views (final.views is complete)"
                )
            }
            budget.reportedViews = -1
            views = []
        } else {
            budget.reportedViews -= views.count
        }
        // The recorder is left empty; the caller restores its own next.
        let decision = recorder.takeDecision(
            event: event, type: type, deviceOrientation: state.device.word,
            interfaceOrientation: state.interface.word, previousInterfaceOrientation: previous.word,
            statusBarOrientation: state.statusBar.word, rotated: state.interface != previous,
            topViewController: decider().map { id($0) }, presented: state.chain.map { id($0.viewController) },
            reportedDeviceOrientation: state.notificationCounter > 0 ? state.device.word : .unknown,
            views: views, reactions: reactions)
        return decision
    }
}

/// How many more decisions a simulation may produce (EngineLimits.maxDecisions).
struct DecisionBudget {
    var remaining: Int
    /// View geometries the decisions may still report (EngineLimits.maxReportedViews).
    var reportedViews: Int
}
