import AutorotatePlatform

/// The content coding of a request body (RFC 9110 §8.4), decided from the request head alone, so
/// an unsupported one is refused before the body is read (instead of `100 Continue`) as well as
/// after it arrived.
enum RequestContentCoding: Equatable {
    /// No `Content-Encoding`, or only `identity`.
    case identity
    /// `gzip` (or `x-gzip`): inflated within the decompression caps, over all its members.
    case gzip
    /// Anything else (`br`, `deflate`, several codings stacked): 415.
    case unsupported

    /// The coding the `Content-Encoding` fields of `headers` name.
    init(_ headers: HTTPHeaders) {
        // Most requests carry no Content-Encoding.
        guard headers.contains("Content-Encoding") else {
            self = .identity
            return
        }
        var codings = Codings()
        for field in headers where field.name.equalsIgnoringASCIICase("Content-Encoding") {
            if !HTTPHeaders.forEachASCIIItem(
                of: field.value[...], separatedBy: UInt8(ascii: ","), { codings.note($0) })
            {
                for item in field.value.split(separator: ",") { codings.note(item) }
            }
        }
        self = codings.count == 0 ? .identity : codings.count == 1 && codings.allGzip ? .gzip : .unsupported
    }

    /// The codings listed other than identity: how many, and whether each is gzip.
    private struct Codings {
        var count = 0
        var allGzip = true

        mutating func note(_ item: Substring) {
            let coding = item.trimmingASCIIWhitespace()
            guard !coding.isEmpty, !coding.equalsIgnoringASCIICase("identity") else { return }
            count += 1
            if !(coding.equalsIgnoringASCIICase("gzip") || coding.equalsIgnoringASCIICase("x-gzip")) {
                allGzip = false
            }
        }
    }

    /// The error for an ``unsupported`` coding.
    static let unsupportedError = HTTPParseError(
        status: 415, detail: "only the gzip content coding is supported")

    /// The handler's 415 answer for an unsupported coding, naming the coding that is accepted
    /// (`Accept-Encoding: gzip`, RFC 9110 §12.5.3).
    static func unsupportedResponse(_ handler: any HTTPHandler) -> HTTPResponse {
        var response = handler.errorResponse(
            status: unsupportedError.status, detail: unsupportedError.detail)
        response.headers.set("Accept-Encoding", "gzip")
        return response
    }
}
