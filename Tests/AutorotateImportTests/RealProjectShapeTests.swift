import AutorotateEngine
import AutorotateImport
import AutorotateWire
import Testing

/// The shapes real apps take (api.md §9.1), each in a fixture project of our own: the root the
/// code assigns, categories and unknown superclasses, idiom and OS branches, transitions, target
/// membership and build settings from `.xcconfig` files, and `basis`.
@Suite struct RealProjectShapeTests {
    private func imported(_ name: String) throws -> ImportResult {
        try ProjectImporter.importProject(try FixtureProjects.files(name))
    }

    private func scenario(_ result: ImportResult) -> JSONObject {
        result.scenario.asObject ?? JSONObject()
    }

    private func controller(_ result: ImportResult, _ id: String) -> JSONObject? {
        scenario(result)["viewControllers"]?.asObject?[id]?.asObject
    }

    private func window(_ result: ImportResult) -> JSONObject {
        scenario(result)["window"]?.asObject ?? JSONObject()
    }

    private func condition(_ key: String, _ value: String, then: String, else otherwise: String) -> JSONValue
    {
        .object(
            JSONObject([
                JSONMember("if", .object(JSONObject([JSONMember(key, .string(value))]))),
                JSONMember("then", .string(then)), JSONMember("else", .string(otherwise)),
            ]))
    }

    /// A scene delegate's `window.rootViewController = tabs`, with the tab's `viewControllers` set
    /// first and a navigation controller made around a class: the root, its children and their
    /// sources; a storyboard no setting names is not the root.
    @Test func rootAssignedThroughALocalTabBarController() throws {
        let result = try imported("CodeRoot")
        #expect(window(result)["rootViewController"] == .string("MainTabController"))
        #expect(window(result)["basis"] == .string("read"))
        #expect(
            controller(result, "MainTabController")?["viewControllers"]
                == .array([.string("UINavigationController"), .string("SettingsViewController")]))
        #expect(
            controller(result, "UINavigationController")?["viewControllers"]
                == .array([.string("LibraryViewController")]))
        #expect(
            result.sources["/window/rootViewController"]
                == ImportSource(path: "CodeRoot/SceneDelegate.swift", line: 14, column: 37))
    }

    /// `userInterfaceIdiom == .pad ? .all : .portrait`, `traitCollection.userInterfaceIdiom != .phone`
    /// and `if #available(iOS 16, *)` become idiom and OS conditions.
    @Test func idiomAndAvailabilityBranchesBecomeConditions() throws {
        let result = try imported("CodeRoot")
        #expect(
            controller(result, "LibraryViewController")?["supportedInterfaceOrientations"]
                == condition("idiom", "pad", then: ".all", else: ".portrait"))
        #expect(
            controller(result, "SettingsViewController")?["supportedInterfaceOrientations"]
                == condition("idiom", "phone", then: ".portrait", else: ".all"))
        #expect(
            controller(result, "PlayerViewController")?["supportedInterfaceOrientations"]
                == condition("osAtLeast", "16.0", then: ".landscape", else: ".allButUpsideDown"))
        let legacy = try imported("LegacyObjC")
        #expect(
            controller(legacy, "HomeViewController")?["supportedInterfaceOrientations"]
                == condition(
                    "idiom", "pad", then: "UIInterfaceOrientationMaskAll",
                    else: "UIInterfaceOrientationMaskPortrait"))
    }

    /// A project's own `isPhone` / `isPad` (Swift and Objective-C) whose body is an idiom comparison
    /// is that idiom condition where code asks it; one whose body tests more stays a note.
    @Test func idiomHelpersOfTheProjectBecomeIdiomConditions() throws {
        let result = try imported("IdiomHelpers")
        #expect(
            controller(result, "GalleryViewController")?["supportedInterfaceOrientations"]
                == condition("idiom", "phone", then: ".portrait", else: ".all"))
        #expect(
            result.sources["/viewControllers/GalleryViewController/supportedInterfaceOrientations/if"]
                == ImportSource(path: "IdiomHelpers/GalleryViewController.swift", line: 5, column: 29))
        #expect(
            controller(result, "ViewerViewController")?["shouldAutorotateToInterfaceOrientation"]
                == .object(
                    JSONObject([
                        JSONMember("if", .object(JSONObject([JSONMember("idiom", .string("phone"))]))),
                        JSONMember("then", .number(0)),
                        JSONMember("else", .string("UIInterfaceOrientationMaskAll")),
                    ])))
        #expect(controller(result, "GalleryViewController")?["shouldAutorotate"] == nil)
        #expect(
            result.notes.contains {
                $0.pointer == "/viewControllers/GalleryViewController/shouldAutorotate" && $0.line == 12
            })
    }

    /// `return super.…` on the idiom a condition leaves is UIKit's default for that idiom (R1.5)
    /// when nothing in the project overrides the member above the class.
    @Test func superUnderAnIdiomBranchIsUIKitsDefaultForThatIdiom() throws {
        let result = try imported("IdiomHelpers")
        #expect(
            controller(result, "ViewerViewController")?["supportedInterfaceOrientations"]
                == condition("idiom", "phone", then: "UIInterfaceOrientationMaskPortrait", else: ".all"))
        #expect(
            result.sources["/viewControllers/ViewerViewController/supportedInterfaceOrientations/else"]
                == ImportSource(path: "IdiomHelpers/ViewerViewController.m", line: 16, column: 12))
        #expect(controller(result, "ViewerViewController")?["basis"] == .string("read"))
    }

    /// Statements with no branch or early exit before a method's one `return` of a literal leave
    /// that literal as the answer, at the method's line.
    @Test func statementsBeforeALiteralReturnKeepTheLiteral() throws {
        let result = try imported("IdiomHelpers")
        #expect(
            controller(result, "ViewerViewController")?["preferredInterfaceOrientationForPresentation"]
                == .string("UIInterfaceOrientationLandscapeLeft"))
        #expect(
            result.sources[
                "/viewControllers/ViewerViewController/preferredInterfaceOrientationForPresentation"]
                == ImportSource(path: "IdiomHelpers/ViewerViewController.m", line: 19, column: 1))
    }

    /// A cast chain through the selected navigation controller's first child is no forward: the
    /// member is left at UIKit's default with a note and the basis says it was assumed.
    @Test func castChainIsANoteNotAForward() throws {
        let result = try imported("CodeRoot")
        let tabs = controller(result, "MainTabController")
        #expect(tabs?["supportedInterfaceOrientations"] == nil)
        #expect(
            tabs?["shouldAutorotate"]
                == .object(JSONObject([JSONMember("forward", .string("selectedViewController"))])))
        #expect(tabs?["basis"]?.asObject?["assumed"] != nil)
        #expect(
            result.notes.contains {
                $0.pointer == "/viewControllers/MainTabController/supportedInterfaceOrientations"
                    && $0.line == 5
            })
    }

    /// Pushes and presentations in code with a known destination, and the rotation calls, are
    /// listed with their lines and the events they stand for.
    @Test func codeTransitionsAndRotationCalls() throws {
        let result = try imported("CodeRoot")
        let library = "CodeRoot/LibraryViewController.swift"
        let camera = "CodeRoot/CameraViewController.swift"
        #expect(
            result.transitions.contains(
                ImportTransition(
                    kind: .push, from: "LibraryViewController", to: "CameraViewController", path: library,
                    line: 9)))
        #expect(
            result.transitions.contains(
                ImportTransition(
                    kind: .present, from: "LibraryViewController", to: "PlayerViewController", path: library,
                    line: 14)))
        let kvc = JSONValue.object(
            JSONObject([
                JSONMember("type", .string("setDeviceOrientationViaKeyValueCoding")),
                JSONMember("orientation", .string("portrait")),
            ]))
        #expect(
            result.transitions.contains(
                ImportTransition(call: kvc, in: "CameraViewController", path: camera, line: 8)))
        let attempt = JSONValue.object(
            JSONObject([JSONMember("type", .string("attemptRotationToDeviceOrientation"))]))
        #expect(
            result.transitions.contains(
                ImportTransition(call: attempt, in: "CameraViewController", path: camera, line: 9)))
    }

    /// `[_window setRootViewController:navigation]` through two locals, a category on
    /// UIViewController that hides no subclass, a forward behind `respondsToSelector:`, and a
    /// class whose superclass is a pod's, kept with an assumed basis.
    @Test func objectiveCRootCategoryAndPodSuperclass() throws {
        let result = try imported("LegacyObjC")
        #expect(window(result)["rootViewController"] == .string("RootNavigationController"))
        let navigation = controller(result, "RootNavigationController")
        #expect(navigation?["viewControllers"] == .array([.string("HomeViewController")]))
        #expect(
            navigation?["supportedInterfaceOrientations"]
                == .object(JSONObject([JSONMember("forward", .string("topViewController"))])))
        #expect(controller(result, "UIViewController") == nil)
        let player = controller(result, "PlayerViewController")
        #expect(player?["supportedInterfaceOrientations"] == .string("UIInterfaceOrientationMaskLandscape"))
        #expect(
            player?["basis"]
                == .object(
                    JSONObject([
                        JSONMember(
                            "assumed", .string("superclass PodPlayerBaseViewController is not in the project")
                        )
                    ])))
        #expect(
            result.transitions.contains(
                ImportTransition(
                    kind: .present, from: "HomeViewController", to: "PlayerViewController",
                    path: "LegacyObjC/HomeViewController.m", line: 16)))
    }

    /// A forward to a named child property whose child the import cannot name is a note, not a
    /// confident value.
    @Test func namedChildForwardWithoutKnownChildIsANote() throws {
        let result = try imported("LegacyObjC")
        #expect(controller(result, "ContentHostViewController")?["supportedInterfaceOrientations"] == nil)
        #expect(
            result.notes.contains {
                $0.pointer == "/viewControllers/ContentHostViewController/supportedInterfaceOrientations"
            })
    }

    /// Only the app target's files count (the widget's and the tvOS app's screens stay out);
    /// settings come through the project's and the target's `.xcconfig` (with `#include` and
    /// `$inherited`), and an iPad-only app's root is `UIMainStoryboardFile~ipad`'s.
    @Test func targetMembershipXcconfigAndPadStoryboard() throws {
        let result = try imported("Targets")
        let controllers = scenario(result)["viewControllers"]?.asObject?.keys ?? []
        #expect(
            controllers == ["ViewController", "PadViewController"]
                || controllers == ["PadViewController", "ViewController"])
        #expect(result.lint.minimumOS == "14.0")
        #expect(result.lint.idioms == ["pad"])
        #expect(result.sources["/device/os"]?.path == "Targets.xcodeproj/project.pbxproj")
        #expect(
            result.sources["/device/idiom"] == ImportSource(path: "Config/App.xcconfig", line: 4, column: 1))
        #expect(window(result)["rootViewController"] == .string("PadViewController"))
        #expect(
            result.sources["/app/infoPlist/UISupportedInterfaceOrientations~0ipad"]?.path == "App/Info.plist")
    }

    /// A deployment target of `$inherited` with nothing to inherit (the project's `.xcconfig`
    /// files not sent) is no version: the default stays, with a note at `/device/os`, never ".0".
    @Test func inheritedDeploymentTargetWithNothingAboveIsNoVersion() throws {
        let files = try FixtureProjects.files("Targets").filter { !$0.path.hasSuffix(".xcconfig") }
        let result = try ProjectImporter.importProject(files)
        let device = scenario(result)["device"]?.asObject
        #expect(device?["os"] == .string(ProjectImporter.defaultDeploymentTarget))
        #expect(result.notes.contains { $0.pointer == "/device/os" })
    }

    /// A SwiftUI `@main App` is a hosting controller root, read from the `@main` line.
    @Test func swiftUIAppIsAHostingRoot() throws {
        let result = try imported("SwiftUIApp")
        #expect(window(result)["rootViewController"] == .string("UIHostingController"))
        #expect(controller(result, "UIHostingController")?["class"] == .string("UIHostingController"))
        #expect(result.sources["/window/rootViewController"]?.line == 4)
    }

    /// With no rule finding a root, the window's root is null and its basis says so; the
    /// scenario still simulates.
    @Test func missingRootIsAssumedNotGuessed() throws {
        let result = try ProjectImporter.importProject([
            ProjectFile(
                path: "App/Screen.swift",
                content: "import UIKit\nfinal class ScreenViewController: UIViewController {}\n")
        ])
        #expect(window(result)["rootViewController"] == .null)
        #expect(window(result)["basis"]?.asObject?["assumed"] != nil)
        #expect(result.notes.contains { $0.pointer == "/window/rootViewController" })
        if case .failure(let problem) = Simulator.run(document: result.scenario) {
            Issue.record("\(problem.errors)")
        }
    }

    /// Every unwind segue of a storyboard makes one summary note at most.
    @Test func unwindSeguesMakeOneNote() throws {
        let scenes = (1...3).map { number in
            """
            <scene sceneID="s\(number)"><objects>
                <viewController id="v\(number)" sceneMemberID="viewController">
                    <connections><segue destination="exit\(number)" kind="unwind" unwindAction="done:" id="u\(number)"/></connections>
                </viewController>
                <exit id="exit\(number)" userLabel="Exit" sceneMemberID="exit"/>
            </objects></scene>
            """
        }
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="v1">
            <scenes>\(scenes.joined(separator: "\n"))</scenes></document>
            """
        let result = try ProjectImporter.importProject([
            ProjectFile(path: "App/Main.storyboard", content: storyboard)
        ])
        #expect(result.notes.filter { $0.message.contains("unwind") }.count == 1)
    }

    /// A broken pbxproj, storyboard or Info.plist is a note naming the file and line, never a crash.
    @Test func brokenFilesAreNotesWithTheirLines() throws {
        let result = try ProjectImporter.importProject([
            ProjectFile(path: "App.xcodeproj/project.pbxproj", content: "{\n objects = {\n  A = { isa = ;\n"),
            ProjectFile(path: "App/Main.storyboard", content: "<document>\n<scenes>\n<scene <\n"),
            ProjectFile(path: "App/Info.plist", content: "<plist>\n<dict>\n<key>A</key>\n<string>\n"),
        ])
        #expect(result.notes.contains { $0.path == "App.xcodeproj/project.pbxproj" && $0.line == 3 })
        #expect(result.notes.contains { $0.path == "App/Main.storyboard" && $0.line == 3 })
        #expect(result.notes.contains { $0.path == "App/Info.plist" && ($0.line ?? 0) >= 4 })
    }

    /// An Info.plist whose XML declaration names an encoding Foundation does not read as UTF-8,
    /// and one with a `>` inside the `plist` tag's attribute, are notes at their line that say why.
    @Test func plistsFoundationRefusesAreNotesAtTheirLines() throws {
        let declaration = try ProjectImporter.importProject([
            ProjectFile(
                path: "App/Info.plist",
                content:
                    "<?xml version=\"1.0\" encoding=\"UTF-88\"?>\n<plist version=\"1.0\"><dict/></plist>\n")
        ])
        #expect(
            declaration.notes.contains {
                $0.path == "App/Info.plist" && $0.line == 1 && $0.message.contains("UTF-88")
            })
        let attribute = try ProjectImporter.importProject([
            ProjectFile(
                path: "App/Info.plist",
                content: "<?xml version=\"1.0\"?>\n<plist version=\"1.>0\"><dict/></plist>\n")
        ])
        #expect(
            attribute.notes.contains {
                $0.path == "App/Info.plist" && $0.line == 2 && $0.message.contains("'>' in the value")
            })
    }

    /// A forward behind a nil test of the child is a forward; `shouldAutorotate` returning an idiom
    /// comparison is a condition; a storyboard root the app delegate also replaces is assumed.
    @Test func guardedForwardIdiomBooleanAndReplacedStoryboardRoot() throws {
        let navigation = """
            @interface GuardedNavigationController : UINavigationController
            @end
            @implementation GuardedNavigationController
            - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
                if (self.topViewController) {
                    return [self.topViewController supportedInterfaceOrientations];
                }
                return [super supportedInterfaceOrientations];
            }
            - (BOOL)shouldAutorotate {
                return [[UIDevice currentDevice] userInterfaceIdiom] == UIUserInterfaceIdiomPad;
            }
            @end
            """
        let delegate = """
            @interface AppDelegate : UIResponder <UIApplicationDelegate>
            @end
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                self.window.rootViewController = [[GuardedNavigationController alloc] init];
                return YES;
            }
            @end
            """
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="n1">
            <scenes><scene sceneID="s1"><objects>
            <navigationController id="n1" customClass="GuardedNavigationController" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """
        let result = try ProjectImporter.importProject([
            ProjectFile(path: "App/GuardedNavigationController.m", content: navigation),
            ProjectFile(path: "App/AppDelegate.m", content: delegate),
            ProjectFile(path: "App/Main.storyboard", content: storyboard),
            ProjectFile(
                path: "App/Info.plist",
                content: "<plist><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>"),
        ])
        let guarded = controller(result, "GuardedNavigationController")
        #expect(
            guarded?["supportedInterfaceOrientations"]
                == .object(JSONObject([JSONMember("forward", .string("topViewController"))])))
        #expect(
            guarded?["shouldAutorotate"]
                == .object(
                    JSONObject([
                        JSONMember("if", .object(JSONObject([JSONMember("idiom", .string("pad"))]))),
                        JSONMember("then", .bool(true)), JSONMember("else", .bool(false)),
                    ])))
        #expect(window(result)["rootViewController"] == .string("GuardedNavigationController"))
        #expect(window(result)["basis"]?.asObject?["assumed"] != nil)
    }
}
