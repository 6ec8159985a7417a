/// Everything an ``AutorotateClient`` call can fail with.
///
/// A struct wrapping a private code, as async-http-client's `HTTPClientError` is: new kinds of
/// failure can be added without breaking a caller's `switch` or `catch`. Calls throw it typed
/// (`throws(AutorotateClientError)`), so `catch` clauses match kinds directly, and the payload of
/// each kind is a property that is `nil` for the other kinds.
///
/// ```swift
/// do {
///     let simulation = try await client.simulate(bytes)
/// } catch let error where error.kind == .problem {
///     // the server answered problem+json: error.problem?.errors holds every pointer
/// } catch .cancelled {
///     // the calling task was cancelled
/// } catch {
///     switch error.kind {
///     case .transport: print(error.transportFailure?.message ?? "")  // libcurl's message
///     default: print(error)  // .unexpectedResponse, .invalidArgument, and kinds added later
///     }
/// }
/// ```
public struct AutorotateClientError: Error, Sendable, Equatable, CustomStringConvertible {
    private enum Code: Sendable, Equatable {
        case problem(ProblemDetails)
        case transport(TransportError, requestID: String)
        case unexpectedResponse(UnexpectedResponse)
        case invalidArgument(String)
        case cancelled
    }

    private let code: Code

    private init(_ code: Code) { self.code = code }

    // MARK: Kinds

    /// What kind of failure an error is; more kinds may be added, so a `switch` over them needs a
    /// `default`. Match an error against a kind with `catch .problem` or `case .problem:`.
    public struct Kind: Sendable, Hashable, CustomStringConvertible {
        private enum Base: String, Sendable, Hashable {
            case problem, transport, unexpectedResponse, invalidArgument, cancelled
        }

        private let base: Base

        /// The server answered with `application/problem+json` (``AutorotateClientError/problem``).
        public static let problem = Kind(base: .problem)
        /// No HTTP answer: refused, timed out, connection lost
        /// (``AutorotateClientError/transportFailure``).
        public static let transport = Kind(base: .transport)
        /// An answer the client cannot use: an unexpected status without a problem document, or a
        /// body that does not decode (``AutorotateClientError/unexpectedResponse``).
        public static let unexpectedResponse = Kind(base: .unexpectedResponse)
        /// The call was not sent: a bad base URL, a body that cannot be compressed
        /// (``AutorotateClientError/invalidArgumentMessage``).
        public static let invalidArgument = Kind(base: .invalidArgument)
        /// The calling task was cancelled; the transfer was aborted.
        public static let cancelled = Kind(base: .cancelled)

        /// The kind's name, as in the static member (`"problem"`).
        public var description: String { base.rawValue }
    }

    /// The kind of failure.
    public var kind: Kind {
        switch code {
        case .problem: .problem
        case .transport: .transport
        case .unexpectedResponse: .unexpectedResponse
        case .invalidArgument: .invalidArgument
        case .cancelled: .cancelled
        }
    }

    /// Whether `error` is of kind `kind`: lets `catch .problem` and `case .transport:` match.
    public static func ~= (kind: Kind, error: AutorotateClientError) -> Bool { error.kind == kind }

    // MARK: Making errors

    /// The server answered with `application/problem+json`.
    public static func problem(_ details: ProblemDetails) -> Self { Self(.problem(details)) }

    /// No HTTP answer; `requestID` is the request id that was sent.
    public static func transport(_ failure: TransportError, requestID: String) -> Self {
        Self(.transport(failure, requestID: requestID))
    }

    /// An answer the client cannot use.
    public static func unexpectedResponse(_ response: UnexpectedResponse) -> Self {
        Self(.unexpectedResponse(response))
    }

    /// The call was not sent, for the reason `message` gives.
    public static func invalidArgument(_ message: String) -> Self { Self(.invalidArgument(message)) }

    /// The calling task was cancelled; the transfer was aborted.
    public static let cancelled = Self(.cancelled)

    // MARK: What each kind carries

    /// The problem document, for ``Kind/problem``.
    public var problem: ProblemDetails? {
        if case .problem(let details) = code { return details }
        return nil
    }

    /// libcurl's failure, for ``Kind/transport``.
    public var transportFailure: TransportError? {
        if case .transport(let failure, _) = code { return failure }
        return nil
    }

    /// The answer the client could not use, for ``Kind/unexpectedResponse``.
    public var unexpectedResponse: UnexpectedResponse? {
        if case .unexpectedResponse(let response) = code { return response }
        return nil
    }

    /// Why the call was not sent, for ``Kind/invalidArgument``.
    public var invalidArgumentMessage: String? {
        if case .invalidArgument(let message) = code { return message }
        return nil
    }

    /// The `X-Request-ID` of the exchange, when the call got as far as sending one.
    public var requestID: String? {
        switch code {
        case .problem(let details): details.requestID
        case .transport(_, let requestID): requestID
        case .unexpectedResponse(let response): response.requestID
        case .invalidArgument, .cancelled: nil
        }
    }

    public var description: String {
        switch code {
        case .problem(let problem): "server problem: \(problem)"
        case .transport(let failure, let requestID): "transport error: \(failure) [request \(requestID)]"
        case .unexpectedResponse(let response): "unexpected response: \(response)"
        case .invalidArgument(let message): "invalid argument: \(message)"
        case .cancelled: "cancelled"
        }
    }

    /// Whether the input was at fault (a 4xx problem or an invalid argument), not the service.
    public var isInputError: Bool {
        switch code {
        case .problem(let problem): problem.isClientError
        case .invalidArgument: true
        default: false
        }
    }
}
