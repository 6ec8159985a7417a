/// Everything an ``AutorotateClient`` call can fail with.
///
/// ```swift
/// do {
///     let simulation = try await client.simulate(bytes)
/// } catch .problem(let problem) where problem.status == 422 {
///     // the scenario is invalid: problem.errors holds every pointer
/// } catch .transport(let failure, _) {
///     // no HTTP answer: failure.message is libcurl's
/// } catch {
///     // .unexpectedResponse, .invalidArgument, .cancelled
/// }
/// ```
public enum AutorotateClientError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The server answered with `application/problem+json`.
    case problem(ProblemDetails)
    /// No HTTP answer (refused, timed out, connection lost); the request id that was sent.
    case transport(TransportError, requestID: String)
    /// An answer the client cannot use: an unexpected status without a problem document, or a
    /// body that does not decode.
    case unexpectedResponse(UnexpectedResponse)
    /// The call was not sent: a bad base URL, a body that cannot be compressed.
    case invalidArgument(String)
    /// The calling task was cancelled; the transfer was aborted.
    case cancelled

    public var description: String {
        switch self {
        case .problem(let problem): "server problem: \(problem)"
        case .transport(let failure, let requestID): "transport error: \(failure) [request \(requestID)]"
        case .unexpectedResponse(let response): "unexpected response: \(response)"
        case .invalidArgument(let message): "invalid argument: \(message)"
        case .cancelled: "cancelled"
        }
    }

    /// Whether the input was at fault (a 4xx problem or an invalid argument), not the service.
    public var isInputError: Bool {
        switch self {
        case .problem(let problem): problem.isClientError
        case .invalidArgument: true
        default: false
        }
    }
}
