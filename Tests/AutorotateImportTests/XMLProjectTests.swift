import AutorotateImport
import AutorotateWire
import Foundation
import Testing

/// A `project.pbxproj` written as an XML property list (as a pod library's example project
/// ships) is read as the ASCII form is (api.md §9.1): its app target, build settings at their
/// lines and target membership. And a launch storyboard that the Info.plist also names the main
/// storyboard is still the main storyboard, whose initial scene is the root.
@Suite struct XMLProjectTests {
    private func scenario(_ result: ImportResult) -> JSONObject? { result.scenario.asObject }

    /// The XML project's target settings give the device, each at the line of its key.
    @Test func xmlProjectGivesTheTargetsSettings() throws {
        let result = try ProjectImporter.importProject(try FixtureProjects.files("XMLProject"))
        #expect(scenario(result)?["device"]?.asObject?["os"] == .string("8.0"))
        #expect(
            result.sources["/device/os"]
                == ImportSource(path: "Gallery.xcodeproj/project.pbxproj", line: 210, column: 5))
        #expect(!result.notes.contains { $0.message.contains("could not be read") })
    }

    /// Membership comes from the XML project's build phases: a class in the groups that no phase
    /// builds stays out.
    @Test func xmlProjectMembershipLeavesOutUnbuiltFiles() throws {
        let result = try ProjectImporter.importProject(try FixtureProjects.files("XMLProject"))
        let controllers = scenario(result)?["viewControllers"]?.asObject
        #expect(controllers?["PhotoViewer"] == nil)
        #expect(result.notes.contains { $0.message.contains("Viewer/PhotoViewer.m") })
    }

    /// `UILaunchStoryboardName` and `UIMainStoryboardFile` both `Main`, and no code assigns a root:
    /// the storyboard is the main one, its initial scene the root with the answer its class reads;
    /// the window's basis says that such apps often replace it at run time.
    @Test func launchStoryboardThatIsAlsoMainGivesTheRoot() throws {
        let result = try ProjectImporter.importProject(try FixtureProjects.files("XMLProject"))
        let window = scenario(result)?["window"]?.asObject
        #expect(window?["rootViewController"] == .string("AlbumViewController"))
        guard case .string(let reason)? = window?["basis"]?.asObject?["assumed"] else {
            Issue.record("the window's basis is not assumed")
            return
        }
        #expect(reason.contains("the main storyboard is the launch screen 'Main'"))
        let album = scenario(result)?["viewControllers"]?.asObject?["AlbumViewController"]?.asObject
        #expect(album?["supportedInterfaceOrientations"] == .string("UIInterfaceOrientationMaskPortrait"))
        #expect(
            result.sources["/viewControllers/AlbumViewController/supportedInterfaceOrientations"]?.line == 5)
    }

    /// A launch storyboard named the main storyboard only so that the window exists while the app
    /// delegate assigns the real root: the code's root, as if the launch storyboard were not main.
    @Test func launchStoryboardAsMainGivesWayToTheCodesRoot() throws {
        let files = try FixtureProjects.files("XMLProject").map { file in
            file.path.hasSuffix("AppDelegate.m")
                ? ProjectFile(
                    path: file.path,
                    content: file.content.replacingOccurrences(
                        of: "    return YES;",
                        with: "    self.window.rootViewController = [[AlbumViewController alloc] init];\n"
                            + "    return YES;"))
                : file
        }
        let result = try ProjectImporter.importProject(files)
        let window = scenario(result)?["window"]?.asObject
        #expect(window?["rootViewController"] == .string("AlbumViewController"))
        #expect(result.sources["/window/rootViewController"]?.path == "Gallery/AppDelegate.m")
        #expect(window?["basis"] == .string("read"))
    }

    /// A launch storyboard no setting names the main storyboard is no screen: no root.
    @Test func launchStoryboardAloneIsNoRoot() throws {
        let files = try FixtureProjects.files("XMLProject").map { file in
            file.path.hasSuffix("Info.plist")
                ? ProjectFile(
                    path: file.path,
                    content: file.content.replacingOccurrences(
                        of: "<key>UIMainStoryboardFile</key>\n\t<string>Main</string>\n", with: ""))
                : file
        }
        let result = try ProjectImporter.importProject(files)
        #expect(scenario(result)?["window"]?.asObject?["rootViewController"] == .null)
    }

    /// An XML project cut off in the middle is a note at the pbxproj's line, never a crash.
    @Test func brokenXMLProjectIsANoteWithItsLine() throws {
        let files = try FixtureProjects.files("XMLProject").map { file in
            file.path.hasSuffix(".pbxproj")
                ? ProjectFile(path: file.path, content: String(file.content.prefix(400)))
                : file
        }
        let result = try ProjectImporter.importProject(files)
        let note = result.notes.first { $0.message.contains("project.pbxproj could not be read") }
        #expect(note?.path == "Gallery.xcodeproj/project.pbxproj")
        #expect((note?.line ?? 0) > 1)
    }
}
