/// What an option is, apart from the field it sets: its spelling, its value's name, its
/// environment variable, its help and the default its help shows.
///
/// An option several commands share is one `static let` of this type, and every command builds
/// its ``CommandOption`` from it (``CommandOption/init(_:set:)``), so the spelling, the variable
/// and the help exist once (swift-argument-parser's `@OptionGroup`).
///
/// ```swift
/// static let server = OptionDeclaration(
///     "--server", valueName: "URL", environment: "AUTOROTATE_SERVER",
///     help: "Send the requests to the autorotated service at URL.")
/// ```
public struct OptionDeclaration: Hashable, Sendable {
    /// The spelling, `--` included.
    public var name: String
    /// The value's name in `--help` (`URL` in `--server URL`); `nil` for a flag, which takes none.
    public var valueName: String?
    /// The environment variable that gives the value when the command line does not; `nil`: none.
    /// An empty variable counts as unset.
    public var environment: String?
    /// One or more sentences for `--help`, ending with a period; lines after the first are
    /// indented under it.
    public var help: String
    /// The default `--help` shows as `(default: …)` before the help's final period; `nil`: none
    /// shown.
    public var defaultText: String?
    /// An option this one cannot be used with on one command line; `--help` shows the two as
    /// `[A | B]`.
    public var excludes: String?

    /// Declares an option; a `valueName` makes it take a value, none makes it a flag.
    public init(
        _ name: String, valueName: String? = nil, environment: String? = nil,
        default defaultText: String? = nil,
        help: String, excludes: String? = nil
    ) {
        self.name = name
        self.valueName = valueName
        self.environment = environment
        self.help = help
        self.defaultText = defaultText
        self.excludes = excludes
    }

    /// The same declaration with another help sentence or default, for a command where the option
    /// means something narrower (the spelling, value name and variable stay the shared ones).
    public func described(help: String, default defaultText: String?) -> Self {
        var copy = self
        copy.help = help
        copy.defaultText = defaultText
        return copy
    }

    /// How `--help` and the usage synopsis spell it: `--name VALUE`, or `--name` for a flag.
    public var spelling: String { valueName.map { "\(name) \($0)" } ?? name }
}
