import CLibcurl

/// What the head of a response says about its body and its connection, read from the raw bytes
/// by the hand-written transport (RFC 9112 §4–§6).
struct ResponseHead {
    /// The three-digit status code.
    var status = 0
    /// The `y` of `HTTP/1.y`.
    var minorVersion = 1
    /// `Content-Length`, when given.
    var contentLength: Int?
    /// `Transfer-Encoding: chunked`.
    var chunked = false
    /// `Connection: close`.
    var closes = false
    /// `Connection: keep-alive` (what keeps an HTTP/1.0 connection open).
    var keepAlive = false
    /// `Content-Encoding: gzip` (or `x-gzip`).
    var gzip = false

    /// Interim (1xx), 204 and 304 answers have no body, whatever their fields say.
    var hasBody: Bool { status >= 200 && status != 204 && status != 304 }

    /// Whether the connection may carry the next request once this answer has been read.
    var keepsConnection: Bool { !closes && (minorVersion >= 1 || keepAlive) }

    /// The failure for an answer that is not HTTP/1.1 as the transport reads it.
    static func malformed(_ detail: String) -> TransportError {
        TransportError(code: CURLE_WEIRD_SERVER_REPLY, detail: "malformed response: \(detail)")
    }

    /// Reads the head in `bytes` (status line, fields, the blank line). For a final answer
    /// (status 200 and above), passes the status and every field to `sink`.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, into sink: TransferSink) throws(TransportError)
        -> Self
    {
        var head = ResponseHead()
        var lineStart = 0
        var isFirst = true
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            let next = lineEnd + 1
            if lineEnd > lineStart, bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
            let line = UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd])
            lineStart = next
            if isFirst {
                try head.readStatusLine(line)
                if head.status >= 200 { sink.receiveStatus(head.status) }
                isFirst = false
                continue
            }
            if line.isEmpty { break }
            try head.readField(line, into: head.status >= 200 ? sink : nil)
        }
        if isFirst { throw malformed("bad status line") }
        return head
    }

    /// `HTTP/1.y NNN reason`.
    private mutating func readStatusLine(_ line: UnsafeBufferPointer<UInt8>) throws(TransportError) {
        let prefix: [UInt8] = [0x48, 0x54, 0x54, 0x50, 0x2F, 0x31, 0x2E]  // "HTTP/1."
        guard line.count >= 12, line.starts(with: prefix), Self.isDigit(line[7]), line[8] == 0x20,
            Self.isDigit(line[9]), Self.isDigit(line[10]), Self.isDigit(line[11]),
            line.count == 12 || line[12] == 0x20
        else { throw Self.malformed("bad status line") }
        minorVersion = Int(line[7] - 0x30)
        status = Int(line[9] - 0x30) * 100 + Int(line[10] - 0x30) * 10 + Int(line[11] - 0x30)
        guard status >= 100 else { throw Self.malformed("bad status line") }
        // A 101 would hand the connection over to another protocol the client never asked for.
        if status == 101 { throw Self.malformed("unexpected 101 Switching Protocols") }
    }

    /// `name: value`; the fields that frame the body or decide the connection are kept.
    private mutating func readField(_ line: UnsafeBufferPointer<UInt8>, into sink: TransferSink?)
        throws(TransportError)
    {
        var colon = 0
        while colon < line.count, line[colon] != 0x3A { colon += 1 }
        // No name, a name with white space (RFC 9112 §5.1) or an obsolete folded line.
        guard colon > 0, colon < line.count, !line[0..<colon].contains(where: { $0 <= 0x20 || $0 == 0x7F })
        else { throw Self.malformed("bad header line") }
        var valueStart = colon + 1
        var valueEnd = line.count
        while valueStart < valueEnd, line[valueStart] == 0x20 || line[valueStart] == 0x09 { valueStart += 1 }
        while valueEnd > valueStart, line[valueEnd - 1] == 0x20 || line[valueEnd - 1] == 0x09 {
            valueEnd -= 1
        }
        let name = UnsafeBufferPointer(rebasing: line[0..<colon])
        let value = UnsafeBufferPointer(rebasing: line[valueStart..<valueEnd])
        sink?.receiveField(name: name, value: value)
        switch name.count {
        case 14 where Self.equalsLowercase(name, "content-length"):
            guard let length = Self.decimal(value), contentLength == nil || contentLength == length else {
                throw Self.malformed("bad Content-Length")
            }
            contentLength = length
        case 17 where Self.equalsLowercase(name, "transfer-encoding"):
            for coding in Self.tokens(value) {
                // Only chunked is read; it must come last, and nothing but it may frame the body.
                guard coding == "chunked", !chunked else {
                    throw Self.malformed("unsupported Transfer-Encoding \(coding)")
                }
                chunked = true
            }
        case 10 where Self.equalsLowercase(name, "connection"):
            for option in Self.tokens(value) {
                if option == "close" { closes = true }
                if option == "keep-alive" { keepAlive = true }
            }
        case 16 where Self.equalsLowercase(name, "content-encoding"):
            for coding in Self.tokens(value) where coding != "identity" {
                guard coding == "gzip" || coding == "x-gzip", !gzip else {
                    throw TransportError(
                        code: CURLE_BAD_CONTENT_ENCODING, detail: "unsupported Content-Encoding \(coding)")
                }
                gzip = true
            }
        default: break
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// Whether `bytes`, ASCII-lowercased, equal `lowercase`.
    private static func equalsLowercase(_ bytes: UnsafeBufferPointer<UInt8>, _ lowercase: StaticString)
        -> Bool
    {
        guard bytes.count == lowercase.utf8CodeUnitCount else { return false }
        let expected = lowercase.utf8Start
        for index in 0..<bytes.count {
            var byte = bytes[index]
            if byte >= 0x41 && byte <= 0x5A { byte |= 0x20 }
            if byte != expected[index] { return false }
        }
        return true
    }

    /// A decimal of 1 to 18 digits and nothing else.
    private static func decimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !bytes.isEmpty, bytes.count <= 18 else { return nil }
        var value = 0
        for byte in bytes {
            guard isDigit(byte) else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return value
    }

    /// The comma-separated tokens of a field value, trimmed and lowercased, empty ones skipped.
    private static func tokens(_ value: UnsafeBufferPointer<UInt8>) -> [String] {
        String(decoding: value, as: UTF8.self).lowercased().split(separator: ",").compactMap {
            let token = $0.trimmingASCIIWhitespace()
            return token.isEmpty ? nil : String(token)
        }
    }
}
