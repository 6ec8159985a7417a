import AutorotateWire

/// An `application/problem+json` answer (RFC 9457) from the server, e.g. a 422 for an invalid
/// scenario, with every problem the server found located by a JSON pointer.
///
/// ```swift
/// do {
///     _ = try await client.simulate(bytes)
/// } catch let error where error.kind == .problem {
///     for pointerError in error.problem?.errors ?? [] {
///         print("\(pointerError.pointer): \(pointerError.detail)")
///     }
/// }
/// ```
public struct ProblemDetails: Error, Sendable, Equatable, CustomStringConvertible {
    /// The problem+json document as the server sent it (the engine's wire type).
    public var problem: Problem
    /// The `X-Request-ID` of the exchange, to find it in the server's log.
    public var requestID: String?

    public init(_ problem: Problem, requestID: String? = nil) {
        self.problem = problem
        self.requestID = requestID
    }

    public init(
        status: Int, type: String = "about:blank", title: String, detail: String? = nil,
        errors: [PointerError] = [], requestID: String? = nil
    ) {
        self.init(
            Problem(
                type: type, title: title, status: status, detail: detail,
                errors: errors.isEmpty ? nil : errors),
            requestID: requestID)
    }

    /// The HTTP status (400, 422, 413, 503, …).
    public var status: Int { problem.status }
    /// The problem type URI (`about:blank` when the server sent none).
    public var type: String { problem.type }
    /// A short summary, the same for every problem of this type.
    public var title: String { problem.title }
    /// This occurrence, in one sentence.
    public var detail: String? { problem.detail }
    /// Every input problem, located by an RFC 6901 pointer into the request body.
    public var errors: [PointerError] { problem.errors ?? [] }

    /// Whether the request itself was at fault (4xx): sending it again cannot help.
    public var isClientError: Bool { (400..<500).contains(status) }

    public var description: String { description(locating: { _ in nil }) }

    /// The status, title and detail, then each error on a line of its own, after the place
    /// `locate` gives its pointer (`scenario.json:3:41`), when it gives one.
    public func description(locating locate: (String) -> String?) -> String {
        var text = "\(status) \(title)"
        if let detail { text += ": \(detail)" }
        for error in errors {
            let place = locate(error.pointer).map { $0 + ": " } ?? ""
            text += "\n  \(place)\(error.pointer.isEmpty ? "(document)" : error.pointer): \(error.detail)"
        }
        return text
    }

    /// Decodes a problem+json document; `nil` when `body` is not a problem object. `status`
    /// fills in a missing `status` member.
    public init?(json body: [UInt8], status: Int, requestID: String? = nil) {
        guard let value = WireDecoding.parse(body), let problem = Problem(jsonValue: value, status: status)
        else {
            return nil
        }
        self.init(problem, requestID: requestID)
    }

    /// Decodes an already parsed problem object (a batch line's `problem`).
    init?(object: JSONObject, status: Int, requestID: String?) {
        guard let problem = Problem(jsonValue: .object(object), status: status) else { return nil }
        self.init(problem, requestID: requestID)
    }
}
