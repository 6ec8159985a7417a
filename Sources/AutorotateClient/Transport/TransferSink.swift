/// Collects one transfer's status line, headers and body from libcurl's callbacks.
///
/// Lives on the thread that runs `curl_easy_perform` and is reached from the C callbacks through
/// an unretained pointer that is valid for exactly that call.
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
    }

    /// One header line, CRLF included. A status line starts a new response (after `100
    /// Continue` or an interim answer), so it clears what came before. Parsed on bytes: this runs
    /// for every header of every response.
    func receiveHeaderLine(_ bytes: UnsafeRawBufferPointer) {
        var end = bytes.count
        while end > 0, Self.isSpace(bytes[end - 1]) { end -= 1 }
        var start = 0
        while start < end, Self.isSpace(bytes[start]) { start += 1 }
        guard start < end else { return }
        if end - start >= 5, bytes[start..<start + 5].elementsEqual("HTTP/".utf8) {
            var index = start
            while index < end, bytes[index] != 0x20 { index += 1 }
            while index < end, bytes[index] == 0x20 { index += 1 }
            var code = 0
            var digits = 0
            while index < end, digits < 3, (0x30...0x39).contains(bytes[index]) {
                code = code * 10 + Int(bytes[index] - 0x30)
                index += 1
                digits += 1
            }
            status = digits == 3 ? code : 0
            headers.removeAll(keepingCapacity: true)
            return
        }
        guard let colon = bytes[start..<end].firstIndex(of: UInt8(ascii: ":")) else { return }
        var nameEnd = colon
        while nameEnd > start, Self.isSpace(bytes[nameEnd - 1]) { nameEnd -= 1 }
        var valueStart = colon + 1
        while valueStart < end, Self.isSpace(bytes[valueStart]) { valueStart += 1 }
        let name = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<nameEnd]), as: UTF8.self)
        let value = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[valueStart..<end]), as: UTF8.self)
        headers.append((name, value))
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
        headers.removeAll()
        body.removeAll(keepingCapacity: true)
        splitter = LineSplitter()
    }

    var response: HTTPResponse { HTTPResponse(status: status, headers: headers, body: body) }
}
