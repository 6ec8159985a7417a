import Foundation
import Testing

@testable import autorotate

/// A project with several iOS app targets and no `--target`: the CLI imports the one named like
/// its project file, else the first, and says so with the way to take another.
@Suite("App target choice", .serialized, .timeLimit(.minutes(2)))
struct AppTargetChoiceTests {
    /// A project `App.xcodeproj` whose app targets are `targets`, in that order, and a Swift root.
    static func project(targets: [String]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "targets-\(UUID().uuidString)")
        let projectFolder = directory.appendingPathComponent("App.xcodeproj")
        try FileManager.default.createDirectory(at: projectFolder, withIntermediateDirectories: true)
        var objects = ""
        for (offset, name) in targets.enumerated() {
            objects += """
                T\(offset) = { isa = PBXNativeTarget; name = "\(name)"; buildConfigurationList = L\(offset);
                  productType = "com.apple.product-type.application"; };
                L\(offset) = { isa = XCConfigurationList; buildConfigurations = (C\(offset)); };
                C\(offset) = { isa = XCBuildConfiguration; name = Release;
                  buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 1\(offset + 3).0; TARGETED_DEVICE_FAMILY = 1; }; };

                """
        }
        try Data("// !$*UTF8*$!\n{ objects = {\n\(objects)}; }\n".utf8)
            .write(to: projectFolder.appendingPathComponent("project.pbxproj"))
        return directory
    }

    /// The `lint.minimumOS` of `import --json`'s answer: the chosen target's deployment target.
    static func minimumOS(_ json: String) throws -> String? {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        return (object?["lint"] as? [String: Any])?["minimumOS"] as? String
    }

    /// The target named like the project file wins over the first; without one, the first.
    @Test func projectNameThenFirst() {
        let named = AppTargetChoice(
            targets: ["Demo", "App"], projectFilePaths: ["ios/App.xcodeproj/project.pbxproj"])
        #expect(named?.target == "App")
        #expect(named?.reason == .namedLikeProject)
        #expect(named?.targets == ["Demo", "App"])
        let first = AppTargetChoice(
            targets: ["Demo", "Beta"], projectFilePaths: ["App.xcodeproj/project.pbxproj"])
        #expect(first?.target == "Demo")
        #expect(first?.reason == .first)
        #expect(AppTargetChoice(targets: [], projectFilePaths: []) == nil)
        #expect(AppTargetChoice.projectName("App.xcodeproj/project.pbxproj") == "App")
        #expect(AppTargetChoice.projectName("App/project.pbxproj") == nil)
        #expect(AppTargetChoice.projectName("App.xcodeproj/other.pbxproj") == nil)
    }

    /// A name with a space or a quote is written so that a shell reads it as one word.
    @Test func noticeQuotesTheOtherTarget() {
        let choice = AppTargetChoice(
            targets: ["App", "App Beta"], projectFilePaths: ["App.xcodeproj/project.pbxproj"])
        #expect(
            choice?.notice(directory: "ios")
                == "ios: note: the project has 2 iOS app targets (App, App Beta); imported App, named like its "
                + "project file; --target 'App Beta' imports another")
        #expect(AppTargetChoice.shellWord("it's") == "'it'\\''s'")
        #expect(AppTargetChoice.shellWord("App-2.0") == "App-2.0")
    }

    /// `lint --project` and `import` run on the chosen target and print the notice on standard
    /// error; `--target` takes the other one, with no notice.
    @Test func cliImportsTheChosenTargetAndSaysSo() async throws {
        let directory = try Self.project(targets: ["Demo", "App"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let notice =
            "note: the project has 2 iOS app targets (Demo, App); imported App, named like its project file; "
            + "--target Demo imports another"
        let lint = try await CLIRun.run(["lint", "--local", "--project", directory.path])
        #expect(lint.status == 0, "\(lint.standardError)")
        #expect(lint.standardError.contains(notice))
        let imported = try await CLIRun.run(["import", "--json", directory.path])
        #expect(imported.status == 0)
        #expect(imported.standardError.contains(notice))
        #expect(try Self.minimumOS(imported.standardOutput) == "14.0")
        let demo = try await CLIRun.run(["import", "--json", "--target", "Demo", directory.path])
        #expect(demo.status == 0)
        #expect(!demo.standardError.contains("iOS app targets"))
        #expect(try Self.minimumOS(demo.standardOutput) == "13.0")
    }
}
