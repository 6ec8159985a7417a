import AutorotateImport
import AutorotateWire
import Testing

/// Truncated and garbled project files never crash the import: they become notes.
@Suite struct RobustnessTests {
    /// Every fixture file cut at many lengths still imports (or asks for a target), never traps.
    @Test(arguments: FixtureProjects.names)
    func truncatedFilesImport(name: String) throws {
        let files = try FixtureProjects.files(name)
        for (index, file) in files.enumerated() {
            let utf8 = Array(file.content.utf8)
            let step = max(1, utf8.count / 23)
            for length in stride(from: 0, to: utf8.count, by: step) {
                var cut = files
                cut[index].content = String(decoding: utf8[0..<length], as: UTF8.self)
                _ = try? ProjectImporter.importProject(cut)
            }
        }
    }

    /// Bytes overwritten with the characters tokenizers care about still import.
    @Test(arguments: FixtureProjects.names)
    func garbledFilesImport(name: String) throws {
        let files = try FixtureProjects.files(name)
        let noise: [UInt8] = Array("{}()[]\"'/*#@<>&;=:?!\\`\n".utf8)
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        for round in 0..<40 {
            var garbled = files
            for index in garbled.indices {
                var utf8 = Array(garbled[index].content.utf8)
                guard !utf8.isEmpty else { continue }
                for _ in 0..<(1 + round % 7) {
                    seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    let position = Int((seed >> 33) % UInt64(utf8.count))
                    utf8[position] = noise[Int((seed >> 17) % UInt64(noise.count))]
                }
                garbled[index].content = String(decoding: utf8, as: UTF8.self)
            }
            _ = try? ProjectImporter.importProject(garbled)
        }
    }

    /// Pathological nesting (deep braces, deep plist arrays, unterminated literals) imports.
    @Test func pathologicalInputsImport() throws {
        let deep = String(repeating: "{", count: 5000)
        let files = [
            ProjectFile(path: "A.swift", content: "class A: UIViewController " + deep),
            ProjectFile(path: "B.swift", content: "let s = \"\"\"\n unterminated"),
            ProjectFile(path: "C.m", content: "@implementation C\n- (BOOL)shouldAutorotate { return "),
            ProjectFile(path: "X.xcodeproj/project.pbxproj", content: String(repeating: "(", count: 5000)),
            ProjectFile(path: "Info.plist", content: "<plist>" + String(repeating: "<array>", count: 3000)),
            ProjectFile(
                path: "Main.storyboard", content: "<document initialViewController=\"x\"><scenes><scene>"),
        ]
        let result = try ProjectImporter.importProject(files)
        #expect(!result.notes.isEmpty)
    }

    /// Hostile nesting inside declarations and method bodies (nested types, parentheses, ternaries,
    /// comparisons) is cut off, not recursed into without bound.
    @Test func deepNestingInSourcesImports() throws {
        let parens = String(repeating: "(", count: 20_000) + "YES" + String(repeating: ")", count: 20_000)
        let ternaries = String(repeating: "flag ? .portrait : ", count: 5_000) + ".all"
        let comparisons = "flag" + String(repeating: " == true", count: 10_000)
        let files = [
            ProjectFile(
                path: "Types.swift", content: String(repeating: "class A: UIViewController { ", count: 5_000)),
            ProjectFile(
                path: "Legacy.m",
                content: "@interface L : UIViewController\n@end\n@implementation L\n"
                    + "- (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)o { return \(parens); }\n@end\n"
            ),
            ProjectFile(
                path: "Deep.swift",
                content: """
                    class D: UIViewController {
                        var flag = false
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { \(ternaries) }
                        override var shouldAutorotate: Bool { if \(comparisons) { return true } else { return false } }
                    }
                    """),
        ]
        let result = try ProjectImporter.importProject(files)
        #expect(result.notes.contains { $0.path == "Deep.swift" })
    }
}
