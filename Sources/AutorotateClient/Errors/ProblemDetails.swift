import AutorotateEngine

/// An `application/problem+json` answer (RFC 9457) from the server, e.g. a 422 for an invalid
/// scenario, with every problem the server found located by a JSON pointer.
///
/// ```swift
/// catch .problem(let problem) {
///     for error in problem.errors { print("\(error.pointer): \(error.detail)") }
/// }
/// ```
public struct ProblemDetails: Error, Sendable, Equatable, CustomStringConvertible {
    /// The HTTP status (400, 422, 413, 503, …).
    public var status: Int
    /// The problem type URI (`about:blank` when the server sent none).
    public var type: String
    /// A short summary, the same for every problem of this type.
    public var title: String
    /// This occurrence, in one sentence.
    public var detail: String?
    /// Every input problem, located by an RFC 6901 pointer into the request body.
    public var errors: [PointerError]
    /// The `X-Request-ID` of the exchange, to find it in the server's log.
    public var requestID: String?

    public init(
        status: Int, type: String = "about:blank", title: String, detail: String? = nil,
        errors: [PointerError] = [], requestID: String? = nil
    ) {
        self.status = status
        self.type = type
        self.title = title
        self.detail = detail
        self.errors = errors
        self.requestID = requestID
    }

    /// Whether the request itself was at fault (4xx): sending it again cannot help.
    public var isClientError: Bool { (400..<500).contains(status) }

    public var description: String {
        var text = "\(status) \(title)"
        if let detail { text += ": \(detail)" }
        for error in errors {
            text += "\n  \(error.pointer.isEmpty ? "(document)" : error.pointer): \(error.detail)"
        }
        return text
    }

    /// Decodes a problem+json document; `nil` when `body` is not a JSON object. `status` fills in
    /// a missing `status` member.
    public init?(json body: [UInt8], status: Int, requestID: String? = nil) {
        guard let object = WireDecoding.parse(body)?.objectValue else { return nil }
        self.init(object: object, status: status, requestID: requestID)
    }

    /// Decodes an already parsed problem object (a batch line's `problem`).
    init?(object: JSONObject, status: Int, requestID: String?) {
        if let member = object["status"], member.intValue == nil { return nil }
        var errors: [PointerError] = []
        if case .array(let entries) = object["errors"] {
            for entry in entries {
                guard let fields = entry.objectValue else { continue }
                errors.append(
                    PointerError(
                        pointer: fields["pointer"]?.stringValue ?? "",
                        detail: fields["detail"]?.stringValue ?? ""))
            }
        }
        let resolved = object["status"]?.intValue ?? status
        self.init(
            status: resolved, type: object["type"]?.stringValue ?? "about:blank",
            title: object["title"]?.stringValue ?? "HTTP \(resolved)", detail: object["detail"]?.stringValue,
            errors: errors, requestID: requestID)
    }
}
