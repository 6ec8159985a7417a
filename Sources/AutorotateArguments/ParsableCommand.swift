/// A command whose value is its parsed command line, as in swift-argument-parser: the parser
/// starts from `init()` (every default) and lets each declaration the command line (or the
/// environment) uses set its field; `--help` is generated from the same declarations.
///
/// ```swift
/// struct Echo: ParsableCommand {
///     static let usageName = "echo"
///     static let overview = "print the words, once each."
///     static var options: [CommandOption<Self>] { [.flag("--loud", \.loud, help: "Shout.")] }
///     static var arguments: [CommandArgument<Self>] { [.oneOrMore("WORD", \.words, help: "A word.")] }
///     var loud = false
///     var words: [String] = []
/// }
/// ```
public protocol ParsableCommand {
    /// The words that run the command, after `USAGE:` in its help (`autorotate simulate`).
    static var usageName: String { get }
    /// What the command does, after `OVERVIEW:` in its help.
    static var overview: String { get }
    /// The options, in the order `--help` lists them (shared groups included).
    static var options: [CommandOption<Self>] { get }
    /// The positional arguments, in order (none by default).
    static var arguments: [CommandArgument<Self>] { get }
    /// Whether the usage synopsis lists every option (`[--a X] [--b]`), or says `[options]` for a
    /// command with too many to read there (the list follows under `OPTIONS:` either way).
    static var synopsisListsOptions: Bool { get }
    /// Sections printed after the options (exit codes, signals), each a paragraph or titled list.
    static var helpSections: [String] { get }

    /// Every option at its default.
    init()
}

extension ParsableCommand {
    /// No positional arguments.
    public static var arguments: [CommandArgument<Self>] { [] }
    /// The synopsis lists every option.
    public static var synopsisListsOptions: Bool { true }
    /// Nothing after the options.
    public static var helpSections: [String] { [] }
}
