/// An HTTP answer that is neither the expected value nor a problem document.
public struct UnexpectedResponse: Sendable, Equatable, CustomStringConvertible {
    public var status: Int
    public var contentType: String?
    /// Why the client could not use it.
    public var reason: String
    /// The first bytes of the body, as text, for a log line.
    public var bodyPrefix: String
    public var requestID: String?

    public init(status: Int, contentType: String?, reason: String, bodyPrefix: String, requestID: String?) {
        self.status = status
        self.contentType = contentType
        self.reason = reason
        self.bodyPrefix = bodyPrefix
        self.requestID = requestID
    }

    public var description: String {
        "HTTP \(status) (\(contentType ?? "no content type")): \(reason)"
            + (bodyPrefix.isEmpty ? "" : " — \(bodyPrefix)")
    }
}
