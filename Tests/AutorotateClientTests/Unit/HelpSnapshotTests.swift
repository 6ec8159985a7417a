import Foundation
import Testing

@testable import autorotate

/// The `--help` of the tool and of every command, pinned as whole text in Tests/Fixtures/help, so
/// that any change to the help (or to the declarations it is generated from) is reviewed.
@Suite("Help snapshots")
struct HelpSnapshotTests {
    /// The directory of the snapshots, `<name>.txt` per command and `autorotate.txt` for the tool.
    static let directory = Fixtures.packageRoot.appendingPathComponent("Tests/Fixtures/help")

    /// What `autorotate ARGUMENTS` prints on stdout and stderr, and its exit code, in process.
    static func run(_ arguments: [String]) -> (ExitCode, String, String) {
        let captured = Captured()
        let output = Output(
            standardOutput: { text in captured.append(text, error: false) },
            standardError: { text in captured.append(text, error: true) })
        let code = CommandLine.run(arguments, output: output)
        return (code, captured.standardOutput, captured.standardError)
    }

    /// The snapshot for `name`, or `nil` when there is none.
    static func snapshot(_ name: String) -> String? {
        guard
            let data = FileManager.default.contents(
                atPath: directory.appendingPathComponent(name + ".txt").path)
        else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// `autorotate --help` prints exactly the tool's snapshot and exits 0.
    @Test func toolHelp() throws {
        let expected = try #require(Self.snapshot("autorotate"), "no Tests/Fixtures/help/autorotate.txt")
        for arguments in [["--help"], ["-h"], ["help"]] {
            let (code, standardOutput, standardError) = Self.run(arguments)
            #expect(code == .success)
            #expect(standardOutput == expected, "\(arguments)")
            #expect(standardError.isEmpty)
        }
    }

    /// `autorotate COMMAND --help` prints exactly that command's snapshot, for every command the
    /// tool has (a new command needs its snapshot).
    @Test(arguments: AutorotateTool.commands.map { $0.name })
    func commandHelp(name: String) throws {
        let expected = try #require(Self.snapshot(name), "no Tests/Fixtures/help/\(name).txt")
        for arguments in [[name, "--help"], ["help", name]] {
            let (code, standardOutput, standardError) = Self.run(arguments)
            #expect(code == .success)
            #expect(standardOutput == expected, "\(arguments)")
            #expect(standardError.isEmpty)
        }
    }

    /// A usage error prints the message, then the command's usage synopsis as its help shows it
    /// and where that help is, on stderr, and exits 2.
    @Test func usageErrorShowsTheSynopsis() throws {
        let help = try #require(Self.snapshot("simulate"))
        let (code, standardOutput, standardError) = Self.run(["simulate"])
        #expect(code == .inputError)
        #expect(standardOutput.isEmpty)
        let synopsis = try #require(help.components(separatedBy: "\n\n").first { $0.hasPrefix("USAGE: ") })
        #expect(
            standardError
                == "autorotate: missing FILE\n\n" + synopsis
                + "\n\nRun 'autorotate simulate --help' for every option.\n")
    }

    /// A misspelt option or command is answered with the one meant.
    @Test(arguments: [
        (["lint", "--projct", "."], "autorotate: unknown option '--projct' (did you mean '--project'?)\n"),
        (["import", "--sumary"], "autorotate: unknown option '--sumary' (did you mean '--summary'?)\n"),
        (["version", "--jsn"], "autorotate: unknown option '--jsn' (did you mean '--json'?)\n"),
        (["simulat", "a.json"], "autorotate: unknown command 'simulat' (did you mean 'simulate'?)\n"),
        (["lint", "--xyzzy-plugh"], "autorotate: unknown option '--xyzzy-plugh'\n"),
    ])
    func misspeltNamesAreSuggested(arguments: [String], firstLine: String) {
        let (code, standardOutput, standardError) = Self.run(arguments)
        #expect(code == .inputError)
        #expect(standardOutput.isEmpty)
        #expect(standardError.hasPrefix(firstLine), "\(standardError)")
    }

    /// Every snapshot belongs to a command (none left behind by a removed command); the service's
    /// own snapshots live in the `autorotated` folder beside them.
    @Test func noStaleSnapshots() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path)
            .filter { $0 != "autorotated" }.sorted()
        let expected = (["autorotate"] + AutorotateTool.commands.map { $0.name }).map { $0 + ".txt" }.sorted()
        #expect(files == expected)
    }

    /// Collects what a command printed.
    final class Captured: @unchecked Sendable {
        private let lock = NSLock()
        private var out = ""
        private var err = ""

        func append(_ text: String, error: Bool) {
            lock.withLock {
                if error { err += text } else { out += text }
            }
        }

        var standardOutput: String { lock.withLock { out } }
        var standardError: String { lock.withLock { err } }
    }
}
