/// Where ``ResponseReader`` gets the bytes of an answer: the socket of a ``WireTransport``, or a
/// test's scripted pieces.
protocol ResponseByteSource {
    /// Reads what has arrived into `buffer`, waiting when nothing has: the count, 0 at the end of
    /// the stream (the server closed the connection), or why reading failed.
    mutating func read(into buffer: UnsafeMutableRawBufferPointer) -> Result<Int, TransportError>

    /// Whether the caller asked to stop; checked after every piece of the answer.
    var isCancelled: Bool { get }
}
