import AutorotateWire

/// One scenario event (api.md §3), decoded and with its ids resolved to view-controller indices.
struct ScenarioEvent: Sendable, Equatable {
    var kind: EventKind
    /// Where the event sits in the request, for warnings (`/events/3`, `/app/reactions/0/do/1`);
    /// kept as a pointer, whose text is built only when a warning names it.
    var pointer: JSONPointer
}

/// The event types of api.md §3 and their fields.
enum EventKind: Sendable, Equatable {
    case deviceOrientation(DeviceOrientation)
    case setFlag(name: String, value: Bool)
    case present(viewController: Int, from: Int?, style: PresentationStyle?, animated: Bool)
    case dismiss(viewController: Int?, animated: Bool)
    case push(navigationController: Int, viewController: Int, animated: Bool)
    case pop(navigationController: Int, animated: Bool)
    case popToRoot(navigationController: Int, animated: Bool)
    case setViewControllers(navigationController: Int, viewControllers: [Int], animated: Bool)
    case selectTab(tabBarController: Int, index: Int)
    case setRootViewController(Int?)
    case setStatusBarOrientation(InterfaceOrientation, animated: Bool)
    case attemptRotationToDeviceOrientation
    case setNeedsUpdateOfSupportedInterfaceOrientations(viewController: Int?, animated: Bool)
    case setViewControllerProperty(viewController: Int, change: PropertyChange)
    case requestGeometryUpdate(mask: Answer<Int>)
    case beginGeneratingDeviceOrientationNotifications
    case endGeneratingDeviceOrientationNotifications
    case setDeviceOrientationViaKeyValueCoding(DeviceOrientation)

    /// The wire name of the event type.
    var typeName: String { word.text }
}

/// `setViewControllerProperty`: app code changing what a method returns from now on.
enum PropertyChange: Sendable, Equatable {
    case shouldAutorotate(Answer<Bool>?)
    case supportedInterfaceOrientations(Answer<Int>?)
    case preferredInterfaceOrientationForPresentation(Answer<Int>?)
    case shouldAutorotateToInterfaceOrientation(Answer<Int>?)
    case delegate(ContainerDelegateSpec?)
    case modalPresentationStyle(PresentationStyle?)
    case hidesBottomBarWhenPushed(Bool)
    case shouldAutomaticallyForwardRotationMethods(Bool)
}
