import AutorotateImport
import AutorotateWire
import Testing

/// A SwiftUI app whose `@main struct` declares its `App` conformance in an extension (`extension
/// Courses: SwiftUI.App`, as a video-course app does) has a hosting controller as the window's
/// root, as `@main struct Courses: App` has (api.md §9.1 root rule 3).
@Suite struct SwiftUIAppExtensionTests {
    private static let main = ProjectFile(
        path: "Courses/Courses.swift",
        content: """
            import SwiftUI

            @main
            struct Courses {
                private let store = Store()
            }

            """)

    private func window(_ result: ImportResult) -> JSONObject? {
        result.scenario.asObject?["window"]?.asObject
    }

    /// The conformance in another file makes the struct the app: root UIHostingController, read,
    /// with the struct's line as its source.
    @Test func conformanceInAnExtensionMakesTheApp() throws {
        let conformance = ProjectFile(
            path: "Courses/Courses+Scene.swift",
            content: """
                import SwiftUI

                extension Courses: SwiftUI.App {
                    var body: some Scene {
                        WindowGroup { LibraryView() }
                    }
                }

                """)
        let result = try ProjectImporter.importProject([Self.main, conformance])
        #expect(window(result)?["rootViewController"] == .string("UIHostingController"))
        #expect(window(result)?["basis"] == .string("read"))
        #expect(
            result.sources["/window/rootViewController"]
                == ImportSource(path: "Courses/Courses.swift", line: 4, column: 1))
    }

    /// A `@main struct` that no extension makes an `App` (a command-line entry point) is no
    /// SwiftUI app: no root is invented.
    @Test func mainStructWithoutAppIsNoRoot() throws {
        let result = try ProjectImporter.importProject([Self.main])
        #expect(window(result)?["rootViewController"] == .null)
    }
}
