import AutorotateImport
import AutorotateWire
import Testing

/// An idiom test through optional chaining (`window?.traitCollection.userInterfaceIdiom`) is the
/// idiom condition of api.md §1, as the same test without `?` is (a podcast app's delegate).
@Suite struct OptionalChainIdiomTests {
    private static func delegate(_ body: String) -> [ProjectFile] {
        [
            ProjectFile(
                path: "Podcasts/AppDelegate.swift",
                content: """
                    import UIKit

                    @main
                    final class AppDelegate: UIResponder, UIApplicationDelegate {
                        var window: UIWindow?
                    }

                    extension AppDelegate {
                        func application(
                            _ application: UIApplication,
                            supportedInterfaceOrientationsFor window: UIWindow?
                        ) -> UIInterfaceOrientationMask {
                    \(body)
                        }
                    }

                    """)
        ]
    }

    private func answer(_ result: ImportResult) -> JSONValue? {
        result.scenario.asObject?["app"]?.asObject?["delegate"]?.asObject?[
            "supportedInterfaceOrientationsForWindow"]
    }

    /// `guard window?.traitCollection.userInterfaceIdiom != .phone else { return .portrait }` then
    /// `.allButUpsideDown`: portrait on a phone, with the condition's place in the sources.
    @Test func guardOnAnOptionalWindowsIdiom() throws {
        let result = try ProjectImporter.importProject(
            Self.delegate(
                """
                        guard window?.traitCollection.userInterfaceIdiom != .phone else {
                            return .portrait
                        }
                        return .allButUpsideDown
                """))
        #expect(
            answer(result)
                == .object(
                    JSONObject([
                        JSONMember("if", .object(JSONObject([JSONMember("idiom", .string("phone"))]))),
                        JSONMember("then", .string(".portrait")),
                        JSONMember("else", .string(".allButUpsideDown")),
                    ])))
        #expect(result.sources["/app/delegate/supportedInterfaceOrientationsForWindow/if"]?.line == 13)
    }

    /// A ternary on the chained idiom reads the same way; its `?` is the ternary's, not a chain.
    @Test func ternaryOnAnOptionalWindowsIdiom() throws {
        let result = try ProjectImporter.importProject(
            Self.delegate("        window?.traitCollection.userInterfaceIdiom == .pad ? .all : .portrait"))
        #expect(
            answer(result)
                == .object(
                    JSONObject([
                        JSONMember("if", .object(JSONObject([JSONMember("idiom", .string("pad"))]))),
                        JSONMember("then", .string(".all")),
                        JSONMember("else", .string(".portrait")),
                    ])))
    }
}
