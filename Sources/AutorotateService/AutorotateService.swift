import AutorotateEngine
import AutorotateHTTP
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

    /// Creates the service (nothing is opened yet); `logger` defaults to standard error.
    public init(configuration: ServiceConfiguration, logger: ServiceLogger? = nil) {
        self.configuration = configuration
        let logger = logger ?? ServiceLogger(level: configuration.logLevel)
        self.logger = logger
        let stats = HTTPServerStats()
        let metrics = ServiceMetrics()
        self.metrics = metrics
        let handler = ServiceHandler(
            configuration: configuration, stats: stats, metrics: metrics, logger: logger)
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
                ("host", ServiceLogger.string(server.host)), ("port", String(port)),
                ("workers", String(server.workerCount)), ("max_connections", String(server.maxConnections)),
                ("max_body_bytes", String(server.limits.maxBodyBytes)),
                ("engine_version", ServiceLogger.string(EngineInfo.version)),
            ])
        return port
    }

    /// Serves until a drain completes.
    public func run() throws {
        try server.run()
        logger.log(.info, "stopped", [("open_connections", String(server.stats.openConnections))])
    }

    /// Binds and serves on a background thread (for in-process tests); returns the port.
    @discardableResult
    public func start() throws -> Int {
        let port = try bind()
        server.runInBackground()
        return port
    }

    /// Starts a drain (any thread).
    public func beginDrain() {
        logger.log(.info, "draining", [("open_connections", String(server.stats.openConnections))])
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
