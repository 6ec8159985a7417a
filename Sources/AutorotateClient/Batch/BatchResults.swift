import AutorotateWire

/// The answer of `POST /v1/simulate/batch` as it streams in: one ``BatchItem`` per scenario, in
/// batch order, each delivered as soon as its line has arrived.
///
/// The request is sent when iteration starts, once per iterator. The sequence throws an
/// ``AutorotateClientError`` when the whole batch fails (a problem answer, a transport failure, or
/// the connection lost mid-stream after the items already delivered, or no byte for
/// ``ClientConfiguration/timeout`` while streaming). Ending the iteration early
/// aborts the transfer. Lines are buffered without bound if the consumer is slower than the server.
///
/// ```swift
/// for try await item in client.simulateBatch(scenarios) {
///     switch item.result {
///     case .success(let simulation): print(item.index, simulation.final.interfaceOrientation)
///     case .failure(let problem): print(item.index, problem)
///     }
/// }
/// ```
public struct BatchResults: AsyncSequence, Sendable {
    public typealias Element = BatchItem

    let client: AutorotateClient
    let body: [UInt8]
    let requestID: String?

    public func makeAsyncIterator() -> Iterator {
        Iterator(base: client.startBatch(body: body, requestID: requestID).makeAsyncIterator())
    }

    /// Yields the batch's items; throws ``AutorotateClientError``.
    public struct Iterator: AsyncIteratorProtocol {
        var base: AsyncThrowingStream<BatchItem, any Error>.Iterator

        public mutating func next() async throws -> BatchItem? {
            try await base.next()
        }
    }
}

extension AutorotateClient {
    /// `POST /v1/simulate/batch`: simulates every scenario (JSON bytes each) in one streamed
    /// exchange. Line breaks inside a scenario are sent as spaces, so pretty-printed files work;
    /// an empty scenario is sent as `null` and answered with its own 400 item.
    public func simulateBatch(_ scenarios: [[UInt8]], requestID: String? = nil) -> BatchResults {
        var body: [UInt8] = []
        body.reserveCapacity(scenarios.reduce(0) { $0 + $1.count + 1 })
        for scenario in scenarios {
            // In valid JSON a CR or LF can only be whitespace: strings must escape them.
            if scenario.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
                // The server skips blank lines; `null` keeps one answer per scenario (a 400 line).
                body.append(contentsOf: "null".utf8)
            } else {
                body.append(contentsOf: scenario.lazy.map { $0 == 0x0A || $0 == 0x0D ? 0x20 : $0 })
            }
            body.append(0x0A)
        }
        return BatchResults(client: self, body: body, requestID: requestID)
    }

    /// Starts the batch transfer on the connection's queue, feeding a stream.
    func startBatch(body: [UInt8], requestID: String?) -> AsyncThrowingStream<BatchItem, any Error> {
        let (stream, continuation) = AsyncThrowingStream<BatchItem, any Error>.makeStream()
        let flag = CancelFlag()
        continuation.onTermination = { _ in flag.cancel() }
        let prepared = prepare(
            method: .post, path: "/v1/simulate/batch", body: body, contentType: "application/x-ndjson",
            accept: "application/x-ndjson, application/problem+json", requestID: requestID,
            timeout: configuration.batchTimeout)
        let idleSeconds = max(1, configuration.timeout.clampedMilliseconds / 1000)
        connection.queue.async {
            var request: HTTPRequest
            switch prepared {
            case .success(let value):
                request = value
                request.idleTimeoutSeconds = idleSeconds
            case .failure(let error): return continuation.finish(throwing: error)
            }
            var index = 0
            var lineError: AutorotateClientError?
            let sink = TransferSink(
                onLine: { line in
                    guard lineError == nil else { return }
                    switch BatchLine.decode(line, index: index, requestID: request.requestID) {
                    case .success(let item): continuation.yield(item)
                    case .failure(let reason):
                        lineError = .unexpectedResponse(
                            UnexpectedResponse(
                                status: 200, contentType: "application/x-ndjson", reason: reason.reason,
                                bodyPrefix: String(decoding: line.prefix(200), as: UTF8.self),
                                requestID: request.requestID))
                        flag.cancel()
                    }
                    index += 1
                }, cancelFlag: flag)
            let outcome = self.connection.execute(
                request, retriesUnavailable: true, sink: sink, cancelFlag: flag)
            if let lineError { return continuation.finish(throwing: lineError) }
            switch outcome.result {
            case .failure(let failure):
                continuation.finish(
                    throwing: flag.isCancelled
                        ? AutorotateClientError.cancelled : .transport(failure, requestID: request.requestID))
            case .success(let response) where response.status == 200:
                continuation.finish()
            case .success(let response):
                let answeredID = response.header("X-Request-ID") ?? request.requestID
                continuation.finish(throwing: AutorotateClientError.answer(response, requestID: answeredID))
            }
        }
        return stream
    }
}
