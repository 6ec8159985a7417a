import AutorotateImport
import Testing

/// Storyboards: ids, references across storyboards, relationship and presentation segues.
@Suite struct StoryboardImportTests {
    private func storyboard(initial: String, _ scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="\(initial)">
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }

    private func viewControllers(_ result: ImportResult) -> JSONObject {
        if case .object(let scenario) = result.scenario, case .object(let list)? = scenario["viewControllers"]
        {
            return list
        }
        return JSONObject()
    }

    /// The same storyboard identifier in two storyboards: the one outside the main storyboard
    /// names its storyboard.
    @Test func collidingIdentifiersNameTheirStoryboard() throws {
        let main = storyboard(
            initial: "a1",
            #"<scene sceneID="s1"><objects><viewController storyboardIdentifier="Settings" id="a1" sceneMemberID="viewController"/></objects></scene>"#
        )
        let flow = storyboard(
            initial: "b1",
            #"<scene sceneID="s2"><objects><viewController storyboardIdentifier="Settings" id="b1" sceneMemberID="viewController"/></objects></scene>"#
        )
        let result = try ProjectImporter.importProject([
            ProjectFile(path: "App/Main.storyboard", content: main),
            ProjectFile(path: "App/Flow.storyboard", content: flow),
            ProjectFile(
                path: "App/Info.plist",
                content: "<plist><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>"),
        ])
        #expect(viewControllers(result).keys == ["Settings", "Settings@Flow"])
        #expect(result.notes.contains { $0.pointer == "/viewControllers/Settings@Flow" && $0.line == 4 })
    }

    /// A reference with an identifier resolves to that scene of the other storyboard, which the
    /// presentation segue then styles; a split without its detail keeps no children, with a note.
    @Test func referencesAndIncompleteSplits() throws {
        let main = storyboard(
            initial: "sp",
            """
                    <scene sceneID="s1"><objects>
                        <splitViewController id="sp" sceneMemberID="viewController">
                            <connections>
                                <segue destination="m" kind="relationship" relationship="masterViewController" id="g1"/>
                            </connections>
                        </splitViewController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <viewController id="m" sceneMemberID="viewController">
                            <connections>
                                <segue destination="ref" kind="presentation" modalPresentationStyle="overFullScreen" id="g2"/>
                            </connections>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                        <viewControllerPlaceholder storyboardName="Other" referencedIdentifier="Target" id="ref" sceneMemberID="viewController"/>
                    </objects></scene>
            """)
        let other = storyboard(
            initial: "o1",
            """
                    <scene sceneID="t1"><objects><viewController id="o1" sceneMemberID="viewController"/></objects></scene>
                    <scene sceneID="t2"><objects><viewController storyboardIdentifier="Target" id="o2" sceneMemberID="viewController"/></objects></scene>
            """)
        let result = try ProjectImporter.importProject([
            ProjectFile(path: "Main.storyboard", content: main),
            ProjectFile(path: "Other.storyboard", content: other),
        ])
        let list = viewControllers(result)
        #expect(
            list["Target"]
                == .object(
                    JSONObject([
                        JSONMember("class", .string("UIViewController")),
                        JSONMember("modalPresentationStyle", .string("overFullScreen")),
                        JSONMember("basis", .string("read")),
                    ])))
        #expect(result.sources["/viewControllers/Target/modalPresentationStyle"]?.line == 14)
        #expect(
            list["sp"]
                == .object(
                    JSONObject([
                        JSONMember("kind", .string("splitViewController")),
                        JSONMember("class", .string("UISplitViewController")),
                        JSONMember("basis", .string("read")),
                    ])))
        #expect(result.notes.contains { $0.pointer == "/viewControllers/sp" })
    }
}

/// Categories on UIKit classes: the classic `UINavigationController (Rotation)` category changes
/// every stock navigation controller, and is not a screen of its own.
@Suite struct CategoryImportTests {
    /// A stock navigation controller of a storyboard forwards when a category says so, and its
    /// basis names the category that replaces UIKit's method.
    @Test func categoryOnStockContainerApplies() throws {
        let category = """
            @implementation UINavigationController (Rotation)
            - (NSUInteger)supportedInterfaceOrientations {
                return [self.topViewController supportedInterfaceOrientations];
            }
            @end
            """
        let main = """
            <document initialViewController="n"><scenes>
            <scene sceneID="s"><objects><navigationController id="n" sceneMemberID="viewController"/></objects></scene>
            </scenes></document>
            """
        let result = try ProjectImporter.importProject([
            ProjectFile(path: "UINavigationController+Rotation.m", content: category),
            ProjectFile(path: "Main.storyboard", content: main),
        ])
        guard case .object(let scenario) = result.scenario,
            case .object(let list)? = scenario["viewControllers"]
        else {
            Issue.record("no view controllers")
            return
        }
        #expect(list.keys == ["n"])
        #expect(
            list["n"]
                == .object(
                    JSONObject([
                        JSONMember("kind", .string("navigationController")),
                        JSONMember("class", .string("UINavigationController")),
                        JSONMember(
                            "supportedInterfaceOrientations",
                            .object(JSONObject([JSONMember("forward", .string("topViewController"))]))),
                        JSONMember(
                            "basis",
                            .object(
                                JSONObject([
                                    JSONMember(
                                        "assumed",
                                        .string(
                                            "supportedInterfaceOrientations comes from a category of "
                                                + "UINavigationController (UINavigationController+Rotation.m:2) "
                                                + "that replaces UIKit's own method; Objective-C leaves undefined "
                                                + "which of the two runs"))
                                ]))),
                    ])))
        #expect(result.sources["/viewControllers/n/supportedInterfaceOrientations"]?.line == 2)
    }
}
