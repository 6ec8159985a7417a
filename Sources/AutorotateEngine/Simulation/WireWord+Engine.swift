import AutorotateWire

extension InterfaceOrientation {
    /// The orientation as a word of the answers' fixed vocabulary (see `WireWord`); ``name`` is its text.
    var word: WireWord {
        switch self {
        case .unknown: .unknown
        case .portrait: .portrait
        case .portraitUpsideDown: .portraitUpsideDown
        case .landscapeRight: .landscapeRight
        case .landscapeLeft: .landscapeLeft
        }
    }
}

extension DeviceOrientation {
    /// The orientation as a word of the answers' fixed vocabulary (see `WireWord`); ``name`` is its text.
    var word: WireWord {
        switch self {
        case .unknown: .unknown
        case .portrait: .portrait
        case .portraitUpsideDown: .portraitUpsideDown
        case .landscapeLeft: .landscapeLeft
        case .landscapeRight: .landscapeRight
        case .faceUp: .faceUp
        case .faceDown: .faceDown
        }
    }
}

extension EventKind {
    /// The event type as a word of the answers' fixed vocabulary (see `WireWord`); ``typeName`` is its text.
    var word: WireWord {
        switch self {
        case .deviceOrientation: .deviceOrientation
        case .setFlag: .setFlag
        case .present: .present
        case .dismiss: .dismiss
        case .push: .push
        case .pop: .pop
        case .popToRoot: .popToRoot
        case .setViewControllers: .setViewControllers
        case .selectTab: .selectTab
        case .setRootViewController: .setRootViewController
        case .setStatusBarOrientation: .setStatusBarOrientation
        case .attemptRotationToDeviceOrientation: .attemptRotationToDeviceOrientation
        case .setNeedsUpdateOfSupportedInterfaceOrientations: .setNeedsUpdateOfSupportedInterfaceOrientations
        case .setViewControllerProperty: .setViewControllerProperty
        case .requestGeometryUpdate: .requestGeometryUpdate
        case .beginGeneratingDeviceOrientationNotifications: .beginGeneratingDeviceOrientationNotifications
        case .endGeneratingDeviceOrientationNotifications: .endGeneratingDeviceOrientationNotifications
        case .setDeviceOrientationViaKeyValueCoding: .setDeviceOrientationViaKeyValueCoding
        }
    }
}

extension ForwardedQuestion {
    /// The selector (``rawValue``) as a word of the answers' fixed vocabulary (see `WireWord`).
    var word: WireWord {
        switch self {
        case .shouldAutorotate: .shouldAutorotate
        case .supportedInterfaceOrientations: .supportedInterfaceOrientations
        case .preferredInterfaceOrientationForPresentation: .preferredInterfaceOrientationForPresentation
        }
    }
}
