import AutorotatePlatform

/// Turns an ``HTTPResponse`` into wire bytes: status line, the handler's headers, the framing
/// headers the server owns, optional gzip, and chunk framing for streams. Pure, so it is tested
/// without sockets.
enum ResponseEncoder {
    /// What the encoder needs to know about the request being answered.
    struct RequestContext: Sendable {
        var isHEAD: Bool
        var minorVersion: Int
        var acceptsGzip: Bool
        var requestID: String
        /// The `Date` header's value; the current second's unless a test pins it.
        var date = HTTPDate.shared.current()
    }

    /// Headers the server writes itself; a handler's values for them are dropped.
    private static let ownedHeaders = [
        "Content-Length", "Transfer-Encoding", "Connection", "X-Request-ID", "Date",
    ]

    /// zlib level for responses compressed whole: 3, chosen by measurement (issue 19). On the
    /// seed000 simulation (19.2 KB of JSON, zlib 1.2.13, callgrind) levels 1–3 share zlib's fast
    /// strategy and cost 509k, 500k and 486k instructions for 2511, 2356 and 2133 bytes; level 4
    /// and up switch to the lazy one, about 1 M instructions (level 6: 1855 bytes). Level 3 is
    /// the cheapest and 15 % smaller than 1; dynamic answers favour the CPU.
    static let gzipLevel: Int32 = 3

    /// The complete bytes of a response with a known body, and the body byte count sent.
    static func encode(
        status: Int, headers: HTTPHeaders, body: [UInt8], context: RequestContext, keepAlive: Bool,
        compressionMinimumBytes: Int
    ) -> (bytes: [UInt8], bodyBytes: Int) {
        let parts = encodeParts(
            status: status, headers: headers, body: body, context: context, keepAlive: keepAlive,
            compressionMinimumBytes: compressionMinimumBytes)
        return (parts.head + parts.body, parts.bodyBytes)
    }

    /// A response with a known body as its head and the body to send after it (empty for `HEAD`
    /// and bodiless statuses), kept apart so that the connection sends the body from the array
    /// the handler made instead of a copy behind the head; and the body byte count sent.
    static func encodeParts(
        status: Int, headers: HTTPHeaders, body: [UInt8], context: RequestContext, keepAlive: Bool,
        compressionMinimumBytes: Int
    ) -> (head: [UInt8], body: [UInt8], bodyBytes: Int) {
        var headers = headers
        var body = body
        let bodyless = status == 204 || status == 304 || (100..<200).contains(status)
        if ContentCoding.isCompressible(contentType: headers["Content-Type"]), !bodyless {
            addVary(&headers)
            if context.acceptsGzip, body.count >= compressionMinimumBytes,
                !headers.contains("Content-Encoding"),
                let compressed = Gzip.compress(body, level: gzipLevel), compressed.count < body.count
            {
                body = compressed
                headers.add("Content-Encoding", "gzip")
            }
        }
        var out = head(status: status, headers: headers, context: context, keepAlive: keepAlive)
        if !bodyless {
            append(&out, "Content-Length: ")
            out.append(contentsOf: String(body.count).utf8)
            append(&out, "\r\n")
        }
        append(&out, "\r\n")
        let sendBody = !context.isHEAD && !bodyless
        return (out, sendBody ? body : [], sendBody ? body.count : 0)
    }

    /// The head of a streamed response. With `chunked == false` (an HTTP/1.0 client) the body is
    /// delimited by closing the connection. `gzip` says whether the stream will be compressed.
    static func encodeStreamHead(
        status: Int, headers: HTTPHeaders, context: RequestContext, chunked: Bool, gzip: Bool
    ) -> [UInt8] {
        var headers = headers
        if ContentCoding.isCompressible(contentType: headers["Content-Type"]) { addVary(&headers) }
        if gzip { headers.add("Content-Encoding", "gzip") }
        var out = head(status: status, headers: headers, context: context, keepAlive: chunked)
        if chunked { append(&out, "Transfer-Encoding: chunked\r\n") }
        append(&out, "\r\n")
        return out
    }

    /// Whether a stream for this response will be gzip-compressed.
    static func streamUsesGzip(headers: HTTPHeaders, context: RequestContext) -> Bool {
        context.acceptsGzip && !context.isHEAD && !headers.contains("Content-Encoding")
            && ContentCoding.isCompressible(contentType: headers["Content-Type"])
    }

    /// One chunk of a chunked body (`size CRLF data CRLF`).
    static func chunk(_ data: [UInt8]) -> [UInt8] {
        var out = Array(String(data.count, radix: 16).utf8)
        out.reserveCapacity(out.count + data.count + 4)
        out += [0x0D, 0x0A]
        out += data
        out += [0x0D, 0x0A]
        return out
    }

    /// One chunk made of `pieces` (`count` bytes in all), as pieces: the size line, the data
    /// arrays themselves (not copied), and the CRLF after them. Sent in order, the bytes
    /// ``chunk(_:)`` makes of the joined data.
    static func chunkPieces(_ pieces: [[UInt8]], count: Int) -> [[UInt8]] {
        var framed: [[UInt8]] = []
        framed.reserveCapacity(pieces.count + 2)
        var size = Array(String(count, radix: 16).utf8)
        size += [0x0D, 0x0A]
        framed.append(size)
        framed += pieces
        framed.append(crlf)
        return framed
    }

    private static let crlf: [UInt8] = [0x0D, 0x0A]

    /// The last chunk and an empty trailer section.
    static let lastChunk: [UInt8] = Array("0\r\n\r\n".utf8)

    /// The bytes of `HTTP/1.1 100 Continue`.
    static let continueResponse: [UInt8] = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)

    /// The status line and the header lines, without the framing header and the blank line,
    /// written straight into the bytes that are sent (one allocation, sized for a usual head).
    private static func head(status: Int, headers: HTTPHeaders, context: RequestContext, keepAlive: Bool)
        -> [UInt8]
    {
        var out: [UInt8] = []
        out.reserveCapacity(384)
        append(&out, "HTTP/1.1 ")
        out.append(contentsOf: String(status).utf8)
        out.append(0x20)
        out.append(contentsOf: HTTPStatus.reason(status).utf8)
        append(&out, "\r\n")
        for field in headers where isSafe(field.name, field.value) {
            if ownedHeaders.contains(where: { field.name.equalsIgnoringASCIICase($0) }) { continue }
            out.append(contentsOf: field.name.utf8)
            append(&out, ": ")
            out.append(contentsOf: field.value.utf8)
            append(&out, "\r\n")
        }
        if !keepAlive {
            append(&out, "Connection: close\r\n")
        } else if context.minorVersion == 0 {
            append(&out, "Connection: keep-alive\r\n")
        }
        append(&out, "X-Request-ID: ")
        out.append(contentsOf: context.requestID.utf8)
        append(&out, "\r\nDate: ")
        out.append(contentsOf: context.date.utf8)
        append(&out, "\r\n")
        return out
    }

    /// Appends the bytes of a literal.
    private static func append(_ out: inout [UInt8], _ text: StaticString) {
        out.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    private static func addVary(_ headers: inout HTTPHeaders) {
        if let vary = headers["Vary"] {
            if !headers.listContains("Vary", token: "Accept-Encoding") {
                headers.set("Vary", vary + ", Accept-Encoding")
            }
        } else {
            headers.add("Vary", "Accept-Encoding")
        }
    }

    /// A header the handler set is written only when it cannot break the framing.
    private static func isSafe(_ name: String, _ value: String) -> Bool {
        !name.isEmpty && !anyByte(of: name, where: { $0 <= 0x20 || $0 == 0x3A || $0 >= 0x7F })
            && !anyByte(of: value, where: { $0 == 0x0D || $0 == 0x0A || $0 == 0 })
    }

    /// Whether some UTF-8 byte of `text` satisfies `test`, read in place when the string allows.
    @inline(__always)
    private static func anyByte(of text: String, where test: (UInt8) -> Bool) -> Bool {
        let inPlace: Bool? = text.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes where test(byte) { return true }
            return false
        }
        return inPlace ?? text.utf8.contains(where: test)
    }
}
