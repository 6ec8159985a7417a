/// A class found in a Swift or Objective-C file: its superclass, the rotation methods it
/// implements and its stored properties (the flags a conditional may read).
struct SourceClass: Sendable {
    var name: String
    var superclass: String?
    var path: String
    var line: Int
    var column: Int
    var language: SourceTokenizer.Language
    /// The rotation members the class implements, by member.
    var methods: [RotationMember: SourceMethod] = [:]
    /// The rotation callbacks the class overrides, by Objective-C selector (api.md §2 `overrides`).
    var callbacks: [String: CallbackSource] = [:]
    /// Stored properties by name: where declared and the literal boolean they start with, if any.
    var storedProperties: [String: StoredProperty] = [:]
    /// Static stored properties by name (`static var restrictRotation = true`): app-wide state a
    /// conditional names with the class (`AppDelegate.restrictRotation`).
    var staticProperties: [String: StoredProperty] = [:]
    /// Whether this entry came from a declaration (`class X: Y`, `@interface X : Y`) rather than
    /// only from an extension, category or `@implementation`.
    var isDeclared: Bool
    /// Whether the class adopts `UIApplicationDelegate` or a scene delegate protocol.
    var isApplicationDelegate = false
    /// Whether the class adopts `UIApplicationDelegate` itself (not only a scene delegate protocol):
    /// one of the classes `UIApplicationMain` may be told to make the app's delegate.
    var adoptsApplicationDelegate = false

    /// The protocols of an app delegate or scene delegate, whose code sets the window's root.
    static let delegateProtocols: Set<String> = [
        "UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate",
    ]
}

/// A stored property a conditional can name.
struct StoredProperty: Sendable {
    var path: String
    var line: Int
    var column: Int
    var initialValue: Bool?
}

/// The rotation methods the import reads (api.md §2 rotation properties) and the app delegate's.
enum RotationMember: String, Sendable, CaseIterable {
    case shouldAutorotate
    case supportedInterfaceOrientations
    case preferredInterfaceOrientationForPresentation
    case shouldAutorotateToInterfaceOrientation
    /// `application(_:supportedInterfaceOrientationsFor:)`, found on any class.
    case applicationSupportedInterfaceOrientations
}

/// A method's body as tokens, and where its declaration starts.
struct SourceMethod: Sendable {
    var member: RotationMember
    var path: String
    var line: Int
    var column: Int
    /// The tokens between the body's braces.
    var body: ArraySlice<SourceToken>
    /// The name of the orientation parameter (`shouldAutorotateToInterfaceOrientation:`).
    var parameter: String?
    var language: SourceTokenizer.Language
    /// The class (or extension) the method is written in.
    var owner: String?
}

/// A rotation callback a class overrides, where, and whether its body calls `super`'s.
struct CallbackSource: Sendable {
    var path: String
    var line: Int
    var column: Int
    var callsSuper: Bool
}

/// The rotation callbacks of R8 the engine models, by Objective-C selector, with the Swift name and
/// argument labels UIKit gives them, in the order the scenario lists them.
enum RotationCallback {
    static let all: [(selector: String, swiftName: String, labels: [String])] = [
        ("willRotateToInterfaceOrientation:duration:", "willRotate", ["to", "duration"]),
        ("willAnimateRotationToInterfaceOrientation:duration:", "willAnimateRotation", ["to", "duration"]),
        ("didRotateFromInterfaceOrientation:", "didRotate", ["from"]),
        (
            "willAnimateFirstHalfOfRotationToInterfaceOrientation:duration:",
            "willAnimateFirstHalfOfRotation", ["to", "duration"]
        ),
        ("didAnimateFirstHalfOfRotationToInterfaceOrientation:", "didAnimateFirstHalfOfRotation", ["to"]),
        (
            "willAnimateSecondHalfOfRotationFromInterfaceOrientation:duration:",
            "willAnimateSecondHalfOfRotation", ["from", "duration"]
        ),
        ("viewWillTransitionToSize:withTransitionCoordinator:", "viewWillTransition", ["to", "with"]),
        ("willTransitionToTraitCollection:withTransitionCoordinator:", "willTransition", ["to", "with"]),
    ]

    /// The selector a Swift method implements, when it is one of ``all``.
    static func selector(swiftName: String, labels: [String]) -> String? {
        all.first { $0.swiftName == swiftName && $0.labels == labels }?.selector
    }

    static let selectors: Set<String> = Set(all.map(\.selector))
}
