import AutorotateHTTP
import AutorotatePlatform

/// A response body that changes only with a release (`/openapi.yaml`, `/v1/version`, the
/// playground's files), prepared once at startup: its bytes, the gzip bytes when worth it, and a
/// strong `ETag` for each (a hash and the length of the body; the gzip form's tag adds `-gzip`,
/// since RFC 9110 §8.8.3 requires different representations to have different strong tags).
///
/// Answers carry `Cache-Control: no-cache`: a cache may keep the body but asks each time whether
/// it is still current, and `If-None-Match` with the current tag is a bodyless `304` (RFC 9110
/// §13.1.2). Revalidating rather than a `max-age` means an upgraded server is never answered for
/// by an older copy (a playground page and its scripts always come from the same release), for
/// the price of a small request that carries no body back.
struct StaticRepresentation: Sendable {
    /// The `Cache-Control` of every answer.
    static let cacheControl = "no-cache"

    /// The `Content-Type`.
    let contentType: String
    /// The body as is, with the headers of its 200 and 304 answers.
    private let identity: Variant
    /// The body gzip-compressed, when the body is at least the server's compression threshold
    /// and compressing makes it smaller (the rule the server applies to other answers).
    private let gzip: Variant?

    /// One representation: its bytes, tag and prepared headers (built once, not per request).
    private struct Variant: Sendable {
        let bytes: [UInt8]
        let tag: String
        let okHeaders: HTTPHeaders
        let notModifiedHeaders: HTTPHeaders

        init(bytes: [UInt8], tag: String, contentType: String, contentEncoding: String?) {
            self.bytes = bytes
            self.tag = tag
            let validators = [
                ("ETag", tag), ("Cache-Control", StaticRepresentation.cacheControl),
                ("Vary", "Accept-Encoding"),
            ]
            notModifiedHeaders = HTTPHeaders(validators)
            okHeaders = HTTPHeaders(
                [("Content-Type", contentType)] + (contentEncoding.map { [("Content-Encoding", $0)] } ?? [])
                    + validators)
        }
    }

    /// Prepares `body`; `compressionMinimumBytes` is the server's threshold.
    init(body: [UInt8], contentType: String, compressionMinimumBytes: Int) {
        self.contentType = contentType
        identity = Variant(
            bytes: body, tag: EntityTag.strong(hashing: body), contentType: contentType, contentEncoding: nil)
        if ContentCoding.isCompressible(contentType: contentType), body.count >= compressionMinimumBytes,
            let compressed = Gzip.compress(body, level: 9), compressed.count < body.count
        {
            gzip = Variant(
                bytes: compressed, tag: EntityTag.strong(hashing: body, suffix: "-gzip"),
                contentType: contentType, contentEncoding: "gzip")
        } else {
            gzip = nil
        }
    }

    /// The answer to a `GET` or `HEAD`: 200 with the representation the client accepts, or 304
    /// when its `If-None-Match` names that representation's tag.
    func response(to head: HTTPRequestHead) -> HTTPResponse {
        var chosen = identity
        if let gzip, ContentCoding.acceptsGzip(head.headers["Accept-Encoding"]) { chosen = gzip }
        if head.headers["If-None-Match"] != nil,
            EntityTag.list(head.headers.values("If-None-Match").joined(separator: ","), matches: chosen.tag)
        {
            return HTTPResponse(status: 304, headers: chosen.notModifiedHeaders)
        }
        return HTTPResponse(status: 200, headers: chosen.okHeaders, body: chosen.bytes)
    }
}

/// Entity tags (RFC 9110 §8.8.3).
enum EntityTag {
    /// A strong tag for `bytes`: `"` + the 64-bit FNV-1a hash and the length in hex + `suffix` + `"`.
    /// (Not a cryptographic hash: it tells releases apart, it does not resist forgery, and
    /// nothing is trusted on its strength.)
    static func strong(hashing bytes: [UInt8], suffix: String = "") -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return "\"" + String(repeating: "0", count: 16 - hex.count) + hex + "-"
            + String(bytes.count, radix: 16)
            + suffix + "\""
    }

    /// Whether an `If-None-Match` value matches `tag`: `*`, or a listed tag equal to it by the
    /// weak comparison (`W/` ignored, RFC 9110 §13.1.2).
    static func list(_ value: String, matches tag: String) -> Bool {
        for item in value.split(separator: ",") {
            var candidate = item.trimmingASCIIWhitespace()
            if candidate == "*" { return true }
            if candidate.hasPrefix("W/") { candidate = candidate.dropFirst(2) }
            if candidate == tag { return true }
        }
        return false
    }
}
