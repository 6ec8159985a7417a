import AutorotateWire

/// The checks about who decides: stock containers that never ask their children (R3.1, R3.5),
/// iPad multitasking (R2.10), devices without upside-down (R1.6), presentations that do not decide
/// (R6.2) and rotation callbacks that are not sent (R8). Each is confirmed by the probes'
/// simulations where they can show it.
extension LintVariant {
    /// R3.1, R3.5: a container that does not forward answers for its children.
    func checkContainers(into collector: inout FindingCollector) {
        guard os.major >= 6 else { return }
        let specs = scenario.viewControllers
        for (container, spec) in specs.enumerated() where !spec.children.isEmpty {
            let (containerMask, source) = engine.viewControllerMask(container)
            guard source != .forward else { continue }
            for child in spec.children where specs[child].supportedInterfaceOrientations != nil {
                let childMask = engine.viewControllerMask(child).mask
                guard childMask.effective != containerMask.effective else { continue }
                let how: String
                switch source {
                case .uikitDefault:
                    how = "does not override supportedInterfaceOrientations and answers UIKit's default"
                case .containerDelegate: how = "answers through its delegate"
                case .own, .forward: how = "answers its own mask"
                }
                let childName = name(specs[child])
                let containerName =
                    spec.className == spec.kind.defaultClassName && !Prose.isGeneratedID(spec.id)
                    ? "'\(spec.id)' (\(spec.className))" : name(spec)
                let evidence = firstEvidence { decision in
                    decision.rotated && decision.decidedBy.viewController == spec.id
                        && (Self.orientation(named: decision.interfaceOrientation).map {
                            !childMask.contains($0)
                        } ?? false)
                }
                let forward: String
                switch spec.kind {
                case .navigationController: forward = "topViewController"
                case .tabBarController: forward = "selectedViewController"
                case .splitViewController, .viewController: forward = "allChildren"
                }
                collector.add(
                    LintCatalogue.childMaskIgnored,
                    pointer: vcPointer(child, "supportedInterfaceOrientations"),
                    versionIndex: versionIndex,
                    message:
                        "\(childName) returns \(Self.names(childMask)) from supportedInterfaceOrientations, but on iOS \(os) UIKit asks its container \(containerName), which \(how): \(Self.names(containerMask.effective)). The mask of \(childName) is never read.",
                    fix:
                        "Make \(name(spec)) forward: override supportedInterfaceOrientations in a \(spec.className == spec.kind.defaultClassName ? "\(spec.className) subclass" : spec.className) to return \(forward == "allChildren" ? "its visible child's answer" : "\(forward)?.supportedInterfaceOrientations") (scenario: \"supportedInterfaceOrientations\": {\"forward\": \"\(forward)\"}).",
                    evidence: evidence)
            }
        }
    }

    /// Whether R2.10 holds for this variant: iPad, 9.0+, all four orientations, no UIRequiresFullScreen.
    var supportsMultitasking: Bool {
        guard idiom == .pad, os.major >= 9, !scenario.app.infoPlist.requiresFullScreen,
            let list = scenario.app.infoPlist.supportedList(for: .pad)
        else { return false }
        return list.reduce(OrientationMask()) { $0.union($1.mask) }.effective == .all
    }

    /// R2.10: view-controller (and application) orientation code that iPad multitasking ignores.
    func checkMultitasking(into collector: inout FindingCollector) {
        guard supportsMultitasking else { return }
        let restricting = scenario.viewControllers.filter { spec in
            spec.supportedInterfaceOrientations != nil || spec.shouldAutorotate != nil
                || spec.preferredInterfaceOrientationForPresentation != nil || spec.delegate != nil
        }
        let appOverride = scenario.app.delegateMask != nil || scenario.app.applicationMask != nil
        guard !restricting.isEmpty || appOverride else { return }
        var ignored = restricting.prefix(4).map { name($0) }
        if restricting.count > 4 {
            ignored.append(
                Prose.counted(restricting.count - 4, "more view controller", "more view controllers"))
        }
        if appOverride { ignored.append("application:supportedInterfaceOrientationsForWindow:") }
        let evidence = firstEvidence { $0.rotated && $0.decidedBy.via == "multitasking" }
        collector.add(
            LintCatalogue.multitaskingIgnoresMasks,
            pointer: Self.plistPointer(plistKey ?? "UISupportedInterfaceOrientations"),
            versionIndex: versionIndex,
            message:
                "On iPad with iOS \(os) the Info.plist lists all four orientations and UIRequiresFullScreen \(scenario.app.infoPlist.requiresFullScreenWritten ? "is NO" : "is not set"), so the app supports multitasking: UIKit never asks \(Prose.list(ignored)) for orientations and follows the device.",
            fix:
                "Add UIRequiresFullScreen = YES to the Info.plist if these orientations must hold on iPad; otherwise drop the restrictions and support every orientation.",
            evidence: evidence)
    }

    /// R2.10: an iPad list without all four orientations and without UIRequiresFullScreen
    /// (App Store Connect's ITMS-90474).
    func checkPadOrientations(into collector: inout FindingCollector) {
        guard idiom == .pad, os.major >= 9, !scenario.app.infoPlist.requiresFullScreen, let key = plistKey,
            let list = scenario.app.infoPlist.supportedList(for: .pad)
        else { return }
        let listed = list.reduce(OrientationMask()) { $0.union($1.mask) }.effective
        guard listed != .all else { return }
        let required = InterfaceOrientation.outputOrder.map(\.objcName).joined(separator: ",")
        let found = list.map(\.objcName).joined(separator: ",")
        collector.add(
            LintCatalogue.padOrientationsIncomplete, pointer: Self.plistPointer(key),
            versionIndex: versionIndex,
            message:
                "On iPad with iOS \(os) the app lists only \(Self.names(listed)) and does not set UIRequiresFullScreen: App Store Connect rejects the upload with ITMS-90474 (\"iPad Multitasking support requires these orientations: '\(required)'. Found '\(found)'\"); without it the app would not support multitasking either.",
            fix:
                "Set UIRequiresFullScreen = YES if the iPad app must keep \(Self.names(listed)); otherwise list all four orientations in UISupportedInterfaceOrientations~ipad.",
            evidence: nil)
    }

    /// R1.6: portraitUpsideDown asked for on an iPhone with a home indicator.
    func checkUpsideDown(into collector: inout FindingCollector) {
        guard idiom == .phone, !scenario.device.supportsPortraitUpsideDown else { return }
        let evidence = firstEvidence { decision in
            decision.type == "deviceOrientation" && decision.deviceOrientation == "portraitUpsideDown"
                && decision.decidedBy.via == "device"
        }
        let message = { (who: String) in
            "\(who) asks for portraitUpsideDown, but this iPhone (no home button) never shows it: turning the device upside down leaves the interface as it is, on iOS \(self.os)."
        }
        let fix =
            "Drop portraitUpsideDown (use allButUpsideDown), or keep it knowing it only works on iPad and iPhones with a home button."
        if let key = plistKey {
            let plist = scenario.app.infoPlist
            let list =
                key == "UISupportedInterfaceOrientations~iphone" ? plist.supportedPhone : plist.supported
            for (index, entry) in (list ?? []).enumerated() where entry == .portraitUpsideDown {
                collector.add(
                    LintCatalogue.upsideDownUnavailable, pointer: Self.plistPointer(key, index: index),
                    versionIndex: versionIndex, message: message("The Info.plist"), fix: fix,
                    evidence: evidence)
            }
        }
        for (vc, spec) in scenario.viewControllers.enumerated()
        where spec.supportedInterfaceOrientations != nil {
            guard engine.viewControllerMask(vc).mask.contains(.portraitUpsideDown) else { continue }
            collector.add(
                LintCatalogue.upsideDownUnavailable, pointer: vcPointer(vc, "supportedInterfaceOrientations"),
                versionIndex: versionIndex, message: message(name(spec)), fix: fix, evidence: evidence)
        }
    }

    /// R6.2: a presentation whose view controller does not decide, although its mask excludes the
    /// orientation the interface keeps.
    func checkPresentedStyles(into collector: inout FindingCollector) {
        guard !supportsMultitasking else { return }
        for run in runs {
            for (step, decision) in run.simulation.decisions.enumerated() where step < run.probe.events.count
            {
                // A view controller past the scenario's is the probes' own (R6.4 probe).
                guard case .present(let vc, _, let eventStyle, _) = run.probe.events[step].kind,
                    vc < scenario.viewControllers.count, decision.exception == nil,
                    decision.presented.last == scenario.viewControllers[vc].id,
                    decision.topViewController != scenario.viewControllers[vc].id,
                    scenario.viewControllers[vc].supportedInterfaceOrientations != nil,
                    let kept = Self.orientation(named: decision.interfaceOrientation)
                else { continue }
                let spec = scenario.viewControllers[vc]
                let mask = engine.viewControllerMask(vc).mask
                guard !mask.contains(kept) else { continue }
                let style =
                    eventStyle ?? spec.modalPresentationStyle ?? (os.major >= 13 ? .automatic : .fullScreen)
                let pointer: String
                if eventStyle != nil, let event = eventPointer(probe: run.probe, step: step) {
                    pointer = event + "/style"
                } else if spec.modalPresentationStyle != nil {
                    pointer = vcPointer(vc, "modalPresentationStyle")
                } else {
                    pointer = vcPointer(vc, "supportedInterfaceOrientations")
                }
                let styleText =
                    style == .automatic
                    ? "the default style (.automatic, a page sheet from iOS 13.0)"
                    : ".\(style.rawValue)"
                collector.add(
                    LintCatalogue.presentedDoesNotDecide, pointer: pointer, versionIndex: versionIndex,
                    message:
                        "On iOS \(os) (\(idiom.rawValue)) \(name(spec)) is presented with \(styleText), which does not decide the orientation: its supportedInterfaceOrientations (\(Self.names(mask))) is ignored and the interface stays \(kept.name).",
                    fix: "Set modalPresentationStyle = .fullScreen (or .overFullScreen) on \(name(spec)).",
                    evidence: evidence(probe: run.probe, step: step))
            }
        }
    }

    /// The rotation callbacks R8 sends (trait-collection changes excluded: they depend on the
    /// idiom, not on rotation alone).
    static let rotationSelectors: Set<String> = [
        "willRotateToInterfaceOrientation:duration:", "willAnimateRotationToInterfaceOrientation:duration:",
        "didRotateFromInterfaceOrientation:",
        "willAnimateFirstHalfOfRotationToInterfaceOrientation:duration:",
        "didAnimateFirstHalfOfRotationToInterfaceOrientation:",
        "willAnimateSecondHalfOfRotationFromInterfaceOrientation:duration:",
        "viewWillTransitionToSize:withTransitionCoordinator:",
    ]

    /// R8.3: the two-step callbacks, never sent from iOS 8.0.
    static let twoStepSelectors: Set<String> = [
        "willAnimateFirstHalfOfRotationToInterfaceOrientation:duration:",
        "didAnimateFirstHalfOfRotationToInterfaceOrientation:",
        "willAnimateSecondHalfOfRotationFromInterfaceOrientation:duration:",
    ]

    /// R8.1, R8.3, R8.4: an overridden rotation callback that is not sent while its view
    /// controller takes part in rotations.
    func checkCallbacks(into collector: inout FindingCollector) {
        var received: [String: Set<String>] = [:]
        var evidenceByVC: [String: FindingEvidence] = [:]
        func collect(_ decision: Decision, run: (probe: LintProbe, simulation: Simulation), step: Int?) {
            for callback in decision.callbacks where Self.rotationSelectors.contains(callback.method) {
                received[callback.viewController, default: []].insert(callback.method)
                if evidenceByVC[callback.viewController] == nil {
                    evidenceByVC[callback.viewController] = evidence(probe: run.probe, step: step)
                }
            }
            for reaction in decision.reactions { collect(reaction, run: run, step: step) }
        }
        for run in runs {
            collect(run.simulation.launch, run: run, step: nil)
            for (step, decision) in run.simulation.decisions.enumerated() {
                collect(decision, run: run, step: step)
            }
        }
        for (vc, spec) in scenario.viewControllers.enumerated() {
            guard let got = received[spec.id], !got.isEmpty else { continue }
            for (index, override) in spec.overrides.enumerated()
            where Self.rotationSelectors.contains(override.selector) && !got.contains(override.selector) {
                let isNewAPI = override.selector == "viewWillTransitionToSize:withTransitionCoordinator:"
                let why: String
                if isNewAPI {
                    why = "it exists from iOS 8.0"
                } else if os.major >= 8 && Self.twoStepSelectors.contains(override.selector) {
                    why = "the two-step callbacks are never sent from iOS 8.0"
                } else if os.major >= 8,
                    spec.overrides("viewWillTransitionToSize:withTransitionCoordinator:")?.callsSuper == false
                {
                    why =
                        "\(name(spec)) overrides viewWillTransitionToSize:withTransitionCoordinator: without calling super, which suppresses the legacy callbacks"
                } else {
                    why = "UIKit sends \(got.sorted().joined(separator: ", ")) instead"
                }
                collector.add(
                    LintCatalogue.callbackNotCalled, pointer: vcPointer(vc, "overrides", "\(index)"),
                    versionIndex: versionIndex,
                    message:
                        "\(name(spec)) overrides \(override.selector), but on iOS \(os) it is not called when it rotates: \(why).",
                    fix:
                        isNewAPI
                        ? "Keep a legacy rotation callback (willRotateToInterfaceOrientation:duration:) for iOS 7 and earlier, or raise the deployment target to 8.0."
                        : "Move the work to viewWillTransitionToSize:withTransitionCoordinator: (and call super there).",
                    evidence: evidenceByVC[spec.id], severity: isNewAPI ? .note : nil)
            }
        }
    }
}
