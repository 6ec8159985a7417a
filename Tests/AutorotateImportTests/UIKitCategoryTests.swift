import AutorotateImport
import AutorotateWire
import Testing

/// A category (Objective-C) or extension (Swift) of a UIKit container that overrides the rotation
/// methods (api.md §9.1 "Classes"): it applies to every instance of that UIKit class and of its
/// subclasses that do not override the method themselves, with sources at the category's lines
/// and a basis that names the category.
@Suite struct UIKitCategoryTests {
    private func controller(_ result: ImportResult, _ id: String) -> JSONObject? {
        result.scenario.asObject?["viewControllers"]?.asObject?[id]?.asObject
    }

    private static let forwardToTop = JSONValue.object(
        JSONObject([JSONMember("forward", .string("topViewController"))]))

    /// `if (self.topViewController) return [self.topViewController …]; return YES;` in a category of
    /// UINavigationController makes the stock navigation controller the code creates forward all
    /// three methods to its top view controller, each pointing at the category's line.
    @Test func categoryForwardsOfAStockNavigationController() throws {
        let result = try ProjectImporter.importProject(try FixtureProjects.files("UIKitCategory"))
        let navigation = controller(result, "UINavigationController")
        for member in [
            "shouldAutorotate", "supportedInterfaceOrientations",
            "preferredInterfaceOrientationForPresentation",
        ] {
            #expect(navigation?[member] == Self.forwardToTop, "\(member)")
        }
        let category = "Shelf/Categories/UINavigationController+Rotation.m"
        let pointer = "/viewControllers/UINavigationController/"
        #expect(
            result.sources[pointer + "shouldAutorotate"] == ImportSource(path: category, line: 5, column: 1))
        #expect(result.sources[pointer + "supportedInterfaceOrientations"]?.line == 14)
        #expect(result.sources[pointer + "preferredInterfaceOrientationForPresentation"]?.line == 21)
        guard case .string(let reason)? = navigation?["basis"]?.asObject?["assumed"] else {
            Issue.record("the navigation controller's basis does not name the category")
            return
        }
        #expect(reason.hasPrefix("shouldAutorotate comes from a category of UINavigationController"))
        #expect(reason.contains("\(category):5"))
    }

    /// A subclass that overrides only shouldAutorotate keeps its own answer and takes the
    /// category's for the two methods it leaves alone.
    @Test func subclassKeepsItsOwnOverride() throws {
        let result = try ProjectImporter.importProject(try FixtureProjects.files("UIKitCategory"))
        let reader = controller(result, "ReaderNavigationController")
        #expect(reader?["shouldAutorotate"] == .bool(true))
        #expect(reader?["supportedInterfaceOrientations"] == Self.forwardToTop)
        let pointer = "/viewControllers/ReaderNavigationController/"
        #expect(result.sources[pointer + "shouldAutorotate"]?.path == "Shelf/ReaderNavigationController.m")
        #expect(
            result.sources[pointer + "supportedInterfaceOrientations"]?.path
                == "Shelf/Categories/UINavigationController+Rotation.m")
        guard case .string(let reason)? = reader?["basis"]?.asObject?["assumed"] else {
            Issue.record("the subclass's basis does not name the category")
            return
        }
        #expect(reason.hasPrefix("supportedInterfaceOrientations comes from a category"))
    }

    /// A category whose forward stands behind a test of something other than the child (the
    /// number of tabs) is not a forward: UIKit's default is modelled, with a note at the method.
    @Test func forwardBehindAnotherTestStaysANote() throws {
        let result = try ProjectImporter.importProject(try FixtureProjects.files("UIKitCategory"))
        let tabs = controller(result, "UITabBarController")
        #expect(tabs?["supportedInterfaceOrientations"] == nil)
        let note = result.notes.first {
            $0.pointer == "/viewControllers/UITabBarController/supportedInterfaceOrientations"
        }
        #expect(note?.path == "Shelf/Categories/UITabBarController+Rotation.m")
        #expect(note?.line == 8)
        #expect(note?.message.contains("self.viewControllers.count > 1") == true)
    }

    /// A Swift extension of UINavigationController (`open override var` on an @objc member, which
    /// Swift allows in an extension) reads as the category does: `topViewController?.… ?? .all`,
    /// `if let top = topViewController`, `guard let visible = visibleViewController` are forwards.
    @Test func swiftExtensionForwards() throws {
        let result = try ProjectImporter.importProject(try FixtureProjects.files("NavigationExtension"))
        for id in ["UINavigationController", "RouteNavigationController"] {
            let navigation = controller(result, id)
            #expect(navigation?["supportedInterfaceOrientations"] == Self.forwardToTop, "\(id)")
            #expect(navigation?["shouldAutorotate"] == Self.forwardToTop, "\(id)")
            #expect(
                navigation?["preferredInterfaceOrientationForPresentation"]
                    == .object(JSONObject([JSONMember("forward", .string("visibleViewController"))])), "\(id)"
            )
            guard case .string(let reason)? = navigation?["basis"]?.asObject?["assumed"] else {
                Issue.record("\(id)'s basis does not name the extension")
                continue
            }
            #expect(reason.contains("an extension of UINavigationController"))
        }
        #expect(
            result.sources["/viewControllers/RouteNavigationController/shouldAutorotate"]
                == ImportSource(path: "Atlas/UINavigationController+Rotation.swift", line: 9, column: 5))
    }
}
