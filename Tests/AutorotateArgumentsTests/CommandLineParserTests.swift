import AutorotateArguments
import Testing

@Suite("Parsing a command line from declarations")
struct CommandLineParserTests {
    /// With nothing given, every field keeps its default.
    @Test func defaults() {
        #expect(command(SampleCommand.self, ["a"]) == SampleCommand(files: ["a"]))
    }

    /// `--name value` and `--name=value` are the same; the last occurrence of an option wins.
    @Test func spellingsAndLastWins() {
        let parsed = command(
            SampleCommand.self, ["--count", "2", "--server=http://x", "--count=3", "a", "b"])
        #expect(parsed == SampleCommand(server: "http://x", count: 3, files: ["a", "b"]))
    }

    /// A repeated option collects every occurrence, in order.
    @Test func repeatedCollects() {
        #expect(command(SampleCommand.self, ["--tag", "x,y", "--tag=z", "a"])?.tags == ["x", "y", "z"])
    }

    /// `-` is an argument and `--` ends the options.
    @Test func dashes() {
        #expect(command(SampleCommand.self, ["-", "--", "--local"])?.files == ["-", "--local"])
        #expect(command(SampleCommand.self, ["-", "--", "--local"])?.local == false)
    }

    /// An option absent from the command line takes its environment variable's value.
    @Test func environmentWhenFlagAbsent() {
        let parsed = command(
            SampleCommand.self, ["a"],
            ["SAMPLE_SERVER": "http://env", "SAMPLE_COUNT": "4", "SAMPLE_TAGS": "p,q"])
        #expect(parsed == SampleCommand(server: "http://env", count: 4, tags: ["p", "q"], files: ["a"]))
    }

    /// The flag wins over its environment variable; a repeated option's flags replace the variable.
    @Test func flagWinsOverEnvironment() {
        let environment = ["SAMPLE_SERVER": "http://env", "SAMPLE_COUNT": "4", "SAMPLE_TAGS": "p"]
        let parsed = command(
            SampleCommand.self, ["--server", "http://flag", "--count", "5", "--tag", "t", "a"], environment)
        #expect(parsed == SampleCommand(server: "http://flag", count: 5, tags: ["t"], files: ["a"]))
    }

    /// An empty environment variable counts as unset; a variable nobody declared is ignored.
    @Test func emptyEnvironmentIsUnset() {
        let parsed = command(SampleCommand.self, ["a"], ["SAMPLE_COUNT": "", "OTHER": "1"])
        #expect(parsed == SampleCommand(files: ["a"]))
    }

    /// A bad environment value is a usage error naming the option's rule and the variable.
    @Test func badEnvironmentNamesTheVariable() {
        #expect(
            message(SampleCommand.self, ["a"], ["SAMPLE_COUNT": "ten"])
                == "--count wants an integer from 1 to 9, got 'ten' (from SAMPLE_COUNT)")
    }

    /// Options that exclude each other are refused together on the command line, but an
    /// environment variable never conflicts with the option that excludes its own.
    @Test func exclusions() {
        #expect(
            message(SampleCommand.self, ["--local", "--server", "http://x", "a"])
                == "--local and --server exclude each other")
        let parsed = command(SampleCommand.self, ["--local", "a"], ["SAMPLE_SERVER": "http://env"])
        #expect(parsed?.local == true)
        #expect(parsed?.server == "http://env")
    }

    /// A flag's environment variable is a switch: 1/true/yes set it, 0/false/no leave it, else an error.
    @Test func flagEnvironment() {
        #expect(command(ServerOnlyCommand.self, [], ["SAMPLE_VERBOSE": "yes"])?.verbose == true)
        #expect(command(ServerOnlyCommand.self, [], ["SAMPLE_VERBOSE": "0"])?.verbose == false)
        #expect(
            message(ServerOnlyCommand.self, [], ["SAMPLE_VERBOSE": "loud"])
                == "SAMPLE_VERBOSE wants 1 or 0, got 'loud'")
    }

    /// Wrong command lines are usage errors that name the problem.
    @Test(arguments: [
        (["--count"], "--count needs a value"),
        (["--count", "0", "a"], "--count wants an integer from 1 to 9, got '0'"),
        (["--local=yes", "a"], "--local takes no value"),
        (["--nope", "a"], "unknown option '--nope'"),
        (["--nope=1", "a"], "unknown option '--nope'"),
        ([], "missing FILE"),
    ])
    func usageErrors(arguments: [String], expected: String) {
        #expect(message(SampleCommand.self, arguments) == expected)
    }

    /// A command without arguments calls any word unexpected and any unknown dashed word an
    /// unknown option; an optional argument comes once.
    @Test func unexpectedArguments() {
        #expect(message(ServerOnlyCommand.self, ["extra"]) == "unexpected argument 'extra'")
        #expect(message(ServerOnlyCommand.self, ["--nope"]) == "unknown option '--nope'")
        #expect(message(OneFileCommand.self, ["a", "b"]) == "one takes one FILE")
        #expect(command(OneFileCommand.self, ["a"])?.file == "a")
        #expect(command(OneFileCommand.self, [])?.file == nil)
    }

    /// `-h` or `--help` anywhere before `--` asks for the generated help; after `--` it is a file.
    @Test func help() {
        let expected = HelpFormatter.help(for: SampleCommand.self)
        for arguments in [["--help"], ["-h"], ["a", "--count", "2", "--help"]] {
            guard case .success(.help(let text)) = parse(SampleCommand.self, arguments) else {
                Issue.record("no help for \(arguments)")
                continue
            }
            #expect(text == expected)
        }
        #expect(command(SampleCommand.self, ["--", "--help"])?.files == ["--help"])
    }

    /// A usage error carries the command's usage synopsis and where its whole help is, to print
    /// after the message.
    @Test func usageErrorCarriesUsage() {
        guard case .failure(let error) = parse(SampleCommand.self, []) else {
            Issue.record("accepted")
            return
        }
        #expect(error.usage == HelpFormatter.briefUsage(for: SampleCommand.self))
        #expect(error.usage.hasPrefix("USAGE: \(SampleCommand.usageName) "))
        #expect(error.usage.hasSuffix("Run '\(SampleCommand.usageName) --help' for every option."))
        #expect(error.unknownName == nil)
    }

    /// An unknown option's error names it with every option the command declares, so that the
    /// caller can suggest the one meant.
    @Test func unknownOptionCarriesTheDeclaredNames() {
        guard case .failure(let error) = parse(SampleCommand.self, ["--cont=2", "a"]) else {
            Issue.record("accepted")
            return
        }
        #expect(error.unknownName?.name == "--cont")
        #expect(error.unknownName?.candidates == SampleCommand.options.map(\.name) + ["--help"])
    }

    /// A group's options set the group's field of the command that keeps it, from the command
    /// line or the environment, with the group's declarations unchanged.
    @Test func optionGroups() {
        let parsed = command(GroupedCommand.self, ["--quiet", "--name", "n"], ["SAMPLE_LIMIT": "3"])
        #expect(parsed == GroupedCommand(group: SampleGroup(quiet: true, limit: 3), name: "n"))
        #expect(command(GroupedCommand.self, ["--limit=4"], ["SAMPLE_LIMIT": "3"])?.group.limit == 4)
        #expect(
            GroupedCommand.options.prefix(2).map(\.declaration) == SampleGroup.options.map(\.declaration))
    }
}
