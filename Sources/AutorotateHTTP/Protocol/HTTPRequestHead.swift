import AutorotatePlatform

/// The request line and header section of one HTTP/1.x request, as the parser read them.
public struct HTTPRequestHead: Sendable, Equatable {
    /// The method token, e.g. `GET` (case-sensitive, RFC 9110 §9.1).
    public var method: String
    /// The request target exactly as sent, e.g. `/v1/simulate?x=1`.
    public var target: String
    /// The minor version: `0` for HTTP/1.0, `1` for HTTP/1.1.
    public var minorVersion: Int
    /// The header fields, in order.
    public var headers: HTTPHeaders

    /// Creates a request head.
    public init(method: String, target: String, minorVersion: Int = 1, headers: HTTPHeaders = HTTPHeaders()) {
        self.method = method
        self.target = target
        self.minorVersion = minorVersion
        self.headers = headers
    }

    /// The path part of the target (before `?`). For an absolute-form target
    /// (`http://host/path`, RFC 9112 §3.2.2) the scheme and authority are dropped.
    public var path: Substring {
        // Fast path, every target the parser produces in origin form (`/…`, visible ASCII): on
        // bytes, not Characters. In ASCII text `?` is always a Character of its own, so the
        // answer is the one the general path below gives.
        // One pass over the bytes in place finds both the non-ASCII bytes and the first `?`.
        let originMark: Int?? = target.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            guard bytes.first == UInt8(ascii: "/") else { return nil }
            var mark = bytes.count
            for (index, byte) in bytes.enumerated() {
                if byte >= 0x80 { return nil }
                if byte == UInt8(ascii: "?") && mark == bytes.count { mark = index }
            }
            return mark
        }
        if let mark = originMark ?? nil {
            return target[..<target.utf8.index(target.utf8.startIndex, offsetBy: mark)]
        }
        var origin = target[...]
        if origin.hasPrefix("http://") || origin.hasPrefix("https://"),
            let schemeEnd = origin.firstRange(of: "://")?.upperBound
        {
            let afterAuthority = origin[schemeEnd...].firstIndex { $0 == "/" || $0 == "?" } ?? origin.endIndex
            origin = origin[afterAuthority...]
            if origin.isEmpty || origin.first == "?" { return "/" }
        }
        if let mark = origin.firstIndex(of: "?") { return origin[..<mark] }
        return origin
    }

    /// The query part of the target (after `?`), or `nil`.
    public var query: Substring? {
        guard let mark = target.firstIndex(of: "?") else { return nil }
        return target[target.index(after: mark)...]
    }

    /// Whether the connection may stay open after this request: HTTP/1.1 unless
    /// `Connection: close`; HTTP/1.0 only with `Connection: keep-alive`.
    public var wantsKeepAlive: Bool {
        if headers.listContains("Connection", token: "close") { return false }
        if minorVersion == 0 { return headers.listContains("Connection", token: "keep-alive") }
        return true
    }

    /// Whether the client waits for `100 Continue` before sending the body.
    public var expectsContinue: Bool {
        guard minorVersion >= 1, let expect = headers["Expect"] else { return false }
        return expect.trimmingASCIIWhitespace().equalsIgnoringASCIICase("100-continue")
    }
}
