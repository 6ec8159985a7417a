import Foundation
import Testing

@testable import autorotate

/// `lint --project --sarif`'s root: the git work tree above the project, else the project.
@Suite struct RepositoryRootTests {
    /// A temporary folder `repo/ios/My App` with `repo/.git`, and the folder without it.
    static func tree(git: Bool) throws -> (top: URL, project: URL) {
        let top = FileManager.default.temporaryDirectory.appendingPathComponent("root-\(UUID().uuidString)")
        let project = top.appendingPathComponent("ios/My App")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        if git { try Data("gitdir: elsewhere\n".utf8).write(to: top.appendingPathComponent(".git")) }
        return (top.resolvingSymlinksInPath(), project)
    }

    /// Inside a git work tree, URIs are relative to its top, percent-encoded.
    @Test func gitTopIsTheRoot() throws {
        let (top, project) = try Self.tree(git: true)
        defer { try? FileManager.default.removeItem(at: top) }
        let root = RepositoryRoot(directory: project.path)
        #expect(root.path == top.path)
        #expect(root.relativeURI("App/View Controller.swift") == "ios/My%20App/App/View%20Controller.swift")
        #expect(root.uri == "file://" + RepositoryRoot.percentEncoded(top.path) + "/")
    }

    /// Without a git work tree above it, the project is the root (unless the temporary folder
    /// itself lies in one: then that one).
    @Test func projectIsTheRootOutsideGit() throws {
        let (top, project) = try Self.tree(git: false)
        defer { try? FileManager.default.removeItem(at: top) }
        var enclosing: URL? = top.deletingLastPathComponent()
        while let folder = enclosing,
            !FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path)
        {
            enclosing = folder.path == "/" ? nil : folder.deletingLastPathComponent()
        }
        let root = RepositoryRoot(directory: project.path)
        let expected = enclosing?.path ?? project.resolvingSymlinksInPath().path
        #expect(root.path == (expected == "/" ? "" : expected))
        if enclosing == nil { #expect(root.relativeURI("App/a.swift") == "App/a.swift") }
    }
}
