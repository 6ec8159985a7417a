import AutorotateImport
import AutorotateWire
import Testing

/// A condition on a static stored property of a project class (`static var restrictRotation =
/// true` in the app delegate, read as `AppDelegate.restrictRotation` by the delegate's mask and
/// set by screens elsewhere) is app state: a flag named as written, starting at the property's
/// literal, its source the declaration (api.md §9, a condition on a stored property).
@Suite struct StaticFlagTests {
    private func app(_ result: ImportResult) -> JSONObject? {
        result.scenario.asObject?["app"]?.asObject
    }

    /// The app delegate's mask decides on its own static property: a conditional on that flag.
    @Test func appDelegateStaticPropertyIsAFlag() throws {
        let result = try ProjectImporter.importProject(try FixtureProjects.files("StaticFlag"))
        #expect(
            app(result)?["delegate"]?.asObject?["supportedInterfaceOrientationsForWindow"]
                == .object(
                    JSONObject([
                        JSONMember("if", .string("AppDelegate.allowsLandscape")),
                        JSONMember("then", .string(".allButUpsideDown")),
                        JSONMember("else", .string(".portrait")),
                    ])))
        #expect(app(result)?["flags"]?.asObject?["AppDelegate.allowsLandscape"] == .bool(false))
        #expect(
            result.sources["/app/flags/AppDelegate.allowsLandscape"]
                == ImportSource(path: "Viewer/AppDelegate.swift", line: 5, column: 16))
    }

    /// A view controller that decides on another class's static property reads it as a flag that
    /// starts at its literal (`true`).
    @Test func otherClassStaticPropertyIsAFlag() throws {
        let result = try ProjectImporter.importProject(try FixtureProjects.files("StaticFlag"))
        let gallery = result.scenario.asObject?["viewControllers"]?.asObject?["GalleryViewController"]?
            .asObject
        #expect(
            gallery?["shouldAutorotate"]
                == .object(
                    JSONObject([
                        JSONMember("if", .string("PhotoViewer.isZooming")), JSONMember("then", .bool(false)),
                        JSONMember("else", .bool(true)),
                    ])))
        #expect(app(result)?["flags"]?.asObject?["PhotoViewer.isZooming"] == .bool(true))
    }

    /// An instance property named through the class (`PhotoViewer.title`) is no static property:
    /// a note, never a flag.
    @Test func instancePropertyThroughTheClassIsANote() throws {
        let result = try ProjectImporter.importProject(try FixtureProjects.files("StaticFlag"))
        #expect(app(result)?["flags"]?.asObject?["PhotoViewer.title"] == nil)
        let note = result.notes.first {
            $0.pointer == "/viewControllers/GalleryViewController/supportedInterfaceOrientations"
        }
        #expect(note?.line == 12)
    }
}
