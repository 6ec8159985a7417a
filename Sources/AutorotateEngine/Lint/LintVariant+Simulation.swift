import AutorotateWire

/// The checks that read each decision of each probe: exceptions (R2.6, R5.4), errors (R9.3), logs
/// (R5.4, R7.4) and the engine's warnings (R7.1, R7.2, R0.5, R9.1), and the warnings the engine
/// gave while reading the scenario (R1.2, R1.3, R0.5, R3.2).
extension LintVariant {
    func checkDecision(
        _ decision: Decision, step: Int?, probe: LintProbe, skippingWarnings: Int,
        into collector: inout FindingCollector
    ) {
        let pointer = eventPointer(probe: probe, step: step)
        if let exception = decision.exception {
            checkException(exception, decision: decision, step: step, probe: probe, into: &collector)
        }
        if let error = decision.error, let pointer {
            let when = moment(probe: probe, step: step)
            let evidence = self.evidence(probe: probe, step: step, error: error)
            if error.kind.code == .requestedOrientationsUnsupported {
                collector.add(
                    LintCatalogue.geometryRequestUnsupported, pointer: pointer + "/orientations",
                    versionIndex: versionIndex,
                    message:
                        "On iOS \(os) (\(idiom.rawValue)) requestGeometryUpdate \(when) fails with \(error.domain) error \(error.code): \(error.message)",
                    fix:
                        "Request an orientation the deciding view controller allows, or change its supportedInterfaceOrientations first and call setNeedsUpdateOfSupportedInterfaceOrientations().",
                    evidence: evidence)
            } else {
                collector.add(
                    LintCatalogue.geometryRequestWindowingMode, pointer: pointer, versionIndex: versionIndex,
                    message:
                        "On iOS \(os) (\(idiom.rawValue)) requestGeometryUpdate \(when) fails with \(error.domain) error \(error.code): \(error.message)",
                    fix:
                        "Set UIRequiresFullScreen to YES if the app must control its orientation on iPad, or handle the error.",
                    evidence: evidence)
            }
        }
        let logCodes = decision.logCodes.code ?? []
        for code in [LogCodes.missingRootViewController, .deviceOrientationKeyValueCoding]
        where logCodes.contains(code) {
            let line = UIKitLogLines.text(of: code)
            if code == .missingRootViewController {
                collector.add(
                    LintCatalogue.missingRootViewController, pointer: "/window/rootViewController",
                    versionIndex: versionIndex,
                    message:
                        "On iOS \(os) the window has no root view controller at the end of launch: UIKit logs '\(line)' and asks no view controller for orientations (R2.9); from iOS 9.0 this is a crash.",
                    fix:
                        LintCatalogue.missingRootViewController.help,
                    evidence: evidence(probe: probe, step: step), severity: .warning)
            } else if let pointer {
                collector.add(
                    LintCatalogue.deviceOrientationHack, pointer: pointer, versionIndex: versionIndex,
                    message:
                        "On iOS \(os) setting UIDevice.orientation \(moment(probe: probe, step: step)) changes nothing; UIKit logs '\(line)'",
                    fix:
                        "On iOS 16+ call UIWindowScene.requestGeometryUpdate(.iOS(interfaceOrientations:)) after updating supportedInterfaceOrientations.",
                    evidence: evidence(probe: probe, step: step))
            }
        }
        for warning in decision.warnings.dropFirst(skippingWarnings) {
            checkWarning(warning, step: step, probe: probe, eventPointer: pointer, into: &collector)
        }
        for reaction in decision.reactions {
            checkDecision(reaction, step: step, probe: probe, skippingWarnings: 0, into: &collector)
        }
    }

    private func checkWarning(
        _ warning: Warning, step: Int?, probe: LintProbe, eventPointer: String?,
        into collector: inout FindingCollector
    ) {
        guard let pointer = warning.pointer ?? eventPointer, !pointer.isEmpty else { return }
        let evidence = self.evidence(probe: probe, step: step)
        switch warning.code {
        case "ignored" where warning.subject.code == .statusBarOrientationIgnored:
            collector.add(
                LintCatalogue.statusBarOrientationIgnored, pointer: pointer, versionIndex: versionIndex,
                message: "On iOS \(os) \(moment(probe: probe, step: step)): \(warning.message)",
                fix:
                    os.major >= 16
                    ? "On iOS 16+ call requestGeometryUpdate(.iOS(interfaceOrientations:)) instead; the status bar follows the interface."
                    : "Let the top view controller decide (supportedInterfaceOrientations, or shouldAutorotate returning NO while you set the status bar).",
                evidence: evidence)
        case "unavailable", "styleUnavailable":
            collector.add(
                LintCatalogue.apiUnavailable, pointer: pointer, versionIndex: versionIndex,
                message:
                    "On iOS \(os) \(moment(probe: probe, step: step)): \(warning.message); nothing happens.",
                fix:
                    "Guard the call with if #available (or respondsToSelector:) and give iOS \(os) its own path.",
                evidence: evidence)
        case "deprecated":
            collector.add(
                LintCatalogue.attemptRotationDeprecated, pointer: pointer, versionIndex: versionIndex,
                message: "On iOS \(os) \(moment(probe: probe, step: step)): \(warning.message).",
                fix:
                    "On iOS 16+ call setNeedsUpdateOfSupportedInterfaceOrientations() on the view controller whose supportedInterfaceOrientations changed.",
                evidence: evidence)
        case "ignoredProperty" where warning.subject.code == .shouldAutorotateIgnored:
            if let step, step < probe.events.count,
                case .setViewControllerProperty(let vc, _) = probe.events[step].kind,
                !ignoringShouldAutorotateMatters(vc)
            {
                return
            }
            collector.add(
                LintCatalogue.shouldAutorotateIgnored, pointer: pointer, versionIndex: versionIndex,
                message:
                    "On iOS \(os) \(moment(probe: probe, step: step)) the app changes shouldAutorotate, which \(warning.message).",
                fix:
                    "Change supportedInterfaceOrientations instead and call setNeedsUpdateOfSupportedInterfaceOrientations().",
                evidence: evidence)
        default: break
        }
    }

    private func checkException(
        _ exception: ExceptionInfo, decision: Decision, step: Int?, probe: LintProbe,
        into collector: inout FindingCollector
    ) {
        let evidence = self.evidence(probe: probe, step: step, exception: exception)
        let when = moment(probe: probe, step: step)
        if exception.kind.code == .missingRootViewController {
            collector.add(
                LintCatalogue.missingRootViewController, pointer: "/window/rootViewController",
                versionIndex: versionIndex,
                message:
                    "On iOS \(os) the app crashes at the end of launch: \(exception.name): '\(exception.reason)'",
                fix:
                    LintCatalogue.missingRootViewController.help,
                evidence: evidence)
            return
        }
        guard let kind = exception.kind.code, kind != .missingRootViewController else { return }
        guard let vc = decidingViewController(decision: decision, step: step, probe: probe) else { return }
        let spec = scenario.viewControllers[vc]
        let vcMask = engine.viewControllerMask(vc).mask
        if kind == .preferredNotSupported {
            let preferred = engine.overriddenPreferred(vc)?.value
            let pointer =
                spec.preferredInterfaceOrientationForPresentation != nil
                ? vcPointer(vc, "preferredInterfaceOrientationForPresentation")
                : spec.delegate?.preferredInterfaceOrientationForPresentation != nil
                    ? vcPointer(vc, "delegate", "preferredInterfaceOrientationForPresentation")
                    : vcPointer(vc, "preferredInterfaceOrientationForPresentation")
            let allowed = decision.masks?.allowed.orientations
            var returns = ""
            var fix = "Return one interface orientation that \(name(spec)) and the application both support"
            if let preferred {
                returns = " \(name(spec)) returns \(InterfaceOrientation.uikitName(raw: preferred))"
                if InterfaceOrientation(rawValue: preferred) == nil || preferred == 0 {
                    let asMask = OrientationMask(rawValue: preferred).effective
                    returns += ", which is no interface orientation"
                    if asMask.rawValue != 0 {
                        returns += " (it is the mask \(MaskName.objcSpelling(of: asMask)))"
                        if let first = asMask.orientations.first {
                            fix = "Return \(first.objcName) (an orientation, not a mask)"
                        }
                    }
                }
                returns += " from preferredInterfaceOrientationForPresentation"
                if let allowed {
                    returns +=
                        allowed.isEmpty
                        ? ", but nothing is allowed"
                        : ", but only \(Prose.list(allowed)) \(Prose.agreeing(allowed.count, "is", "are")) allowed"
                }
                returns += "."
            }
            collector.add(
                LintCatalogue.preferredNotSupported, pointer: pointer, versionIndex: versionIndex,
                message:
                    "On iOS \(os) (\(idiom.rawValue)) the app crashes \(when): \(exception.name): '\(exception.reason)'.\(returns)",
                fix: fix + (allowed.map { $0.isEmpty ? "." : " (\(Prose.list($0)))." } ?? "."),
                evidence: evidence)
            return
        }
        let appMask = decision.masks.map { OrientationMask(rawValue: $0.application.value) }
        let pointer =
            spec.supportedInterfaceOrientations != nil
            ? vcPointer(vc, "supportedInterfaceOrientations")
            : spec.delegate?.supportedInterfaceOrientations != nil && os.major >= 7
                ? vcPointer(vc, "delegate", "supportedInterfaceOrientations") : applicationMaskPointer
        let appText = appMask.map { " the application allows \(Self.names($0));" } ?? ""
        collector.add(
            LintCatalogue.noCommonOrientation, pointer: pointer, versionIndex: versionIndex,
            message:
                "On iOS \(os) (\(idiom.rawValue)) the app crashes \(when): \(exception.name): '\(exception.reason)'. \(name(spec)) supports \(Self.names(vcMask));\(appText) they have nothing in common.",
            fix:
                "Make the supportedInterfaceOrientations of \(name(spec)) include an orientation the application allows\(appMask.map { " (\(Self.names($0)))" } ?? ""), or add one of its orientations to the application's.",
            evidence: evidence)
    }

    /// The view controller UIKit read when it raised: the presented one for a present, else the
    /// decider the decision names, else the root; `nil` for the view controller the R6.4 probe
    /// presents, which is not the scenario's.
    private func decidingViewController(decision: Decision, step: Int?, probe: LintProbe) -> Int? {
        if let step, step < probe.events.count,
            case .present(let vc, _, _, _) = probe.events[step].kind
        {
            return vc < scenario.viewControllers.count ? vc : nil
        }
        return index(ofID: decision.decidedBy.viewController) ?? index(ofID: decision.topViewController)
            ?? scenario.rootViewController
    }

    /// The warnings the engine gave while reading the scenario for this OS and idiom.
    func checkScenarioWarnings(into collector: inout FindingCollector) {
        var maskWarnings: [String: [Warning]] = [:]
        var maskOrder: [String] = []
        for warning in scenario.warnings {
            guard let pointer = warning.pointer else { continue }
            switch warning.code {
            case ExpressionWarningCode.interfaceOrientationAsMask,
                ExpressionWarningCode.deviceOrientationAsMask,
                ExpressionWarningCode.interfaceOrientationMaskMixUp, ExpressionWarningCode.maskBitsIgnored:
                if maskWarnings[pointer] == nil { maskOrder.append(pointer) }
                maskWarnings[pointer, default: []].append(warning)
            case ExpressionWarningCode.maskAsInterfaceOrientation,
                ExpressionWarningCode.deviceOrientationAsInterfaceOrientation:
                collector.add(
                    LintCatalogue.wrongOrientationKind, pointer: pointer, versionIndex: versionIndex,
                    message: Self.sentence(warning.message),
                    fix:
                        "Write a UIInterfaceOrientation constant (UIInterfaceOrientationLandscapeRight / .landscapeRight).",
                    evidence: nil)
            case "ignoredProperty":
                checkIgnoredProperty(warning, pointer: pointer, into: &collector)
            case "unknownMember":
                if case .misspeltMember(let known)? = warning.subject.code {
                    collector.add(
                        LintCatalogue.unreadMember, pointer: pointer, versionIndex: versionIndex,
                        message:
                            Self.sentence(warning.message)
                            + " The misspelling silently drops what '\(known)' would say: UIKit answers its default.",
                        fix: "Rename the member to '\(known)'.", evidence: nil, severity: .warning)
                } else {
                    collector.add(
                        LintCatalogue.unreadMember, pointer: pointer, versionIndex: versionIndex,
                        message: Self.sentence(warning.message),
                        fix: "Correct the member's name (api.md §2) or remove it.", evidence: nil)
                }
            default: break
            }
        }
        for pointer in maskOrder {
            let warnings = maskWarnings[pointer] ?? []
            let constants = warnings.filter {
                $0.code == ExpressionWarningCode.interfaceOrientationAsMask
                    || $0.code == ExpressionWarningCode.deviceOrientationAsMask
            }
            guard !constants.isEmpty else { continue }
            var parts = constants.map(\.message)
            if let mixUp = warnings.first(where: {
                $0.code == ExpressionWarningCode.interfaceOrientationMaskMixUp
            }) {
                parts.append(mixUp.message)
            } else if let bits = warnings.first(where: { $0.code == ExpressionWarningCode.maskBitsIgnored }) {
                parts.append(bits.message)
            }
            collector.add(
                LintCatalogue.orientationConstantAsMask, pointer: pointer, versionIndex: versionIndex,
                message: Self.sentence(parts.joined(separator: "; ")),
                fix:
                    "Use the UIInterfaceOrientationMask constants (UIInterfaceOrientationMaskLandscape, or .landscape in Swift), which are 1 << orientation.",
                evidence: nil)
        }
    }

    private func checkIgnoredProperty(
        _ warning: Warning, pointer: String, into collector: inout FindingCollector
    ) {
        guard let parsed = JSONPointer(escaped: pointer) else { return }
        let tokens = parsed.tokens
        guard tokens.count >= 3, tokens[0] == "viewControllers", let vc = index(ofID: tokens[1]) else {
            return
        }
        let spec = scenario.viewControllers[vc]
        switch tokens[2] {
        case "shouldAutorotate":
            // Only a shouldAutorotate that can say NO loses its effect (YES is what 16+ assumes).
            guard let answer = spec.shouldAutorotate, Self.canBeFalse(answer, on: scenario.device),
                ignoringShouldAutorotateMatters(vc)
            else {
                return
            }
            let evidence = firstEvidence { decision in
                decision.rotated && decision.decidedBy.viewController == spec.id
            }
            collector.add(
                LintCatalogue.shouldAutorotateIgnored, pointer: pointer, versionIndex: versionIndex,
                message:
                    "\(name(spec)) returns NO from shouldAutorotate to stop rotation, but iOS \(os) ignores it: \(name(spec)) rotates to every orientation its supportedInterfaceOrientations (\(Self.names(engine.viewControllerMask(vc).mask))) and the application allow.",
                fix:
                    "Return only the orientations \(name(spec)) may take from supportedInterfaceOrientations, and call setNeedsUpdateOfSupportedInterfaceOrientations() when that changes.",
                evidence: evidence)
        case "shouldAutorotateToInterfaceOrientation":
            let mask = engine.viewControllerMask(vc).mask
            collector.add(
                LintCatalogue.legacyShouldAutorotateToInterfaceOrientation, pointer: pointer,
                versionIndex: versionIndex,
                message:
                    "\(name(spec)) implements shouldAutorotateToInterfaceOrientation:, which iOS \(os) never calls; UIKit reads supportedInterfaceOrientations instead (\(Self.names(mask))\(spec.supportedInterfaceOrientations == nil ? ", UIKit's default" : "")).",
                fix:
                    "Return the same orientations from supportedInterfaceOrientations (a mask) and delete shouldAutorotateToInterfaceOrientation:.",
                evidence: nil)
        case "delegate":
            collector.add(
                LintCatalogue.containerDelegateUnavailable, pointer: pointer, versionIndex: versionIndex,
                message:
                    "\(name(spec)) relies on its delegate's orientation methods, which iOS \(os) does not have (they exist from 7.0): \(name(spec)) answers UIKit's default there.",
                fix: "Subclass \(spec.className) and override supportedInterfaceOrientations for iOS 6.",
                evidence: nil)
        default: break
        }
    }

    /// Whether ignoring `vc`'s `shouldAutorotate` NO can change what the user sees (R9.1): only
    /// when it and the application allow more than one orientation, so that there is a rotation
    /// for NO to have stopped.
    func ignoringShouldAutorotateMatters(_ vc: Int) -> Bool {
        var reader = engine
        let allowed = reader.viewControllerMask(vc).mask.intersection(reader.applicationMask()).effective
        return allowed.orientations.count > 1
    }

    /// `text` as a sentence: capitalised, ending with a full stop.
    static func sentence(_ text: String) -> String {
        let capitalised = text.prefix(1).uppercased() + text.dropFirst()
        return capitalised.hasSuffix(".") || capitalised.hasSuffix("?") ? capitalised : capitalised + "."
    }

    /// Whether a boolean answer can be NO on `device`: a literal NO in a branch the device can
    /// take (a condition on its idiom or OS picks one branch; a flag leaves both), or a forward (a
    /// child may say NO).
    static func canBeFalse(_ answer: Answer<Bool>, on device: DeviceConfiguration) -> Bool {
        switch answer {
        case .literal(let value): return !value
        case .conditional(let condition, let then, let otherwise):
            switch condition.holds(on: device) {
            case true?: return canBeFalse(then, on: device)
            case false?: return canBeFalse(otherwise, on: device)
            case nil: return canBeFalse(then, on: device) || canBeFalse(otherwise, on: device)
            }
        case .forward: return true
        }
    }
}
