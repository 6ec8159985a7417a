import Testing

@testable import autorotate

/// Where `--svg OUT` puts pictures: the rule `--help` states, decided before anything runs.
@Suite struct PictureDestinationTests {
    /// NAME.svg is the FILE's last path component without `.json`; standard input is `stdin.svg`.
    @Test func namesFollowTheFiles() {
        #expect(PictureDestination.pictureName(of: "a/b/seed.json") == "seed.svg")
        #expect(PictureDestination.pictureName(of: "seed") == "seed.svg")
        #expect(PictureDestination.pictureName(of: "events.v2.json") == "events.v2.svg")
        #expect(PictureDestination.pictureName(of: "dir/.json") == ".json.svg")
        #expect(PictureDestination.pictureName(of: "-") == "stdin.svg")
    }

    /// One FILE: `-` is standard output, a directory gets NAME.svg, anything else is the file.
    @Test func oneFile() throws {
        let standardOutput = try PictureDestination.resolve("-", files: ["a.json"]).get()
        #expect(standardOutput.isStandardOutput)
        #expect(
            try PictureDestination.resolve("out.svg", files: ["x/a.json"]).get().path(for: "x/a.json")
                == "out.svg")
        #expect(
            try PictureDestination.resolve("/tmp", files: ["x/a.json"]).get().path(for: "x/a.json")
                == "/tmp/a.svg")
        #expect(
            try PictureDestination.resolve("/tmp/", files: ["-"]).get().path(for: "-") == "/tmp/stdin.svg")
    }

    /// Several FILEs need a directory and distinct names; an empty OUT is refused.
    @Test func severalFiles() {
        #expect((try? PictureDestination.resolve("/tmp", files: ["a.json", "b.json"]).get()) != nil)
        #expect((try? PictureDestination.resolve("out.svg", files: ["a.json", "b.json"]).get()) == nil)
        #expect((try? PictureDestination.resolve("-", files: ["a.json", "b.json"]).get()) == nil)
        #expect((try? PictureDestination.resolve("/tmp", files: ["x/a.json", "y/a.json"]).get()) == nil)
        #expect((try? PictureDestination.resolve("", files: ["a.json"]).get()) == nil)
    }
}
