/// The view controller an expression of app code makes, as far as reading it can tell
/// (api.md §9.1): what `window.rootViewController = …`, `present(…)` and `pushViewController(…)`
/// are given.
indirect enum ControllerExpression: Sendable, Equatable {
    /// `X()`, `X(nibName:…)`, `X.init(…)`, `[[X alloc] init…]`, `[X new]`.
    case instance(String)
    /// A container made around its children: `UINavigationController(rootViewController: X())`,
    /// `initWithRootViewController:`, or a container whose `viewControllers` the code sets.
    case container(String, children: [ControllerExpression])
    /// A custom container given its children by its initializer's labels:
    /// `[[RESideMenu alloc] initWithContentViewController:nav leftMenuViewController:menu]`,
    /// `DrawerController(centerViewController: nav, leftDrawerViewController: menu)`.
    case customContainer(String, children: [ContainerChild])
    /// `instantiateViewController(withIdentifier:)` (identifier) or
    /// `instantiateInitialViewController()` (no identifier) of the storyboard named, when the
    /// code names it.
    case storyboard(name: String?, identifier: String?)
    /// `… as? X`, `as! X`: what the inner expression makes, which the code says is an `X`.
    case cast(ControllerExpression, to: String)
    /// `receiver.property`: a view controller another object holds (`coordinator.viewController`,
    /// `self.appController.rootViewController`), read where that object's class defines it.
    case member(ControllerReceiver, property: String)

    /// The class made, when the expression says it.
    var className: String? {
        switch self {
        case .instance(let name), .container(let name, _), .customContainer(let name, _), .cast(_, let name):
            name
        case .storyboard, .member: nil
        }
    }
}

/// A child a custom container's initializer is given, and the property its label names
/// (`initWithContentViewController:` → `contentViewController`).
struct ContainerChild: Sendable, Equatable {
    var property: String
    var expression: ControllerExpression
}

/// The object whose property holds a view controller (``ControllerExpression/member(_:property:)``).
enum ControllerReceiver: Sendable, Equatable {
    /// An object of this class: `let app = AppController()`, `let coordinator: AppCoordinator`.
    case object(className: String)
    /// The object the property `property` of `owner` holds, its type declared in another file.
    case property(String, of: String)
}

/// `window.rootViewController = …` or `[window setRootViewController:…]` in app code.
struct RootAssignment: Sendable {
    /// What the value makes, or `nil` when the import cannot follow it.
    var expression: ControllerExpression?
    /// The class whose code makes the assignment.
    var className: String?
    var path: String
    var line: Int
    var column: Int
    /// The idiom (`"pad"` or `"phone"`) the branch holding the assignment requires
    /// (`if (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad) { … } else { … }`), if any.
    var idiom: String? = nil
}

/// A presentation, a push or a rotation call made in a class's code.
struct CodeTransition: Sendable {
    enum Action: Sendable {
        /// `present(_:animated:)` / `presentViewController:animated:completion:`.
        case present(ControllerExpression)
        /// `pushViewController(_:animated:)`.
        case push(ControllerExpression)
        /// A rotation call, as the scenario event it stands for (api.md §3).
        case call(type: String, orientation: String?)
    }

    var action: Action
    /// The class whose code makes it.
    var className: String
    var path: String
    var line: Int
}

/// A place in one imported file.
struct ImportSourcePlace: Sendable, Equatable {
    var path: String
    var line: Int
    var column: Int
}
