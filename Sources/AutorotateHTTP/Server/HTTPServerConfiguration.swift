import Glibc

/// Everything the server is told at start: where to listen, how many workers, and its limits.
public struct HTTPServerConfiguration: Sendable {
    /// The address to bind (IPv4 dotted quad, e.g. `0.0.0.0` or `127.0.0.1`).
    public var host: String
    /// The port; `0` asks the kernel for an ephemeral port (see ``HTTPServer/port``).
    public var port: Int
    /// Worker threads running handlers; defaults to the CPUs the process may use
    /// (``CPUAllowance/process``).
    public var workerCount: Int
    /// Request size and read-time limits.
    public var limits: HTTPParserLimits
    /// How long a keep-alive connection may sit idle between requests before a quiet close.
    public var idleTimeout: Duration
    /// How long a response may wait for a client that does not read it before the connection closes.
    public var writeTimeout: Duration
    /// The most open connections; beyond it new ones get 503 with `Retry-After` and are closed.
    public var maxConnections: Int
    /// The `Retry-After` seconds sent with that 503.
    public var retryAfterSeconds: Int
    /// On drain, how long in-flight requests may take before the server stops anyway.
    public var drainTimeout: Duration
    /// Largest decompressed body of a `Content-Encoding: gzip` request (413 beyond it).
    public var maxDecompressedBodyBytes: Int
    /// Largest decompressed-to-compressed ratio of a gzip body (413 beyond it), applied above
    /// ``decompressionRatioFloorBytes`` so that small, very repetitive bodies still pass.
    public var maxDecompressionRatio: Int
    /// Decompressed sizes up to this many bytes are never refused for their ratio.
    public var decompressionRatioFloorBytes: Int
    /// Smallest response body worth gzip-compressing.
    public var compressionMinimumBytes: Int
    /// The `listen(2)` backlog.
    public var backlog: Int32

    /// Creates a configuration; the defaults are the documented ones.
    public init(
        host: String = "0.0.0.0", port: Int = 8080, workerCount: Int = CPUAllowance.process.cpus,
        limits: HTTPParserLimits = HTTPParserLimits(), idleTimeout: Duration = .seconds(60),
        writeTimeout: Duration = .seconds(30), maxConnections: Int = 10_000, retryAfterSeconds: Int = 1,
        drainTimeout: Duration = .seconds(10), maxDecompressedBodyBytes: Int = 1024 * 1024,
        maxDecompressionRatio: Int = 100, decompressionRatioFloorBytes: Int = 64 * 1024,
        compressionMinimumBytes: Int = 1024, backlog: Int32 = 1024
    ) {
        self.host = host
        self.port = port
        self.workerCount = workerCount
        self.limits = limits
        self.idleTimeout = idleTimeout
        self.writeTimeout = writeTimeout
        self.maxConnections = maxConnections
        self.retryAfterSeconds = retryAfterSeconds
        self.drainTimeout = drainTimeout
        self.maxDecompressedBodyBytes = maxDecompressedBodyBytes
        self.maxDecompressionRatio = maxDecompressionRatio
        self.decompressionRatioFloorBytes = decompressionRatioFloorBytes
        self.compressionMinimumBytes = compressionMinimumBytes
        self.backlog = backlog
    }

    /// Online cores (at least 1), whether or not this process may use them all.
    public static var onlineCores: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
}
