import AutorotateHTTP
import AutorotateOperations
import Glibc

/// The Autorotate service: an ``HTTPServer`` running the ``ServiceHandler``, plus the startup
/// chores (`--port-file`, the startup log line).
///
/// ```swift
/// let service = AutorotateService(configuration: ServiceConfiguration())
/// let port = try service.bind()
/// try service.run()      // until service.beginDrain()
/// ```
public final class AutorotateService: Sendable {
    /// The configuration.
    public let configuration: ServiceConfiguration
    /// The HTTP server.
    public let server: HTTPServer
    /// The metrics `/metrics` renders.
    public let metrics: ServiceMetrics
    /// The logger.
    public let logger: ServiceLogger
    /// The bearer tokens the `/v1/` routes need, or `nil` when they are open.
    public let tokens: APITokens?

    /// Creates the service (nothing is opened yet); `logger` defaults to standard error. Pass the
    /// tokens loaded from `configuration.apiTokenFile` (see ``loadTokens(_:)``).
    public init(configuration: ServiceConfiguration, logger: ServiceLogger? = nil, tokens: APITokens? = nil) {
        self.configuration = configuration
        let logger = logger ?? ServiceLogger(level: configuration.logLevel)
        self.logger = logger
        let stats = HTTPServerStats()
        let metrics = ServiceMetrics()
        self.metrics = metrics
        self.tokens = tokens
        let handler = ServiceHandler(
            configuration: configuration, stats: stats, metrics: metrics, logger: logger, tokens: tokens)
        server = HTTPServer(configuration: configuration.server, handler: handler, stats: stats)
    }

    /// Opens the listening socket, writes the port file, logs the startup line; returns the port.
    @discardableResult
    public func bind() throws -> Int {
        let port = try server.bind()
        if let portFile = configuration.portFile {
            try Self.writePortFile(portFile, port: port)
        }
        let server = configuration.server
        logger.log(
            .info, "listening",
            [
                ("host", .string(server.host)), ("port", .integer(port)),
                ("workers", .integer(server.workerCount)),
                ("max_connections", .integer(server.maxConnections)),
                ("max_body_bytes", .integer(server.limits.maxBodyBytes)),
                ("engine_version", .string(EngineInfo.version)),
            ])
        return port
    }

    /// Serves until a drain completes; every log line is written before it returns.
    public func run() throws {
        defer { logger.flush() }
        try server.run()
        logger.log(.info, "stopped", [("open_connections", .integer(server.stats.openConnections))])
    }

    /// Binds and serves on a background thread (for in-process tests); returns the port.
    @discardableResult
    public func start() throws -> Int {
        let port = try bind()
        server.runInBackground()
        return port
    }

    /// The tokens of `configuration.apiTokenFile`, or `nil` when none is configured; throws when
    /// the file cannot be read or holds no token (the service must not start open by mistake).
    public static func loadTokens(_ configuration: ServiceConfiguration) throws(APITokens.LoadError)
        -> APITokens?
    {
        guard let path = configuration.apiTokenFile else { return nil }
        return try APITokens(path: path)
    }

    /// Re-reads the token file (on `SIGHUP`); a file that cannot be used leaves the previous
    /// tokens in force. Logs the outcome, never a token.
    public func reloadTokens() {
        guard let tokens else {
            logger.log(.info, "sighup", [("api_tokens", .string("not configured"))])
            return
        }
        do {
            let count = try tokens.reload()
            logger.log(.info, "api tokens reloaded", [("tokens", .integer(count))])
        } catch {
            logger.log(
                .warning, "api tokens not reloaded; the previous ones stay in force",
                [("error", .string(error.description)), ("tokens", .integer(tokens.count))])
        }
    }

    /// Starts a drain (any thread).
    public func beginDrain() {
        logger.log(.info, "draining", [("open_connections", .integer(server.stats.openConnections))])
        server.beginDrain()
    }

    /// The port file is written whole under a temporary name and renamed, so a reader never sees
    /// a partial number.
    private static func writePortFile(_ path: String, port: Int) throws {
        let temporary = path + ".tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw PortFileError(path: path, code: errno) }
        let bytes = Array("\(port)\n".utf8)
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        guard written == bytes.count, rename(temporary, path) == 0 else {
            throw PortFileError(path: path, code: errno)
        }
    }
}

/// The `--port-file` could not be written.
public struct PortFileError: Error, CustomStringConvertible {
    /// The path.
    public var path: String
    /// `errno`.
    public var code: Int32
    public var description: String {
        "cannot write the port file \(path): \(String(cString: strerror(code)))"
    }
}
