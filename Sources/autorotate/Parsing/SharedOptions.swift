import AutorotateArguments

/// The options several commands take, each declared once here: its spelling, value name,
/// environment variable and help. Commands build their ``CommandOption`` from these (directly, or
/// through ``CommonOptions``), so `--help`, the parser and the environment agree everywhere.
enum SharedOptions {
    /// `--server URL` (or `AUTOROTATE_SERVER`): send the requests to a service instead of running
    /// the embedded engine. `version` and `bench` narrow its help and default.
    static let server = OptionDeclaration(
        "--server", valueName: "URL", environment: "AUTOROTATE_SERVER",
        help: """
            Send the requests to the autorotated service at URL;
            without it, they run in this process (no server needed).
            """)

    /// `--request-id ID`: the `X-Request-ID` sent to the server.
    static let requestID = OptionDeclaration(
        "--request-id", valueName: "ID", default: "random", help: "The X-Request-ID to send to a --server.")

    /// `--target NAME`: which app target of an Xcode project to read.
    static let projectTarget = OptionDeclaration(
        "--target", valueName: "NAME",
        help: """
            The project's app target. With several and none named: the one named
            like the project file, else the first (the choice is printed).
            """)

    /// `--strict`: a simulation's warnings fail the run (exit 1), for CI that wants none.
    static let strict = OptionDeclaration(
        "--strict", help: "Exit 1 when a simulation has warnings (unread members, unmodelled changes).")
}
