import AutorotateArguments

/// The command line of `autorotated healthcheck`: `--port` (else `AUTOROTATE_PORT`, else 8080),
/// from the service's own declaration of the port (``ServiceCommand/port``), so the probe asks the
/// port the service was told to listen on.
struct HealthCheckCommand: ParsableCommand {
    static let usageName = "autorotated healthcheck"
    static let overview = """
        ask the service on this host for GET /livez; exit 0 when it answers 200 within 2 s,
        else 1 with the reason on standard error (usage errors too: container engines reserve 2).
        """
    static let helpSections = [
        """
        The address is AUTOROTATE_HOST when it names one address, else 127.0.0.1 (the service
        listens on 0.0.0.0 by default).
        """
    ]

    /// The port to ask, 1–65535.
    var port = 8080

    static var options: [CommandOption<Self>] {
        [
            .value(
                ServiceCommand.port.described(help: "The port the service listens on.", default: "8080"),
                \.port
            ) { text throws(ArgumentError) in try OptionValue.integer(text, in: 1...65535, option: "--port") }
        ]
    }
}
