/// Which ``Transport`` a client uses.
enum TransportKind: Sendable, Equatable {
    /// Hand-written HTTP/1.1 over a connection libcurl opened (``WireTransport``).
    case wire
    /// libcurl's own HTTP transfer (``EasyHandle``).
    case libcurl

    /// The variables through which libcurl picks a proxy. When any is set, the client leaves the
    /// whole exchange to libcurl, which applies them (and `no_proxy`) itself.
    static let proxyVariables = [
        "http_proxy", "HTTP_PROXY", "https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY",
    ]

    /// ``wire`` when the hand-written path can carry every request to `baseURL` exactly as libcurl
    /// would: plain `http://` to a bare authority (no user name, path, query or fragment, which
    /// libcurl would turn into authentication or a prefix), a `User-Agent` of visible ASCII, and no
    /// proxy in `environment`. Otherwise ``libcurl``, which also does TLS.
    static func choose(baseURL: String, userAgent: String, environment: (String) -> String?) -> TransportKind
    {
        let scheme = "http://"
        guard baseURL.hasPrefix(scheme) else { return .libcurl }
        let authority = baseURL.utf8.dropFirst(scheme.utf8.count)
        guard !authority.isEmpty,
            authority.allSatisfy({
                $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "@") && $0 != UInt8(ascii: "/")
                    && $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#") && $0 != UInt8(ascii: "\\")
            })
        else { return .libcurl }
        guard !userAgent.isEmpty, userAgent.utf8.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x09 })
        else {
            return .libcurl
        }
        for name in proxyVariables where !(environment(name) ?? "").isEmpty { return .libcurl }
        return .wire
    }
}
