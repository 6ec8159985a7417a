import AutorotatePlatform
import Glibc

/// The worker-thread half of answering one request: decode the body, call the handler, encode
/// the response (compressing it when the client accepts gzip) and post it to the event loop.
struct RequestExchange: Sendable {
    var connection: UInt64
    var head: HTTPRequestHead
    var body: [UInt8]
    var keepAlive: Bool
    var requestID: String
    var receivedAt: UInt64
    /// Set when the event loop lets this exchange send its answer itself (``DirectWrite``).
    var directWrite: DirectWrite?

    /// Runs the exchange on the current thread, handing each piece of the response to `post`.
    /// On a worker `post` goes to the mailbox; on the event loop (`inline`) it is delivered
    /// directly, and a stream never waits for back-pressure (nothing would drain it meanwhile).
    /// An answer offered a ``directWrite`` is sent from this thread unless `isBusy` says other
    /// requests are waiting for a worker: then the event loop, which batches the answers of a
    /// busy server, sends it, and this thread goes on to the next request.
    func run(
        handler: any HTTPHandler, configuration: HTTPServerConfiguration, inline: Bool,
        isDraining: @Sendable () -> Bool, isBusy: () -> Bool = { false },
        post: @escaping (Completion) -> Void
    ) {
        let context = ResponseEncoder.RequestContext(
            isHEAD: head.method == "HEAD", minorVersion: head.minorVersion,
            acceptsGzip: ContentCoding.acceptsGzip(head.headers["Accept-Encoding"]), requestID: requestID)
        let response: HTTPResponse
        switch decodedBody(configuration) {
        case .success(let decoded):
            response = handler.handle(HTTPRequest(head: head, body: decoded, requestID: requestID))
        case .failure(let error) where error == RequestContentCoding.unsupportedError:
            response = RequestContentCoding.unsupportedResponse(handler)
        case .failure(let error):
            response = handler.errorResponse(status: error.status, detail: error.detail)
        }
        // Checked after the handler ran: a drain that began meanwhile still gets `Connection: close`.
        var keepAlive = keepAlive && !isDraining()
        var bodyBytes = 0
        switch response.body {
        case .bytes(let bytes):
            let encoded = ResponseEncoder.encodeParts(
                status: response.status, headers: response.headers, body: bytes, context: context,
                keepAlive: keepAlive, compressionMinimumBytes: configuration.compressionMinimumBytes)
            bodyBytes = encoded.bodyBytes
            let total = encoded.head.count + encoded.body.count
            var direct = directWrite
            if let offered = direct, isBusy() {
                offered.decline()
                direct = nil
            }
            let outcome = direct?.send(head: encoded.head, body: encoded.body, keepAlive: keepAlive)
            if let outcome, outcome.sent == total {
                // Sent whole from this thread. A keep-alive connection is still registered for
                // reading, so the event loop learns of it with the next request; one that closes,
                // or one whose next request came while this thread was sending, needs a word.
                if !keepAlive || outcome.mustSettle { post(.settle(connection: connection)) }
            } else {
                post(
                    .response(
                        connection: connection, head: encoded.head, body: encoded.body, keepAlive: keepAlive,
                        sent: outcome?.sent ?? 0))
            }
        case .stream(let produce):
            let chunked = head.minorVersion >= 1
            if !chunked { keepAlive = false }
            let gzip = ResponseEncoder.streamUsesGzip(headers: response.headers, context: context)
            // A stream's pieces go through the mailbox: the event loop writes them all.
            directWrite?.decline()
            let channel = StreamChannel(limit: inline ? Int.max : 256 * 1024)
            let headBytes = ResponseEncoder.encodeStreamHead(
                status: response.status, headers: response.headers, context: context, chunked: chunked,
                gzip: gzip)
            post(.streamHead(connection: connection, bytes: headBytes, channel: channel))
            if !context.isHEAD {
                let deflater = gzip ? GzipDeflater() : nil
                let connection = self.connection
                let writer = HTTPBodyWriter(
                    transform: deflater.map { deflater in
                        { bytes, final in deflater.compress(bytes, final: final) }
                    },
                    pieceSink: { pieces in
                        var count = 0
                        for piece in pieces { count += piece.count }
                        guard channel.reserve(count) else { return false }
                        bodyBytes += count
                        let framed = chunked ? ResponseEncoder.chunkPieces(pieces, count: count) : pieces
                        post(.streamData(connection: connection, pieces: framed, reserved: count))
                        return true
                    })
                produce(writer)
                writer.finish()
            }
            let end = chunked && !context.isHEAD ? ResponseEncoder.lastChunk : []
            post(.streamEnd(connection: connection, bytes: end, keepAlive: keepAlive))
        }
        let elapsed = SystemMonotonicClock().nanoseconds() &- receivedAt
        handler.didRespond(
            HTTPExchangeRecord(
                method: head.method, path: String(head.path), status: response.status,
                durationMicroseconds: Int(elapsed / 1000), bodyBytes: bodyBytes, requestID: requestID,
                generatedByServer: false))
    }

    /// The body after its content coding: identity passes, gzip is inflated within the caps
    /// (all its members together), anything else is 415.
    private func decodedBody(_ configuration: HTTPServerConfiguration) -> Result<[UInt8], HTTPParseError> {
        switch RequestContentCoding(head.headers) {
        case .identity: return .success(body)
        case .unsupported: return .failure(RequestContentCoding.unsupportedError)
        case .gzip: break
        }
        let byRatio = max(
            configuration.decompressionRatioFloorBytes,
            body.count > Int.max / max(1, configuration.maxDecompressionRatio)
                ? Int.max : body.count * configuration.maxDecompressionRatio)
        let cap = min(configuration.maxDecompressedBodyBytes, byRatio)
        switch Gzip.decompress(body, maxOutputBytes: cap) {
        case .success(let decoded): return .success(decoded)
        case .failure(.tooLarge):
            return .failure(
                HTTPParseError(
                    status: 413,
                    detail: "the decompressed request body exceeds \(cap) bytes (at most "
                        + "\(configuration.maxDecompressedBodyBytes) bytes and \(configuration.maxDecompressionRatio) times its compressed size)"
                ))
        case .failure(.corrupt):
            return .failure(
                HTTPParseError(status: 400, detail: "the gzip request body is corrupt or truncated"))
        }
    }
}
