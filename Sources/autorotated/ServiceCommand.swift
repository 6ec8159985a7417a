import AutorotateArguments
import AutorotateHTTP
import AutorotateOperations
import AutorotateService

/// The command line of `autorotated`: every option declared once with its environment variable
/// and default; the parser and `--help` come from these declarations (``CommandLineParser``,
/// ``HelpFormatter``).
///
/// A flag wins over its environment variable, which wins over the default. Flags take their
/// value as `--port 8080` or `--port=8080`; durations are seconds (decimals allowed).
///
/// ```text
/// $ autorotated --port 0 --port-file /tmp/port --log-level warning
/// $ AUTOROTATE_PORT=9000 autorotated
/// ```
struct ServiceCommand: ParsableCommand {
    /// What the command line asks for.
    enum Request: Sendable {
        /// Run the service with this configuration.
        case run(ServiceConfiguration)
        /// Print this text (help or version) and exit 0.
        case print(String)
    }

    static let usageName = "autorotated"
    static let overview = "serve UIKit's interface-orientation decisions over HTTP/1.1."
    static let synopsisListsOptions = false
    static let helpSections = [
        """
        Each option may also be set by the environment variable it names; a flag wins, and an
        empty variable counts as unset.
        """,
        """
        SIGNALS:
          SIGTERM, SIGINT  drain (stop accepting, /readyz 503, finish in-flight requests), exit 0
          SIGHUP           re-read --api-token-file
        """,
        """
        COMMANDS:
          healthcheck      ask this host's service for GET /livez (the container's probe);
                           see 'autorotated healthcheck --help'
        """,
        """
        DOCUMENTATION (the repository's docs/, installed in PREFIX/share/doc/autorotate):
          docs/api.md      the HTTP contract (also served at GET /openapi.yaml)
          docs/rules.md    the rulebook: every rule (R0-R10) an answer cites
          docs/lint.md     every lint rule POST /v1/lint reports
        """,
    ]

    /// `--port PORT` (`AUTOROTATE_PORT`), the one declaration the service and the health check share.
    static let port = OptionDeclaration(
        "--port", valueName: "PORT", environment: "AUTOROTATE_PORT", default: "8080",
        help: "TCP port; 0 picks a free ephemeral port (see --port-file).")

    /// Everything the service is configured with.
    var configuration = ServiceConfiguration()
    /// `--version`: print the version instead of serving.
    var showsVersion = false

    static var options: [CommandOption<Self>] {
        [
            .value(
                "--host", valueName: "ADDRESS", \.configuration.server.host, environment: "AUTOROTATE_HOST",
                default: "0.0.0.0",
                help: "IPv4 address to listen on;\n0.0.0.0 is every interface, for containers."
            ) { text throws(ArgumentError) in try OptionValue.nonEmpty(text, "an address", option: "--host")
            },
            .value(port, \.configuration.server.port) { text throws(ArgumentError) in
                try OptionValue.integer(text, in: 0...65535, option: "--port")
            },
            path(
                "--port-file", \.configuration.portFile, default: "none",
                help: "Write the bound port number to PATH once listening."),
            integer(
                "--workers", \.configuration.server.workerCount, 1...1024,
                default: "the CPUs this process may use, here \(CPUAllowance.process.cpus)",
                help: "Worker threads running simulations."),
            integer(
                "--max-body-bytes", valueName: "BYTES", \.configuration.server.limits.maxBodyBytes,
                0...(1 << 40),
                default: "1048576", help: "Largest request body as sent (413 beyond)."),
            integer(
                "--max-decompressed-bytes", valueName: "BYTES",
                \.configuration.server.maxDecompressedBodyBytes,
                0...(1 << 40), default: "1048576",
                help: "Largest gzip request body once decompressed (413 beyond)."),
            integer(
                "--max-decompression-ratio", \.configuration.server.maxDecompressionRatio, 1...1_000_000,
                default: "100", help: "Largest decompressed/compressed ratio above 64 KiB (413 beyond)."),
            integer(
                "--max-header-bytes", valueName: "BYTES", \.configuration.server.limits.maxHeaderBytes,
                256...(1 << 24), default: "16384", help: "Largest request header section (431 beyond)."),
            integer(
                "--max-uri-bytes", valueName: "BYTES", \.configuration.server.limits.maxURILength,
                16...(1 << 24), default: "8192", help: "Longest request target (414 beyond)."),
            integer(
                "--max-connections", \.configuration.server.maxConnections, 1...10_000_000, default: "10000",
                help: "Open connections; beyond, 503 with Retry-After."),
            duration(
                "--header-timeout", \.configuration.server.limits.headerTimeout, default: "10",
                help: "Time to receive a request's header section (408 beyond)."),
            duration(
                "--body-timeout", \.configuration.server.limits.bodyTimeout, default: "30",
                help: "Time to receive a request's body (408 beyond)."),
            duration(
                "--idle-timeout", \.configuration.server.idleTimeout, default: "60",
                help: "Idle keep-alive time before a quiet close."),
            duration(
                "--write-timeout", \.configuration.server.writeTimeout, default: "30",
                help: "Time a client may leave a response unread\nbefore the connection closes."),
            duration(
                "--drain-timeout", \.configuration.server.drainTimeout, default: "10",
                help: "On SIGTERM/SIGINT, time in-flight requests get before exit."),
            path(
                "--openapi-file", \.configuration.openAPIFile,
                default: """
                    search: beside the executable,
                    its share/autorotate, the enclosing package, the working directory
                    """,
                help: "The document GET /openapi.yaml serves."),
            path(
                "--api-token-file", \.configuration.apiTokenFile, default: "none",
                help: """
                    Bearer tokens, one a line; when set every /v1/ route needs one (401);
                    re-read on SIGHUP.
                    """),
            .repeated(
                "--allow-origin", valueName: "ORIGIN", \.configuration.allowedOrigins,
                environment: "AUTOROTATE_ALLOW_ORIGIN", default: "none, CORS off",
                help: """
                    Let browser pages from ORIGIN (scheme://host[:port], or * for any) call the API
                    (CORS); repeatable, or comma-separated.
                    """
            ) { text throws(ArgumentError) in
                let origins = text.split(separator: ",").map { String($0.trimmingASCIIWhitespace()) }
                guard !origins.isEmpty, origins.allSatisfy(CORSPolicy.isValidOrigin) else {
                    throw ArgumentError("--allow-origin wants scheme://host[:port] or *, got '\(text)'")
                }
                return origins
            },
            .value(
                "--log-level", valueName: "LEVEL", \.configuration.logLevel,
                environment: "AUTOROTATE_LOG_LEVEL",
                default: "info",
                help: """
                    debug | info | warning | error; info logs a line per request
                    (successful health probes at debug).
                    """
            ) { text throws(ArgumentError) in
                guard let level = LogLevel(rawValue: text.lowercased()) else {
                    throw ArgumentError("--log-level wants debug, info, warning or error, got '\(text)'")
                }
                return level
            },
            engineLimit(
                "--max-view-controllers", \.maxViewControllers, 1...10_000_000,
                help: "view controllers per scenario"),
            engineLimit("--max-events", \.maxEvents, 1...10_000_000, help: "events per scenario"),
            engineLimit("--max-view-depth", \.maxViewDepth, 1...100_000, help: "view nesting depth"),
            engineLimit("--max-views", \.maxViews, 1...10_000_000, help: "views per scenario"),
            engineLimit(
                "--max-expression-length", \.maxExpressionLength, 1...10_000_000,
                help: "characters per mask expression"),
            engineLimit("--max-json-depth", \.maxJSONDepth, 1...100_000, help: "JSON nesting depth"),
            engineLimit("--max-decisions", \.maxDecisions, 1...100_000_000, help: "decisions per simulation"),
            engineLimit(
                "--max-reported-views", \.maxReportedViews, 0...100_000_000,
                help: "view geometries reported per simulation"),
            engineLimit(
                "--max-work", \.maxWork, 1...1_000_000_000,
                help: "events × (view controllers + views) per scenario"),
            .flag("--version", \.showsVersion, help: "Print the version and exit."),
        ]
    }

    /// Reads the command line (without the program name) and the environment.
    static func parse(_ arguments: [String], environment: [String: String]) -> Result<Request, UsageError> {
        CommandLineParser.parse(Self.self, arguments, environment: environment).map { parsed in
            switch parsed {
            case .help(let text): .print(text + "\n")
            case .run(let command) where command.showsVersion: .print("autorotated \(EngineInfo.version)\n")
            case .run(let command): .run(command.configuration)
            }
        }
    }

    /// What to print for a rejected command line: the error, with the option meant when a name
    /// was misspelt.
    static func message(for error: UsageError) -> String {
        error.message
            + (error.unknownName.map { NameSuggestion.hint(for: $0.name, among: $0.candidates) } ?? "")
    }

    /// `--name`'s environment variable: `AUTOROTATE_` and the name in capitals, `_` for `-`.
    static func environmentVariable(_ name: String) -> String {
        "AUTOROTATE_" + String(name.dropFirst(2).uppercased().map { $0 == "-" ? "_" : $0 })
    }

    /// An integer option within `range`, with its environment variable.
    private static func integer(
        _ name: String, valueName: String = "N", _ field: WritableKeyPath<Self, Int>,
        _ range: ClosedRange<Int>,
        default defaultText: String, help: String
    ) -> CommandOption<Self> {
        .value(
            name, valueName: valueName, field, environment: environmentVariable(name), default: defaultText,
            help: help
        ) { text throws(ArgumentError) in try OptionValue.integer(text, in: range, option: name) }
    }

    /// A duration option in seconds, with its environment variable.
    private static func duration(
        _ name: String, _ field: WritableKeyPath<Self, Duration>, default defaultText: String, help: String
    ) -> CommandOption<Self> {
        .value(
            name, valueName: "SECONDS", field, environment: environmentVariable(name), default: defaultText,
            help: help
        ) { text throws(ArgumentError) in
            .milliseconds(Int64((try OptionValue.seconds(text, option: name) * 1000).rounded()))
        }
    }

    /// A file path option, with its environment variable.
    private static func path(
        _ name: String, _ field: WritableKeyPath<Self, String?>, default defaultText: String, help: String
    ) -> CommandOption<Self> {
        .value(
            name, valueName: "PATH", field, environment: environmentVariable(name), default: defaultText,
            help: help
        ) { text throws(ArgumentError) in try OptionValue.nonEmpty(text, "a path", option: name) }
    }

    /// An engine limit's option: `--max-x` / `AUTOROTATE_MAX_X`, the default from
    /// ``EngineLimits/default``, values in `range`.
    private static func engineLimit(
        _ name: String, _ limit: WritableKeyPath<EngineLimits, Int>, _ range: ClosedRange<Int>, help: String
    ) -> CommandOption<Self> {
        let limits: WritableKeyPath<Self, EngineLimits> = \.configuration.engineLimits
        return integer(
            name, limits.appending(path: limit), range,
            default: "\(EngineLimits.default[keyPath: limit])", help: "Engine: \(help).")
    }
}
