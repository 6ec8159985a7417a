import AutorotatePlatform

/// One HTTP response as the transport received it: status, headers in order, decoded body
/// (libcurl has already undone any `Content-Encoding`).
struct HTTPResponse: Sendable {
    var status: Int
    /// Header fields in received order; names as the server spelled them.
    var headers: [(name: String, value: String)]
    var body: [UInt8]

    /// The first value of header `name`, compared case-insensitively.
    func header(_ name: String) -> String? {
        headers.first { ASCIICaseInsensitive.equal($0.name, name) }?.value
    }

    /// The media type of `Content-Type`, lower-cased, without parameters.
    var mediaType: String? {
        guard let value = header("Content-Type") else { return nil }
        let type = value.split(separator: ";", maxSplits: 1).first.map(String.init) ?? value
        return type.trimmingASCIIWhitespace().lowercased()
    }
}
