import AutorotateEngine
import AutorotateHTTP

/// Everything `autorotated` is configured with: the HTTP server's settings, the engine's limits,
/// where the OpenAPI document is, where to write the bound port, and the log level.
///
/// Each setting comes from a flag, else its environment variable, else its default (see
/// ``ServiceOptions`` and `autorotated --help`).
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

    /// Creates a configuration; the defaults are the documented ones.
    public init(
        server: HTTPServerConfiguration = HTTPServerConfiguration(), engineLimits: EngineLimits = .default,
        openAPIFile: String? = nil, portFile: String? = nil, logLevel: LogLevel = .info
    ) {
        self.server = server
        self.engineLimits = engineLimits
        self.openAPIFile = openAPIFile
        self.portFile = portFile
        self.logLevel = logLevel
    }
}
