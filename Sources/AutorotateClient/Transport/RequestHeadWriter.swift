/// The bytes of a request head, written once per kind of request into a buffer that is reused:
/// only `X-Request-ID` and `Content-Length` change from one request to the next, and a small body
/// follows in the same buffer, so that the request leaves in one send.
///
/// A kind is the method, path, `Accept`, `Content-Type` and whether the body is gzip; `Host`,
/// `User-Agent` and `Accept-Encoding` are the client's. Not thread-safe: it belongs to one
/// ``WireTransport``.
final class RequestHeadWriter {
    private struct Kind: Equatable {
        var method: HTTPRequest.Method
        var path: String
        var accept: String
        var contentType: String?
        var gzipped: Bool
    }

    /// Bodies up to this size are copied after the head (one send instead of two).
    static let inlineBodyLimit = 64 * 1024

    private let host: String
    private let userAgent: String
    private let acceptsCompressedResponses: Bool
    private var kind: Kind?
    /// The head of the last request (with its body when inline); its first `fixedCount` bytes
    /// are those of `kind`, up to `X-Request-ID: `.
    private(set) var bytes: [UInt8] = []
    private var fixedCount = 0

    /// Heads for requests to `host` (the URL's authority, as `Host` carries it).
    init(host: String, userAgent: String, acceptsCompressedResponses: Bool) {
        self.host = host
        self.userAgent = userAgent
        self.acceptsCompressedResponses = acceptsCompressedResponses
        bytes.reserveCapacity(1024)
    }

    /// Writes `request`'s head into ``bytes``, followed by its body when that is at most
    /// ``inlineBodyLimit`` bytes; returns whether the body is there.
    func write(_ request: HTTPRequest) -> Bool {
        let wanted = Kind(
            method: request.method, path: request.path, accept: request.accept,
            contentType: request.contentType,
            gzipped: request.gzipped)
        if wanted != kind {
            writeFixed(wanted)
            kind = wanted
        } else {
            bytes.removeSubrange(fixedCount...)
        }
        bytes.append(contentsOf: request.requestID.utf8)
        if request.method == .post {
            append("\r\nContent-Length: ")
            append(String(request.body.count))
        }
        append("\r\n\r\n")
        guard request.body.count <= Self.inlineBodyLimit else { return false }
        bytes.append(contentsOf: request.body)
        return true
    }

    /// The part of the head that stays the same for `kind`.
    private func writeFixed(_ kind: Kind) {
        bytes.removeAll(keepingCapacity: true)
        append(kind.method.rawValue)
        append(" ")
        append(kind.path)
        append(" HTTP/1.1\r\nHost: ")
        append(host)
        append("\r\nUser-Agent: ")
        append(userAgent)
        append("\r\nAccept: ")
        append(kind.accept)
        if acceptsCompressedResponses { append("\r\nAccept-Encoding: gzip") }
        if let contentType = kind.contentType {
            append("\r\nContent-Type: ")
            append(contentType)
        }
        if kind.gzipped { append("\r\nContent-Encoding: gzip") }
        append("\r\nX-Request-ID: ")
        fixedCount = bytes.count
    }

    private func append(_ text: String) { bytes.append(contentsOf: text.utf8) }
}
