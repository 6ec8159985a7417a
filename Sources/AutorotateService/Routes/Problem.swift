import AutorotateEngine
import AutorotateHTTP

/// An RFC 9457 problem details object, rendered as `application/problem+json`.
///
/// `type` is `about:blank` for plain HTTP errors (the title is then the status's reason phrase)
/// and a `urn:autorotate:problem:…` URN for the service's own kinds. Input errors list every
/// problem found in `errors`, each with an RFC 6901 JSON pointer. Details never contain a stack
/// trace or a file-system path.
public struct Problem: Sendable, Equatable {
    /// A URI reference naming the kind of problem.
    public var type: String
    /// A short summary of the kind.
    public var title: String
    /// The HTTP status.
    public var status: Int
    /// What went wrong with this request.
    public var detail: String
    /// Every input error with its location (omitted from the JSON when `nil`).
    public var errors: [PointerError]?

    /// Creates a problem.
    public init(type: String, title: String, status: Int, detail: String, errors: [PointerError]? = nil) {
        self.type = type
        self.title = title
        self.status = status
        self.detail = detail
        self.errors = errors
    }

    /// A plain HTTP error: `about:blank` with the reason phrase as title.
    public static func http(_ status: Int, _ detail: String) -> Problem {
        Problem(type: "about:blank", title: HTTPStatus.reason(status), status: status, detail: detail)
    }

    /// The engine's verdict on a scenario: 400 malformed or 422 invalid, with every pointer.
    public static func input(_ problem: InputProblem) -> Problem {
        Problem(
            type: problem.kind == .malformed
                ? "urn:autorotate:problem:malformed-scenario"
                : "urn:autorotate:problem:invalid-scenario",
            title: problem.title, status: problem.status, detail: problem.detail, errors: problem.errors)
    }

    /// The JSON text, members in the order `type, title, status, detail, errors`.
    public var json: String {
        var out = "{\"type\":\"\(JSONText.escape(type))\",\"title\":\"\(JSONText.escape(title))\","
        out += "\"status\":\(status),\"detail\":\"\(JSONText.escape(detail))\""
        if let errors {
            out += ",\"errors\":["
            for (index, error) in errors.enumerated() {
                if index > 0 { out += "," }
                out +=
                    "{\"pointer\":\"\(JSONText.escape(error.pointer))\",\"detail\":\"\(JSONText.escape(error.detail))\"}"
            }
            out += "]"
        }
        return out + "}"
    }

    /// The problem as a response.
    public var response: HTTPResponse {
        HTTPResponse(
            status: status, headers: HTTPHeaders([("Content-Type", "application/problem+json")]),
            body: Array(json.utf8))
    }
}
