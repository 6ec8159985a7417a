/// Collects one transfer's status line, headers and body, from libcurl's callbacks or from the
/// hand-written transport's reader.
///
/// Lives on the thread that runs the transfer; libcurl's C callbacks reach it through an
/// unretained pointer that is valid for exactly one `curl_easy_perform`.
final class TransferSink {
    private(set) var status = 0
    private(set) var headers: [(name: String, value: String)] = []
    private(set) var body: [UInt8] = []
    /// When set, a 200 body is not kept: each complete line goes here as it arrives.
    private let onLine: (([UInt8]) -> Void)?
    private var splitter = LineSplitter()
    let cancelFlag: CancelFlag?

    init(onLine: (([UInt8]) -> Void)? = nil, cancelFlag: CancelFlag? = nil) {
        self.onLine = onLine
        self.cancelFlag = cancelFlag
        body.reserveCapacity(4096)
        // The service answers with about ten fields; one allocation instead of four growths.
        headers.reserveCapacity(16)
    }

    /// One header line, CRLF included. A status line starts a new response (after `100
    /// Continue` or an interim answer), so it clears what came before. Parsed on raw bytes with
    /// index loops (no slices, no generic collection algorithms): this runs for every header of
    /// every response, and only the two strings of a field are allocated.
    func receiveHeaderLine(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
        var end = bytes.count
        while end > 0, Self.isSpace(base[end - 1]) { end -= 1 }
        var start = 0
        while start < end, Self.isSpace(base[start]) { start += 1 }
        guard start < end else { return }
        if end - start >= 5, base[start] == 0x48, base[start + 1] == 0x54, base[start + 2] == 0x54,
            base[start + 3] == 0x50, base[start + 4] == 0x2F
        {
            receiveStatusLine(base, from: start, to: end)
            return
        }
        var colon = start
        while colon < end, base[colon] != 0x3A { colon += 1 }
        guard colon < end else { return }
        var nameEnd = colon
        while nameEnd > start, Self.isSpace(base[nameEnd - 1]) { nameEnd -= 1 }
        var valueStart = colon + 1
        while valueStart < end, Self.isSpace(base[valueStart]) { valueStart += 1 }
        let name = String(
            decoding: UnsafeBufferPointer(start: base + start, count: nameEnd - start), as: UTF8.self)
        let value = String(
            decoding: UnsafeBufferPointer(start: base + valueStart, count: end - valueStart), as: UTF8.self)
        headers.append((name, value))
    }

    /// The status of a response whose head the hand-written transport read; forgets the fields
    /// of any earlier response.
    func receiveStatus(_ code: Int) {
        status = code
        headers.removeAll(keepingCapacity: true)
    }

    /// One field of that head, name and value already trimmed.
    func receiveField(name: UnsafeBufferPointer<UInt8>, value: UnsafeBufferPointer<UInt8>) {
        headers.append((String(decoding: name, as: UTF8.self), String(decoding: value, as: UTF8.self)))
    }

    /// `HTTP/x.y NNN reason`: keeps the three-digit code (0 when there is none) and forgets the
    /// headers of any earlier response.
    private func receiveStatusLine(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) {
        var index = start
        while index < end, base[index] != 0x20 { index += 1 }
        while index < end, base[index] == 0x20 { index += 1 }
        var code = 0
        var digits = 0
        while index < end, digits < 3, base[index] >= 0x30, base[index] <= 0x39 {
            code = code * 10 + Int(base[index] - 0x30)
            index += 1
            digits += 1
        }
        status = digits == 3 ? code : 0
        headers.removeAll(keepingCapacity: true)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A
    }

    /// A piece of the (already decoded) body.
    func receiveBody(_ bytes: UnsafeRawBufferPointer) {
        if let onLine, status == 200 {
            for line in splitter.feed(bytes) { onLine(line) }
        } else {
            body.append(contentsOf: bytes)
        }
    }

    /// Delivers a last line that had no LF; call after a successful transfer.
    func finishLines() {
        if let onLine, status == 200, let line = splitter.finish() { onLine(line) }
    }

    /// Forgets everything for the next attempt.
    func reset() {
        status = 0
        headers.removeAll(keepingCapacity: true)
        body.removeAll(keepingCapacity: true)
        splitter = LineSplitter()
    }

    var response: HTTPResponse { HTTPResponse(status: status, headers: headers, body: body) }
}
