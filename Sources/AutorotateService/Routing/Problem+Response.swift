import AutorotateHTTP
import AutorotateOperations

/// The service's problem answers: the engine's ``Problem`` wire type made into HTTP responses.
/// Details never contain a stack trace or a file-system path.
extension Problem {
    /// A plain HTTP error: `about:blank` with the reason phrase as title.
    public static func http(_ status: Int, _ detail: String) -> Problem {
        Problem(type: "about:blank", title: HTTPStatus.reason(status), status: status, detail: detail)
    }

    /// The engine's verdict on a scenario: 400 malformed or 422 invalid, with every pointer.
    /// The problem as an `application/problem+json` response.
    public var response: HTTPResponse {
        HTTPResponse(
            status: status, headers: HTTPHeaders([("Content-Type", "application/problem+json")]),
            body: jsonBytes())
    }
}
