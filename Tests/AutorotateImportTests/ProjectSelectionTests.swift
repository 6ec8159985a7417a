import AutorotateImport
import Testing

/// Choosing the app target: several iOS app targets need the caller's choice.
@Suite struct ProjectSelectionTests {
    private func project(targets: [String]) -> ProjectFile {
        var objects = ""
        for (offset, name) in targets.enumerated() {
            objects += """
                T\(offset) = { isa = PBXNativeTarget; name = \(name); buildConfigurationList = L\(offset);
                  productType = "com.apple.product-type.application"; };
                L\(offset) = { isa = XCConfigurationList; buildConfigurations = (C\(offset)); };
                C\(offset) = { isa = XCBuildConfiguration; name = Release;
                  buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 1\(offset).0; TARGETED_DEVICE_FAMILY = "1,2"; }; };

                """
        }
        return ProjectFile(
            path: "App.xcodeproj/project.pbxproj", content: "// !$*UTF8*$!\n{ objects = {\n\(objects)}; }\n")
    }

    /// Two app targets and no choice: an error listing both.
    @Test func severalTargetsMustBeChosen() {
        #expect(throws: ImportError(kind: .severalTargets(targets: ["Phone", "Tablet"]))) {
            try ProjectImporter.importProject([project(targets: ["Phone", "Tablet"])])
        }
    }

    /// Naming a target picks its build settings.
    @Test func namedTargetIsUsed() throws {
        let result = try ProjectImporter.importProject(
            [project(targets: ["Phone", "Tablet"])], target: "Tablet")
        #expect(result.lint.minimumOS == "11.0")
        #expect(result.lint.idioms == ["phone", "pad"])
        #expect(result.sources["/device/os"]?.line == 12)
    }

    /// A target the project does not have is an error naming the ones it has.
    @Test func unknownTargetIsRefused() {
        #expect(throws: ImportError(kind: .unknownTarget(name: "Watch", targets: ["Phone"]))) {
            try ProjectImporter.importProject([project(targets: ["Phone"])], target: "Watch")
        }
    }
}
