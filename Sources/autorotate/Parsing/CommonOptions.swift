/// The options every command that runs scenarios shares, declared once (swift-argument-parser's
/// `@OptionGroup`): `--server URL`, `--local`, `--json`, `--timeout SECONDS`. A command keeps the
/// group in one field and lists ``options(in:json:)`` among its options. `version` and `bench`,
/// which only talk to a server, take `--server` (and `--json`) from the same one declaration
/// (``CommandOption/server(_:help:default:)``, ``CommandOption/json(_:help:)``) without the rest.
///
/// ```swift
/// var common = CommonOptions()
/// static var options: [CommandOption<Self>] {
///     CommonOptions.options(in: \.common, json: "Print each comparison as JSON.") + [/* its own */]
/// }
/// ```
struct CommonOptions: Equatable, Sendable {
    /// The service `version` and `bench`, which only talk to a server, ask when `--server` is not
    /// given. The commands that run scenarios run them in process instead.
    static let defaultServer = "http://127.0.0.1:8080"

    /// `--server URL`.
    var server: String?
    /// `--local`: run in this process (the default; kept so that scripts that say it still work).
    var local = false
    /// `--json`: print JSON instead of a table.
    var json = false
    /// `--timeout SECONDS`: total timeout per request.
    var timeoutSeconds: Double = 30

    /// Where the scenarios run: in this process, unless `--server` names a service.
    var target: Target {
        guard let server, !local else { return .local }
        return .server(server)
    }

    /// The group's declarations on a command that keeps the group in `field`; `json` is the help
    /// sentence of `--json`, which says what the command prints.
    static func options<Command>(in field: WritableKeyPath<Command, CommonOptions>, json: String)
        -> [CommandOption<Command>]
    {
        let group: [CommandOption<CommonOptions>] = [
            .server(
                \.server, help: "Send the requests to this autorotated service (else: run in process).",
                default: nil),
            .flag(
                "--local", \.local, help: "Run in this process (the default); no server needed.",
                excludes: "--server"),
            .json(\.json, help: json),
            .value(
                "--timeout", valueName: "SECONDS", \.timeoutSeconds, default: "30",
                help: "Total timeout per request."
            ) { text throws(ArgumentError) in
                guard let seconds = Double(text), seconds > 0, seconds <= 86_400 else {
                    throw ArgumentError("--timeout wants seconds > 0, got '\(text)'")
                }
                return seconds
            },
        ]
        return group.map { $0.within(field) }
    }
}

/// Where a scenario is simulated.
enum Target: Equatable, Sendable {
    /// Over HTTP, at this base URL.
    case server(String)
    /// In this process, through ``AutorotateOperations/Operations`` (the default).
    case local
}

extension CommandOption {
    /// `--server URL`, the one declaration of the flag (the group's, and that of commands that
    /// only talk to a server); `defaultText` is `nil` where no server is asked by default.
    static func server(
        _ field: WritableKeyPath<Command, String?>, help: String = "The autorotated service.",
        default defaultText: String? = CommonOptions.defaultServer
    ) -> Self {
        .text("--server", valueName: "URL", field, default: defaultText, help: help)
    }

    /// `--json`; `help` says what is printed as JSON.
    static func json(_ field: WritableKeyPath<Command, Bool>, help: String) -> Self {
        .flag("--json", field, help: help)
    }
}
