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

    /// Whether the server writes the header `name` itself (`Content-Length`, `Transfer-Encoding`,
    /// `Connection`, `X-Request-ID`, `Date`), so that a handler's value for it is dropped. The
    /// length picks the one name to compare.
    static func isOwned(_ name: String) -> Bool {
        switch name.utf8.count {
        case 4: name.equalsIgnoringASCIICase("Date")
        case 10: name.equalsIgnoringASCIICase("Connection")
        case 12: name.equalsIgnoringASCIICase("X-Request-ID")
        case 14: name.equalsIgnoringASCIICase("Content-Length")
        case 17: name.equalsIgnoringASCIICase("Transfer-Encoding")
        default: false
        }
    }

    /// The framing line a head ends with, before the blank line.
    private enum Framing {
        case contentLength(Int)
        case chunked
        case none
    }

    /// The fields the encoder adds after the handler's own: `Vary` naming `Accept-Encoding` for a
    /// compressible answer (caches must key it by the request's `Accept-Encoding`), and
    /// `Content-Encoding: gzip` for a compressed one. A handler's `Vary` without
    /// `Accept-Encoding` moves there, extended; the handler's fields themselves are never copied.
    private struct Added {
        enum Vary {
            /// No `Vary` is added: the answer is not compressible, or the handler's names it.
            case none
            /// `Vary: Accept-Encoding`: the handler set no `Vary`.
            case alone
            /// The handler's first `Vary` value followed by `, Accept-Encoding`, in place of the
            /// handler's `Vary` fields.
            case extending(String)
        }

        var vary: Vary
        var gzip: Bool

        init(_ headers: HTTPHeaders, varyAcceptEncoding: Bool, gzip: Bool) {
            self.gzip = gzip
            if !varyAcceptEncoding {
                vary = .none
            } else if let value = headers["Vary"] {
                vary = headers.listContains("Vary", token: "Accept-Encoding") ? .none : .extending(value)
            } else {
                vary = .alone
            }
        }

        /// Whether the handler's `Vary` fields are left out (the extended one replaces them).
        var replacesVary: Bool {
            if case .extending = vary { return true }
            return false
        }

        /// The bytes ``write(to:)`` writes at most.
        var byteCount: Int {
            let vary =
                switch vary {
                case .none: 0
                case .alone: 23
                case .extending(let value): 6 + value.utf8.count + 19
                }
            return vary + (gzip ? 24 : 0)
        }

        func write(to out: inout HeadWriter) {
            switch vary {
            case .none:
                break
            case .alone:
                out.write("Vary: Accept-Encoding\r\n")
            case .extending(let value):
                guard isSafe("Vary", value) else { break }
                out.write("Vary: ")
                out.write(value)
                out.write(", Accept-Encoding\r\n")
            }
            if gzip { out.write("Content-Encoding: gzip\r\n") }
        }
    }

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
        var body = body
        var gzipped = false
        let bodyless = status == 204 || status == 304 || (100..<200).contains(status)
        let compressible = !bodyless && ContentCoding.isCompressible(contentType: headers["Content-Type"])
        if compressible, context.acceptsGzip, body.count >= compressionMinimumBytes,
            !headers.contains("Content-Encoding"),
            let compressed = Gzip.compress(body, level: Gzip.answerLevel), compressed.count < body.count
        {
            body = compressed
            gzipped = true
        }
        let out = head(
            status: status, headers: headers, context: context, keepAlive: keepAlive,
            framing: bodyless ? .none : .contentLength(body.count),
            added: Added(headers, varyAcceptEncoding: compressible, gzip: gzipped))
        let sendBody = !context.isHEAD && !bodyless
        return (out, sendBody ? body : [], sendBody ? body.count : 0)
    }

    /// The head of a streamed response. With `chunked == false` (an HTTP/1.0 client) the body is
    /// delimited by closing the connection. `gzip` says whether the stream will be compressed.
    static func encodeStreamHead(
        status: Int, headers: HTTPHeaders, context: RequestContext, chunked: Bool, gzip: Bool
    ) -> [UInt8] {
        head(
            status: status, headers: headers, context: context, keepAlive: chunked,
            framing: chunked ? .chunked : .none,
            added: Added(
                headers,
                varyAcceptEncoding: ContentCoding.isCompressible(contentType: headers["Content-Type"]),
                gzip: gzip))
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

    /// The status line, the header lines, the framing line and the blank line, in one array of
    /// at least the needed capacity (every header's length counted, even one left out as
    /// unsafe), each piece copied once.
    private static func head(
        status: Int, headers: HTTPHeaders, context: RequestContext, keepAlive: Bool, framing: Framing,
        added: Added
    ) -> [UInt8] {
        let reason = HTTPStatus.reason(status)
        let connection: StaticString? =
            !keepAlive
            ? "Connection: close\r\n" : context.minorVersion == 0 ? "Connection: keep-alive\r\n" : nil
        // "HTTP/1.1 " status " " reason CRLF, the fields, the connection line, "X-Request-ID: " id
        // CRLF "Date: " date CRLF, the framing line and the blank line.
        var capacity = 9 + HeadWriter.decimalLength(status) + 1 + reason.utf8.count + 2
        for field in headers { capacity += field.name.utf8.count + 2 + field.value.utf8.count + 2 }
        capacity += added.byteCount
        capacity += connection?.utf8CodeUnitCount ?? 0
        capacity += 14 + context.requestID.utf8.count + 2 + 6 + context.date.utf8.count + 2
        switch framing {
        case .contentLength(let length): capacity += 16 + HeadWriter.decimalLength(length) + 2
        case .chunked: capacity += 28
        case .none: break
        }
        capacity += 2
        return [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            var out = HeadWriter(base: base, capacity: buffer.count)
            out.write("HTTP/1.1 ")
            out.write(decimal: status)
            out.write(" ")
            out.write(reason)
            out.write("\r\n")
            let replacesVary = added.replacesVary
            for field in headers
            where !isOwned(field.name) && !(replacesVary && field.name.equalsIgnoringASCIICase("Vary"))
                && isSafe(field.name, field.value)
            {
                out.write(field.name)
                out.write(": ")
                out.write(field.value)
                out.write("\r\n")
            }
            added.write(to: &out)
            if let connection { out.write(connection) }
            out.write("X-Request-ID: ")
            out.write(context.requestID)
            out.write("\r\nDate: ")
            out.write(context.date)
            out.write("\r\n")
            switch framing {
            case .contentLength(let length):
                out.write("Content-Length: ")
                out.write(decimal: length)
                out.write("\r\n")
            case .chunked:
                out.write("Transfer-Encoding: chunked\r\n")
            case .none:
                break
            }
            out.write("\r\n")
            initialized = out.count
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
