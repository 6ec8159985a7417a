/// Routes each event to its rule (api.md §3), after R0.5's availability check.
extension RotationEngine {
    /// R0.5: the first iOS version with the event's API, for those not available on every version.
    private func introduced(_ kind: EventKind) -> (selector: String, version: OSVersion)? {
        switch kind {
        case .attemptRotationToDeviceOrientation: ("attemptRotationToDeviceOrientation", OSVersion(5, 0))
        case .setNeedsUpdateOfSupportedInterfaceOrientations:
            ("setNeedsUpdateOfSupportedInterfaceOrientations", OSVersion(16, 0))
        case .requestGeometryUpdate: ("requestGeometryUpdateWithPreferences:errorHandler:", OSVersion(16, 0))
        case .setRootViewController: ("setRootViewController:", OSVersion(4, 0))
        default: nil
        }
    }

    /// Handles one event; throws when UIKit would raise (only for a kind that ``EventKind/mayRaise``).
    mutating func handle(_ event: ScenarioEvent) throws(SimulatedException) {
        if let api = introduced(event.kind), os < api.version {
            recorder.warn(
                "unavailable", "\(api.selector) is not available before iOS \(api.version)",
                pointer: event.pointer.string)
            recorder.apply(
                "R0.5", .documented, "\(api.selector) does not exist on iOS \(os); nothing happens.")
            return
        }
        switch event.kind {
        case .deviceOrientation(let orientation):
            setDeviceOrientation(orientation)
            try followDeviceOrientation()
        case .setFlag(let name, let value):
            state.flags.set(name, to: value)
            recorder.apply(
                "R6.6", .observed,
                String(
                    concatenating: "The flag ", name, " is now ", value ? "true" : "false",
                    "; nothing is re-evaluated until the next trigger."))
        case .present(let vc, let from, let style, let animated):
            try present(vc, from: from, style: style, animated: animated)
        case .dismiss(let vc, let animated):
            try dismiss(vc, animated: animated)
        case .push(let navigation, let vc, let animated):
            push(vc, onto: navigation, animated: animated)
        case .pop(let navigation, let animated):
            pop(navigation, toRoot: false, animated: animated)
        case .popToRoot(let navigation, let animated):
            pop(navigation, toRoot: true, animated: animated)
        case .setViewControllers(let navigation, let stack, let animated):
            setStack(navigation, to: stack, animated: animated)
        case .selectTab(let tabBar, let index):
            selectTab(tabBar, index: index)
        case .setRootViewController(let vc):
            try setRoot(vc)
        case .setStatusBarOrientation(let orientation, let animated):
            setStatusBarOrientation(orientation, animated: animated)
        case .attemptRotationToDeviceOrientation:
            try attemptRotation()
        case .setNeedsUpdateOfSupportedInterfaceOrientations(_, let animated):
            try setNeedsUpdateOfSupportedInterfaceOrientations(animated: animated)
        case .setViewControllerProperty(let vc, let change):
            if let message = unreadPropertyMessage(change) {
                if case .shouldAutorotate = change, isSceneEra {
                    recorder.warn(
                        "ignoredProperty", message, pointer: event.pointer.string,
                        subject: .shouldAutorotateIgnored)
                } else {
                    recorder.warn("ignoredProperty", message, pointer: event.pointer.string)
                }
            }
            apply(change, to: vc)
        case .requestGeometryUpdate(let mask):
            try requestGeometryUpdate(mask: evaluateFlagged(mask))
        case .beginGeneratingDeviceOrientationNotifications:
            changeNotificationCounter(by: 1)
        case .endGeneratingDeviceOrientationNotifications:
            changeNotificationCounter(by: -1)
        case .setDeviceOrientationViaKeyValueCoding(let orientation):
            try setDeviceOrientationViaKeyValueCoding(orientation)
        }
    }

    /// R0.5: the warning for a property this OS never reads (the same texts as for the scenario's
    /// own properties), or `nil` when the OS reads it.
    private func unreadPropertyMessage(_ change: PropertyChange) -> String? {
        switch change {
        case .shouldAutorotateToInterfaceOrientation where os.major >= 6:
            return "shouldAutorotateToInterfaceOrientation: is not called on iOS 6.0 and later"
        case .supportedInterfaceOrientations where os.major < 6:
            return "supportedInterfaceOrientations is not called before iOS 6.0"
        case .preferredInterfaceOrientationForPresentation where os.major < 6:
            return "preferredInterfaceOrientationForPresentation is not called before iOS 6.0"
        case .shouldAutorotate where os.major < 6:
            return "shouldAutorotate is not called before iOS 6.0"
        case .shouldAutorotate where isSceneEra:
            return "shouldAutorotate is ignored on iOS 16 and later"
        case .delegate where os.major < 7:
            return "container delegate orientation methods exist from iOS 7.0"
        default:
            return nil
        }
    }

    /// `setViewControllerProperty`: what a method returns from now on (R6.6: nothing re-evaluates).
    private mutating func apply(_ change: PropertyChange, to vc: Int) {
        switch change {
        case .shouldAutorotate(let answer): state.viewControllers[vc].shouldAutorotate = answer
        case .supportedInterfaceOrientations(let answer):
            state.viewControllers[vc].supportedInterfaceOrientations = answer
        case .preferredInterfaceOrientationForPresentation(let answer):
            state.viewControllers[vc].preferredInterfaceOrientationForPresentation = answer
        case .shouldAutorotateToInterfaceOrientation(let answer):
            state.viewControllers[vc].shouldAutorotateToInterfaceOrientation = answer
        case .delegate(let delegate): state.viewControllers[vc].delegate = delegate
        case .modalPresentationStyle(let style): state.viewControllers[vc].modalPresentationStyle = style
        case .hidesBottomBarWhenPushed(let value): state.viewControllers[vc].hidesBottomBarWhenPushed = value
        case .shouldAutomaticallyForwardRotationMethods(let value):
            state.viewControllers[vc].shouldAutomaticallyForwardRotationMethods = value
        }
        recorder.apply(
            "R6.6", .observed,
            String(
                concatenating: id(vc),
                "'s answer changes from now on; nothing is re-evaluated until the next trigger."
            ))
    }
}

extension EventKind {
    /// Whether ``RotationEngine/handle(_:)`` can raise for this kind: it calls a throwing rule
    /// (a re-evaluation that may find no common orientation, R2.6, R5.4). The others change the
    /// state without raising, so no rollback copy of the state is kept for them. A kind that
    /// raises must change nothing of the state but what ``RaisingEventRollback`` restores.
    var mayRaise: Bool {
        switch self {
        case .deviceOrientation, .present, .dismiss, .setRootViewController,
            .attemptRotationToDeviceOrientation,
            .setNeedsUpdateOfSupportedInterfaceOrientations, .requestGeometryUpdate,
            .setDeviceOrientationViaKeyValueCoding:
            true
        case .setFlag, .push, .pop, .popToRoot, .setViewControllers, .selectTab, .setStatusBarOrientation,
            .setViewControllerProperty, .beginGeneratingDeviceOrientationNotifications,
            .endGeneratingDeviceOrientationNotifications:
            false
        }
    }
}
