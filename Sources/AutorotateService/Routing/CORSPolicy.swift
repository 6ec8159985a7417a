import AutorotateHTTP

/// Cross-origin resource sharing (the Fetch standard's CORS protocol), off unless origins are
/// configured (`--allow-origin`).
///
/// - An answer to a request whose `Origin` is allowed carries `Access-Control-Allow-Origin` (that
///   origin; `*` only when `*` is configured and no API tokens are, since a token-protected API
///   must name the origin) and `Access-Control-Expose-Headers: X-Request-ID`. Other origins get
///   no CORS header, so the browser keeps their scripts from reading the answer.
/// - With CORS on, every answer says `Vary: Origin`: whether it carries the header depends on
///   the request's `Origin`, and a shared cache must not give one origin's answer to another.
/// - A preflight (`OPTIONS` with `Origin` and `Access-Control-Request-Method`) from an allowed
///   origin to a known path is 204 with the path's methods, the request headers the API reads,
///   and ``maxAgeSeconds``. It needs no token: browsers never send credentials on a preflight.
///   Any other `OPTIONS` is 405 with `Allow`, as before: the service implements no `OPTIONS`
///   of its own, and a preflight from an origin that is not allowed must fail.
public struct CORSPolicy: Sendable {
    /// The origins allowed, lowercased (`*`: any).
    let allowedOrigins: Set<String>
    /// Whether the `/v1/` routes need a bearer token (then the origin is echoed, never `*`).
    let tokensRequired: Bool

    /// The request headers a cross-origin page may send.
    static let allowedHeaders =
        "Accept, Authorization, Content-Encoding, Content-Type, If-None-Match, X-Request-ID"
    /// The response headers a cross-origin page may read beyond the safelisted ones.
    static let exposedHeaders = "X-Request-ID"
    /// How long a browser may reuse a preflight's answer (Chromium caps it at two hours).
    static let maxAgeSeconds = 7200

    /// Whether any origin is allowed.
    var isEnabled: Bool { !allowedOrigins.isEmpty }

    /// The `Access-Control-Allow-Origin` value for a request with this `Origin`, or `nil`.
    func allowOrigin(for origin: String?) -> String? {
        guard let origin, !origin.isEmpty else { return nil }
        if allowedOrigins.contains(origin.lowercased()) { return origin }
        if allowedOrigins.contains("*") { return tokensRequired ? origin : "*" }
        return nil
    }

    /// Whether `head` is a preflight request from an allowed origin.
    func isAllowedPreflight(_ head: HTTPRequestHead) -> Bool {
        isEnabled && head.method == "OPTIONS" && head.headers.contains("Access-Control-Request-Method")
            && allowOrigin(for: head.headers["Origin"]) != nil
    }

    /// The 204 answer to an allowed preflight for a path answering `allow` (its `Allow` value).
    func preflightResponse(allow: String) -> HTTPResponse {
        HTTPResponse(
            status: 204,
            headers: HTTPHeaders([
                ("Access-Control-Allow-Methods", allow),
                ("Access-Control-Allow-Headers", Self.allowedHeaders),
                ("Access-Control-Max-Age", String(Self.maxAgeSeconds)),
            ]))
    }

    /// Adds the CORS headers `response` needs for a request with this `Origin`.
    func decorate(_ response: inout HTTPResponse, origin: String?) {
        guard isEnabled else { return }
        Self.addVary("Origin", to: &response.headers)
        guard let allowed = allowOrigin(for: origin) else { return }
        response.headers.set("Access-Control-Allow-Origin", allowed)
        if response.status != 204 {
            response.headers.set("Access-Control-Expose-Headers", Self.exposedHeaders)
        }
    }

    /// Adds `token` to the `Vary` list unless it is there.
    static func addVary(_ token: String, to headers: inout HTTPHeaders) {
        guard let vary = headers["Vary"] else {
            headers.add("Vary", token)
            return
        }
        if !headers.listContains("Vary", token: token) { headers.set("Vary", vary + ", " + token) }
    }

    /// Whether `value` is an origin `--allow-origin` accepts: `*`, or `http://` / `https://` and a
    /// host with an optional port, nothing after it (browsers send exactly this form).
    public static func isValidOrigin(_ value: String) -> Bool {
        if value == "*" { return true }
        let lowered = value.lowercased()
        let rest: Substring
        if lowered.hasPrefix("https://") {
            rest = lowered.dropFirst(8)
        } else if lowered.hasPrefix("http://") {
            rest = lowered.dropFirst(7)
        } else {
            return false
        }
        guard !rest.isEmpty, !rest.hasPrefix(":") else { return false }
        var colons = 0
        for character in rest {
            if character == ":" {
                colons += 1
                continue
            }
            guard character.isASCII,
                character.isLetter || character.isNumber || character == "." || character == "-"
            else { return false }
        }
        guard colons <= 1 else { return false }
        if colons == 1 {
            guard let port = rest.split(separator: ":", omittingEmptySubsequences: false).last,
                let number = Int(port), (1...65535).contains(number)
            else { return false }
        }
        return true
    }
}
