import AutorotateEngine
import AutorotateHTTP

/// Everything `autorotated` is configured with: the HTTP server's settings, the engine's limits,
/// where the OpenAPI document is, where to write the bound port, and the log level.
///
/// Each setting comes from a flag, else its environment variable, else its default (see
/// `autorotated --help`).
public struct ServiceConfiguration: Sendable {
    /// Listening address, workers, HTTP limits and timeouts.
    public var server: HTTPServerConfiguration
    /// Limits on each scenario.
    public var engineLimits: EngineLimits
    /// An explicit path to `openapi.yaml` (`nil`: search next to the executable and the working
    /// directory; see ``OpenAPIDocument``).
    public var openAPIFile: String?
    /// A file to write the bound port number to once listening.
    public var portFile: String?
    /// The least severe log level written.
    public var logLevel: LogLevel
    /// A file of bearer tokens, one a line (`nil`: the `/v1/` routes are open; see ``APITokens``).
    public var apiTokenFile: String?
    /// The origins whose browser pages may call the API (CORS); empty: CORS is off. `*` allows
    /// any origin (see ``CORSPolicy``).
    public var allowedOrigins: [String]

    /// Creates a configuration; the defaults are the documented ones.
    public init(
        server: HTTPServerConfiguration = HTTPServerConfiguration(), engineLimits: EngineLimits = .default,
        openAPIFile: String? = nil, portFile: String? = nil, logLevel: LogLevel = .info,
        apiTokenFile: String? = nil, allowedOrigins: [String] = []
    ) {
        self.server = server
        self.engineLimits = engineLimits
        self.openAPIFile = openAPIFile
        self.portFile = portFile
        self.logLevel = logLevel
        self.apiTokenFile = apiTokenFile
        self.allowedOrigins = allowedOrigins
    }
}
