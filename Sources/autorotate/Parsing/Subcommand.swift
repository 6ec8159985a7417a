/// A command of the tool (`autorotate simulate …`): its name, its help, the options and arguments
/// it declares, and what it does.
///
/// The value is the parsed command line, as in swift-argument-parser's `ParsableCommand`: the
/// parser starts from `init()` (every default) and lets each declaration the command line uses set
/// its field; `--help` is generated from the same declarations. A new command is one file holding
/// one such struct, plus its line in ``AutorotateTool/commands``.
///
/// ```swift
/// struct EchoCommand: Subcommand {
///     static let name = "echo"
///     static let abstract = "Print the words."
///     static let overview = "print the words, once each."
///     static var options: [CommandOption<Self>] { [.flag("--loud", \.loud, help: "Shout.")] }
///     static var arguments: [CommandArgument<Self>] { [.oneOrMore("WORD", \.words, help: "A word.")] }
///     var loud = false
///     var words: [String] = []
///     func run(output: Output) -> ExitCode { ... }
/// }
/// ```
protocol Subcommand: Sendable {
    /// The word after `autorotate`.
    static var name: String { get }
    /// One sentence for the tool's COMMANDS list.
    static var abstract: String { get }
    /// What the command does, after `OVERVIEW:` in its `--help`.
    static var overview: String { get }
    /// The options, in the order `--help` lists them (shared groups included).
    static var options: [CommandOption<Self>] { get }
    /// The positional arguments, in order (none by default).
    static var arguments: [CommandArgument<Self>] { get }
    /// Whether `--help` ends with the exit codes (commands whose exit code CI reads).
    static var showsExitCodes: Bool { get }

    /// Every option at its default.
    init()

    /// Does the work; everything is printed through `output`.
    func run(output: Output) -> ExitCode
}

extension Subcommand {
    static var arguments: [CommandArgument<Self>] { [] }
    static var showsExitCodes: Bool { false }
}
