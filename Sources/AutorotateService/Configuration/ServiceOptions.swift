import AutorotateHTTP
import AutorotateOperations
import AutorotatePlatform

/// The command line of `autorotated`: every flag, its environment variable and its default.
///
/// A flag wins over its environment variable, which wins over the default. Flags take their
/// value as `--port 8080` or `--port=8080`; durations are seconds (decimals allowed).
///
/// ```text
/// $ autorotated --port 0 --port-file /tmp/port --log-level warning
/// $ AUTOROTATE_PORT=9000 autorotated
/// ```
public enum ServiceOptions {
    /// What the command line asks for.
    public enum Command: Sendable {
        /// Run the service with this configuration.
        case run(ServiceConfiguration)
        /// Print this text (help or version) and exit 0.
        case print(String)
    }

    /// A command line that cannot be used, with the sentence to print.
    public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
        /// What is wrong.
        public var description: String
    }

    private struct Option: Sendable {
        var flag: String
        var environment: String
        var valueName: String
        var defaultText: String
        var help: String
        /// For an option that may be given several times: clears what the environment set, so
        /// the flags replace it (as a flag replaces its variable) rather than add to it.
        var reset: (@Sendable (inout ServiceConfiguration) -> Void)? = nil
        var apply: @Sendable (inout ServiceConfiguration, String) -> Bool
    }

    private static let options: [Option] = [
        Option(
            flag: "--host", environment: "AUTOROTATE_HOST", valueName: "ADDRESS", defaultText: "0.0.0.0",
            help: "IPv4 address to listen on (0.0.0.0: every interface, for containers)"
        ) { config, value in
            config.server.host = value
            return !value.isEmpty
        },
        Option(
            flag: "--port", environment: "AUTOROTATE_PORT", valueName: "PORT", defaultText: "8080",
            help: "TCP port; 0 picks a free ephemeral port (see --port-file)"
        ) { config, value in set(&config.server.port, value, 0...65535) },
        Option(
            flag: "--port-file", environment: "AUTOROTATE_PORT_FILE", valueName: "PATH", defaultText: "none",
            help: "write the bound port number to PATH once listening"
        ) { config, value in
            config.portFile = value
            return !value.isEmpty
        },
        Option(
            flag: "--workers", environment: "AUTOROTATE_WORKERS", valueName: "N",
            defaultText: "online cores (\(HTTPServerConfiguration.onlineCores))",
            help: "worker threads running simulations"
        ) { config, value in set(&config.server.workerCount, value, 1...1024) },
        Option(
            flag: "--max-body-bytes", environment: "AUTOROTATE_MAX_BODY_BYTES", valueName: "BYTES",
            defaultText: "1048576", help: "largest request body as sent (413 beyond)"
        ) { config, value in set(&config.server.limits.maxBodyBytes, value, 0...(1 << 40)) },
        Option(
            flag: "--max-decompressed-bytes", environment: "AUTOROTATE_MAX_DECOMPRESSED_BYTES",
            valueName: "BYTES",
            defaultText: "1048576", help: "largest gzip request body once decompressed (413 beyond)"
        ) { config, value in set(&config.server.maxDecompressedBodyBytes, value, 0...(1 << 40)) },
        Option(
            flag: "--max-decompression-ratio", environment: "AUTOROTATE_MAX_DECOMPRESSION_RATIO",
            valueName: "N",
            defaultText: "100", help: "largest decompressed/compressed ratio above 64 KiB (413 beyond)"
        ) { config, value in set(&config.server.maxDecompressionRatio, value, 1...1_000_000) },
        Option(
            flag: "--max-header-bytes", environment: "AUTOROTATE_MAX_HEADER_BYTES", valueName: "BYTES",
            defaultText: "16384", help: "largest request header section (431 beyond)"
        ) { config, value in set(&config.server.limits.maxHeaderBytes, value, 256...(1 << 24)) },
        Option(
            flag: "--max-uri-bytes", environment: "AUTOROTATE_MAX_URI_BYTES", valueName: "BYTES",
            defaultText: "8192", help: "longest request target (414 beyond)"
        ) { config, value in set(&config.server.limits.maxURILength, value, 16...(1 << 24)) },
        Option(
            flag: "--max-connections", environment: "AUTOROTATE_MAX_CONNECTIONS", valueName: "N",
            defaultText: "10000", help: "open connections; beyond, 503 with Retry-After"
        ) { config, value in set(&config.server.maxConnections, value, 1...10_000_000) },
        Option(
            flag: "--header-timeout", environment: "AUTOROTATE_HEADER_TIMEOUT", valueName: "SECONDS",
            defaultText: "10", help: "time to receive a request's header section (408 beyond)"
        ) { config, value in setDuration(&config.server.limits.headerTimeout, value) },
        Option(
            flag: "--body-timeout", environment: "AUTOROTATE_BODY_TIMEOUT", valueName: "SECONDS",
            defaultText: "30", help: "time to receive a request's body (408 beyond)"
        ) { config, value in setDuration(&config.server.limits.bodyTimeout, value) },
        Option(
            flag: "--idle-timeout", environment: "AUTOROTATE_IDLE_TIMEOUT", valueName: "SECONDS",
            defaultText: "60", help: "idle keep-alive time before a quiet close"
        ) { config, value in setDuration(&config.server.idleTimeout, value) },
        Option(
            flag: "--write-timeout", environment: "AUTOROTATE_WRITE_TIMEOUT", valueName: "SECONDS",
            defaultText: "30", help: "time a client may leave a response unread before the connection closes"
        ) { config, value in setDuration(&config.server.writeTimeout, value) },
        Option(
            flag: "--drain-timeout", environment: "AUTOROTATE_DRAIN_TIMEOUT", valueName: "SECONDS",
            defaultText: "10", help: "on SIGTERM/SIGINT, time in-flight requests get before exit"
        ) { config, value in setDuration(&config.server.drainTimeout, value) },
        Option(
            flag: "--openapi-file", environment: "AUTOROTATE_OPENAPI_FILE", valueName: "PATH",
            defaultText:
                "search: beside the executable, its share/autorotate, the enclosing package, the working directory",
            help: "the document GET /openapi.yaml serves"
        ) { config, value in
            config.openAPIFile = value
            return !value.isEmpty
        },
        Option(
            flag: "--api-token-file", environment: "AUTOROTATE_API_TOKEN_FILE", valueName: "PATH",
            defaultText: "none",
            help: "bearer tokens, one a line; when set every /v1/ route needs one (401); re-read on SIGHUP"
        ) { config, value in
            config.apiTokenFile = value
            return !value.isEmpty
        },
        Option(
            flag: "--allow-origin", environment: "AUTOROTATE_ALLOW_ORIGIN", valueName: "ORIGIN",
            defaultText: "none (CORS off)",
            help:
                "let browser pages from ORIGIN (scheme://host[:port], or * for any) call the API (CORS); "
                + "repeatable, or comma-separated",
            reset: { $0.allowedOrigins = [] }
        ) { config, value in
            let origins = value.split(separator: ",").map { String($0.trimmingASCIIWhitespace()) }
            guard !origins.isEmpty, origins.allSatisfy(CORSPolicy.isValidOrigin) else { return false }
            config.allowedOrigins += origins
            return true
        },
        Option(
            flag: "--log-level", environment: "AUTOROTATE_LOG_LEVEL", valueName: "LEVEL", defaultText: "info",
            help: "debug | info (a line per request; successful health probes at debug) | warning | error"
        ) { config, value in
            guard let level = LogLevel(rawValue: value.lowercased()) else { return false }
            config.logLevel = level
            return true
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
    ]

    /// Reads the command line (without the program name) and the environment.
    public static func parse(_ arguments: [String], environment: [String: String]) -> Result<
        Command, UsageError
    > {
        var configuration = ServiceConfiguration()
        for option in options {
            guard let value = environment[option.environment] else { continue }
            guard option.apply(&configuration, value) else {
                return .failure(
                    UsageError(description: "invalid \(option.environment)=\(value) (\(option.help))"))
            }
        }
        var index = 0
        var resetFlags: Set<String> = []
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--help" || argument == "-h" { return .success(.print(help)) }
            if argument == "--version" { return .success(.print("autorotated \(EngineInfo.version)\n")) }
            let name: String
            var value: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                value = String(argument[argument.index(after: equals)...])
            } else {
                name = argument
            }
            guard let option = options.first(where: { $0.flag == name }) else {
                return .failure(UsageError(description: "unknown option '\(name)' (see --help)"))
            }
            if value == nil {
                guard index < arguments.count else {
                    return .failure(UsageError(description: "\(name) needs a value (\(option.valueName))"))
                }
                value = arguments[index]
                index += 1
            }
            let text = value ?? ""
            if let reset = option.reset, resetFlags.insert(option.flag).inserted { reset(&configuration) }
            guard option.apply(&configuration, text) else {
                return .failure(
                    UsageError(description: "invalid value '\(text)' for \(name) (\(option.help))"))
            }
        }
        return .success(.run(configuration))
    }

    /// The `--help` text.
    public static var help: String {
        var out = """
            autorotated \(EngineInfo.version): UIKit interface-orientation decisions over HTTP/1.1.

            USAGE: autorotated [options]

            Each option may also be set by its environment variable; a flag wins.
            Signals: SIGTERM or SIGINT drain (stop accepting, /readyz 503, finish in-flight
            requests) and exit 0; SIGHUP re-reads --api-token-file.

            OPTIONS:

            """
        for option in options {
            out += "  \(option.flag) \(option.valueName)\n"
            out += "      \(option.help)\n"
            out += "      env \(option.environment), default \(option.defaultText)\n"
        }
        out += "  -h, --help         show this text\n  --version          show the version\n"
        return out
    }

    /// An engine limit's option: `--max-x` / `AUTOROTATE_MAX_X`, the default from
    /// ``EngineLimits/default``, values in `range`.
    private static func engineLimit(
        _ flag: String, _ limit: any WritableKeyPath<EngineLimits, Int> & Sendable, _ range: ClosedRange<Int>,
        help: String
    ) -> Option {
        Option(
            flag: flag,
            environment: "AUTOROTATE_" + String(flag.dropFirst(2).uppercased().map { $0 == "-" ? "_" : $0 }),
            valueName: "N", defaultText: "\(EngineLimits.default[keyPath: limit])", help: "engine: " + help
        ) { config, value in set(&config.engineLimits[keyPath: limit], value, range) }
    }

    private static func set(_ target: inout Int, _ text: String, _ range: ClosedRange<Int>) -> Bool {
        guard let value = Int(text), range.contains(value) else { return false }
        target = value
        return true
    }

    private static func setDuration(_ target: inout Duration, _ text: String) -> Bool {
        guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= 86_400 else {
            return false
        }
        target = .milliseconds(Int64((seconds * 1000).rounded()))
        return true
    }
}
