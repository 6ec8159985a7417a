/// One way of carrying an ``HTTPRequest`` to the server and its answer back: libcurl's own
/// transfer (``EasyHandle``) or hand-written HTTP/1.1 over a connection libcurl opened
/// (``WireTransport``).
///
/// Not thread-safe: a ``Connection`` holds one behind its mutex.
protocol Transport: AnyObject {
    /// Sends `request` and fills `sink` (status, fields, body or streamed lines); returns the
    /// response, or the transport failure. Honours `sink.cancelFlag`.
    func perform(_ request: HTTPRequest, into sink: TransferSink) -> Result<HTTPResponse, TransportError>
}
