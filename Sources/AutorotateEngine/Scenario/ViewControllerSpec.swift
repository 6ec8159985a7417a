/// The kinds of view controller a scenario can declare (api.md §2).
enum ViewControllerKind: String, Sendable, Equatable, CaseIterable {
    case viewController, navigationController, tabBarController, splitViewController

    /// The UIKit class name used in messages when the scenario gives none.
    var defaultClassName: String {
        switch self {
        case .viewController: "UIViewController"
        case .navigationController: "UINavigationController"
        case .tabBarController: "UITabBarController"
        case .splitViewController: "UISplitViewController"
        }
    }

    var isStockContainer: Bool { self != .viewController }
}

/// `modalPresentationStyle` values with UIKit's raw values (R6.1).
enum PresentationStyle: String, Sendable, Equatable, CaseIterable {
    case fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext,
        popover, automatic

    var rawUIKitValue: Int {
        switch self {
        case .fullScreen: 0
        case .pageSheet: 1
        case .formSheet: 2
        case .currentContext: 3
        case .custom: 4
        case .overFullScreen: 5
        case .overCurrentContext: 6
        case .popover: 7
        case .automatic: -2
        }
    }

    /// The first iOS version that has the style (R6.1): fullScreen always (every presentation was
    /// full screen before the property existed), the sheets and current context 3.2, custom 7.0,
    /// overFullScreen, overCurrentContext and popover 8.0, automatic 13.0.
    var introduced: OSVersion {
        switch self {
        case .fullScreen: OSVersion(2, 0)
        case .pageSheet, .formSheet, .currentContext: OSVersion(3, 2)
        case .custom: OSVersion(7, 0)
        case .overFullScreen, .overCurrentContext, .popover: OSVersion(8, 0)
        case .automatic: OSVersion(13, 0)
        }
    }
}

/// A callback selector the view controller's class implements (`overrides`, R8.1, R8.3).
struct CallbackOverride: Sendable, Equatable {
    var selector: String
    var callsSuper: Bool
}

/// The iOS 7+ container delegate methods (R3.2).
struct ContainerDelegateSpec: Sendable, Equatable {
    var supportedInterfaceOrientations: Answer<Int>?
    var preferredInterfaceOrientationForPresentation: Answer<Int>?
}

/// One view controller of the scenario, as declared (api.md §2). Runtime changes
/// (`setViewControllerProperty`) are applied to a copy held by the simulation state; the
/// containers' `children` and `selectedIndex` are only the declared values: events change the
/// state's `containers` instead (push, pop, `setViewControllers`, `selectTab`).
struct ViewControllerSpec: Sendable, Equatable {
    var id: String
    var kind: ViewControllerKind
    var className: String
    /// Stack (navigation, bottom first), tabs, [master, detail] (split), or a custom container's children.
    var children: [Int]
    /// Whether `children` came from the `children` member (a custom container, R3.5).
    var isCustomContainer: Bool
    var selectedIndex: Int
    var shouldAutorotate: Answer<Bool>?
    var supportedInterfaceOrientations: Answer<Int>?
    var preferredInterfaceOrientationForPresentation: Answer<Int>?
    /// ≤ 5.x: the orientations `shouldAutorotateToInterfaceOrientation:` answers YES for, as a mask.
    var shouldAutorotateToInterfaceOrientation: Answer<Int>?
    var delegate: ContainerDelegateSpec?
    var modalPresentationStyle: PresentationStyle?
    var hidesBottomBarWhenPushed: Bool
    var shouldAutomaticallyForwardRotationMethods: Bool
    var overrides: [CallbackOverride]
    var view: ViewSpec?
    /// How sure the import is of this view controller's answers (api.md §9.1); `nil` when the
    /// scenario does not say. Read by lint only, never by the simulation.
    var basis: Basis?

    func overrides(_ selector: String) -> CallbackOverride? {
        overrides.first { $0.selector == selector }
    }
}
