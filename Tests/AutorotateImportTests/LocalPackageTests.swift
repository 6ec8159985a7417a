import AutorotateImport
import AutorotateWire
import Testing

/// The products of a local Swift package that the app target links are the app's own code
/// (api.md §9.1, which files belong to the app): a package dragged in as a folder reference, and
/// one referenced by `XCLocalSwiftPackageReference`. A product the target does not link, and a
/// package from a repository, stay out.
@Suite struct LocalPackageTests {
    private func controllers(_ result: ImportResult) -> JSONObject? {
        result.scenario.asObject?["viewControllers"]?.asObject
    }

    /// The folder-referenced package's linked product gives the root's screen with its answer
    /// and line.
    @Test func linkedProductOfAFolderPackageIsRead() throws {
        let result = try ProjectImporter.importProject(try FixtureProjects.files("LocalPackage"))
        #expect(
            controllers(result)?["WelcomeViewController"]?.asObject?["supportedInterfaceOrientations"]
                == .string(".portrait"))
        #expect(
            result.sources["/viewControllers/WelcomeViewController/supportedInterfaceOrientations"]
                == ImportSource(
                    path: "ShopKit/Sources/Onboarding/WelcomeViewController.swift", line: 4, column: 5))
        #expect(
            controllers(result)?["UINavigationController"]?.asObject?["viewControllers"]
                == .array([.string("WelcomeViewController")]))
    }

    /// A product of an `XCLocalSwiftPackageReference` package is read from its relative path.
    @Test func linkedProductOfAReferencedPackageIsRead() throws {
        let result = try ProjectImporter.importProject(try FixtureProjects.files("LocalPackage"))
        #expect(
            controllers(result)?["PaymentViewController"]?.asObject?["supportedInterfaceOrientations"]
                == .string(".landscape"))
    }

    /// A product of the package that the target does not link is no screen of the app.
    @Test func unlinkedProductStaysOut() throws {
        let result = try ProjectImporter.importProject(try FixtureProjects.files("LocalPackage"))
        #expect(controllers(result)?["WidgetViewController"] == nil)
    }
}
