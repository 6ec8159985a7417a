import AutorotateImport
import AutorotateWire
import Testing

/// A custom container (a side menu, a drawer) made by an initializer whose labels name view
/// controllers (`initWithContentViewController:menuViewController:`,
/// `Drawer(centerViewController:leftDrawerViewController:)`) holds those view controllers as its
/// `children`; when its rotation methods ask one of them by property, that child alone is kept,
/// so that `allChildren` says exactly what the code asks, and a note names the ones left out.
@Suite struct SideMenuTests {
    private func controller(_ result: ImportResult, _ id: String) -> JSONObject? {
        result.scenario.asObject?["viewControllers"]?.asObject?[id]?.asObject
    }

    private static let allChildren = JSONValue.object(
        JSONObject([JSONMember("forward", .string("allChildren"))]))

    /// The side menu's forward to `self.contentViewController` is `allChildren` over the content
    /// alone, at the line of each method's `return`.
    @Test func forwardToTheNamedChildIsExact() throws {
        let result = try ProjectImporter.importProject(try FixtureProjects.files("SideMenu"))
        let menu = controller(result, "SideMenuController")
        #expect(
            result.scenario.asObject?["window"]?.asObject?["rootViewController"]
                == .string("SideMenuController"))
        #expect(menu?["children"] == .array([.string("UINavigationController")]))
        #expect(menu?["supportedInterfaceOrientations"] == Self.allChildren)
        #expect(menu?["shouldAutorotate"] == Self.allChildren)
        #expect(menu?["basis"] == .string("read"))
        #expect(
            result.sources["/viewControllers/SideMenuController/supportedInterfaceOrientations/forward"]
                == ImportSource(path: "Menu/SideMenuController.m", line: 22, column: 12))
        #expect(
            controller(result, "UINavigationController")?["viewControllers"]
                == .array([.string("FeedViewController")]))
    }

    /// The menu left out of the hierarchy is named in one note at the container's children.
    @Test func childLeftOutIsNoted() throws {
        let result = try ProjectImporter.importProject(try FixtureProjects.files("SideMenu"))
        let notes = result.notes.filter { $0.pointer == "/viewControllers/SideMenuController/children" }
        #expect(notes.count == 1)
        #expect(notes.first?.message.contains("menuViewController (MenuViewController) left out") == true)
        #expect(controller(result, "MenuViewController") != nil)
    }

    /// A Swift drawer made with labelled view controllers, whose rotation methods ask none of
    /// them, keeps every child in the order given; a label that names no view controller adds none.
    @Test func swiftDrawerKeepsEveryChild() throws {
        let files = [
            ProjectFile(
                path: "App/AppDelegate.swift",
                content: """
                    import UIKit

                    @main
                    class AppDelegate: UIResponder, UIApplicationDelegate {
                        var window: UIWindow?

                        func application(
                            _ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
                        ) -> Bool {
                            let home = UINavigationController(rootViewController: HomeViewController())
                            window?.rootViewController = Drawer(
                                centerViewController: home, leftDrawerViewController: MenuViewController(),
                                width: 280)
                            return true
                        }
                    }

                    """),
            ProjectFile(
                path: "App/Screens.swift",
                content: """
                    import UIKit

                    class Drawer: UIViewController {
                        init(centerViewController: UIViewController, leftDrawerViewController: UIViewController, width: Int) {
                            super.init(nibName: nil, bundle: nil)
                        }
                    }

                    class HomeViewController: UIViewController {}

                    class MenuViewController: UIViewController {}

                    """),
        ]
        let result = try ProjectImporter.importProject(files)
        #expect(
            controller(result, "Drawer")?["children"]
                == .array([.string("UINavigationController"), .string("MenuViewController")]))
        #expect(!result.notes.contains { $0.pointer == "/viewControllers/Drawer/children" })
    }

    /// A drawer given two navigation controllers, each made around a local typed only as
    /// `UIViewController *` (so only its value says the class): both keep their roots, however
    /// many locals the code passes through.
    @Test func drawerOfNavigationControllersFromLocals() throws {
        let delegate = ProjectFile(
            path: "App/AppDelegate.m",
            content: """
                #import "Screens.h"

                @implementation AppDelegate
                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options
                {
                    UIViewController *menu = [[MenuViewController alloc] init];
                    UIViewController *home = [[HomeViewController alloc] init];
                    UINavigationController *homeNavigation = [[UINavigationController alloc] initWithRootViewController:home];
                    UINavigationController *menuNavigation = [[UINavigationController alloc] initWithRootViewController:menu];
                    self.drawer = [[Drawer alloc] initWithCenterViewController:homeNavigation leftDrawerViewController:menuNavigation];
                    [self.window setRootViewController:self.drawer];
                    return YES;
                }
                @end

                """)
        let screens = ProjectFile(
            path: "App/Screens.h",
            content: """
                #import <UIKit/UIKit.h>

                @interface Drawer : UIViewController
                @end
                @interface AppDelegate : UIResponder <UIApplicationDelegate>
                @property (strong, nonatomic) UIWindow *window;
                @property (strong, nonatomic) Drawer *drawer;
                @end
                @interface HomeViewController : UIViewController
                @end
                @interface MenuViewController : UIViewController
                @end

                """)
        let result = try ProjectImporter.importProject([delegate, screens])
        let children = controller(result, "Drawer")?["children"]
        #expect(children == .array([.string("UINavigationController"), .string("UINavigationController-2")]))
        #expect(
            controller(result, "UINavigationController")?["viewControllers"]
                == .array([.string("HomeViewController")]))
        #expect(
            controller(result, "UINavigationController-2")?["viewControllers"]
                == .array([.string("MenuViewController")]))
    }
}
