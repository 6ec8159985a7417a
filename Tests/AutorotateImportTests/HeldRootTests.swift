import AutorotateImport
import AutorotateWire
import Testing

/// The window's root held by another object (api.md §9.1): a property of the app's flow or
/// session object, read where that object's class defines it, through an extension, a getter, an
/// instance variable and a lazy closure; windows other than the app's are never its root.
@Suite struct HeldRootTests {
    private func imported(_ name: String) throws -> ImportResult {
        try ProjectImporter.importProject(try FixtureProjects.files(name))
    }

    private func window(_ result: ImportResult) -> JSONObject {
        result.scenario.asObject?["window"]?.asObject ?? JSONObject()
    }

    private func controller(_ result: ImportResult, _ id: String) -> JSONObject? {
        result.scenario.asObject?["viewControllers"]?.asObject?[id]?.asObject
    }

    /// `window?.rootViewController = flow.rootViewController` in an extension of the delegate, with
    /// `flow` a property of the delegate and `rootViewController` a computed property returning a
    /// lazy navigation controller: that navigation controller around the inbox is the root.
    @Test func swiftPropertyOfAnotherObjectIsFollowed() throws {
        let result = try imported("HeldRoot")
        #expect(window(result)["rootViewController"] == .string("UINavigationController"))
        #expect(window(result)["basis"] == .string("read"))
        #expect(
            controller(result, "UINavigationController")?["viewControllers"]
                == .array([.string("InboxViewController")]))
        #expect(
            result.sources["/window/rootViewController"]
                == ImportSource(path: "HeldRoot/AppDelegate+Launch.swift", line: 7, column: 38))
    }

    /// An overlay window's root and a banner's own `let window = UIWindow(…)` are not the app's root.
    @Test func otherWindowsAreNotTheRoot() throws {
        let result = try imported("HeldRoot")
        #expect(window(result)["rootViewController"] != .string("ToastViewController"))
        #expect(!result.notes.contains { $0.pointer == "/window/rootViewController" })
    }

    /// `[self.window setRootViewController:[self.session navigationController]]`: the getter returns
    /// an instance variable the initializer sets to a navigation controller around the login screen;
    /// a class method's own failure window is not the app's.
    @Test func objectiveCGetterOfAnotherObjectIsFollowed() throws {
        let result = try imported("ObjCHeldRoot")
        #expect(window(result)["rootViewController"] == .string("UINavigationController"))
        #expect(
            controller(result, "UINavigationController")?["viewControllers"]
                == .array([.string("LoginViewController")]))
        #expect(
            result.sources["/window/rootViewController"]
                == ImportSource(path: "ObjCHeldRoot/AppDelegate.m", line: 18, column: 41))
    }

    /// `if (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad) { root = split } else { root =
    /// navigation around the list }`: on the phone the project is imported for, the else branch's root.
    @Test func rootInTheOtherIdiomsBranchIsNotThisDevicesRoot() throws {
        let result = try imported("IdiomRoot")
        #expect(result.scenario.asObject?["device"]?.asObject?["idiom"] == .string("phone"))
        #expect(window(result)["rootViewController"] == .string("UINavigationController"))
        #expect(
            controller(result, "UINavigationController")?["viewControllers"]
                == .array([.string("NotesListViewController")]))
        #expect(
            result.sources["/window/rootViewController"]
                == ImportSource(path: "IdiomRoot/AppDelegate.m", line: 14, column: 44))
    }

    /// `self.rootViewController = …` is a window subclass's own root, and not a coordinator's
    /// property of that name.
    @Test func selfRootIsAWindowSubclassesOnly() throws {
        let result = try ProjectImporter.importProject([
            ProjectFile(
                path: "App/AppWindow.swift",
                content: """
                    import UIKit
                    final class AppWindow: UIWindow {
                        func showHome() { self.rootViewController = HomeViewController() }
                    }
                    final class HomeViewController: UIViewController {}
                    """),
            ProjectFile(
                path: "App/Coordinator.swift",
                content: """
                    import UIKit
                    final class Coordinator {
                        var rootViewController: UIViewController?
                        func start() { self.rootViewController = SettingsViewController() }
                    }
                    final class SettingsViewController: UIViewController {}
                    """),
        ])
        #expect(window(result)["rootViewController"] == .string("HomeViewController"))
        #expect(result.sources["/window/rootViewController"]?.path == "App/AppWindow.swift")
    }

    /// An Objective-C class Swift knows by its `NS_SWIFT_NAME`: Swift's `AppController()` is
    /// `TRAppController`, whose initializer sets the property the delegate shows.
    @Test func swiftNameOfAnObjectiveCClassIsFollowed() throws {
        let result = try ProjectImporter.importProject([
            ProjectFile(
                path: "App/AppDelegate.swift",
                content: """
                    import UIKit
                    @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                        var window: UIWindow?
                        let controller = AppController()
                        func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                            window!.rootViewController = controller.rootViewController
                            return true
                        }
                    }
                    """),
            ProjectFile(
                path: "App/TRAppController.h",
                content: """
                    @class TRHomeViewController;
                    NS_SWIFT_NAME(AppController)
                    @interface TRAppController : NSObject
                    @property (nonatomic) TRHomeViewController *rootViewController;
                    @end
                    """),
            ProjectFile(
                path: "App/TRAppController.m",
                content: """
                    @implementation TRAppController
                    - (instancetype)init {
                        self = [super init];
                        self.rootViewController = [[TRHomeViewController alloc] init];
                        return self;
                    }
                    @end
                    """),
            ProjectFile(
                path: "App/TRHomeViewController.h",
                content: "@interface TRHomeViewController : UIViewController\n@end\n"),
        ])
        #expect(window(result)["rootViewController"] == .string("TRHomeViewController"))
    }

    /// `instantiateInitialViewController() as? KioskViewController` of a storyboard whose name the
    /// import cannot read: the cast names the class, and its storyboard scene is the root.
    @Test func castNamesTheRootsClass() throws {
        let result = try imported("CastRoot")
        #expect(window(result)["rootViewController"] == .string("KioskViewController"))
        #expect(window(result)["basis"] == .string("read"))
        #expect(
            controller(result, "KioskViewController")?["supportedInterfaceOrientations"]
                == .string(".landscape"))
    }
}
