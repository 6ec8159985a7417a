import AutorotateImport
import AutorotateWire
import Testing

/// `return super.…` in a class whose ancestry ends in UIKit, with nothing in the project
/// overriding the member above it, is UIKit's default (R1.5) written out: read exactly, with the
/// line, whether it is the whole body or one branch of a condition. Where super is a class the
/// project does not contain, the answer stays unknown and says so.
@Suite struct SuperDefaultsTests {
    private func controller(_ result: ImportResult, _ id: String) -> JSONObject? {
        result.scenario.asObject?["viewControllers"]?.asObject?[id]?.asObject
    }

    private static let uikitMask: JSONValue = .object(
        JSONObject([
            JSONMember("if", .object(JSONObject([JSONMember("idiom", .string("pad"))]))),
            JSONMember("then", .string(".all")), JSONMember("else", .string(".allButUpsideDown")),
        ]))

    /// A body that is only `return [super supportedInterfaceOrientations]` is all on a pad and all
    /// but upside down on a phone, pointed at the `return` line; `shouldAutorotate` is YES and the
    /// iOS 5 method answers portrait only.
    @Test func bareSuperIsUIKitsDefault() throws {
        let result = try ProjectImporter.importProject(try FixtureProjects.files("SuperDefaults"))
        let reveal = controller(result, "RevealContainer")
        #expect(reveal?["supportedInterfaceOrientations"] == Self.uikitMask)
        #expect(
            result.sources["/viewControllers/RevealContainer/supportedInterfaceOrientations/if"]
                == ImportSource(path: "Reader/RevealContainer.m", line: 8, column: 12))
        #expect(reveal?["shouldAutorotate"] == .bool(true))
        #expect(
            reveal?["shouldAutorotateToInterfaceOrientation"] == .string("UIInterfaceOrientationMaskPortrait")
        )
        #expect(reveal?["basis"] == .string("read"))
    }

    /// `if isLocked { return .portrait }; return super.…`: the flag's conditional with UIKit's
    /// default in the other branch, no note for it.
    @Test func superInABranchIsUIKitsDefault() throws {
        let result = try ProjectImporter.importProject(try FixtureProjects.files("SuperDefaults"))
        let article = controller(result, "ArticleViewController")
        #expect(
            article?["supportedInterfaceOrientations"]
                == .object(
                    JSONObject([
                        JSONMember("if", .string("isLocked")), JSONMember("then", .string(".portrait")),
                        JSONMember("else", Self.uikitMask),
                    ])))
        #expect(
            !result.notes.contains {
                $0.pointer == "/viewControllers/ArticleViewController/supportedInterfaceOrientations"
            })
    }

    /// preferredInterfaceOrientationForPresentation's default is no one value: super in a branch
    /// stays a note, never a value.
    @Test func preferredOrientationSuperStaysANote() throws {
        let result = try ProjectImporter.importProject(try FixtureProjects.files("SuperDefaults"))
        #expect(
            controller(result, "ArticleViewController")?["preferredInterfaceOrientationForPresentation"]
                == nil)
        let note = result.notes.first {
            $0.pointer
                == "/viewControllers/ArticleViewController/preferredInterfaceOrientationForPresentation"
        }
        #expect(note?.line == 17)
    }

    /// super of a class from a framework the project lacks is unknown: no value, a note at the
    /// `return` line that says super's answer could not be told.
    @Test func superOfAnUnknownClassIsANote() throws {
        let result = try ProjectImporter.importProject(try FixtureProjects.files("SuperDefaults"))
        #expect(controller(result, "SharingViewController")?["supportedInterfaceOrientations"] == nil)
        let note = result.notes.first {
            $0.pointer == "/viewControllers/SharingViewController/supportedInterfaceOrientations"
        }
        #expect(note?.path == "Reader/SharingViewController.swift")
        #expect(note?.line == 6)
        #expect(note?.message.contains("returns super's answer, which the import cannot tell") == true)
    }
}
