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
        // Most requests carry no Content-Encoding: no arrays for them.
        guard headers.contains("Content-Encoding") else {
            self = .identity
            return
        }
        let codings = headers.values("Content-Encoding")
            .flatMap { $0.split(separator: ",") }
            .map { $0.trimmingASCIIWhitespace() }
            .filter { !$0.isEmpty && !$0.equalsIgnoringASCIICase("identity") }
        if codings.isEmpty {
            self = .identity
        } else if codings.count == 1,
            codings[0].equalsIgnoringASCIICase("gzip") || codings[0].equalsIgnoringASCIICase("x-gzip")
        {
            self = .gzip
        } else {
            self = .unsupported
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
