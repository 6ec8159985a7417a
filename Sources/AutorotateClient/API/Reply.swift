/// A decoded answer with the facts of the exchange around it: status, request id, headers.
///
/// ```swift
/// let reply = try await client.send(.simulate(bytes))
/// print(reply.requestID, reply.value.decisions.count)
/// ```
public struct Reply<Value: Sendable>: Sendable {
    /// The decoded body.
    public var value: Value
    /// The HTTP status.
    public var status: Int
    /// The server's `X-Request-ID` (it echoes the client's), or the one the client sent.
    public var requestID: String
    /// The body as received, after content decoding (gzip undone).
    public var body: [UInt8]
    /// Response header fields in received order.
    public var headers: [(name: String, value: String)]
    /// How many times the request was sent (1 when no retry was needed).
    public var attempts: Int

    /// The first value of header `name`, compared case-insensitively.
    public func header(_ name: String) -> String? {
        headers.first { ASCIICaseInsensitive.equal($0.name, name) }?.value
    }
}
