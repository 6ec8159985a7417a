import AutorotateWire
import Foundation
import Testing

@testable import AutorotateImport

/// The main nib (`NSMainNibFile`) as the window's root: both nib formats read, the device's
/// nib chosen, a root the code assigns kept over the nib's, and a nib that cannot give a root
/// said so instead of guessed.
@Suite struct MainNibTests {
    private let padProject = ProjectFile(
        path: "Notes.xcodeproj/project.pbxproj",
        content: """
            // !$*UTF8*$!
            { objects = {
            T1 = { isa = PBXNativeTarget; name = Notes; buildConfigurationList = L1;
              productType = "com.apple.product-type.application"; };
            L1 = { isa = XCConfigurationList; buildConfigurations = (C1); };
            C1 = { isa = XCBuildConfiguration; name = Release;
              buildSettings = { INFOPLIST_FILE = Notes/Info.plist; TARGETED_DEVICE_FAMILY = 2; }; };
            }; }

            """)

    private func controllers(_ result: ImportResult) -> JSONObject {
        result.scenario.asObject?["viewControllers"]?.asObject ?? JSONObject()
    }

    private func window(_ result: ImportResult) -> JSONObject {
        result.scenario.asObject?["window"]?.asObject ?? JSONObject()
    }

    /// On a phone, `MainWindow` is `MainWindow~iphone.xib` (document format): the window's
    /// outlet names the project's navigation controller class (its one view controller, with its
    /// forward), whose root is the project's list; the outlet of the app delegate with the same
    /// name is not the window's.
    @Test func documentNibGivesTheRoot() throws {
        let result = try ProjectImporter.importProject(try FixtureProjects.files("MainNibRoot"))
        #expect(window(result)["rootViewController"] == .string("NotesNavigationController"))
        #expect(window(result)["basis"] == .string("read"))
        #expect(
            result.sources["/window/rootViewController"]
                == ImportSource(path: "Notes/en.lproj/MainWindow~iphone.xib", line: 18, column: 17))
        let navigation = controllers(result)["NotesNavigationController"]?.asObject
        #expect(navigation?["kind"] == .string("navigationController"))
        #expect(navigation?["viewControllers"] == .array([.string("NotesViewController")]))
        #expect(
            navigation?["supportedInterfaceOrientations"]
                == .object(JSONObject([JSONMember("forward", .string("topViewController"))])))
        #expect(
            controllers(result).members.map(\.key).sorted() == [
                "NoteViewController", "NotesNavigationController", "NotesViewController",
            ])
    }

    /// On iPad the `~ipad` key names `MainWindow-iPad.xib`, an archive-format nib: its split
    /// view controller, with the custom classes from `flattenedProperties`, is the root.
    @Test func archiveNibGivesTheRootOnPad() throws {
        let result = try ProjectImporter.importProject(
            try FixtureProjects.files("MainNibRoot") + [padProject])
        #expect(window(result)["rootViewController"] == .string("UISplitViewController"))
        let split = controllers(result)["UISplitViewController"]?.asObject
        #expect(split?["kind"] == .string("splitViewController"))
        #expect(
            split?["viewControllers"]
                == .array([.string("UINavigationController"), .string("NoteViewController")]))
        let master = controllers(result)["UINavigationController"]?.asObject
        #expect(master?["viewControllers"] == .array([.string("NotesViewController")]))
        #expect(
            result.sources["/window/rootViewController"]
                == ImportSource(path: "Notes/MainWindow-iPad.xib", line: 39, column: 6))
    }

    /// A root the app delegate assigns replaces the nib's (the delegate runs after the nib is
    /// unarchived), so the nib is not read for it.
    @Test func codeRootWinsOverTheNib() throws {
        var files = try FixtureProjects.files("MainNibRoot")
        guard let delegate = files.firstIndex(where: { $0.path == "Notes/AppDelegate.m" }) else {
            Issue.record("no AppDelegate.m")
            return
        }
        files[delegate].content = files[delegate].content.replacingOccurrences(
            of: "    [self.window makeKeyAndVisible];",
            with: "    self.window.rootViewController = [[NoteViewController alloc] init];\n"
                + "    [self.window makeKeyAndVisible];")
        let result = try ProjectImporter.importProject(files)
        #expect(window(result)["rootViewController"] == .string("NoteViewController"))
        #expect(result.sources["/window/rootViewController"]?.path == "Notes/AppDelegate.m")
    }

    /// A window with no root outlet, and a nib cut short, leave the root unknown with a note at
    /// the nib (and its line), never a guess.
    @Test func nibWithoutRootIsSaidSo() {
        let noRoot = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <window id="w"/>
                    <viewController id="v" customClass="Lost"/>
                </objects>
            </document>
            """
        #expect(MainNib.read(noRoot) == .noRoot)
        let cut =
            "<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"8.00\">\n<data>\n<object"
        guard case .malformed(let line, _) = MainNib.read(cut) else {
            Issue.record("a cut nib reads as \(MainNib.read(cut))")
            return
        }
        #expect(line == 3)
    }

    /// The import of a project whose main nib is cut short: the window is assumed, and a note
    /// names the nib's line.
    @Test func malformedNibIsANoteAtItsLine() throws {
        var files = try FixtureProjects.files("MainNibRoot")
        guard let nib = files.firstIndex(where: { $0.path.hasSuffix("MainWindow~iphone.xib") }) else {
            Issue.record("no phone nib")
            return
        }
        files[nib].content = String(files[nib].content.prefix(400))
        let result = try ProjectImporter.importProject(files)
        #expect(window(result)["rootViewController"] == .null)
        #expect(window(result)["basis"]?.asObject?["assumed"] != nil)
        let note = result.notes.first { $0.pointer == "/window/rootViewController" }
        #expect(note?.path == "Notes/en.lproj/MainWindow~iphone.xib")
        #expect(note?.line != nil)
    }
}
