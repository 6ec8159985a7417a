/// An RFC 9457 problem details object (`application/problem+json`, api.md §5): the one wire type
/// the service writes and the client reads for every error answer.
///
/// `type` is `about:blank` for plain HTTP errors and a `urn:autorotate:problem:…` URN for the
/// service's own kinds. Input errors list every problem found in `errors`, each with an RFC 6901
/// JSON pointer.
public struct Problem: Error, Sendable, Equatable {
    /// A URI reference naming the kind of problem.
    public var type: String
    /// A short summary of the kind.
    public var title: String
    /// The HTTP status.
    public var status: Int
    /// What went wrong with this request.
    public var detail: String?
    /// Every input error with its location (omitted from the JSON when `nil`).
    public var errors: [PointerError]?

    public init(type: String, title: String, status: Int, detail: String?, errors: [PointerError]? = nil) {
        self.type = type
        self.title = title
        self.status = status
        self.detail = detail
        self.errors = errors
    }

    /// Writes the members in the order `type, title, status, detail, errors`.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.literalKey("type")
        writer.string(type)
        writer.literalKey("title")
        writer.string(title)
        writer.literalKey("status")
        writer.integer(status)
        if let detail {
            writer.literalKey("detail")
            writer.string(detail)
        }
        if let errors {
            writer.literalKey("errors")
            writer.beginArray()
            for error in errors {
                writer.beginObject()
                writer.literalKey("pointer")
                writer.string(error.pointer)
                writer.literalKey("detail")
                writer.string(error.detail)
                writer.endObject()
            }
            writer.endArray()
        }
        writer.endObject()
    }

    /// The problem+json document.
    public func jsonBytes() -> [UInt8] {
        var writer = JSONWriter()
        write(to: &writer)
        return writer.bytes
    }

    /// Reads a problem object; `nil` when it is not one (a non-object, or a `status` that is not
    /// an integer). `status` fills in a missing `status` member; missing texts get neutral defaults.
    public init?(jsonValue: JSONValue, status fallbackStatus: Int) {
        guard case .object(let object) = jsonValue else { return nil }
        var status = fallbackStatus
        if let member = object["status"] {
            guard case .number(let number) = member, let exact = Int(exactly: number) else { return nil }
            status = exact
        }
        func text(_ key: String) -> String? {
            if case .string(let value)? = object[key] { return value }
            return nil
        }
        var errors: [PointerError]?
        if case .array(let entries)? = object["errors"] {
            errors = entries.compactMap { entry in
                guard case .object(let fields) = entry else { return nil }
                let pointer: String = if case .string(let value)? = fields["pointer"] { value } else { "" }
                let detail: String = if case .string(let value)? = fields["detail"] { value } else { "" }
                return PointerError(pointer: pointer, detail: detail)
            }
        }
        self.init(
            type: text("type") ?? "about:blank", title: text("title") ?? "HTTP \(status)", status: status,
            detail: text("detail"), errors: errors)
    }
}
