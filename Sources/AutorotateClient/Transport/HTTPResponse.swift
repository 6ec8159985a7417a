/// One HTTP response as the transport received it: status, headers in order, decoded body
/// (libcurl has already undone any `Content-Encoding`).
struct HTTPResponse: Sendable {
    var status: Int
    /// Header fields in received order; names as the server spelled them.
    var headers: [(name: String, value: String)]
    var body: [UInt8]

    /// The first value of header `name`, compared case-insensitively.
    func header(_ name: String) -> String? {
        let wanted = name.lowercased()
        return headers.first { $0.name.lowercased() == wanted }?.value
    }

    /// The media type of `Content-Type`, lower-cased, without parameters.
    var mediaType: String? {
        guard let value = header("Content-Type") else { return nil }
        let type = value.split(separator: ";", maxSplits: 1).first.map(String.init) ?? value
        return type.trimmingASCIIWhitespace().lowercased()
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs, CR and LF.
    func trimmingASCIIWhitespace() -> String {
        // Works on UTF-8 code units: "\r\n" is one Character, so a Character test would miss it.
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A }
        let bytes = utf8
        guard let start = bytes.firstIndex(where: { !isSpace($0) }),
            let end = bytes.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(decoding: bytes[start...end], as: UTF8.self)
    }
}
