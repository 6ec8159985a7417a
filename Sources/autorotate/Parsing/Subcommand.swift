import AutorotateArguments

/// A command of the tool (`autorotate simulate …`): its name, its help, the options and arguments
/// it declares (``ParsableCommand``), and what it does.
///
/// A new command is one file holding one such struct, plus its line in ``AutorotateTool/commands``.
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
protocol Subcommand: ParsableCommand, Sendable {
    /// The word after `autorotate`.
    static var name: String { get }
    /// One sentence for the tool's COMMANDS list.
    static var abstract: String { get }
    /// Whether `--help` ends with the exit codes (commands whose exit code CI reads).
    static var showsExitCodes: Bool { get }

    /// Does the work; everything is printed through `output`.
    func run(output: Output) -> ExitCode
}

extension Subcommand {
    /// `autorotate NAME`.
    static var usageName: String { "\(AutorotateTool.name) \(name)" }
    static var showsExitCodes: Bool { false }
    /// The exit codes, for the commands that show them.
    static var helpSections: [String] { showsExitCodes ? [ExitCode.helpSection] : [] }
}
