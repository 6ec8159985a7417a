/// A word of the answers' fixed vocabulary: the orientation names, the callback and query
/// selectors and the event types the engine writes again and again (a seed000 answer holds about
/// 230 of them).
///
/// A wire value built by the engine holds such a word as a ``WireText/word(_:)`` instead of a
/// `String`: nothing to retain or release while the simulation builds and drops it, and the
/// answer writer copies the word's bytes, quotes included, from a literal (``write(to:)``)
/// instead of testing each byte for an escape. The wire types' public fields stay `String`s
/// (see ``WireText``); the words are the package's own business.
@usableFromInline package enum WireWord: UInt8, Sendable, CaseIterable {
    // Orientation names, interface and device (api.md §1).
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    // Callback selectors (R8).
    case viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
    case viewWillLayoutSubviews, viewDidLayoutSubviews
    case willRotateToInterfaceOrientation, willAnimateRotationToInterfaceOrientation
    case didRotateFromInterfaceOrientation
    case willAnimateFirstHalfOfRotation, didAnimateFirstHalfOfRotation, willAnimateSecondHalfOfRotation
    case viewWillTransitionToSize, willTransitionToTraitCollection, traitCollectionDidChange
    // Query selectors and receivers (R2.1, R2.3, R3.6).
    case supportedInterfaceOrientations, shouldAutorotate, preferredInterfaceOrientationForPresentation
    case shouldAutorotateToInterfaceOrientation, applicationSupportedInterfaceOrientationsForWindow
    case application, delegate
    // Event types (api.md §3), and the launch.
    case launch, deviceOrientation, setFlag, present, dismiss, push, pop, popToRoot, setViewControllers
    case selectTab, setRootViewController, setStatusBarOrientation, attemptRotationToDeviceOrientation
    case setNeedsUpdateOfSupportedInterfaceOrientations, setViewControllerProperty, requestGeometryUpdate
    case beginGeneratingDeviceOrientationNotifications, endGeneratingDeviceOrientationNotifications
    case setDeviceOrientationViaKeyValueCoding

    /// The word as the answer spells it.
    package var text: String {
        switch self {
        case .unknown: "unknown"
        case .portrait: "portrait"
        case .portraitUpsideDown: "portraitUpsideDown"
        case .landscapeLeft: "landscapeLeft"
        case .landscapeRight: "landscapeRight"
        case .faceUp: "faceUp"
        case .faceDown: "faceDown"
        case .viewWillAppear: "viewWillAppear:"
        case .viewDidAppear: "viewDidAppear:"
        case .viewWillDisappear: "viewWillDisappear:"
        case .viewDidDisappear: "viewDidDisappear:"
        case .viewWillLayoutSubviews: "viewWillLayoutSubviews"
        case .viewDidLayoutSubviews: "viewDidLayoutSubviews"
        case .willRotateToInterfaceOrientation: "willRotateToInterfaceOrientation:duration:"
        case .willAnimateRotationToInterfaceOrientation: "willAnimateRotationToInterfaceOrientation:duration:"
        case .didRotateFromInterfaceOrientation: "didRotateFromInterfaceOrientation:"
        case .willAnimateFirstHalfOfRotation: "willAnimateFirstHalfOfRotationToInterfaceOrientation:duration:"
        case .didAnimateFirstHalfOfRotation: "didAnimateFirstHalfOfRotationToInterfaceOrientation:"
        case .willAnimateSecondHalfOfRotation:
            "willAnimateSecondHalfOfRotationFromInterfaceOrientation:duration:"
        case .viewWillTransitionToSize: "viewWillTransitionToSize:withTransitionCoordinator:"
        case .willTransitionToTraitCollection: "willTransitionToTraitCollection:withTransitionCoordinator:"
        case .traitCollectionDidChange: "traitCollectionDidChange:"
        case .supportedInterfaceOrientations: "supportedInterfaceOrientations"
        case .shouldAutorotate: "shouldAutorotate"
        case .preferredInterfaceOrientationForPresentation: "preferredInterfaceOrientationForPresentation"
        case .shouldAutorotateToInterfaceOrientation: "shouldAutorotateToInterfaceOrientation:"
        case .applicationSupportedInterfaceOrientationsForWindow:
            "application:supportedInterfaceOrientationsForWindow:"
        case .application: "application"
        case .delegate: "delegate"
        case .launch: "launch"
        case .deviceOrientation: "deviceOrientation"
        case .setFlag: "setFlag"
        case .present: "present"
        case .dismiss: "dismiss"
        case .push: "push"
        case .pop: "pop"
        case .popToRoot: "popToRoot"
        case .setViewControllers: "setViewControllers"
        case .selectTab: "selectTab"
        case .setRootViewController: "setRootViewController"
        case .setStatusBarOrientation: "setStatusBarOrientation"
        case .attemptRotationToDeviceOrientation: "attemptRotationToDeviceOrientation"
        case .setNeedsUpdateOfSupportedInterfaceOrientations: "setNeedsUpdateOfSupportedInterfaceOrientations"
        case .setViewControllerProperty: "setViewControllerProperty"
        case .requestGeometryUpdate: "requestGeometryUpdate"
        case .beginGeneratingDeviceOrientationNotifications: "beginGeneratingDeviceOrientationNotifications"
        case .endGeneratingDeviceOrientationNotifications: "endGeneratingDeviceOrientationNotifications"
        case .setDeviceOrientationViaKeyValueCoding: "setDeviceOrientationViaKeyValueCoding"
        }
    }

    /// Writes the word as a JSON string: ``text`` quoted, from a literal of known length (a few
    /// stores). None of the words has anything to escape; a test checks these bytes against
    /// ``JSONOutput/string(_:)`` of ``text`` for every word.
    func write(to output: inout JSONOutput) {
        switch self {
        case .unknown: output.literal(#""unknown""#)
        case .portrait: output.literal(#""portrait""#)
        case .portraitUpsideDown: output.literal(#""portraitUpsideDown""#)
        case .landscapeLeft: output.literal(#""landscapeLeft""#)
        case .landscapeRight: output.literal(#""landscapeRight""#)
        case .faceUp: output.literal(#""faceUp""#)
        case .faceDown: output.literal(#""faceDown""#)
        case .viewWillAppear: output.literal(#""viewWillAppear:""#)
        case .viewDidAppear: output.literal(#""viewDidAppear:""#)
        case .viewWillDisappear: output.literal(#""viewWillDisappear:""#)
        case .viewDidDisappear: output.literal(#""viewDidDisappear:""#)
        case .viewWillLayoutSubviews: output.literal(#""viewWillLayoutSubviews""#)
        case .viewDidLayoutSubviews: output.literal(#""viewDidLayoutSubviews""#)
        case .willRotateToInterfaceOrientation:
            output.literal(#""willRotateToInterfaceOrientation:duration:""#)
        case .willAnimateRotationToInterfaceOrientation:
            output.literal(#""willAnimateRotationToInterfaceOrientation:duration:""#)
        case .didRotateFromInterfaceOrientation: output.literal(#""didRotateFromInterfaceOrientation:""#)
        case .willAnimateFirstHalfOfRotation:
            output.literal(#""willAnimateFirstHalfOfRotationToInterfaceOrientation:duration:""#)
        case .didAnimateFirstHalfOfRotation:
            output.literal(#""didAnimateFirstHalfOfRotationToInterfaceOrientation:""#)
        case .willAnimateSecondHalfOfRotation:
            output.literal(#""willAnimateSecondHalfOfRotationFromInterfaceOrientation:duration:""#)
        case .viewWillTransitionToSize:
            output.literal(#""viewWillTransitionToSize:withTransitionCoordinator:""#)
        case .willTransitionToTraitCollection:
            output.literal(#""willTransitionToTraitCollection:withTransitionCoordinator:""#)
        case .traitCollectionDidChange: output.literal(#""traitCollectionDidChange:""#)
        case .supportedInterfaceOrientations: output.literal(#""supportedInterfaceOrientations""#)
        case .shouldAutorotate: output.literal(#""shouldAutorotate""#)
        case .preferredInterfaceOrientationForPresentation:
            output.literal(#""preferredInterfaceOrientationForPresentation""#)
        case .shouldAutorotateToInterfaceOrientation:
            output.literal(#""shouldAutorotateToInterfaceOrientation:""#)
        case .applicationSupportedInterfaceOrientationsForWindow:
            output.literal(#""application:supportedInterfaceOrientationsForWindow:""#)
        case .application: output.literal(#""application""#)
        case .delegate: output.literal(#""delegate""#)
        case .launch: output.literal(#""launch""#)
        case .deviceOrientation: output.literal(#""deviceOrientation""#)
        case .setFlag: output.literal(#""setFlag""#)
        case .present: output.literal(#""present""#)
        case .dismiss: output.literal(#""dismiss""#)
        case .push: output.literal(#""push""#)
        case .pop: output.literal(#""pop""#)
        case .popToRoot: output.literal(#""popToRoot""#)
        case .setViewControllers: output.literal(#""setViewControllers""#)
        case .selectTab: output.literal(#""selectTab""#)
        case .setRootViewController: output.literal(#""setRootViewController""#)
        case .setStatusBarOrientation: output.literal(#""setStatusBarOrientation""#)
        case .attemptRotationToDeviceOrientation: output.literal(#""attemptRotationToDeviceOrientation""#)
        case .setNeedsUpdateOfSupportedInterfaceOrientations:
            output.literal(#""setNeedsUpdateOfSupportedInterfaceOrientations""#)
        case .setViewControllerProperty: output.literal(#""setViewControllerProperty""#)
        case .requestGeometryUpdate: output.literal(#""requestGeometryUpdate""#)
        case .beginGeneratingDeviceOrientationNotifications:
            output.literal(#""beginGeneratingDeviceOrientationNotifications""#)
        case .endGeneratingDeviceOrientationNotifications:
            output.literal(#""endGeneratingDeviceOrientationNotifications""#)
        case .setDeviceOrientationViaKeyValueCoding:
            output.literal(#""setDeviceOrientationViaKeyValueCoding""#)
        }
    }
}
