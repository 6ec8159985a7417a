/// How an ``AutorotateClient`` reaches the server: where, how long to wait, when to compress and
/// when to retry.
///
/// ```swift
/// var config = ClientConfiguration(baseURL: "http://127.0.0.1:8080")
/// config.timeout = .seconds(5)
/// let client = try AutorotateClient(configuration: config)
/// ```
public struct ClientConfiguration: Sendable, Equatable {
    /// Scheme, host and port, e.g. `http://127.0.0.1:8080` (a trailing `/` is ignored).
    public var baseURL: String
    /// The longest wait for the TCP connection to be established.
    public var connectTimeout: Duration
    /// The longest a whole request may take, connection included (not for batches).
    public var timeout: Duration
    /// The longest a batch request may take in all; while it streams, a pause longer than
    /// `timeout` between bytes also ends it.
    public var batchTimeout: Duration
    /// Request bodies of at least this many bytes are sent gzip-compressed.
    public var gzipThreshold: Int
    /// Whether to send `Accept-Encoding` (gzip; where libcurl carries the exchange, whatever else
    /// it decodes too). Worth turning off only where bandwidth is free and CPU is not, e.g. on
    /// loopback.
    public var acceptsCompressedResponses: Bool
    /// When failed attempts are repeated.
    public var retry: RetryPolicy
    /// `User-Agent` header.
    public var userAgent: String

    public init(
        baseURL: String = "http://127.0.0.1:8080", connectTimeout: Duration = .seconds(2),
        timeout: Duration = .seconds(30), batchTimeout: Duration = .seconds(600),
        gzipThreshold: Int = 16 * 1024,
        acceptsCompressedResponses: Bool = true, retry: RetryPolicy = .default,
        userAgent: String = "autorotate-client/1.0"
    ) {
        self.baseURL = baseURL
        self.connectTimeout = connectTimeout
        self.timeout = timeout
        self.batchTimeout = batchTimeout
        self.gzipThreshold = gzipThreshold
        self.acceptsCompressedResponses = acceptsCompressedResponses
        self.retry = retry
        self.userAgent = userAgent
    }
}
