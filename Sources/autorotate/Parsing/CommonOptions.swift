import AutorotateArguments

/// The options every command that runs scenarios shares, declared once (swift-argument-parser's
/// `@OptionGroup`): `--server URL`, `--local`, `--json`, `--timeout SECONDS`. A command keeps the
/// group in one field and lists ``options(in:json:)`` among its options. `version` and `bench`,
/// which only talk to a server, take `--server` from the same one declaration
/// (``SharedOptions/server``) without the rest.
///
/// Scenarios run in this process unless `--server URL` (or `AUTOROTATE_SERVER`) names a service;
/// `--local` says so explicitly, and wins over `AUTOROTATE_SERVER`.
///
/// ```swift
/// var common = CommonOptions()
/// static var options: [CommandOption<Self>] {
///     CommonOptions.options(in: \.common, json: "Print each comparison as JSON.") + [/* its own */]
/// }
/// ```
struct CommonOptions: Equatable, Sendable {
    /// Where the commands that only talk to a server (`bench`) send requests without `--server`.
    static let defaultServer = "http://127.0.0.1:8080"

    /// `--server URL`, or `AUTOROTATE_SERVER`.
    var server: String?
    /// `--local`: run in this process (the default), even when `AUTOROTATE_SERVER` is set.
    var local = false
    /// `--json`: print JSON instead of a table.
    var json = false
    /// `--timeout SECONDS`: total timeout per request to a server.
    var timeoutSeconds: Double = 30

    /// Where the scenarios run: the server given, else this process.
    var target: Target {
        guard !local, let server else { return .local }
        return .server(server)
    }

    /// The group's declarations on a command that keeps the group in `field`; `json` is the help
    /// sentence of `--json`, which says what the command prints.
    static func options<Command>(in field: WritableKeyPath<Command, CommonOptions>, json: String)
        -> [CommandOption<Command>]
    {
        let group: [CommandOption<CommonOptions>] = [
            .text(SharedOptions.server, \.server),
            .flag(
                "--local", \.local,
                help: "Run in this process (the default); wins over AUTOROTATE_SERVER.",
                excludes: SharedOptions.server.name),
            .json(\.json, help: json),
            .value(
                "--timeout", valueName: "SECONDS", \.timeoutSeconds, default: "30",
                help: "Total timeout per request to a --server."
            ) { text throws(ArgumentError) in try OptionValue.seconds(text, option: "--timeout") },
        ]
        return group.map { $0.within(field) }
    }
}

/// Where a scenario is simulated.
enum Target: Equatable, Sendable {
    /// Over HTTP, at this base URL (`--server`).
    case server(String)
    /// In this process, through the embedded engine (the default, or `--local`).
    case local
}

extension CommandOption {
    /// `--json`; `help` says what is printed as JSON.
    static func json(_ field: WritableKeyPath<Command, Bool>, help: String) -> Self {
        .flag("--json", field, help: help)
    }
}
