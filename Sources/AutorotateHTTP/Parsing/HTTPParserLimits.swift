/// Size and time limits the request parser enforces, each with the status it answers.
public struct HTTPParserLimits: Sendable, Equatable {
    /// Longest request target (414 beyond it).
    public var maxURILength: Int
    /// Largest header section (and trailer section), request line excluded (431 beyond it).
    public var maxHeaderBytes: Int
    /// Most header fields (431 beyond it).
    public var maxHeaderCount: Int
    /// Largest request body after de-chunking (413 beyond it).
    public var maxBodyBytes: Int
    /// Time allowed from a request's first byte to the end of its header section (408).
    public var headerTimeout: Duration
    /// Time allowed from the end of the header section to the end of the body (408).
    public var bodyTimeout: Duration

    /// Creates limits; the defaults are the documented ones.
    public init(
        maxURILength: Int = 8 * 1024, maxHeaderBytes: Int = 16 * 1024, maxHeaderCount: Int = 100,
        maxBodyBytes: Int = 1024 * 1024, headerTimeout: Duration = .seconds(10),
        bodyTimeout: Duration = .seconds(30)
    ) {
        self.maxURILength = maxURILength
        self.maxHeaderBytes = maxHeaderBytes
        self.maxHeaderCount = maxHeaderCount
        self.maxBodyBytes = maxBodyBytes
        self.headerTimeout = headerTimeout
        self.bodyTimeout = bodyTimeout
    }
}
