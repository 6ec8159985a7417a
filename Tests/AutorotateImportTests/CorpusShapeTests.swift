import AutorotateImport
import AutorotateWire
import Testing

/// Shapes met in the second round of real apps (issue 39), each in a fixture project of our own:
/// an app delegate named to `UIApplicationMain` among several, a configuration whose Info.plist is
/// missing, a main nib that holds the window's root, and code compiled only for other platforms.
@Suite struct CorpusShapeTests {
    private func imported(_ name: String) throws -> ImportResult {
        try ProjectImporter.importProject(try FixtureProjects.files(name))
    }

    private func window(_ result: ImportResult) -> JSONObject {
        result.scenario.asObject?["window"]?.asObject ?? JSONObject()
    }

    /// Of two app delegates that both assign a root, the one `UIApplicationMain` names by string
    /// runs: its root is read, not assumed, and the other delegate's never counts.
    @Test func delegateNamedToApplicationMainAssignsTheRoot() throws {
        let result = try imported("PrincipalDelegate")
        #expect(window(result)["rootViewController"] == .string("UINavigationController"))
        #expect(window(result)["basis"] == .string("read"))
        #expect(result.sources["/window/rootViewController"]?.path == "Library/LibraryAppDelegate.m")
        let navigation = result.scenario.asObject?["viewControllers"]?.asObject?["UINavigationController"]?
            .asObject
        #expect(navigation?["viewControllers"] == .array([.string("ShelfViewController")]))
    }

    /// When the Release configuration's INFOPLIST_FILE names a file the project lacks, the Debug
    /// configuration's existing Info.plist is read, and a note at the Release setting says so.
    @Test func missingReleaseInfoPlistFallsBackToAnotherConfiguration() throws {
        let result = try imported("PrincipalDelegate")
        #expect(
            result.sources["/app/infoPlist/UISupportedInterfaceOrientations"]?.path == "Library/Info.plist")
        let note = result.notes.first { $0.path == "PrincipalDelegate.xcodeproj/project.pbxproj" }
        #expect(note?.line == 113)
        #expect(note?.message.contains("'Renamed/Info.plist'") == true)
        #expect(note?.message.contains("'Library/Info.plist' is read") == true)
    }

    /// An app whose window and root come from the main nib (`NSMainNibFile`) gets no invented
    /// root: the window's basis names the nib, and a note points at the plist key.
    @Test func mainNibRootIsAssumedWithItsPlace() throws {
        let result = try imported("MainNib")
        #expect(window(result)["rootViewController"] == .null)
        guard case .string(let reason)? = window(result)["basis"]?.asObject?["assumed"] else {
            Issue.record("the window's basis is not assumed")
            return
        }
        #expect(reason.contains("'MainWindow'"))
        let note = result.notes.first { $0.pointer == "/window/rootViewController" }
        #expect(note?.path == "MainNib/Info.plist")
        #expect(note?.line == 5)
    }

    /// On iPad the `~ipad` main nib is the one named.
    @Test func padMainNibIsTheSuffixedOne() throws {
        let project = ProjectFile(
            path: "MainNib.xcodeproj/project.pbxproj",
            content: """
                // !$*UTF8*$!
                { objects = {
                T1 = { isa = PBXNativeTarget; name = MainNib; buildConfigurationList = L1;
                  productType = "com.apple.product-type.application"; };
                L1 = { isa = XCConfigurationList; buildConfigurations = (C1); };
                C1 = { isa = XCBuildConfiguration; name = Release;
                  buildSettings = { INFOPLIST_FILE = MainNib/Info.plist; TARGETED_DEVICE_FAMILY = 2; }; };
                }; }

                """)
        let result = try ProjectImporter.importProject(try FixtureProjects.files("MainNib") + [project])
        let note = result.notes.first { $0.pointer == "/window/rootViewController" }
        #expect(note?.line == 7)
        #expect(note?.message.contains("'MainWindow-iPad'") == true)
    }

    /// A rotation call inside `#if targetEnvironment(macCatalyst) || os(visionOS)` is not the iOS
    /// app's; one in `#elseif os(iOS)` or under a negated condition is.
    @Test func callsForOtherPlatformsAreLeftOut() throws {
        let result = try imported("PlatformBranches")
        let lines = result.transitions.map(\.line)
        #expect(lines == [11, 14])
    }

    /// A Swift `main.swift` that names its delegate with `NSStringFromClass(Name.self)` makes that
    /// delegate's root the window's, over another delegate class that is also built.
    @Test func swiftMainNamesItsDelegateBySelf() throws {
        let files = [
            ProjectFile(
                path: "App/main.swift",
                content: """
                    import UIKit

                    UIApplicationMain(
                        CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(StoreDelegate.self))

                    """),
            ProjectFile(
                path: "App/StoreDelegate.swift",
                content: """
                    import UIKit

                    final class StoreDelegate: UIResponder, UIApplicationDelegate {
                        var window: UIWindow?
                        func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                            window?.rootViewController = StoreViewController()
                            return true
                        }
                    }

                    """),
            ProjectFile(
                path: "App/DemoDelegate.swift",
                content: """
                    import UIKit

                    final class DemoDelegate: UIResponder, UIApplicationDelegate {
                        var window: UIWindow?
                        func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                            window?.rootViewController = DemoViewController()
                            return true
                        }
                    }

                    """),
            ProjectFile(
                path: "App/Screens.swift",
                content: """
                    import UIKit

                    final class StoreViewController: UIViewController {}
                    final class DemoViewController: UIViewController {}

                    """),
        ]
        let result = try ProjectImporter.importProject(files)
        #expect(window(result)["rootViewController"] == .string("StoreViewController"))
        #expect(window(result)["basis"] == .string("read"))
    }
}
