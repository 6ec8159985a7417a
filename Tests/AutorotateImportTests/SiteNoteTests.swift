import AutorotateImport
import AutorotateWire
import Testing

/// One note per method site: a base class's method that the import cannot read is inherited by
/// every subclass, but the note about it is one fact about one line, with the number of view
/// controllers it answers for.
@Suite struct SiteNoteTests {
    private static func files(subclasses: Int) -> [ProjectFile] {
        var files = [
            ProjectFile(
                path: "App/BaseViewController.m",
                content: """
                    @implementation BaseViewController
                    - (BOOL)shouldAutorotate {
                        return UIInterfaceOrientationIsLandscape([UIApplication sharedApplication].statusBarOrientation);
                    }
                    @end

                    """),
            ProjectFile(
                path: "App/BaseViewController.h",
                content: "@interface BaseViewController : UIViewController\n@end\n"),
        ]
        for number in 1...subclasses {
            files.append(
                ProjectFile(
                    path: "App/Screen\(number)ViewController.h",
                    content: "@interface Screen\(number)ViewController : BaseViewController\n@end\n"))
        }
        return files
    }

    /// Three subclasses inheriting one unreadable method give one note at its line, which counts
    /// them; each subclass still has its basis.
    @Test func inheritedMethodIsNotedOnce() throws {
        let result = try ProjectImporter.importProject(Self.files(subclasses: 3))
        let notes = result.notes.filter { $0.path == "App/BaseViewController.m" }
        #expect(notes.count == 1)
        #expect(notes.first?.line == 3)
        #expect(notes.first?.message.hasSuffix("(3 view controllers answer with this method)") == true)
        let controllers = result.scenario.asObject?["viewControllers"]?.asObject
        for number in 1...3 {
            #expect(
                controllers?["Screen\(number)ViewController"]?.asObject?["basis"]?.asObject?["assumed"] != nil
            )
        }
    }

    /// A method read for one view controller only keeps its note as it was, without a count.
    @Test func singleUseNoteHasNoCount() throws {
        let result = try ProjectImporter.importProject(Self.files(subclasses: 1))
        let notes = result.notes.filter { $0.path == "App/BaseViewController.m" }
        #expect(notes.count == 1)
        #expect(notes.first?.message.contains("view controllers answer") == false)
    }
}
