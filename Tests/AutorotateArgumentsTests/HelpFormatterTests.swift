import AutorotateArguments
import Testing

@Suite("Help generated from declarations")
struct HelpFormatterTests {
    /// The whole help: overview, synopsis with exclusive options merged, arguments, options with
    /// defaults and environment variables, the built-in help option, then the command's sections.
    @Test func wholeHelp() {
        #expect(
            HelpFormatter.help(for: SampleCommand.self) == """
                OVERVIEW: run the sample.

                USAGE: tool run [--server URL | --local] [--count N] [--tag TAG] FILE...

                ARGUMENTS:
                  FILE                 A file.
                                       '-' reads standard input.

                OPTIONS:
                  --server URL         The service to ask.
                                       Environment: SAMPLE_SERVER.
                  --local              Run here.
                  --count N            How many times (default: 1).
                                       Environment: SAMPLE_COUNT.
                  --tag TAG            Tags, repeatable or comma-separated (default: none).
                                       Environment: SAMPLE_TAGS.
                  -h, --help           Show this help.

                NOTES:
                  a section after the options
                """)
    }

    /// A shared declaration keeps its spelling and variable under another help and default; a
    /// command may say `[options]` instead of listing them; a long label puts its help below it.
    @Test func sharedDeclarationAndLongLabel() {
        #expect(
            HelpFormatter.help(for: ServerOnlyCommand.self) == """
                OVERVIEW: ping the service.

                USAGE: tool ping [options]

                OPTIONS:
                  --server URL         The service to ping (default: http://h:1).
                                       Environment: SAMPLE_SERVER.
                  --verbose-and-more-than-the-width
                                       Talk.
                                       Environment: SAMPLE_VERBOSE.
                  -h, --help           Show this help.
                """)
    }

    /// An optional argument shows as `[NAME]` with its default.
    @Test func optionalArgument() {
        #expect(HelpFormatter.synopsis(OneFileCommand.self) == ["[FILE]"])
        #expect(
            HelpFormatter.help(for: OneFileCommand.self).contains(
                "  FILE                 The file (default: stdin)."))
    }

    /// The usage synopsis wraps under its first item before passing the usage width.
    @Test func usageWraps() {
        let wrapped = HelpFormatter.usage(
            prefix: "USAGE: x ", items: Array(repeating: "[--abcdefghi]", count: 10))
        let lines = wrapped.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.count <= HelpFormatter.usageWidth })
        #expect(lines[1].hasPrefix("         [--abcdefghi]"))
    }

    /// The default goes before the help's final period, or at its end when it has none.
    @Test func defaults() {
        #expect(HelpFormatter.withDefault("How long.", "10") == "How long (default: 10).")
        #expect(HelpFormatter.withDefault("a | b", "a") == "a | b (default: a).")
        #expect(HelpFormatter.withDefault("How long.", nil) == "How long.")
    }
}
