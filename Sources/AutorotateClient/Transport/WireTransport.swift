import CLibcurl

/// The client's own HTTP/1.1 on one keep-alive connection: libcurl connects (``WireSocket``),
/// the request head comes from ``RequestHeadWriter`` and the answer is read by
/// ``ResponseReader``.
///
/// What libcurl's transfer spends on every request (formatting the head with its `printf`,
/// parsing the URL again, matching header names, the liveness check of the reused connection and
/// the wait loop's extra `poll`s) is not done. Its behaviour is the transfer's: a reused
/// connection that the server closed before answering is replaced and the request sent again,
/// once (as libcurl does); a connect failure, the total and idle timeouts and cancellation end
/// the exchange with libcurl's codes, so ``RetryLoop`` treats both transports alike. Not
/// thread-safe: a ``Connection`` holds it behind its mutex.
final class WireTransport: Transport {
    /// The receive buffer's size, which is also the longest response head accepted.
    static let receiveBufferBytes = 64 * 1024

    private let baseURL: String
    private let connectTimeoutMilliseconds: Int
    private let defaultTimeoutMilliseconds: Int
    private let head: RequestHeadWriter
    private let inflater = ResponseInflater()
    private let buffer: UnsafeMutablePointer<UInt8>
    private var socket: WireSocket?

    /// A transport to `baseURL`, which ``TransportKind/choose(baseURL:userAgent:environment:)``
    /// found fit for it.
    init(
        baseURL: String, connectTimeoutMilliseconds: Int, totalTimeoutMilliseconds: Int, userAgent: String,
        acceptsCompressedResponses: Bool
    ) {
        self.baseURL = baseURL
        self.connectTimeoutMilliseconds = connectTimeoutMilliseconds
        defaultTimeoutMilliseconds = totalTimeoutMilliseconds
        head = RequestHeadWriter(
            host: HeaderFields.authority(of: baseURL) ?? "", userAgent: userAgent,
            acceptsCompressedResponses: acceptsCompressedResponses)
        buffer = .allocate(capacity: Self.receiveBufferBytes)
    }

    deinit { buffer.deallocate() }

    func perform(_ request: HTTPRequest, into sink: TransferSink) -> Result<HTTPResponse, TransportError> {
        let limits = TransferLimits(
            totalMilliseconds: request.totalTimeoutMilliseconds ?? defaultTimeoutMilliseconds,
            idleSeconds: request.idleTimeoutSeconds, cancelFlag: sink.cancelFlag)
        let bodyInline = head.write(request)
        var mayResend = socket != nil
        while true {
            let current: WireSocket
            if let socket {
                current = socket
            } else {
                switch WireSocket.connect(
                    baseURL: baseURL, connectTimeoutMilliseconds: connectTimeoutMilliseconds, limits: limits)
                {
                case .success(let opened):
                    socket = opened
                    current = opened
                case .failure(let failure): return .failure(failure)
                }
            }
            switch exchange(request, bodyInline: bodyInline, on: current, limits: limits, sink: sink) {
            case .success(let keepsConnection):
                if !keepsConnection { socket = nil }
                sink.finishLines()
                return .success(sink.response)
            case .failure(let failure):
                socket = nil
                // The server closed a reused connection (its idle timeout) before a byte of the
                // answer: send again on a new one, once, as libcurl's transfer does.
                guard mayResend, failure.unanswered, !limits.isCancelled else {
                    return .failure(failure.error)
                }
                mayResend = false
                sink.reset()
            }
        }
    }

    /// A failed exchange, and whether the server had sent nothing of an answer.
    private struct ExchangeFailure: Error {
        var error: TransportError
        var unanswered: Bool
    }

    /// Sends the request and reads the answer; whether the connection may be reused.
    private func exchange(
        _ request: HTTPRequest, bodyInline: Bool, on socket: WireSocket, limits: TransferLimits,
        sink: TransferSink
    ) -> Result<Bool, ExchangeFailure> {
        var sent = head.bytes.withUnsafeBytes { socket.send($0, limits: limits) }
        if !bodyInline, case .success(.sent) = sent {
            sent = request.body.withUnsafeBytes { socket.send($0, limits: limits) }
        }
        let answeredEarly: Bool
        switch sent {
        case .success(let outcome): answeredEarly = outcome == .answeredEarly
        case .failure(let failure):
            return .failure(ExchangeFailure(error: failure, unanswered: failure.kind == .connectionLost))
        }
        var reader = ResponseReader(
            source: SocketByteSource(socket: socket, limits: limits), buffer: buffer,
            capacity: Self.receiveBufferBytes)
        do {
            let keeps = try reader.read(into: sink, inflater: inflater)
            return .success(keeps && !answeredEarly)
        } catch {
            let lost =
                error.code == Int(CURLE_GOT_NOTHING.rawValue) || error.code == Int(CURLE_RECV_ERROR.rawValue)
            return .failure(ExchangeFailure(error: error, unanswered: reader.received == 0 && lost))
        }
    }
}
